import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareNotices, sharePanelParts } from '@p5g/design-system/share-panel-behaviour';
import type { ShareData } from '@p5g/api/contract';
import { wireShare } from './wechat-share.ts';
import { ShareDisclosure } from './PublicPageParts.tsx';

// A public page's 分享 as the service renders it (no React on the page), wired by its script.

const share: ShareData = {
  title: '2026 春季新品画册',
  desc: '春季新品一览',
  imgUrl: 'https://5g.example.cn/api/h5/showcase/image/album-7/42/640',
  url: 'https://5g.example.cn/v2/ebook/7',
  source: '东莞市示例科技有限公司',
  reason: '',
  site: '',
};
const configUrl = '/api/wx/getWxJsConfig';
const wxConfig = { appId: 'wx0123456789abcdef', timestamp: 1, nonceStr: 'n', signature: 's' };

let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(
    <ShareDisclosure
      share={share}
      panelId="page-share"
      wxConfigUrl={configUrl}
      className=""
      toggleClassName=""
    />,
  );
  document.body.append(container);
});
afterEach(() => {
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { wx?: unknown }).wx;
});

const panel = () => container.querySelector<HTMLElement>('#page-share')!;
const inWechat = () =>
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 MicroMessenger/8.0.50');
const serviceAnswers = (data: unknown) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: '成功', data })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
/** WeChat's SDK, as it stands on `window` once its script has loaded. */
const wechatSdk = () => {
  const sdk = {
    config: vi.fn(),
    ready: (callback: () => void) => callback(),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
  };
  (window as { wx?: unknown }).wx = sdk;
  return sdk;
};
const noticeAfterWechat = () => {
  panel().querySelector<HTMLElement>(`[${sharePanelParts.wechat}]`)!.click();
  return panel().querySelector(`[${sharePanelParts.status}]`)!.textContent;
};

describe('a public page’s share', () => {
  it('in WeChat gives the page’s share data to the JS-SDK and points at WeChat’s menu', async () => {
    inWechat();
    const fetch = serviceAnswers(wxConfig);
    const sdk = wechatSdk();
    const onShared = vi.fn();
    await wireShare(panel(), onShared);

    expect(fetch).toHaveBeenCalledWith(configUrl, expect.objectContaining({ method: 'POST' }));
    expect(sdk.config).toHaveBeenCalledWith({
      ...wxConfig,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    const { title, desc, url: link, imgUrl } = share;
    expect(sdk.updateAppMessageShareData).toHaveBeenCalledWith({
      title,
      desc,
      link,
      imgUrl,
      success: onShared,
    });
    expect(sdk.updateTimelineShareData).toHaveBeenCalledWith({
      title,
      link,
      imgUrl,
      success: onShared,
    });
    expect(noticeAfterWechat()).toBe(shareNotices.wechatMenu);
  });

  it('in WeChat, when the service has no WeChat account, says the browser cannot share', async () => {
    inWechat();
    serviceAnswers(null);
    const sdk = wechatSdk();
    await wireShare(panel());
    expect(sdk.config).not.toHaveBeenCalled();
    expect(noticeAfterWechat()).toBe(shareNotices.unsupported);
  });

  it('elsewhere asks the service nothing and offers copying the link', async () => {
    const fetch = serviceAnswers(wxConfig);
    await wireShare(panel());
    expect(fetch).not.toHaveBeenCalled();
    expect(noticeAfterWechat()).toBe(shareNotices.unsupported);
  });
});
