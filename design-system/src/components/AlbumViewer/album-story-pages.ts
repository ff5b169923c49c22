import { defaultTheme } from '@p5g/tokens';
import type { AlbumViewerPage } from './AlbumViewer.tsx';

/** Example album pages for the stories: portrait pictures as data URLs, so no network. */

const { color } = defaultTheme;

const page = (number: number, paper: string, ink: string, caption?: string): AlbumViewerPage => ({
  src: `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">
       <rect width="300" height="400" fill="${paper}"/>
       <rect x="24" y="24" width="252" height="260" fill="${ink}" opacity="0.25"/>
       <text x="150" y="350" font-size="48" text-anchor="middle" fill="${ink}" font-family="sans-serif">${number}</text>
     </svg>`,
  )}`,
  width: 300,
  height: 400,
  caption,
});

export const albumPages: AlbumViewerPage[] = [
  page(1, color.brand['50'], color.brand['700'], '封面：2026 年度企业宣传画册'),
  page(2, color.success['50'], color.success['700'], '公司简介'),
  page(3, color.warning['50'], color.warning['700'], '5G 智慧园区解决方案'),
  page(4, color.info['50'], color.info['700']),
  page(5, color.neutral['100'], color.neutral['700'], '联系我们'),
];
