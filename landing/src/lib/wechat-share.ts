import type { ShareData, WxJsConfig } from '@p5g/api/contract';
import { wireSharePanel } from '@p5g/design-system/share-panel-behaviour';

/** WeChat's JS-SDK, which the public pages' CSP allows only when the service has an account. */
const wechatSdkUrl = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

/**
 * The attribute of the JSON script beside a page's share panel (`ShareDisclosure`): the page's
 * share data, and in `data-config-url` where to ask for the JS-SDK configuration.
 */
export const wechatShareAttribute = 'data-wechat-share';

type WechatShareOptions = {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
  success: () => void;
};
type WechatSdk = {
  config: (config: NonNullable<WxJsConfig> & { jsApiList: string[] }) => void;
  ready: (callback: () => void) => void;
  updateAppMessageShareData: (options: WechatShareOptions) => void;
  updateTimelineShareData: (options: Omit<WechatShareOptions, 'desc'>) => void;
};

const isWechatBrowser = () => /MicroMessenger/i.test(navigator.userAgent);

const loadedSdk = () => (window as unknown as { wx?: WechatSdk }).wx ?? null;

const loadSdk = () =>
  new Promise<WechatSdk | null>((resolve) => {
    if (loadedSdk()) return resolve(loadedSdk());
    const script = document.createElement('script');
    script.src = wechatSdkUrl;
    script.onload = () => resolve(loadedSdk());
    script.onerror = () => resolve(null);
    document.head.append(script);
  });

/**
 * Asks the service for the JS-SDK configuration of this page and, when it has one, gives WeChat
 * the page's share data (friends and Moments). False when the service has no WeChat account or
 * the SDK does not load.
 */
async function configureWechatShare(configUrl: string, share: ShareData, onShared: () => void) {
  try {
    const response = await fetch(configUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uri: window.location.href.split('#', 1)[0] }),
    });
    const { code, data } = (await response.json()) as { code: number; data: WxJsConfig };
    if (code !== 0 || !data) return false;
    const wx = await loadSdk();
    if (!wx) return false;
    wx.config({
      ...data,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    const { title, desc, url: link, imgUrl } = share;
    wx.ready(() => {
      wx.updateAppMessageShareData({ title, desc, link, imgUrl, success: onShared });
      wx.updateTimelineShareData({ title, link, imgUrl, success: onShared });
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Wires a page's 分享 panel. In WeChat, with the page's share data beside the panel, WeChat is
 * given them first (`onShared` when someone shares) and the panel says to share from WeChat's
 * menu; elsewhere, or when the service has no WeChat account, it offers copying the link.
 */
export async function wireShare(panel: HTMLElement, onShared: () => void = () => {}) {
  const source = document.querySelector<HTMLScriptElement>(`script[${wechatShareAttribute}]`);
  const configUrl = source?.dataset.configUrl;
  const inWechat =
    source?.textContent && configUrl && isWechatBrowser()
      ? await configureWechatShare(configUrl, JSON.parse(source.textContent) as ShareData, onShared)
      : false;
  wireSharePanel(panel, { inWechat });
}
