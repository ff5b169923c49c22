import { useEffect, useRef } from 'react';
import { QrCode } from '../QrCode/QrCode.tsx';
import {
  shareLink,
  shareTargetLabels,
  shareTargets,
  type ShareData,
  type ShareTarget,
} from './share-links.ts';
import { sharePanelParts, wireSharePanel } from './share-panel-behaviour.ts';
import * as styles from './ShareSheet.css.ts';

export type SharePanelProps = {
  /** 分享的内容（规格 §3 分享数据）：标题、链接、摘要、图片等。必填。 */
  data: ShareData;
  /** 显示的社交平台及顺序。默认 QQ好友、QQ空间、微博。 */
  targets?: readonly ShareTarget[];
  /** 页面在微信内且已配置 JS-SDK：点击 微信 提示用右上角菜单分享。默认 `false`：提示 该浏览器不支持（规格 §8）。 */
  inWechat?: boolean;
  /** 复制链接的方式。默认写入剪贴板；故事和测试传入监视函数。 */
  copy?: (text: string) => Promise<boolean>;
  /** 二维码的边长（px）。默认 `120`。 */
  qrSize?: number;
  /** 面板的 id（服务端渲染的页面用它关联按钮）。默认无。 */
  id?: string;
};

/**
 * The content of the share sheet: links to QQ, Qzone and Weibo (plain links, so they work before
 * any script runs), 微信, the page's link with 复制链接, and its QR code. Renders the same on the
 * server; `wireSharePanel` adds copying and the notices, here through an effect and on the public
 * pages through their island.
 */
export function SharePanel({
  data,
  targets = shareTargets,
  inWechat = false,
  copy,
  qrSize = 120,
  id,
}: SharePanelProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(
    () => (root.current ? wireSharePanel(root.current, { inWechat, copy }) : undefined),
    [inWechat, copy],
  );
  const linkId = `${id ?? 'share'}-link`;
  return (
    <div ref={root} id={id} className={styles.panel}>
      <ul className={styles.targets} aria-label="分享到">
        <li>
          <button type="button" className={styles.target} {...{ [sharePanelParts.wechat]: '' }}>
            微信
          </button>
        </li>
        {targets.map((target) => (
          <li key={target}>
            <a
              className={styles.target}
              href={shareLink(target, data)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {shareTargetLabels[target]}
            </a>
          </li>
        ))}
      </ul>
      <div className={styles.linkRow}>
        <label htmlFor={linkId} className={styles.linkLabel}>
          链接
        </label>
        <input
          id={linkId}
          className={styles.link}
          readOnly
          value={data.url}
          {...{ [sharePanelParts.link]: '' }}
        />
        <button type="button" className={styles.copy} {...{ [sharePanelParts.copy]: '' }}>
          复制链接
        </button>
      </div>
      <p role="status" className={styles.status} {...{ [sharePanelParts.status]: '' }} />
      <figure className={styles.qr}>
        <QrCode value={data.url} label={`${data.title}的二维码`} size={qrSize} />
        <figcaption className={styles.qrCaption}>扫码打开</figcaption>
      </figure>
    </div>
  );
}
