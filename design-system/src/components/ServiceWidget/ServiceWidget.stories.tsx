import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@p5g/tokens';
import type { CSSProperties } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { overlayDocs } from '../../docs/story-parameters.ts';
import { serviceWidgetInsets } from './ServiceWidget.css.ts';
import { ServiceWidget } from './ServiceWidget.tsx';

const onChat = fn();

const meta = {
  title: 'Business patterns/ServiceWidget',
  component: ServiceWidget,
  parameters: overlayDocs,
  args: {
    phone: { display: '400-097-0808', href: 'tel:4000970808' },
    hours: '工作日9:00-18:00',
    chat: { onPress: onChat },
  },
  argTypes: { phone: { control: false }, chat: { control: false } },
  // A transformed box holds the fixed widget, as the window would: it floats in the frame's corner.
  decorators: [
    (Story) => (
      <div data-testid="page" style={{ transform: 'translateZ(0)', height: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const widget = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('complementary', { name: '平台客服' });
const toggle = (canvasElement: HTMLElement) =>
  within(widget(canvasElement)).getByRole('button', { name: '客服' });

/** `--name` of a `var(--name)` from createVar, to set it in an inline style. */
const customProperty = (cssVar: string) => cssVar.replace(/^var\((--[^,)]+)\)$/, '$1');

/** The gap between the widget and the page's end and bottom edges, px. */
const insets = (canvasElement: HTMLElement) => {
  const page = within(canvasElement).getByTestId('page').getBoundingClientRect();
  const box = widget(canvasElement).getBoundingClientRect();
  return { end: page.right - box.right, bottom: page.bottom - box.bottom };
};

/** Closed: one round 客服 button in the corner, named by the landmark it sits in. */
export const Closed: Story = {
  name: '收起',
  play: async ({ canvasElement }) => {
    await expect(toggle(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(insets(canvasElement)).toEqual({ end: 24, bottom: 24 });
  },
};

/** Open: the service line as a tel: link, its hours, and 在线留言. */
export const Open: Story = {
  name: '展开',
  play: async ({ canvasElement }) => {
    await userEvent.click(toggle(canvasElement));
    const panel = within(widget(canvasElement));
    await expect(toggle(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    const panelId = toggle(canvasElement).getAttribute('aria-controls');
    await expect(panel.getByText('平台客服').parentElement).toHaveAttribute('id', panelId);
    await expect(panel.getByRole('link', { name: '400-097-0808' })).toHaveAttribute(
      'href',
      'tel:4000970808',
    );
    await expect(panel.getByText('工作日9:00-18:00')).toBeVisible();
    await expect(panel.getByRole('button', { name: '在线留言' })).toBeVisible();
  },
};

/** The console: 在线留言 opens the feedback form (here a spy) and the panel folds away. */
export const ChatOpensForm: Story = {
  name: '在线留言打开留言表单',
  play: async ({ canvasElement }) => {
    onChat.mockClear();
    await userEvent.click(toggle(canvasElement));
    await userEvent.click(within(widget(canvasElement)).getByRole('button', { name: '在线留言' }));
    await expect(onChat).toHaveBeenCalledTimes(1);
    await expect(toggle(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(canvasElement)).toHaveFocus();
  },
};

/** The home page: 在线留言 is a link to its opening application. */
export const ChatLinksToApplication: Story = {
  name: '在线留言前往开通申请',
  args: { chat: { href: '#apply' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(toggle(canvasElement));
    await expect(
      within(widget(canvasElement)).getByRole('link', { name: '在线留言' }),
    ).toHaveAttribute('href', '#apply');
  },
};

/** By keyboard alone: Tab reaches 客服, Enter opens, Tab walks the panel's two entries. */
export const Keyboard: Story = {
  name: '键盘操作',
  play: async ({ canvasElement }) => {
    toggle(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    const panel = within(widget(canvasElement));
    await userEvent.tab({ shift: true });
    await expect(panel.getByRole('button', { name: '在线留言' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(panel.getByRole('link', { name: '400-097-0808' })).toHaveFocus();
  },
};

/** On a phone it keeps 12 px from the edges, its panel fits the screen, its entries take a thumb. */
export const Phone: Story = {
  name: '手机',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(insets(canvasElement)).toEqual({ end: 12, bottom: 12 });
    await userEvent.click(toggle(canvasElement));
    const box = widget(canvasElement).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    // Each entry of the panel is a 44 px touch target.
    const panel = within(widget(canvasElement));
    for (const entry of [
      panel.getByRole('link', { name: '400-097-0808' }),
      panel.getByRole('button', { name: '在线留言' }),
    ])
      await expect(entry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** A page that needs the corner (the home page's footer links) raises it through the insets. */
export const RaisedByPage: Story = {
  name: '页面调整位置',
  decorators: [
    (Story) => (
      <div style={{ [customProperty(serviceWidgetInsets.blockEnd)]: '96px' } as CSSProperties}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(insets(canvasElement)).toEqual({ end: 24, bottom: 96 });
  },
};

/** 最佳实践: the panel holds the line, the hours and one way to write; nothing else. */
export const DoShortPanel: Story = {
  name: '推荐：面板只放电话、时间和留言',
  play: async ({ canvasElement }) => {
    await userEvent.click(toggle(canvasElement));
    const panel = within(widget(canvasElement).querySelector<HTMLElement>('[id]')!);
    await expect(panel.getAllByRole('link')).toHaveLength(1);
    await expect(panel.getAllByRole('button')).toHaveLength(1);
  },
};

/** 最佳实践, what to avoid: a second floating help button beside the widget, in the same corner. */
export const DontSecondFloatingButton: Story = {
  name: '不推荐：再叠一个悬浮帮助按钮',
  render: (args) => (
    <>
      <ServiceWidget {...args} />
      <a
        href="#help"
        style={{
          position: 'fixed',
          insetInlineEnd: 24,
          insetBlockEnd: 92,
          padding: '8px 12px',
          borderRadius: 999,
          background: vars.role.surface,
          boxShadow: vars.shadow.floating,
          color: vars.role.link,
        }}
      >
        帮助
      </a>
    </>
  ),
  play: async ({ canvasElement }) => {
    const help = within(canvasElement).getByRole('link', { name: '帮助' });
    await userEvent.click(toggle(canvasElement));
    // The open panel covers the extra button: a click there lands on the panel.
    const box = help.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(help.contains(hit)).toBe(false);
    // Shown closed again: two floating buttons stacked in one corner.
    await userEvent.click(toggle(canvasElement));
    await expect(help).toBeVisible();
  },
};
