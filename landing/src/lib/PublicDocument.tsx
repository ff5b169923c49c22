import type { ReactNode } from 'react';
import type { PublicPageAssets } from '@p5g/api/contract';
import * as css from './ArticlePage.css.ts';

/** The document around an article page: phone viewport, its styles, and its island when asked. */
export function PublicDocument({
  title,
  assets,
  scripts,
  grey = false,
  children,
}: {
  title: string;
  assets: PublicPageAssets;
  /** Whether the page's island loads (not on pages with nothing to do). */
  scripts: boolean;
  /** The grey background of the articleContent pages (spec §2). */
  grey?: boolean;
  children: ReactNode;
}) {
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title}_5G智能平台_央视网`}</title>
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {scripts && assets.scripts.map((src) => <script key={src} type="module" src={src} />)}
      </head>
      <body className={grey ? css.greyBackground : undefined}>{children}</body>
    </html>
  );
}
