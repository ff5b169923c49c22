import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileSearch } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Empty, emptySizes } from './Empty.tsx';

const meta = {
  title: 'Data display/Empty',
  component: Empty,
  args: {},
  argTypes: {
    size: { control: 'inline-radio', options: emptySizes },
    description: { control: 'text' },
    action: { control: false },
    icon: { control: false },
  },
} satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '默认',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

const onOpen = fn();

/** The account centre's support tabs with no order: an introduction and the open-service action. */
export const WithAction: Story = {
  name: '带下一步操作',
  args: {
    description: '您尚未开通该服务，开通后即可提交定制需求',
    action: (
      <Button variant="primary" onPress={onOpen}>
        开通服务
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '开通服务' }));
    await expect(onOpen).toHaveBeenCalledTimes(1);
  },
};

export const Small: Story = {
  name: '小尺寸',
  args: { size: 'small', icon: FileSearch, description: '未查询到符合条件的订单' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未查询到符合条件的订单')).toBeVisible();
  },
};

export const LongDescription: Story = {
  name: '长说明',
  args: {
    description:
      '当前账户在所选时间范围内没有任何账单记录。如您近期已完成汇款，请耐心等待审核，审核通过后账单将自动生成；如有疑问请拨打客服热线 400-097-0808（工作日 9:00-18:00）。',
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/没有任何账单记录/);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth + 1);
  },
};

/** 最佳实践: say why it is empty and give the next step. */
export const DoNextStep: Story = {
  name: '推荐：说明原因并给出下一步',
  args: {
    description: '您尚未开通该服务，开通后即可提交定制需求',
    action: (
      <Button variant="primary" onPress={fn()}>
        开通服务
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('您尚未开通该服务，开通后即可提交定制需求')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '开通服务' })).toBeVisible();
  },
};

/** 最佳实践, what to avoid: 暂无数据 where the user could act. Nothing says there is a service to open. */
export const DontBareEmpty: Story = {
  name: '不推荐：只写“暂无数据”',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
