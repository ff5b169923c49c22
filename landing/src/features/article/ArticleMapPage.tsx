import { MapSheet, mapLink, mapProviderLabels, mapProviders } from '@p5g/design-system';
import type { ArticleMapPage as ArticleMapPageData, PublicPageAssets } from '@p5g/api/contract';
import { PublicDocument } from '../../lib/PublicDocument.tsx';
import { articleIds } from './article-ids.ts';
import * as css from './ArticleMapPage.css.ts';

/**
 * The map child of an article (map/{num}, _map/{num}): the design system's MapSheet with the
 * article's point (spec §2 Map view). Rendered on the server, without React in the browser: the
 * island makes 返回 go back to the article and 导航 open the map apps as a sheet: a dialog of
 * plain links, shown open below the map without scripts (its 取消 closes it natively).
 */
export function ArticleMapPage({
  page,
  assets,
}: {
  page: ArticleMapPageData;
  assets: PublicPageAssets;
}) {
  const { mapPoint } = page;
  const place = {
    title: mapPoint.title,
    address: mapPoint.address,
    point: { lng: mapPoint.lng, lat: mapPoint.lat },
  };
  return (
    <PublicDocument title={`${mapPoint.title} - ${page.title}`} assets={assets} scripts>
      <div className={css.page} data-article-path={page.articlePath}>
        <MapSheet {...place} onBack={() => {}} />
      </div>
      <dialog id={articleIds.mapNavigation} className={css.navigation} aria-label="选择地图" open>
        <h2 className={css.navigationTitle}>选择地图</h2>
        <ul className={css.providers}>
          {mapProviders.map((provider) => {
            const url = mapLink(provider, place);
            return (
              url && (
                <li key={provider}>
                  <a className={css.provider} href={url} rel="noopener noreferrer">
                    {mapProviderLabels[provider]}
                  </a>
                </li>
              )
            );
          })}
        </ul>
        <form method="dialog" className={css.cancel}>
          <button type="submit" className={css.provider}>
            取消
          </button>
        </form>
        <a className={css.back} href={page.articlePath}>
          返回文章
        </a>
      </dialog>
    </PublicDocument>
  );
}
