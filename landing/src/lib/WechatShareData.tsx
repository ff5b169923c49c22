import { jsonForScript, type ShareData } from '@p5g/api/contract';
import { wechatShareAttribute } from './wechat-share.ts';

/**
 * A page's share data for WeChat's JS-SDK (title, description, cover, link), beside its 分享
 * panel, with where the page's script asks for the SDK's configuration (`wireShare`).
 */
export function WechatShareData({ share, configUrl }: { share: ShareData; configUrl: string }) {
  return (
    <script
      type="application/json"
      {...{ [wechatShareAttribute]: '' }}
      data-config-url={configUrl}
      // JSON is not run.
      dangerouslySetInnerHTML={{ __html: jsonForScript(share) }}
    />
  );
}
