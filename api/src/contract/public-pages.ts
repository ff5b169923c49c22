import type { AnswerValue } from './micro-app-answers.ts';
import type { PublicForm } from './schemas/micro-apps.ts';
import type { PublicArticle } from './schemas/micro-propagation.ts';
import type { PublicAlbum, PublicUserHome } from './schemas/showcases.ts';

/**
 * Public pages (fill-in pages, articles, e-albums and company homes) are rendered by the
 * service on request with the landing build's server entry (`landing/src/app/entry-server.tsx`):
 * one render function per page kind, each given what the service found and the page kind's built
 * script and style files, returning the whole HTML document.
 */

/** The built files a page kind loads (`landing/dist/public-pages.json`), as URL paths. */
export type PublicPageAssets = { scripts: string[]; styles: string[] };

export type FormFillPage = {
  form: PublicForm;
  /** Where the page's form posts (its own path). */
  action: string;
  /** Chosen at render: a repeated submit of this filling stores one answer. */
  submissionKey: string;
  values: Record<string, AnswerValue>;
  otherText: Record<string, string>;
  /** Question id (or `mobile`, `smsCode`) → message, from the service's answer check. */
  errors: Record<string, string>;
  /** One answer per phone number: the number entered so far. */
  mobile: string;
  /** A message for the whole form (refused for a reason no field holds, code sent). */
  notice: string | null;
  /** After an accepted answer: the thank-you text, shown instead of the form. */
  thankYou: string | null;
};

/**
 * A micro-propagation article page: the public page (/articleContent/{id}), a preview
 * (/articlePreview/{id}, /micPreview/{id}, the editor's /mpEidtPreiview and /mpEidtPreiviewM) or
 * a temporary share link (/article_temp) once the visitor's number is proved.
 */
export type ArticlePage = {
  article: PublicArticle;
  mode: 'content' | 'preview' | 'temp';
  /** The map child page of the article's point; null without one. */
  mapPath: string | null;
  /** Where the page reports its view and shares (/api/h5/report); null for previews. */
  reportUrl: string | null;
  /** Where the share sheet asks for the WeChat JS-SDK configuration. */
  wxConfigUrl: string;
};

/** The map child page (map/{num}, _map/{num}): the article's point on the map sheet. */
export type ArticleMapPage = {
  title: string;
  mapPoint: NonNullable<PublicArticle['mapPoint']>;
  /** Back to the article. */
  articlePath: string;
};

/** The temporary share link's gate: the visitor proves a whitelisted number by an SMS code. */
export type ArticleTempGatePage = {
  /** Where the gate's form posts (its own path). */
  action: string;
  mobile: string;
  /** The code was sent: the page asks for it. */
  codeSent: boolean;
  /** Field → message (`mobile`, `smsCode`). */
  errors: Record<string, string>;
  /** The link is expired or the number not whitelisted: the page says so instead of the form. */
  refusal: string | null;
};

/**
 * An e-album page: the published album (/ebook/{id}) or a preview link (/ebookTemp/{key}). When
 * `album.state` is not `open` the page says `album.message` instead (404 unknown or taken down,
 * 410 an expired preview link).
 */
export type EbookPage = {
  album: PublicAlbum;
  mode: 'ebook' | 'temp';
  /** Where the share sheet asks for the WeChat JS-SDK configuration. */
  wxConfigUrl: string;
};

/**
 * A company home (/user-home/{id}, phone-first; /user-home/pc/{id}, the desktop layout). When
 * `home.state` is not `open` the page says `home.message` instead (404 unknown or unpublished,
 * 410 the business-showcase period has ended).
 */
export type UserHomePage = {
  home: PublicUserHome;
  layout: 'phone' | 'pc';
  /** Where the share sheet asks for the WeChat JS-SDK configuration. */
  wxConfigUrl: string;
};

export type PublicPageRenderers = {
  renderFormFillPage: (page: FormFillPage, assets: PublicPageAssets) => Promise<string>;
  renderArticlePage: (page: ArticlePage, assets: PublicPageAssets) => Promise<string>;
  renderArticleMapPage: (page: ArticleMapPage, assets: PublicPageAssets) => Promise<string>;
  renderArticleTempGatePage: (
    page: ArticleTempGatePage,
    assets: PublicPageAssets,
  ) => Promise<string>;
  renderEbookPage: (page: EbookPage, assets: PublicPageAssets) => Promise<string>;
  renderUserHomePage: (page: UserHomePage, assets: PublicPageAssets) => Promise<string>;
};

/** The page kinds in `public-pages.json`. */
export type PublicPageKind = 'formFill' | 'article' | 'ebook' | 'userHome';
