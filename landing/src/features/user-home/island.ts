// The company home's script, on the server-rendered page (`UserHomePage.tsx`), which reads and
// plays without it: 分享's copy and WeChat notices. No React: the page's budget is 60 KB of
// JavaScript and CSS before its first image.
import '@p5g/tokens/theme.css';
import '@p5g/design-system/share-panel.css';
import './UserHomePage.css.ts';
import { wireSharePanel } from '@p5g/design-system/share-panel-behaviour';
import { userHomeIds } from './user-home-ids.ts';

const share = document.getElementById(userHomeIds.share);
if (share) wireSharePanel(share, { inWechat: false });
