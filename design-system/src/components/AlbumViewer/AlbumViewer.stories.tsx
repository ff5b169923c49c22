import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { albumPageCounter, albumViewerParts } from './album-viewer-behaviour.ts';
import { albumPages } from './album-story-pages.ts';
import { AlbumViewer } from './AlbumViewer.tsx';

const meta = {
  title: 'Business patterns/AlbumViewer',
  parameters: { layout: 'padded' },
  // The public album pages are opened on phones: reviewed and tested at a phone's width.
  globals: { viewport: { value: 'phone', isRotated: false } },
  component: AlbumViewer,
  args: { title: '企业宣传画册', pages: albumPages },
  argTypes: { pages: { control: 'object' }, loadPageFlip: { control: false } },
} satisfies Meta<typeof AlbumViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The book is drawn once page-flip has loaded: the viewer then carries `data-turning`. */
const bookReady = async (canvasElement: HTMLElement) => {
  const viewer = canvasElement.querySelector<HTMLElement>(`[${albumViewerParts.root}]`)!;
  await waitFor(() => expect(viewer).toHaveAttribute(albumViewerParts.turning));
  return viewer;
};

const counterSays = (canvasElement: HTMLElement, page: number, total = albumPages.length) =>
  waitFor(() =>
    expect(within(canvasElement).getByText(albumPageCounter(page, total))).toBeVisible(),
  );

/** A quick horizontal swipe across the book, as a finger makes it. */
function swipe(surface: Element, direction: 'left' | 'right') {
  const rect = surface.getBoundingClientRect();
  const y = rect.top + rect.height / 2;
  const from = rect.left + rect.width * (direction === 'left' ? 0.7 : 0.3);
  const to = from + (direction === 'left' ? -120 : 120);
  const touch = (x: number) =>
    new Touch({ identifier: 1, target: surface, clientX: x, clientY: y });
  const send = (type: string, x: number) =>
    surface.dispatchEvent(
      new TouchEvent(type, {
        bubbles: true,
        cancelable: true,
        touches: type === 'touchend' ? [] : [touch(x)],
        changedTouches: [touch(x)],
      }),
    );
  send('touchstart', from);
  send('touchmove', (from + to) / 2);
  send('touchend', to);
}

/** The cover alone on a phone; 下一页 turns to page 2 and the counter (a live region) says so. */
export const Default: Story = {
  name: '翻页',
  play: async ({ canvasElement, canvas }) => {
    await bookReady(canvasElement);
    await counterSays(canvasElement, 1);
    await expect(canvas.getByRole('button', { name: '上一页' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await counterSays(canvasElement, 2);
    await expect(canvas.getByText(albumPageCounter(2, albumPages.length))).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await expect(canvas.getByRole('button', { name: '上一页' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  },
};

/** ←/→ turn pages while focus is in the viewer; both buttons stay focusable at either end. */
export const Keyboard: Story = {
  name: '方向键翻页',
  play: async ({ canvasElement, canvas }) => {
    await bookReady(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '上一页' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await counterSays(canvasElement, 2);
    await userEvent.keyboard('{ArrowRight}');
    await counterSays(canvasElement, 3);
    await userEvent.keyboard('{ArrowLeft}');
    await counterSays(canvasElement, 2);
  },
};

/** A swipe to the left turns forward, to the right back (page-flip's touch handling). */
export const Swipe: Story = {
  name: '滑动翻页',
  play: async ({ canvasElement }) => {
    const viewer = await bookReady(canvasElement);
    const surface = viewer.querySelector('.stf__block')!;
    swipe(surface, 'left');
    await counterSays(canvasElement, 2);
    swipe(surface, 'right');
    await counterSays(canvasElement, 1);
  },
};

/** What screen readers read (and the page without scripts shows): a list of figures and captions. */
export const PageList: Story = {
  name: '页面列表（读屏与无脚本）',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '企业宣传画册的页面' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(albumPages.length);
    await expect(within(items[0]!).getByRole('figure')).toHaveTextContent(
      '第 1 页 · 封面：2026 年度企业宣传画册',
    );
    // A page without a caption is still told by its number.
    await expect(within(items[3]!).getByRole('figure')).toHaveTextContent(/^第 4 页$/);
    await expect(canvas.getByRole('region', { name: '企业宣传画册' })).toBeVisible();
  },
};

/** Until page-flip arrives the cover holds the book's place, in its size: nothing moves. */
export const Loading: Story = {
  name: '翻页库载入前',
  args: { loadPageFlip: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const cover = canvasElement.querySelector<HTMLImageElement>(`[${albumViewerParts.book}] img`)!;
    await waitFor(() => expect(cover.complete).toBe(true));
    const { width, height } = cover.getBoundingClientRect();
    await expect(Math.round((width / height) * 100)).toBe(75);
  },
};

/** Two facing pages on a desktop; the cover opens alone on the right. */
export const Desktop: Story = {
  name: '桌面：对开页',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, canvas }) => {
    await bookReady(canvasElement);
    await counterSays(canvasElement, 1);
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await waitFor(() =>
      expect(canvas.getByText(albumPageCounter(2, albumPages.length, 3))).toBeVisible(),
    );
  },
};

/** An album of one page: nothing to turn, both buttons say so. */
export const OnePage: Story = {
  name: '只有一页',
  args: { pages: albumPages.slice(0, 1) },
  play: async ({ canvasElement, canvas }) => {
    await bookReady(canvasElement);
    await counterSays(canvasElement, 1, 1);
    for (const name of ['上一页', '下一页']) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
  },
};
