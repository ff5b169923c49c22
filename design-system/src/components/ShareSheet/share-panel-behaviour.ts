import { copyText } from '../CopyButton/copy-text.ts';

/** What the share panel says after an action (spec §8: 该浏览器不支持). */
export const shareNotices = {
  copied: '链接已复制',
  copyFailed: '复制失败，请长按链接手动复制',
  unsupported: '该浏览器不支持',
  wechatMenu: '请点击右上角“…”，分享给朋友或朋友圈',
} as const;

/** The data attributes the panel's markup carries, so a page without React can wire it too. */
export const sharePanelParts = {
  copy: 'data-share-copy',
  wechat: 'data-share-wechat',
  link: 'data-share-link',
  status: 'data-share-status',
} as const;

export type SharePanelBehaviour = {
  /** In WeChat with the JS-SDK configured: 微信 points at WeChat's own menu. */
  inWechat: boolean;
  /** Copies the link; the default is the clipboard (or the older copy command). */
  copy?: (text: string) => Promise<boolean>;
};

/**
 * Wires a rendered share panel: 复制链接 copies the link, 微信 says where WeChat shares from (or
 * 该浏览器不支持 outside WeChat), each outcome announced in the panel's status line. One
 * implementation for the React sheet (through an effect) and the server-rendered public pages
 * (through their island). Returns the unwiring.
 */
export function wireSharePanel(
  root: HTMLElement,
  { inWechat, copy = copyText }: SharePanelBehaviour,
): () => void {
  const status = root.querySelector<HTMLElement>(`[${sharePanelParts.status}]`);
  const link = root.querySelector<HTMLInputElement>(`[${sharePanelParts.link}]`);
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(`[${sharePanelParts.copy}]`) && link) {
      void copy(link.value).then((copied) => {
        say(copied ? shareNotices.copied : shareNotices.copyFailed);
        if (!copied) link.select();
      });
    } else if (target?.closest(`[${sharePanelParts.wechat}]`)) {
      say(inWechat ? shareNotices.wechatMenu : shareNotices.unsupported);
    }
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
