import type { Meta, StoryObj } from '@storybook/react-vite';
import { overlayDocs } from '../../docs/story-parameters.ts';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { focusReturnedTo, overlayClosed, overlayOpen } from '../../test-support/waits.ts';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { BottomSheet, type BottomSheetProps } from './BottomSheet.tsx';

const provinces = ['北京市', '天津市', '河北省', '山西省', '内蒙古自治区', '辽宁省', '吉林省'];

const regionColumns = (
  <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, textAlign: 'center' }}>
    {provinces.map((province) => (
      <div key={province}>{province}</div>
    ))}
  </div>
);

const actions = ['腾讯地图', '高德地图', '百度地图'];

const meta = {
  title: 'Overlays/BottomSheet',
  parameters: { ...overlayDocs, layout: 'fullscreen' },
  // A phone component: reviewed and tested at a phone's width, edge to edge.
  globals: { viewport: { value: 'phone', isRotated: false } },
  component: BottomSheet,
  render: (args: BottomSheetProps) => (
    <DialogTrigger>
      <Button variant="primary" size="touch">
        选择地区
      </Button>
      <BottomSheet {...args} />
    </DialogTrigger>
  ),
  args: {
    title: '选择省市',
    children: regionColumns,
    onConfirm: fn(),
    height: 380,
    maxHeight: '50vh',
  },
  argTypes: {
    children: { control: false },
    height: { control: 'text' },
    maxHeight: { control: 'text' },
  },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const openSheet = async () => {
  await userEvent.click(screen.getByRole('button', { name: '选择地区' }));
  const sheet = await screen.findByRole('dialog');
  // The sheet fades in from opacity 0: wait for its first visible frame.
  await overlayOpen(sheet);
  return sheet;
};

/** The area picker of the mobile opening form: 380 px tall, at most half the screen (spec §9). */
export const RegionPicker: Story = {
  name: '省市选择',
  play: async () => {
    const sheet = await openSheet();
    await expect(sheet).toHaveAccessibleName('选择省市');
    await expect(within(sheet).getByRole('button', { name: '取消' })).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: '确定' })).toBeVisible();
    const rect = sheet.getBoundingClientRect();
    await expect(rect.height).toBe(Math.min(380, window.innerHeight / 2));
    await expect(rect.bottom).toBe(window.innerHeight);
  },
};

export const ConfirmCallsOnConfirmAndCloses: Story = {
  name: '确定后关闭',
  tags: ['test-only'],
  play: async ({ args }) => {
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await overlayClosed('dialog');
    await focusReturnedTo(() => screen.getByRole('button', { name: '选择地区' }));
  },
};

export const CancelCloses: Story = {
  name: '取消后关闭',
  tags: ['test-only'],
  play: async ({ args }) => {
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: '取消' }));
    await overlayClosed('dialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await focusReturnedTo(() => screen.getByRole('button', { name: '选择地区' }));
  },
};

export const ConfirmDisabled: Story = {
  name: '确定不可用',
  args: { isConfirmDisabled: true },
  play: async ({ args }) => {
    const sheet = await openSheet();
    const confirm = within(sheet).getByRole('button', { name: '确定' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Without onConfirm: a × button, height fits the content. */
export const ActionSheet: Story = {
  name: '操作列表',
  args: {
    title: '选择地图导航',
    onConfirm: undefined,
    height: undefined,
    maxHeight: undefined,
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        {actions.map((action) => (
          <Button key={action} slot="close" size="touch">
            {action}
          </Button>
        ))}
      </div>
    ),
  },
  play: async () => {
    const sheet = await openSheet();
    await expect(within(sheet).queryByRole('button', { name: '确定' })).not.toBeInTheDocument();
    await expect(within(sheet).getByRole('button', { name: '关闭' })).toBeVisible();
    await expect(sheet.getBoundingClientRect().height).toBeLessThan(window.innerHeight / 2);
    for (const action of actions) {
      const option = within(sheet).getByRole('button', { name: action });
      await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const EscapeCloses: Story = {
  name: 'Esc关闭',
  tags: ['test-only'],
  play: async () => {
    await openSheet();
    await userEvent.keyboard('{Escape}');
    await overlayClosed('dialog');
    await focusReturnedTo(() => screen.getByRole('button', { name: '选择地区' }));
  },
};

export const BackdropTapCloses: Story = {
  name: '点遮罩关闭',
  tags: ['test-only'],
  play: async () => {
    const sheet = await openSheet();
    await userEvent.click(sheet.parentElement?.parentElement as HTMLElement);
    await overlayClosed('dialog');
  },
};

/** Content taller than the sheet scrolls inside it; the header stays put. */
export const LongContent: Story = {
  name: '内容过长时滚动',
  args: {
    title: '服务协议',
    onConfirm: undefined,
    children: Array.from({ length: 30 }, (_, i) => (
      <p key={i}>第{i + 1}条：用户应遵守国家法律法规及平台相关规定。</p>
    )),
  },
  play: async () => {
    const sheet = await openSheet();
    const body = within(sheet).getByText(/^第1条/).parentElement?.parentElement as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(within(sheet).getByRole('heading', { name: '服务协议' })).toBeVisible();
  },
};

export const LongTitle: Story = {
  name: '长标题',
  args: { title: '请选择您所在的省份及城市，以便当地授权服务商与您联系' },
  play: async () => {
    const sheet = await openSheet();
    const heading = within(sheet).getByRole('heading');
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
    await expect(within(sheet).getByRole('button', { name: '确定' })).toBeVisible();
  },
};

/** Header only. */
export const Empty: Story = {
  name: '无内容',
  args: { title: '暂无可选地区', children: undefined, height: undefined },
  play: async () => {
    const sheet = await openSheet();
    await expect(sheet).toHaveAccessibleName('暂无可选地区');
  },
};

const mapActions = (size: 'touch' | 'small') => (
  <div style={{ display: 'grid', gap: 8 }}>
    {actions.map((action) => (
      <Button key={action} slot="close" size={size}>
        {action}
      </Button>
    ))}
  </div>
);

const actionSheetArgs = {
  title: '选择地图导航',
  onConfirm: undefined,
  height: undefined,
  maxHeight: undefined,
};

/** 最佳实践: options at least 44 px high, easy to hit with a thumb. */
export const DoThumbSizedOptions: Story = {
  name: '推荐：选项高度不低于44px',
  args: { ...actionSheetArgs, children: mapActions('touch') },
  play: async () => {
    const sheet = await openSheet();
    for (const action of actions) {
      const button = within(sheet).getByRole('button', { name: action });
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** 最佳实践, what to avoid: desktop-sized 28 px options on a phone; a thumb hits the neighbour. */
export const DontSmallOptions: Story = {
  name: '不推荐：手机上用小按钮',
  args: { ...actionSheetArgs, children: mapActions('small') },
  play: async () => {
    const sheet = await openSheet();
    const button = within(sheet).getByRole('button', { name: '腾讯地图' });
    await expect(button.getBoundingClientRect().height).toBeLessThan(44);
  },
};
