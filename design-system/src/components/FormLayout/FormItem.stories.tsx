import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Select, SelectItem } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { VerificationCodeField } from '../VerificationCodeField/VerificationCodeField.tsx';
import { FormItem, FormLayout, type FormLayoutProps } from './FormItem.tsx';

const meta = {
  title: 'Forms/FormItem',
  component: FormItem,
  args: { label: '绑定手机', children: null },
} satisfies Meta<typeof FormItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The password-reset form: our fields with their own labels, and FormItems for the rest. */
function ResetForm(props: Omit<FormLayoutProps, 'children'>) {
  return (
    <div style={{ maxWidth: 560 }}>
      <FormLayout {...props}>
        <TextField label="登录账号" isRequired defaultValue="rongmeiti01" />
        <FormItem label="绑定手机" description="验证码将发送到此号码">
          <span>138****8000</span>
        </FormItem>
        <VerificationCodeField isRequired onSend={() => undefined} />
        <Select label="找回方式" defaultSelectedKey="sms">
          <SelectItem id="sms">短信验证码</SelectItem>
          <SelectItem id="mail">邮箱</SelectItem>
        </Select>
        <FormItem label="企业认证" isRequired errorMessage="请先完成企业认证">
          <span>未认证</span>
        </FormItem>
      </FormLayout>
    </div>
  );
}

const left = (element: Element) => Math.round(element.getBoundingClientRect().left);

export const LabelsOnTop: Story = {
  name: '标签在上方',
  parameters: { controls: { disable: true } },
  render: () => <ResetForm />,
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('group', { name: '绑定手机' });
    await expect(phone).toHaveAccessibleDescription('验证码将发送到此号码');
    await expect(phone).toHaveTextContent('138****8000');
    const certification = canvas.getByRole('group', { name: /企业认证/ });
    await expect(certification).toHaveAccessibleDescription('请先完成企业认证');
    await expect(canvas.getByRole('alert')).toHaveTextContent('请先完成企业认证');
    const label = canvas.getByText('绑定手机');
    await expect(label.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      phone.getBoundingClientRect().top,
    );
  },
};

/** Labels right-aligned in a 96 px column; every control starts on one line. */
export const LabelsBeside: Story = {
  name: '标签在左侧',
  render: () => <ResetForm labelPosition="side" />,
  play: async ({ canvas }) => {
    const account = canvas.getByRole('textbox', { name: /登录账号/ });
    const controls = [
      account.parentElement!,
      canvas.getByRole('group', { name: '绑定手机' }),
      canvas.getByRole('group', { name: /^\*?验证码$/ }),
      canvas.getByRole('button', { name: /找回方式/ }),
      canvas.getByRole('group', { name: /企业认证/ }),
    ];
    const columns = new Set(controls.map(left));
    await expect([...columns]).toHaveLength(1);
    const label = canvas.getByText('登录账号');
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(left(controls[0]!));
    await expect(label.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      account.parentElement!.getBoundingClientRect().top,
    );
  },
};

/** On a phone the side layout falls back to labels on top: a 96 px column would leave no room. */
export const LabelsBesideOnPhone: Story = {
  name: '左侧标签在手机上',
  parameters: { controls: { disable: true } },
  globals: { viewport: { value: 'narrowPhone', isRotated: false } },
  render: () => <ResetForm labelPosition="side" />,
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('group', { name: '绑定手机' });
    const label = canvas.getByText('绑定手机');
    await expect(label.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      phone.getBoundingClientRect().top,
    );
    await expect(left(label)).toBe(left(phone));
  },
};

/** 最佳实践: the label is a short name; the hint goes in the description under the value. */
export const DoHintInDescription: Story = {
  name: '推荐：提示写在帮助文字里',
  args: {
    label: '绑定手机',
    description: '验证码将发送到此号码',
    children: <span>138****8000</span>,
  },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('group', { name: '绑定手机' });
    await expect(phone).toHaveAccessibleDescription('验证码将发送到此号码');
  },
};

/** 最佳实践, what to avoid: the hint inside the label. The label gets long and every mention of the field repeats it. */
export const DontHintInLabel: Story = {
  name: '不推荐：把提示写进标签',
  args: { label: '绑定手机（验证码将发送到此号码）', children: <span>138****8000</span> },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('group', { name: '绑定手机（验证码将发送到此号码）' });
    await expect(phone).not.toHaveAccessibleDescription();
  },
};
