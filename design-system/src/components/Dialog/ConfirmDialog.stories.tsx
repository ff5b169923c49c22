import type { Meta, StoryObj } from '@storybook/react-vite';
import { overlayDocs } from '../../docs/story-parameters.ts';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { focusReturnedTo, overlayClosed, overlayOpen } from '../../test-support/waits.ts';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog, confirmDialogTones, type ConfirmDialogProps } from './ConfirmDialog.tsx';

/** A page that opens the confirmation and closes it once the action has run. */
function Page(args: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(args.defaultOpen ?? false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>删除模板</Button>
      <ConfirmDialog
        {...args}
        isOpen={isOpen}
        onOpenChange={setOpen}
        onConfirm={() => {
          args.onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: '删除模板' }));
  return overlayOpen(await screen.findByRole('alertdialog'));
};

const meta = {
  title: 'Overlays/ConfirmDialog',
  parameters: overlayDocs,
  component: ConfirmDialog,
  render: Page,
  args: {
    title: '确定删除该模板吗？',
    message: '删除后将无法恢复，已提交审核的发送任务不受影响。',
    onConfirm: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: confirmDialogTones },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened and left open: title, message and the default 取消 / 确定 labels. */
export const Default: Story = {
  name: '默认',
  play: async () => {
    const dialog = await open();
    await expect(dialog).toHaveAccessibleName('确定删除该模板吗？');
    await expect(dialog).toHaveAccessibleDescription(/删除后将无法恢复/);
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeVisible();
  },
};

export const ConfirmCallsOnConfirm: Story = {
  name: '确定后执行并关闭',
  tags: ['test-only'],
  play: async ({ args }) => {
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await overlayClosed('alertdialog');
  },
};

export const CancelDoesNothing: Story = {
  name: '取消不执行',
  tags: ['test-only'],
  play: async ({ args }) => {
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await overlayClosed('alertdialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await focusReturnedTo(() => screen.getByRole('button', { name: '删除模板' }));
  },
};

export const EscapeCancels: Story = {
  name: 'Esc取消',
  tags: ['test-only'],
  play: async ({ args }) => {
    await open();
    await userEvent.keyboard('{Escape}');
    await overlayClosed('alertdialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Irreversible action: warning icon and a red confirm button with its own label. */
export const Danger: Story = {
  name: '危险操作',
  args: { tone: 'danger', confirmLabel: '删除', cancelLabel: '暂不删除' },
  play: async () => {
    const dialog = await open();
    const confirm = within(dialog).getByRole('button', { name: '删除' });
    await expect(confirm).toHaveAttribute('data-variant', 'danger');
    await expect(within(dialog).getByRole('button', { name: '暂不删除' })).toBeVisible();
  },
};

/** The confirm action is running: no second confirm, no dismissal until it ends. */
export const ConfirmLoading: Story = {
  name: '确认中',
  args: { tone: 'danger', confirmLabel: '删除', isConfirmLoading: true, defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await overlayOpen(await screen.findByRole('alertdialog'));
    const confirm = within(dialog).getByRole('button', { name: /删除/ });
    await expect(confirm).toHaveAttribute('data-pending', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

export const LongMessage: Story = {
  name: '长说明',
  args: {
    title: '您的账户余额不足，确定继续提交该5G消息群发任务吗？',
    message:
      '当前5G消息余额为1,200条，本次发送预计消耗3,500条。余额不足的部分将无法发送，发送失败的原因可能包括终端异常、号码无效、运营商黑名单或平台账号欠费。提交后可在发送记录中查看每条消息的状态。',
    confirmLabel: '继续提交',
  },
  play: async () => {
    const dialog = await open();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
    await expect(within(dialog).getByRole('button', { name: '继续提交' })).toBeVisible();
  },
};

/** Title only, no message. */
export const WithoutMessage: Story = {
  name: '只有标题',
  args: { title: '确定退出登录吗？', message: undefined },
  play: async () => {
    const dialog = await open();
    await expect(dialog).toHaveAccessibleName('确定退出登录吗？');
  },
};

/** 最佳实践: the title asks about the action itself, the message states the consequence, the button names the action. */
export const DoNameTheAction: Story = {
  name: '推荐：标题问具体操作，按钮写明动作',
  args: {
    title: '确定删除该模板吗？',
    message: '删除后将无法恢复。',
    tone: 'danger',
    confirmLabel: '删除',
  },
  play: async () => {
    const dialog = await open();
    await expect(dialog).toHaveAccessibleName('确定删除该模板吗？');
    await expect(within(dialog).getByRole('button', { name: '删除' })).toBeVisible();
  },
};

/** 最佳实践: a vague title and a generic 确定 make the user reread the page to know what they confirm. */
export const DontVagueConfirmation: Story = {
  name: '不推荐：笼统的“提示”与“确定”',
  args: { title: '提示', message: '确定要继续吗？' },
  play: async () => {
    const dialog = await open();
    await expect(dialog).toHaveAccessibleName('提示');
  },
};
