// The e-album pages' script, on the server-rendered page (`EbookPage.tsx`), which reads without
// it as a list of the album's pages: the book (page-flip, loaded by the viewer on demand) with
// swipe, ←/→ and 上一页/下一页, and 分享 (in WeChat, the album's share data through the JS-SDK).
// No React: each album page's budget is 60 KB of JavaScript and CSS before its first image.
import '@p5g/tokens/theme.css';
import '@p5g/design-system/album-viewer.css';
import '@p5g/design-system/share-panel.css';
import './EbookPage.css.ts';
import { albumViewerParts, wireAlbumViewer } from '@p5g/design-system/album-viewer-behaviour';
import { wireShare } from '../../lib/wechat-share.ts';
import { albumIds } from './album-ids.ts';

const viewer = document.querySelector<HTMLElement>(`[${albumViewerParts.root}]`);
if (viewer) wireAlbumViewer(viewer, { keys: 'document' });
const share = document.getElementById(albumIds.share);
if (share) void wireShare(share);
