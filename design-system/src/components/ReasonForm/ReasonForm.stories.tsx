import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ReasonForm } from './ReasonForm.tsx';

const meta = {
  title: 'Business patterns/ReasonForm',
  component: ReasonForm,
  args: {
    label: '拒绝原因',
    requiredMessage: '请填写原因',
    submitLabel: '确认拒绝',
    submitVariant: 'danger',
    onSubmit: fn(),
    children: <p>拒绝「示例科技有限公司」的注册申请（账号 demo01）。</p>,
  },
  render: (args) => (
    <div style={{ width: 480 }}>
      <ReasonForm {...args} />
    </div>
  ),
} satisfies Meta<typeof ReasonForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refusal: what is refused, the reason, and the button that sends it. */
export const Refusal: Story = {
  name: '拒绝原因',
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /拒绝原因/ }), '  资料不全  ');
    await userEvent.click(canvas.getByRole('button', { name: '确认拒绝' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('资料不全');
  },
};

/** Sent empty (or blank), the form says what is missing under the field and sends nothing. */
export const Missing: Story = {
  name: '未填原因',
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /拒绝原因/ }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: '确认拒绝' }));
    await expect(canvas.getByText('请填写原因')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A reply to a customer: a longer, optional-looking field with what happens to it said below. */
export const Reply: Story = {
  name: '回复留言',
  args: {
    label: '回复内容',
    description: '回复将发送到该单位的消息中心',
    requiredMessage: '请填写回复内容',
    maxLength: 500,
    rows: 4,
    submitLabel: '发送回复',
    submitVariant: 'primary',
    children: <p>示例科技有限公司（张三）：发送记录导出很慢。</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /回复内容/ })).toHaveAccessibleDescription(
      /回复将发送到该单位的消息中心/,
    );
  },
};

/** With other actions: 返回 before the submit button, a second decision after it. */
export const WithOtherActions: Story = {
  name: '其他操作',
  args: {
    label: '驳回原因',
    requiredMessage: '请填写驳回原因',
    isRequired: false,
    submitLabel: '驳回',
    actionsBefore: <Button>返回</Button>,
    actionsAfter: <Button variant="primary">审核通过</Button>,
    children: null,
  },
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(names).toEqual(['返回', '驳回', '审核通过']);
  },
};
