import { renderToStaticMarkup } from 'react-dom/server';
import type { PublicPageRenderers } from '@p5g/api/contract';
import { ArticleMapPage } from '../features/article/ArticleMapPage.tsx';
import { ArticlePage } from '../features/article/ArticlePage.tsx';
import { ArticleTempGatePage } from '../features/article/ArticleTempGatePage.tsx';
import { EbookPage } from '../features/album/EbookPage.tsx';
import { FormFillPage } from '../features/form-fill/FormFillPage.tsx';
import { UserHomePage } from '../features/user-home/UserHomePage.tsx';

/**
 * Public pages, rendered by the service on request (`api/src/public-pages/`): one function per
 * page kind, returning the whole document. Static markup: their scripts are islands of their own,
 * not React hydration.
 */
export const renderFormFillPage: PublicPageRenderers['renderFormFillPage'] = async (page, assets) =>
  `<!doctype html>${renderToStaticMarkup(<FormFillPage page={page} assets={assets} />)}`;

export const renderArticlePage: PublicPageRenderers['renderArticlePage'] = async (page, assets) =>
  `<!doctype html>${renderToStaticMarkup(<ArticlePage page={page} assets={assets} />)}`;

export const renderArticleMapPage: PublicPageRenderers['renderArticleMapPage'] = async (
  page,
  assets,
) => `<!doctype html>${renderToStaticMarkup(<ArticleMapPage page={page} assets={assets} />)}`;

export const renderArticleTempGatePage: PublicPageRenderers['renderArticleTempGatePage'] = async (
  page,
  assets,
) => `<!doctype html>${renderToStaticMarkup(<ArticleTempGatePage page={page} assets={assets} />)}`;

export const renderEbookPage: PublicPageRenderers['renderEbookPage'] = async (page, assets) =>
  `<!doctype html>${renderToStaticMarkup(<EbookPage page={page} assets={assets} />)}`;

export const renderUserHomePage: PublicPageRenderers['renderUserHomePage'] = async (page, assets) =>
  `<!doctype html>${renderToStaticMarkup(<UserHomePage page={page} assets={assets} />)}`;
