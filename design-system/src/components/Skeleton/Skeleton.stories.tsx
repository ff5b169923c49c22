import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, skeletonShapes } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: {},
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    lines: { control: { type: 'number', min: 1, max: 8 } },
    count: { control: { type: 'number', min: 1, max: 8 } },
    columns: { control: { type: 'number', min: 1, max: 4 } },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph loading: three lines, the last one shorter. */
export const Default: Story = {
  name: '文字行',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('加载中')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(
      canvasElement.querySelectorAll('[data-shape="text"] > span[aria-hidden]'),
    ).toHaveLength(3);
  },
};

/** The support and product cards loading: four outlines in two columns. */
export const Cards: Story = {
  name: '卡片',
  args: { shape: 'cards', lines: 2, label: '权益加载中' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('权益加载中')).toBeInTheDocument();
    const cards = canvasElement.querySelectorAll('[data-shape="cards"] [aria-hidden] > span');
    // Four cards, each with a heading bar and two lines.
    await expect(cards).toHaveLength(12);
  },
};

/** A denser grid, as the shop's product tab shows while loading. */
export const ThreeColumns: Story = {
  name: '三列',
  args: { shape: 'cards', count: 6, columns: 3, lines: 4 },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('[data-shape="cards"] > div')!;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(3);
  },
};

/** 最佳实践: the outline of what is coming, the product cards, two to a row as they will be. */
export const DoMatchTheLayout: Story = {
  name: '推荐：骨架与真实内容版式一致',
  args: { shape: 'cards', count: 4, columns: 2, lines: 2, label: '商品加载中' },
  render: (args) => (
    <div style={{ width: 560 }}>
      <Skeleton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll('[data-shape="cards"] [aria-hidden] > *')];
    const tops = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    await expect(cards.length).toBeGreaterThan(0);
    await expect(tops.size).toBeLessThan(cards.length);
  },
};

/** 最佳实践, what to avoid: text lines standing in for a card grid; the page jumps when the cards arrive. */
export const DontMismatchedLayout: Story = {
  name: '不推荐：用文字行代替卡片',
  args: { shape: 'text', lines: 3, label: '商品加载中' },
  render: (args) => (
    <div style={{ width: 560 }}>
      <Skeleton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-shape="cards"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-shape="text"]')).not.toBeNull();
  },
};
