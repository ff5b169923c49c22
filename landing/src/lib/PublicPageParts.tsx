import { SharePanel } from '@p5g/design-system/share-panel';
import { jsonForScript, type ShareData } from '@p5g/api/contract';
import * as css from './public-page.css.ts';
import { wechatShareAttribute } from './wechat-share.ts';

/**
 * 分享 on a public page: a disclosure holding the share panel (`panelId`, which the page's island
 * wires with `wireShare`) and the page's share data for WeChat's JS-SDK (title, description,
 * cover, link) with where to ask for the SDK's configuration (`wxConfigUrl`).
 */
export function ShareDisclosure({
  share,
  panelId,
  wxConfigUrl,
  className,
  toggleClassName,
}: {
  share: ShareData;
  panelId: string;
  wxConfigUrl: string;
  className: string;
  /** The page's 分享 toggle: the shared `shareToggle` in its colours. */
  toggleClassName: string;
}) {
  return (
    <details className={className}>
      <summary className={toggleClassName}>分享</summary>
      <SharePanel data={share} id={panelId} />
      <script
        type="application/json"
        {...{ [wechatShareAttribute]: '' }}
        data-config-url={wxConfigUrl}
        // JSON is not run.
        dangerouslySetInnerHTML={{ __html: jsonForScript(share) }}
      />
    </details>
  );
}

/**
 * What the service says instead of the page's content (不存在, 已下架, 已过期, …) as its heading,
 * in the page's panel (the shared `statePanel` composed with its own look).
 */
export function PageState({ message, className }: { message: string; className: string }) {
  return (
    <section className={className} role="status">
      <h1 className={css.stateHeading}>{message}</h1>
    </section>
  );
}
