import { useEffect, useRef, type CSSProperties } from 'react';
import {
  albumPageCounter,
  albumViewerParts,
  wireAlbumViewer,
  type AlbumViewerBehaviour,
} from './album-viewer-behaviour.ts';
import * as styles from './AlbumViewer.css.ts';

/** One page of an album: a picture in the sizes the service made of it, and its caption. */
export type AlbumViewerPage = {
  /** 图片地址（不支持 `srcSet` 时使用）。必填。 */
  src: string;
  /** 各宽度的图片（`url 480w, url 960w`）。默认无：只用 `src`。 */
  srcSet?: string;
  /** 图片的固有宽度（px），用于占位，图片加载前版面不跳动。必填。 */
  width: number;
  /** 图片的固有高度（px）。必填。 */
  height: number;
  /** 图片说明。默认无。 */
  caption?: string;
};

export type AlbumViewerProps = {
  /** 画册标题，也是翻页区域的无障碍名称。必填。 */
  title: string;
  /** 画册的页面，按顺序。必填，至少一页。 */
  pages: readonly AlbumViewerPage[];
  /** 图片在版面中的宽度（`<img sizes>`）。默认 `(max-width: 600px) 100vw, 480px`。 */
  sizes?: string;
  /** 左右方向键的作用范围：`viewer` 焦点在画册内时，`document` 整个页面（画册即页面）。默认 `viewer`。 */
  keys?: AlbumViewerBehaviour['keys'];
  /** 上一页按钮的文字。默认 `上一页`。 */
  previousLabel?: string;
  /** 下一页按钮的文字。默认 `下一页`。 */
  nextLabel?: string;
  /** 载入翻页库。默认按需载入 page-flip；故事和测试可传入替身。 */
  loadPageFlip?: AlbumViewerBehaviour['loadPageFlip'];
};

const defaultSizes = '(max-width: 600px) 100vw, 480px';

/** 第 n 页, then the caption: what the list says of a page and what the book shows on it. */
const pageCaption = (index: number, caption?: string) =>
  caption ? `第 ${index + 1} 页 · ${caption}` : `第 ${index + 1} 页`;

/**
 * An e-album (spec §2 /ebook/{id}): a book whose pages turn by swipe, drag, ←/→ and 上一页/下一页,
 * with a page counter announced politely. Its markup is the album without scripts: a list of the
 * pages (figure and caption), which stays, hidden on screen, as what screen readers read once the
 * book is drawn. Renders the same on the server; `wireAlbumViewer` draws the book, here through an
 * effect and on the public album pages through their island.
 */
export function AlbumViewer({
  title,
  pages,
  sizes = defaultSizes,
  keys = 'viewer',
  previousLabel = '上一页',
  nextLabel = '下一页',
  loadPageFlip,
}: AlbumViewerProps) {
  const root = useRef<HTMLElement>(null);
  useEffect(
    () => (root.current ? wireAlbumViewer(root.current, { keys, loadPageFlip }) : undefined),
    [keys, loadPageFlip, pages],
  );
  const [first] = pages;
  if (!first) return null;
  const picture = (page: AlbumViewerPage) => ({
    src: page.src,
    srcSet: page.srcSet,
    sizes: page.srcSet ? sizes : undefined,
    width: page.width,
    height: page.height,
  });
  return (
    <section
      ref={root}
      aria-label={title}
      className={styles.root}
      style={{ [styles.pageRatioProperty]: String(first.width / first.height) } as CSSProperties}
      {...{ [albumViewerParts.root]: '' }}
    >
      <div className={styles.book} aria-hidden="true" {...{ [albumViewerParts.book]: '' }}>
        <img className={styles.cover} {...picture(first)} alt="" fetchPriority="high" />
      </div>
      <div className={styles.controls} {...{ [albumViewerParts.controls]: '' }}>
        <button
          type="button"
          className={styles.turn}
          aria-disabled="true"
          {...{ [albumViewerParts.previous]: '' }}
        >
          {previousLabel}
        </button>
        <p className={styles.counter} aria-live="polite" {...{ [albumViewerParts.counter]: '' }}>
          {albumPageCounter(1, pages.length)}
        </p>
        <button
          type="button"
          className={styles.turn}
          aria-disabled={pages.length <= 1}
          {...{ [albumViewerParts.next]: '' }}
        >
          {nextLabel}
        </button>
      </div>
      <ol className={styles.pages} aria-label={`${title}的页面`}>
        {pages.map((page, index) => (
          <li key={index}>
            <figure className={styles.figure} {...{ [albumViewerParts.page]: '' }}>
              <img className={styles.picture} {...picture(page)} alt="" loading="lazy" />
              <figcaption className={styles.caption}>{pageCaption(index, page.caption)}</figcaption>
            </figure>
          </li>
        ))}
      </ol>
    </section>
  );
}
