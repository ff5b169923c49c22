import type { Meta, StoryObj } from '@storybook/react-vite';
import { overlayDocs } from '../../docs/story-parameters.ts';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { focusReturnedTo, overlayClosed, overlayOpen } from '../../test-support/waits.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogTrigger, dialogSizes, type DialogProps } from './Dialog.tsx';

const orderDetail = (
  <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0 }}>
    <dt>订单编号</dt>
    <dd style={{ margin: 0 }}>202211010001</dd>
    <dt>套餐名称</dt>
    <dd style={{ margin: 0 }}>5G消息</dd>
    <dt>订单金额</dt>
    <dd style={{ margin: 0 }}>¥12,000.00</dd>
    <dt>订单状态</dt>
    <dd style={{ margin: 0 }}>待审核</dd>
  </dl>
);

const longTerms = Array.from({ length: 30 }, (_, i) => (
  <p key={i}>
    第{i + 1}
    条：用户在使用5G智能平台服务时，应遵守国家法律法规及平台相关规定，不得利用本服务发送违法、违规或骚扰信息。
  </p>
));

/** The usual set-up: a trigger button next to the dialog it opens. */
function WithTrigger(args: DialogProps) {
  return (
    <DialogTrigger>
      <Button variant="primary">查看订单详情</Button>
      <Dialog {...args} />
    </DialogTrigger>
  );
}

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: '查看订单详情' }));
  return overlayOpen(await screen.findByRole('dialog'));
};

const meta = {
  title: 'Overlays/Dialog',
  parameters: overlayDocs,
  component: Dialog,
  render: WithTrigger,
  args: { title: '订单详情', children: orderDetail },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from its trigger and left open; focus is inside the dialog. */
export const Default: Story = {
  name: '订单详情',
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('heading', { name: '订单详情' })).toBeVisible();
    await expect(dialog).toHaveAccessibleName('订单详情');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

export const EscapeClosesAndRestoresFocus: Story = {
  name: 'Esc关闭并归还焦点',
  tags: ['test-only'],
  play: async () => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await overlayClosed('dialog');
    // Focus comes back a frame after the dialog leaves the DOM (a slow frame under load).
    await focusReturnedTo(() => screen.getByRole('button', { name: '查看订单详情' }));
  },
};

export const CloseButton: Story = {
  name: '关闭按钮',
  tags: ['test-only'],
  play: async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await overlayClosed('dialog');
    // Focus comes back a frame after the dialog leaves the DOM (a slow frame under load).
    await focusReturnedTo(() => screen.getByRole('button', { name: '查看订单详情' }));
  },
};

export const WithFooter: Story = {
  name: '带底部按钮',
  args: {
    title: '余额提醒设置',
    children: '余额低于阈值时，每月发送一次提醒短信。',
    footer: (
      <>
        <Button slot="close">取消</Button>
        <Button variant="primary" onPress={fn()}>
          保存
        </Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await overlayClosed('dialog');
    await openDialog();
  },
};

/** A click on the backdrop closes a dismissable dialog. */
export const DismissableByBackdrop: Story = {
  name: '点遮罩关闭',
  tags: ['test-only'],
  args: { isDismissable: true },
  play: async () => {
    const dialog = await openDialog();
    const backdrop = dialog.parentElement?.parentElement as HTMLElement;
    await userEvent.click(backdrop);
    await overlayClosed('dialog');
  },
};

/** With Esc dismissal off and no close button, only the footer action ends the dialog. */
export const NotDismissable: Story = {
  name: '不可随意关闭',
  args: {
    title: '服务协议更新',
    children: '请阅读并同意新版服务协议后继续使用。',
    isKeyboardDismissDisabled: true,
    hasCloseButton: false,
    footer: (
      <Button slot="close" variant="primary">
        我已阅读并同意
      </Button>
    ),
  },
  play: async () => {
    const dialog = await openDialog();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.parentElement?.parentElement as HTMLElement);
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
  },
};

/** Controlled through isOpen/onOpenChange by the page that owns the state. */
export const Controlled: Story = {
  name: '由页面控制打开',
  args: { onOpenChange: fn() },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button variant="primary" onPress={() => setOpen(true)}>
          查看订单详情
        </Button>
        <Dialog
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            setOpen(open);
            args.onOpenChange?.(open);
          }}
        />
      </>
    );
  },
  play: async ({ args }) => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await overlayClosed('dialog');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // Focus comes back a frame after the dialog leaves the DOM (a slow frame under load).
    await focusReturnedTo(() => screen.getByRole('button', { name: '查看订单详情' }));
  },
};

export const Small: Story = {
  name: '小尺寸',
  args: { size: 'small', title: '提示', children: '模板有效期为 7 天，过期后无法发送。' },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};

export const Large: Story = {
  name: '大尺寸',
  args: { size: 'large' },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getBoundingClientRect().width).toBe(800);
  },
};

/** Long content scrolls inside the body; header and footer stay in view. */
export const LongContent: Story = {
  name: '内容过长时滚动',
  args: {
    title: '5G智能平台服务协议',
    children: longTerms,
    footer: (
      <Button slot="close" variant="primary">
        我知道了
      </Button>
    ),
  },
  play: async () => {
    const dialog = await openDialog();
    const body = within(dialog).getByText(/^第1条/).parentElement?.parentElement as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(dialog).getByRole('button', { name: '我知道了' })).toBeVisible();
  },
};

export const LongTitle: Story = {
  name: '长标题',
  args: {
    title: '微传播信息流推广服务（不限访问量）开通申请审核结果通知及后续操作说明',
  },
  play: async () => {
    const dialog = await openDialog();
    const heading = within(dialog).getByRole('heading');
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

/** Title only: no body and no footer bar. */
export const Empty: Story = {
  name: '无内容',
  args: { title: '暂无订单详情', children: undefined },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog).toHaveAccessibleName('暂无订单详情');
  },
};

/** The 最佳实践 pair's dialog: its title, and 保存 after 取消 or, for the counterexample, before. */
const settingsDialog = (title: string, primaryFirst: boolean) => {
  const cancel = <Button slot="close">取消</Button>;
  const save = (
    <Button variant="primary" onPress={fn()}>
      保存
    </Button>
  );
  return {
    title,
    children: '余额低于阈值时，每月发送一次提醒短信。',
    footer: primaryFirst ? (
      <>
        {save}
        {cancel}
      </>
    ) : (
      <>
        {cancel}
        {save}
      </>
    ),
  };
};

const leftOf = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name }).getBoundingClientRect().left;

/** 最佳实践: the title names the task; 取消 on the left, the one primary action on the right. */
export const DoNameTheTask: Story = {
  name: '推荐：标题说明任务，主按钮在右',
  args: settingsDialog('余额提醒设置', false),
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog).toHaveAccessibleName('余额提醒设置');
    await expect(leftOf(dialog, '保存')).toBeGreaterThan(leftOf(dialog, '取消'));
  },
};

/**
 * 最佳实践, what to avoid: 提示 says nothing about the task, and the primary button first breaks
 * the order every other dialog uses, so 取消 is pressed by habit.
 */
export const DontVagueTitleSwappedButtons: Story = {
  name: '不推荐：笼统标题，主按钮在左',
  args: settingsDialog('提示', true),
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog).toHaveAccessibleName('提示');
    await expect(leftOf(dialog, '保存')).toBeLessThan(leftOf(dialog, '取消'));
  },
};
