import type { ReactNode } from 'react';
import type { PublicPageAssets } from '@p5g/api/contract';

/** The document around a public page: phone viewport, its styles, and its island when asked. */
export function PublicDocument({
  title,
  assets,
  scripts,
  bodyClassName,
  children,
}: {
  title: string;
  assets: PublicPageAssets;
  /** Whether the page's island loads (not on pages with nothing to do). */
  scripts: boolean;
  /** The page's background, when not the default white. */
  bodyClassName?: string;
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
      <body className={bodyClassName}>{children}</body>
    </html>
  );
}
