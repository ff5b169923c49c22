import sanitizeHtml from 'sanitize-html';
import type { ArticleBody } from '../contract/article-document.ts';
import { articleExtensions } from '../contract/article-extensions.ts';

/**
 * What an article's stored HTML may hold: exactly what `articleExtensions` renders a valid body
 * to, and nothing else. Links and media only over http(s) or as paths of this site; no
 * protocol-relative URLs, no styles, classes, ids or event handlers.
 */
const articleHtmlAllowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'br',
    'img',
    'video',
    'audio',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    ol: ['start'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'data-material-id'],
    video: ['src', 'poster', 'controls', 'playsinline', 'preload', 'data-material-id'],
    audio: ['src', 'controls', 'preload', 'data-material-id'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src', 'poster'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  parseStyleAttributes: false,
};

/** The body's HTML with everything outside the allow-list removed. */
export const sanitizeArticleHtml = (html: string) => sanitizeHtml(html, articleHtmlAllowList);

/**
 * The HTML a public page shows for a body: rendered with the editor's own schema, then passed
 * through the allow-list (the schema and the contract's parsing already keep anything else out;
 * the sanitiser is the second lock). Stored beside the document at every save. The renderer
 * brings a DOM of its own (happy-dom, about 18 MB resident): it loads with the first article
 * saved, not with the service.
 */
export async function renderArticleBody(body: ArticleBody) {
  const { generateHTML } = await import('@tiptap/html/server');
  return sanitizeArticleHtml(generateHTML(body, articleExtensions));
}
