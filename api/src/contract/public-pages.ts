import type { AnswerValue } from './micro-app-answers.ts';
import type { PublicForm } from './schemas/micro-apps.ts';

/**
 * Public pages (fill-in pages, later articles, albums and company homes) are rendered by the
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

export type PublicPageRenderers = {
  renderFormFillPage: (page: FormFillPage, assets: PublicPageAssets) => Promise<string>;
};

/** The page kinds in `public-pages.json`. */
export type PublicPageKind = 'formFill';
