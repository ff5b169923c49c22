import { prerenderToNodeStream } from 'react-dom/static';
import { StrictMode } from 'react';
import {
  defaultMediaBaseUrl,
  seededSiteContent,
  withMediaUrls,
  type SiteHome,
} from '@p5g/api/contract';
import { HomePage } from './HomePage.tsx';

/** The home page's HTML for `content`, with every deferred part rendered in (build time only). */
export async function renderHome(content: SiteHome): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HomePage initialContent={content} />
    </StrictMode>,
    // One piece: React otherwise outlines large boundaries to be moved in by inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  // Outlined parts would need inline scripts to move them in, which the server's CSP refuses.
  if (html.includes('<script')) throw new Error('the pre-rendered home page needs inline scripts');
  return html;
}

/** The seeded content on the media host the service will use, and the page rendered from it. */
export async function renderSeededHome(mediaBaseUrl: string | undefined) {
  const content = withMediaUrls(seededSiteContent, mediaBaseUrl || defaultMediaBaseUrl);
  return { content, html: await renderHome(content) };
}

export { jsonForScript } from '@p5g/api/contract';
export { siteContentElementId } from './site-content-element.ts';

export {
  renderArticleMapPage,
  renderArticlePage,
  renderArticleTempGatePage,
  renderEbookPage,
  renderFormFillPage,
  renderUserHomePage,
} from './public-pages.tsx';
