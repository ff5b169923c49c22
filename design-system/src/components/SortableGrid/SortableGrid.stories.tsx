import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { focusReturnedTo } from '../../test-support/waits.ts';
import { Button } from '../Button/Button.tsx';
import { pictures } from '../RcsPreview/rcs-story-data.ts';
import { SortableGrid, type SortableGridProps } from './SortableGrid.tsx';

type Page = { id: string; name: string; picture: string };

const pages: Page[] = [
  { id: 'p1', name: '封面：政务服务指南', picture: pictures.service },
  { id: 'p2', name: '理财节海报', picture: pictures.finance },
  { id: 'p3', name: '快递网点', picture: pictures.logistics },
  { id: 'p4', name: '门诊须知', picture: pictures.health },
  { id: 'p5', name: '招生简章', picture: pictures.education },
];

const label = (page: Page) => page.name;

function PageTile({ page, index }: { page: Page; index: number }) {
  return (
    <figure style={{ margin: 0 }}>
      <img
        src={page.picture}
        alt=""
        width={320}
        height={180}
        style={{ display: 'block', width: '100%', height: 'auto' }}
      />
      <figcaption style={{ padding: 8, overflowWrap: 'anywhere' }}>
        {index + 1}. {page.name}
      </figcaption>
    </figure>
  );
}

type Args = SortableGridProps<Page> & {
  /** 移除 of the story with other actions. */
  onRemove?: (page: Page) => void;
};

/** The grid holding its own order, as an editor's form would, reporting each new order. */
function Sortable({ onRemove, ...args }: Args) {
  const [items, setItems] = useState(args.items);
  return (
    <SortableGrid
      {...args}
      items={items}
      onReorder={(next) => {
        setItems(next);
        args.onReorder(next);
      }}
      actions={
        onRemove &&
        ((page) => (
          <Button size="small" variant="text" onPress={() => onRemove(page)}>
            移除
          </Button>
        ))
      }
    />
  );
}

const meta = {
  title: 'Business patterns/SortableGrid',
  component: SortableGrid<Page>,
  args: {
    items: pages,
    onReorder: fn(),
    itemLabel: label,
    children: (page, index) => <PageTile page={page} index={index} />,
    'aria-label': '画册页面',
  },
  argTypes: {
    isDisabled: { control: 'boolean' },
    items: { control: 'object' },
    itemLabel: { control: false },
    children: { control: false },
    actions: { control: false },
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <Sortable {...args} />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('row')
    .map((row) => row.querySelector('figcaption')?.textContent);

/** Each tile: its content, a drag button and 前移 / 后移, each named after the tile. */
export const Default: Story = {
  name: '拖动或按钮排序',
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: '画册页面' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: '前移“理财节海报”' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '前移“封面：政务服务指南”' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '后移“招生简章”' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: /拖动/ })).toHaveLength(5);
  },
};

/** 后移 swaps the tile with the next one, says where it went, and keeps the focus on it. */
export const MoveLater: Story = {
  name: '后移一位',
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '后移“理财节海报”' }));
    await expect(args.onReorder).toHaveBeenLastCalledWith([
      pages[0],
      pages[2],
      pages[1],
      pages[3],
      pages[4],
    ]);
    await expect(names(canvasElement)).toEqual([
      '1. 封面：政务服务指南',
      '2. 快递网点',
      '3. 理财节海报',
      '4. 门诊须知',
      '5. 招生简章',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('“理财节海报”已移到第3位，共5项');
    await focusReturnedTo(() => canvas.getByRole('button', { name: '后移“理财节海报”' }));
  },
};

/** Moved to the front, its 前移 is disabled: the focus goes to its 后移 instead of being lost. */
export const MoveToFront: Story = {
  name: '移到最前',
  tags: ['test-only'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '前移“理财节海报”' }));
    await expect(args.onReorder).toHaveBeenLastCalledWith([
      pages[1],
      pages[0],
      pages[2],
      pages[3],
      pages[4],
    ]);
    await expect(canvas.getByRole('button', { name: '前移“理财节海报”' })).toBeDisabled();
    await focusReturnedTo(() => canvas.getByRole('button', { name: '后移“理财节海报”' }));
  },
};

/** One drop has put the first tile third: the new order given once, and drawn. */
async function expectFirstMovedToThird(onReorder: Args['onReorder'], canvas: HTMLElement) {
  await waitFor(() => expect(onReorder).toHaveBeenCalledTimes(1));
  await expect(onReorder).toHaveBeenLastCalledWith([
    pages[1],
    pages[2],
    pages[0],
    pages[3],
    pages[4],
  ]);
  await expect(names(canvas)).toEqual([
    '1. 理财节海报',
    '2. 快递网点',
    '3. 封面：政务服务指南',
    '4. 门诊须知',
    '5. 招生简章',
  ]);
}

