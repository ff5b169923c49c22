import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { focusReturnedTo, overlayClosed, overlayOpen } from '../../test-support/waits.ts';
import { overlayDocs } from '../../docs/story-parameters.ts';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { Timeline } from '../Timeline/Timeline.tsx';
import { Drawer, drawerSizes } from './Drawer.tsx';

const history = [
  { title: '提交审核', time: '2026-11-20 09:12' },
  { title: '平台审核通过', time: '2026-11-20 10:45', tone: 'success' as const },
  { title: '运营商审核中', time: '2026-11-20 10:46', tone: 'processing' as const },
];

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  parameters: overlayDocs,
  args: { title: '审核记录', defaultOpen: true },
  argTypes: {
    size: { control: 'inline-radio', options: drawerSizes },
    title: { control: 'text' },
    children: { control: false },
    footer: { control: false },
  },
  render: (args) => (
    <DialogTrigger>
      <Button>查看审核记录</Button>
      <Drawer {...args}>
        <Timeline aria-label="审核记录" items={history} />
      </Drawer>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A template's review history beside the template list. */
export const Open: Story = {
  name: '打开',
  play: async () => {
    await overlayOpen(await screen.findByRole('dialog', { name: '审核记录' }));
    await expect(screen.getByRole('list', { name: '审核记录' })).toBeVisible();
  },
};

export const WithFooter: Story = {
  name: '带操作',
  args: {
    title: '模板审核记录',
    footer: (
      <Button slot="close" variant="primary">
        知道了
      </Button>
    ),
  },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: '模板审核记录' });
    await expect(drawer).toContainElement(screen.getByRole('button', { name: '知道了' }));
  },
};

/** Esc closes it and focus returns to the button that opened it. */
export const ClosedByEscape: Story = {
  name: 'Esc关闭',
  args: { defaultOpen: undefined },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '查看审核记录' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: '审核记录' });
    await overlayOpen(drawer);
    await userEvent.keyboard('{Escape}');
    await overlayClosed('dialog');
    // React Aria gives focus back in a frame after the drawer has gone.
    await focusReturnedTo(trigger);
  },
  tags: ['test-only'],
};

/** 最佳实践: a short history in the 480 px drawer; most of the list it belongs to stays in view. */
export const DoListStaysInView: Story = {
  name: '推荐：简短详情用标准宽度，列表仍可见',
  args: { title: '模板审核记录', size: 'medium' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: '模板审核记录' });
    await waitFor(() =>
      expect(drawer.getBoundingClientRect().width).toBeLessThan(window.innerWidth / 2),
    );
  },
};

/** 最佳实践, what to avoid: three events in the 720 px drawer hide most of the page for nothing. */
export const DontWideForShortContent: Story = {
  name: '不推荐：简短内容用宽抽屉遮住列表',
  args: { title: '模板审核记录', size: 'large' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: '模板审核记录' });
    await waitFor(() =>
      expect(drawer.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth / 2),
    );
  },
};
