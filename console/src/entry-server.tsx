import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { basePath, jsonForScript, seededHelpArticles } from '@p5g/api/contract';
import { LoadingFrame } from './app/LoadingFrame.tsx';
import { helpCentreAnswers } from './features/help-center/prerendered-help.ts';
import { pageTitle } from './lib/navigation-rules.ts';
import { headedPages, prerenderedPages as publicPages, routeFor } from './lib/routes-table.ts';
import { PublicApp } from './public/PublicApp.tsx';
import { prerenderedAnswersElementId } from './public/prerendered-answers.ts';

/**
 * The public pages the build pre-renders, by path below /v2, each with the module of its route,
 * whose styles and scripts the page's HTML names at once.
 */
export const prerenderedPages = Object.fromEntries(
  publicPages.map(({ path, module }) => [path, module]),
);

/** The API answers a page is pre-rendered with, which its HTML carries for hydration. */
const prerenderedAnswers: Record<string, () => Record<string, unknown>> = {
  '/help_center': () => helpCentreAnswers(seededHelpArticles),
};

/** A page's pre-rendered answers as the JSON block its HTML carries, or nothing. */
export function answersBlockOf(page: string): string {
  const answers = prerenderedAnswers[page]?.();
  return answers
    ? `<script type="application/json" id="${prerenderedAnswersElementId}">${jsonForScript(answers)}</script>`
    : '';
}

/** The title the page's HTML carries (the app sets the same once it runs). */
export const titleOf = (page: string) => pageTitle(routeFor(page)?.title);

/** Storage as a signed-out visitor's browser has it: empty (the guard and pages read it). */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** Static HTML of `element`, in one piece and without inline scripts (build time only). */
async function renderToHtml(element: ReactNode, what: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<StrictMode>{element}</StrictMode>, {
    // One piece: React otherwise outlines large boundaries to be moved in by inline scripts.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  // Outlined parts would need inline scripts to move them in, which the server's CSP refuses.
  if (html.includes('<script')) throw new Error(`the pre-rendered ${what} needs inline scripts`);
  return html;
}

/** The HTML of a public page as a signed-out visitor first sees it. */
export function renderPage(page: string): Promise<string> {
  globalThis.localStorage ??= emptyStorage();
  return renderToHtml(
    <StaticRouter basename={basePath} location={basePath + page}>
      <PublicApp answers={prerenderedAnswers[page]?.()} />
    </StaticRouter>,
    page,
  );
}

/** The pages whose loading frame names them, by path below /v2, with their headings. */
export const headedFrames = Object.fromEntries(
  headedPages.map(({ path, heading }) => [path, heading]),
);

/** A console page's content until its app has run; without a heading, index.html's. */
export const renderLoadingFrame = (heading?: string) =>
  renderToHtml(<LoadingFrame heading={heading} />, 'loading frame');
