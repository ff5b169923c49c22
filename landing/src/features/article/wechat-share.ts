import type { ShareData, WxJsConfig } from '@p5g/api/contract';
import { articleIds } from './article-ids.ts';

/** WeChat's JS-SDK, which the article pages' CSP allows only when the service has an account. */
const wechatSdkUrl = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

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

export const isWechatBrowser = () => /MicroMessenger/i.test(navigator.userAgent);

const loadSdk = () =>
  new Promise<WechatSdk | null>((resolve) => {
    const script = document.createElement('script');
    script.src = wechatSdkUrl;
    script.onload = () => resolve((window as unknown as { wx?: WechatSdk }).wx ?? null);
    script.onerror = () => resolve(null);
    document.head.append(script);
  });

/**
 * In WeChat: asks the service for the JS-SDK configuration of this page and, when it has one,
 * gives WeChat the article's share data (friends and Moments). False when the service has no
 * WeChat account or the SDK does not load: the share panel then offers copying the link.
 */
export async function configureWechatShare(
  configUrl: string,
  onShared: () => void,
): Promise<boolean> {
  const source = document.getElementById(articleIds.shareData)?.textContent;
  if (!source) return false;
  const share = JSON.parse(source) as ShareData;
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
