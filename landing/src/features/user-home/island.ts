// The company home's script, on the server-rendered page (`UserHomePage.tsx`), which reads and
// plays without it: 分享 (in WeChat, the home's share data through the JS-SDK). No React: the
// page's budget is 60 KB of JavaScript and CSS before its first image.
import '@p5g/tokens/theme.css';
import '@p5g/design-system/share-panel.css';
import './UserHomePage.css.ts';
import { wireShare } from '../../lib/wechat-share.ts';
import { userHomeIds } from './user-home-ids.ts';

const share = document.getElementById(userHomeIds.share);
if (share) void wireShare(share);
