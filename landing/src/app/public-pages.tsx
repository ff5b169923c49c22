import { renderToStaticMarkup } from 'react-dom/server';
import type { PublicPageRenderers } from '@p5g/api/contract';
import { FormFillPage } from '../features/form-fill/FormFillPage.tsx';

/**
 * Public pages, rendered by the service on request (`api/src/public-pages/`): one function per
 * page kind, returning the whole document. Static markup: their scripts are islands of their own,
 * not React hydration.
 */
export const renderFormFillPage: PublicPageRenderers['renderFormFillPage'] = async (page, assets) =>
  `<!doctype html>${renderToStaticMarkup(<FormFillPage page={page} assets={assets} />)}`;
