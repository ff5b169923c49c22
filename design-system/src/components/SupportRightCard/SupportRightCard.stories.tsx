import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { overlayClosed, overlayOpen } from '../../test-support/waits.ts';
import { SupportRightCard, supportRightStatuses } from './SupportRightCard.tsx';

/** The app passes each state's words (from the contract) and tone. */
const statuses = {
  1: { label: '未激活', tone: 'warning' },
  2: { label: '已激活', tone: 'success' },
  3: { label: '已失效', tone: 'neutral' },
} as const;

const meta = {
  title: 'Business patterns/SupportRightCard',
  component: SupportRightCard,
  args: {
    id: 1024,
    prodName: '优秀微传播展示',
    prodDesc: '在平台首页优秀微传播专区展示您的作品，提升内容曝光。',
    orderDesc: '展示周期 1 天，激活后由运营人员与您对接展示内容。',
    orderStatus: 1,
    statuses,
    orderServiceStatus: 1,
    orderExpireDate: '2025-12-31',
    onActivate: fn(),
  },
  argTypes: {
    orderStatus: { control: 'inline-radio', options: supportRightStatuses },
    orderServiceStatus: { control: 'inline-radio', options: [1, 2, 3, 4] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    statuses: { control: false },
  },
  parameters: {
    // A button that turns pending while focused makes react-aria announce it through a bare
    // role="img" node in its live region, which axe flags once the button is gone. Not our markup.
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
  render: (args) => (
    <div style={{ width: 400 }}>
      <SupportRightCard {...args} />
    </div>
  ),
} satisfies Meta<typeof SupportRightCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const openConfirm = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: '立即激活' }));
  return overlayOpen(await within(document.body).findByRole('alertdialog'));
};

export const Inactive: Story = {
  name: '未激活',
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '优秀微传播展示' });
    await expect(within(card).getByText('未激活')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '立即激活' })).toBeEnabled();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Activation is irreversible: cancel does nothing, confirm reports the order id. */
export const ActivationConfirm: Story = {
  name: '激活确认',
  play: async ({ args, canvas }) => {
    let dialog = await openConfirm(canvas);
    await expect(dialog).toHaveAccessibleName('确定激活该权益吗？');
    await expect(dialog).toHaveAccessibleDescription(/激活后不可撤销/);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await overlayClosed('alertdialog');
    await expect(args.onActivate).not.toHaveBeenCalled();

    dialog = await openConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认激活' }));
    await expect(args.onActivate).toHaveBeenCalledTimes(1);
    await expect(args.onActivate).toHaveBeenCalledWith(1024);
    await overlayClosed('alertdialog');
  },
};

/** A promise from onActivate keeps the confirmation open and busy; a failure leaves it open. */
export const ActivationFails: Story = {
  name: '激活失败',
  args: { onActivate: fn(() => Promise.reject(new Error('激活失败'))) },
  play: async ({ args, canvas }) => {
    const dialog = await openConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认激活' }));
    await expect(args.onActivate).toHaveBeenCalledWith(1024);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '确认激活' })).toBeEnabled(),
    );
    await expect(within(document.body).getByRole('alertdialog')).toBeVisible();
  },
};

export const ActivationPending: Story = {
  name: '激活请求中',
  args: { onActivate: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas }) => {
    const dialog = await openConfirm(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认激活' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '确认激活' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
  },
};

export const Activating: Story = {
  name: '激活中',
  args: { isActivating: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '立即激活' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onActivate).not.toHaveBeenCalled();
  },
};

export const Activated: Story = {
  name: '已激活',
  args: { orderStatus: 2, orderServiceStatus: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已激活')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    const steps = within(canvas.getByRole('list', { name: '优秀微传播展示服务进度' }));
    const items = steps.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent('处理中（进行中）');
  },
};

export const ContentAcceptance: Story = {
  name: '内容验收',
  args: { orderStatus: 2, orderServiceStatus: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
  },
};

export const Finished: Story = {
  name: '已完成',
  args: { orderStatus: 2, orderServiceStatus: 4 },
  play: async ({ canvas }) => {
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item).toHaveAttribute('data-status', 'finish');
    }
  },
};

/** Greyed, said in words (已失效), and without any enabled action. */
export const Expired: Story = {
  name: '已停用或过期',
  args: { orderStatus: 3, orderExpireDate: '2024-06-30' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '优秀微传播展示' });
    await expect(card).toHaveAttribute('data-disabled', 'true');
    await expect(within(card).getByText('已失效')).toBeVisible();
    const enabled = canvas
      .queryAllByRole('button')
      .filter((button) => !button.matches(':disabled'));
    await expect(enabled).toHaveLength(0);
  },
};

export const LongText: Story = {
  name: '长文本',
  args: {
    orderStatus: 2,
    orderServiceStatus: 2,
    prodName: '政务服务创新资讯专题展示——含专题策划、内容编辑、首页推荐位与全网分发推广服务',
    prodDesc:
      '为政务服务创新案例提供专题策划与内容编辑服务，作品将在平台首页推荐位展示，并同步推送至合作媒体矩阵，展示期间提供曝光与访问数据报告。',
    orderDesc:
      '请在激活后 7 个工作日内提交需求材料（案例介绍、图片素材、联系人信息），逾期提交的需求将顺延排期处理。',
    orderExpireDate: '2026-03-31 23:59:59',
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/** 最佳实践: activation cannot be undone, so it is confirmed first, saying so. */
export const DoConfirmFirst: Story = {
  name: '推荐：激活前确认并说明不可撤销',
  play: async ({ args, canvas }) => {
    const dialog = await openConfirm(canvas);
    await expect(dialog).toHaveAccessibleDescription(/激活后不可撤销/);
    await expect(args.onActivate).not.toHaveBeenCalled();
  },
};

/** 最佳实践, what to avoid: one press activates at once. A stray tap uses up the benefit for good. */
export const DontActivateAtOnce: Story = {
  name: '不推荐：点击后直接激活',
  render: (args) => (
    <section aria-labelledby="right-title" style={{ width: 400 }}>
      <h3 id="right-title">{args.prodName}</h3>
      <p>{args.prodDesc}</p>
      <button type="button" onClick={() => args.onActivate?.(args.id)}>
        立即激活
      </button>
    </section>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '立即激活' }));
    await expect(args.onActivate).toHaveBeenCalledWith(1024);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};