/**
 * Keyboard alone: Tab reaches a tile's drag button, Enter picks the tile up, arrow keys choose
 * where it lands, Enter drops it there.
 */
export const KeyboardDrag: Story = {
  name: '键盘拖动',
  play: async ({ args, canvas, canvasElement }) => {
    const dragFirst = canvas.getByRole('button', { name: /拖动.*封面：政务服务指南/ });
    await userEvent.tab();
    await expect(canvas.getAllByRole('row')[0]).toHaveFocus();
    await userEvent.tab();
    await expect(dragFirst).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).not.toBe(dragFirst));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    // The first place offered is where the tile stands; each → goes one place further.
    await expectFirstMovedToThird(args.onReorder, canvasElement);
  },
};

/** The middle of `element`'s box, or a point `fromRight` px inside its right edge. */
function pointIn(element: Element, fromRight?: number) {
  const box = element.getBoundingClientRect();
  return {
    x: fromRight === undefined ? box.left + box.width / 2 : box.right - fromRight,
    y: box.top + box.height / 2,
  };
}

/**
 * A mouse drag as Chromium delivers it to the page: the button pressed on the tile, then the
 * native drag events with one shared data transfer — dragstart on the tile, dragenter and dragover
 * under the pointer on its way, drop where it is released, dragend on the tile.
 */
async function mouseDrag(tile: Element, to: { x: number; y: number }) {
  const dataTransfer = new DataTransfer();
  // A page-made transfer ignores effectAllowed and dropEffect, which the page sets during a real
  // drag (the library allows a move at dragstart and answers each dragover): they are kept here.
  Object.defineProperties(dataTransfer, {
    effectAllowed: { value: 'uninitialized', writable: true },
    dropEffect: { value: 'none', writable: true },
  });
  const from = pointIn(tile);
  const send = (type: string, target: Element, { x, y }: { x: number; y: number }) =>
    target.dispatchEvent(
      new DragEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        dataTransfer,
        clientX: x,
        clientY: y,
      }),
    );
  tile.dispatchEvent(
    new PointerEvent('pointerdown', {
      bubbles: true,
      pointerType: 'mouse',
      button: 0,
      buttons: 1,
      clientX: from.x,
      clientY: from.y,
    }),
  );
  send('dragstart', tile, from);
  let under = tile;
  for (const step of [0.25, 0.5, 0.75, 1]) {
    const point = { x: from.x + (to.x - from.x) * step, y: from.y + (to.y - from.y) * step };
    under = document.elementFromPoint(point.x, point.y) ?? under;
    send('dragenter', under, point);
    send('dragover', under, point);
    // A frame between moves, as a pointer's moves come.
    await new Promise(requestAnimationFrame);
  }
  send('drop', under, to);
  await new Promise(requestAnimationFrame);
  send('dragend', tile, to);
}

/** A mouse drags the first tile past the third: it lands after it, and the new order is given. */
export const MouseDrag: Story = {
  name: '鼠标拖动',
  play: async ({ args, canvas, canvasElement }) => {
    const rows = canvas.getAllByRole('row');
    await mouseDrag(rows[0]!, pointIn(rows[2]!, 4));
    await expectFirstMovedToThird(args.onReorder, canvasElement);
  },
};

/** Other actions of a tile follow the move buttons. */
export const WithActions: Story = {
  name: '带其他操作',
  args: { onRemove: fn() },
  play: async ({ args, canvas }) => {
    const third = canvas.getAllByRole('row')[2]!;
    await userEvent.click(within(third).getByRole('button', { name: '移除' }));
    await expect(args.onRemove).toHaveBeenCalledWith(pages[2]);
  },
};

export const Empty: Story = {
  name: '暂无内容',
  args: { items: [], emptyState: '还没有页面，请从素材库添加图片' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有页面，请从素材库添加图片')).toBeVisible();
  },
};

/** Disabled (a published album being viewed): no drag or move buttons. */
export const Disabled: Story = {
  name: '不可排序',
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** At 320 px two tiles a row, long names wrap inside, the buttons keep 44 px targets. */
export const NarrowPhone: Story = {
  name: '最窄手机',
  globals: { viewport: { value: 'narrowPhone', isRotated: false } },
  args: {
    items: [
      ...pages,
      {
        id: 'p6',
        name: '二〇二六年度城乡居民基本医疗保险集中参保缴费说明',
        picture: pictures.notice,
      },
    ],
  },
  render: (args) => <Sortable {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole('grid');
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth + 1);
    const rows = canvas.getAllByRole('row');
    await expect(rows[0]!.getBoundingClientRect().top).toBe(rows[1]!.getBoundingClientRect().top);
    await expect(rows[2]!.getBoundingClientRect().top).toBeGreaterThan(
      rows[1]!.getBoundingClientRect().top,
    );
    for (const button of within(rows[0]!).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
