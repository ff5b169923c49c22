import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Result, resultKinds } from './Result.tsx';

const meta = {
  title: 'Feedback/Result',
  component: Result,
  args: { kind: 'success' },
  argTypes: {
    kind: { control: 'inline-radio', options: resultKinds },
    title: { control: 'text' },
    description: { control: 'text' },
    actions: { control: false },
  },
} satisfies Meta<typeof Result>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After the opening application (spec §4: 提交成功). */
export const Submitted: Story = {
  name: '提交成功',
  args: {
    description: '您的开通申请已提交，业务人员将在 1 个工作日内与您联系。',
    actions: (
      <Button variant="primary" onPress={fn()}>
        返回首页
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '提交成功' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '提交成功' })).toHaveAttribute(
      'data-kind',
      'success',
    );
  },
};

const onHome = fn();

/** Spec §6: a route outside the account's menu list, or the server's 403 / code 1007. */
export const Forbidden: Story = {
  name: '无权访问（403）',
  args: {
    kind: 'forbidden',
    actions: (
      <Button variant="primary" onPress={onHome}>
        返回首页
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '暂无访问权限' })).toBeVisible();
    await expect(canvas.getByText('403')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '返回首页' }));
    await expect(onHome).toHaveBeenCalledTimes(1);
  },
};

/** Spec §2: an unnamed route goes to /404. */
export const NotFound: Story = {
  name: '页面不存在（404）',
  args: {
    kind: 'notFound',
    actions: (
      <>
        <Button onPress={fn()}>返回上一页</Button>
        <Button variant="primary" onPress={fn()}>
          返回首页
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

export const Failed: Story = {
  name: '失败',
  args: {
    kind: 'error',
    title: '结算失败',
    description: '请检查网络后重试；如多次失败，请致电 400-097-0808（工作日 9:00-18:00）。',
    actions: <Button onPress={fn()}>重新提交</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '结算失败' })).toBeVisible();
  },
};

/** On a 320 px phone the sentence wraps without a lone last character. */
export const Narrow: Story = {
  name: '320px窄屏',
  args: { kind: 'notFound' },
  render: (args) => (
    <div style={{ width: 288 }}>
      <Result {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/您访问的页面不存在/)).toBeVisible();
  },
};

/** 最佳实践: say what happens next and offer the way there. */
export const DoNextStep: Story = {
  name: '推荐：写明下一步并给出操作',
  args: {
    description: '订单已提交，审核结果将通过站内信通知您，预计 1 个工作日内完成。',
    actions: (
      <>
        <Button variant="primary" onPress={fn()}>
          查看订单
        </Button>
        <Button onPress={fn()}>返回首页</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/预计 1 个工作日内完成/)).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: '查看订单' })).toBeVisible();
  },
};

/** 最佳实践, what to avoid: a vague sentence and no action leave the user with nowhere to go. */
export const DontDeadEnd: Story = {
  name: '不推荐：只有结果没有出路',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '提交成功' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
