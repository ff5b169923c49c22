import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'Foundations/Autospace',
  // A foundation, not a component: no props page of its own; Typography's page shows it.
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const lines = [
  { id: 'spec', text: '有效期N个月，8至20位，5G消息', note: '规格原文' },
  { id: 'ours', text: '共20条，剩余3天', note: '我们的文案' },
  { id: 'typed', text: '共 20 条，剩余 3 天', note: '不推荐：键入半角空格' },
];

const widthOf = (element: HTMLElement) => element.getBoundingClientRect().width;

/**
 * The global `text-autospace` at work: the same text with the property (as everywhere) and without
 * it. Where a digit or letter touches Chinese it adds 1/8 em, in the spec's wording and in ours
 * alike; a typed space gets nothing added, and is itself wider than that, so typed copy would show
 * a second, wider spacing beside the spec's.
 */
export const Measured: Story = {
  name: '中文与数字之间的间距',
  render: () => (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: 24 }}>
            文字
          </th>
          <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: 24 }}>
            全局样式（自动间距）
          </th>
          <th scope="col" style={{ textAlign: 'start' }}>
            关闭自动间距
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <th
              scope="row"
              style={{ textAlign: 'start', fontWeight: 'normal', paddingInlineEnd: 24 }}
            >
              {line.note}
            </th>
            <td style={{ paddingInlineEnd: 24 }}>
              <span data-line={line.id} data-autospace="on">
                {line.text}
              </span>
            </td>
            <td>
              <span
                data-line={line.id}
                data-autospace="off"
                style={{ textAutospace: 'no-autospace' }}
              >
                {line.text}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      getComputedStyle(document.documentElement).getPropertyValue('text-autospace'),
    ).toBe('normal');
    const span = (id: string, autospace: string) =>
      canvasElement.querySelector<HTMLElement>(
        `[data-line="${id}"][data-autospace="${autospace}"]`,
      )!;
    const em = parseFloat(getComputedStyle(span('spec', 'on')).fontSize);
    const added = (id: string) => widthOf(span(id, 'on')) - widthOf(span(id, 'off'));
    // 有效期N个月 (2), 8至20位 (3: 8|至, 至|20, 20|位), 5G消息 (1): six boundaries of 1/8 em each.
    await expect(added('spec')).toBeGreaterThan(6 * (em / 8) * 0.8);
    await expect(added('spec')).toBeLessThan(6 * (em / 8) * 1.2);
    // 共20条，剩余3天: four boundaries, spaced the same way.
    await expect(added('ours')).toBeGreaterThan(4 * (em / 8) * 0.8);
    await expect(added('ours')).toBeLessThan(4 * (em / 8) * 1.2);
    // Typed spaces: nothing added, and each of the four is wider than the 1/8 em it replaces.
    await expect(added('typed')).toBeCloseTo(0, 1);
    const typedGap = (widthOf(span('typed', 'on')) - widthOf(span('ours', 'off'))) / 4;
    await expect(typedGap).toBeGreaterThan((em / 8) * 1.5);
  },
};
