// The article pages' script, on the server-rendered pages (`ArticlePage.tsx`, `ArticleMapPage.tsx`),
// which read without it: the visitor reported once (the service counts the view itself, from the
// page's request), 分享's copy and WeChat notices, WeChat's share data when the JS-SDK is
// configured, and on the map 返回 and 导航. No React: each article page's budget is 50 KB of
// JavaScript and CSS.
import '@p5g/tokens/theme.css';
import '@p5g/design-system/form-renderer.css';
import '@p5g/design-system/share-panel.css';
import '@p5g/design-system/map-sheet.css';
import '@p5g/design-system/button.css';
import './ArticlePage.css.ts';
import './ArticleMapPage.css.ts';
import './ArticleTempGatePage.css.ts';
import { wireShare } from '../../lib/wechat-share.ts';
import { articleIds } from './article-ids.ts';

const article = document.getElementById(articleIds.page);
if (article) void startArticle(article);
const map = document.querySelector<HTMLElement>('[data-article-path]');
if (map) startMap(map);

async function startArticle(page: HTMLElement) {
  const id = page.dataset.article!;
  const reportUrl = page.dataset.reportUrl;
  const post = (url: string, body: unknown) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    });
  if (reportUrl) void post(reportUrl, { id, event: 'view' }).catch(() => {});
  const panel = document.getElementById(articleIds.share);
  if (!panel) return;
  await wireShare(panel, () => {
    if (reportUrl) void post(reportUrl, { id, event: 'share' }).catch(() => {});
  });
}

function startMap(page: HTMLElement) {
  const sheet = document.getElementById(articleIds.mapNavigation) as HTMLDialogElement | null;
  const articlePath = page.dataset.articlePath!;
  sheet?.close();
  page.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    if (button.textContent?.includes('导航')) sheet?.showModal();
    else if (button.textContent?.includes('返回')) window.location.assign(articlePath);
  });
}
