import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField, type PasswordRule } from './PasswordField.tsx';

/**
 * Spec §5's rules, worded for a checklist. The apps pass the rules of the shared contract
 * (`api/src/contract/password.ts`), which also gives the error message on submit.
 */
const passwordRules: PasswordRule[] = [
  { label: '8至20位', isMet: (value) => value.length >= 8 && value.length <= 20 },
  {
    label: '至少包含一个小写字母、一个大写字母、一个数字',
    isMet: (value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value),
  },
  {
    label: '不能连续字符（如123、abc）连续3位或3位以上',
    isMet: (value) => !/012|123|234|345|456|567|678|789|abc|bcd|cde|def|xyz/i.test(value),
  },
  { label: '不能相同字符（如111、aaa）连续3位或3位以上', isMet: (value) => !/(.)\1\1/.test(value) },
];

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: '新密码', rules: passwordRules, isRequired: true, width: 320 },
  argTypes: {
    label: { control: 'text' },
    rules: { control: false },
    errorMessage: { control: 'text' },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before typing, every rule is shown in grey: what to aim for, not yet an error. */
export const NewPassword: Story = {
  name: '设置新密码（规则清单）',
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/新密码/);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAccessibleDescription(/^8至20位 至少包含一个小写字母/);
    await expect(input).not.toHaveAccessibleDescription(/满足/);
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item).not.toHaveAttribute('data-met');
      await expect(item).not.toHaveAttribute('data-broken');
    }
  },
};

/** While typing, each rule turns into a check or a cross. */
export const PartlyValid: Story = {
  name: '部分规则已满足',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/新密码/), 'Cctv1234');
    const [length, composition, ascending, repeated] = canvas.getAllByRole('listitem');
    await expect(length).toHaveAttribute('data-met');
    await expect(composition).toHaveAttribute('data-met');
    await expect(ascending).toHaveAttribute('data-broken');
    await expect(ascending).toHaveTextContent('（未满足）');
    await expect(length).toHaveTextContent('（已满足）');
    await expect(repeated).toHaveAttribute('data-met');
  },
};

export const AllRulesMet: Story = {
  name: '全部规则已满足',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/新密码/), 'Cctv5G@Gold');
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item).toHaveAttribute('data-met');
    }
  },
};

/** The eye button shows what was typed, and says so. */
export const Revealed: Story = {
  name: '显示密码',
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/新密码/);
    await userEvent.type(input, 'Cctv5G@Gold');
    await userEvent.click(canvas.getByRole('button', { name: '显示密码' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: '隐藏密码' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A submit with a broken rule: the field's error names the first one, in the spec's words. */
export const Invalid: Story = {
  name: '未满足规则',
  args: { isInvalid: true, errorMessage: '不能相同字符（如111、aaa）连续3位或3位以上' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/新密码/), 'Cctv5G@aaa');
    await expect(canvas.getAllByRole('listitem')[3]).toHaveAttribute('data-broken');
    await expect(canvas.getByLabelText(/新密码/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sign-in: no checklist, only the show/hide button. */
export const SignIn: Story = {
  name: '登录（无规则清单）',
  args: { label: '密码', rules: undefined, placeholder: '请输入密码' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '显示密码' })).toBeVisible();
  },
};

/** On a 320 px phone the longer rules wrap under their own text, not under the icon. */
export const Narrow: Story = {
  name: '320px窄屏',
  args: { width: 288 },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/新密码/), 'abc');
    await expect(canvas.getAllByRole('listitem')[2]).toHaveAttribute('data-broken');
  },
};

/** 最佳实践: setting a new password, the rules show as a checklist that follows the typing. */
export const DoRulesForNewPassword: Story = {
  name: '推荐：设置新密码时显示规则清单',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/新密码/), 'Cctv5G@Gold');
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(passwordRules.length);
    for (const item of items) await expect(item).toHaveAttribute('data-met');
  },
};

/**
 * 最佳实践, what to avoid: the checklist on the sign-in page. An account's password may predate
 * today's rules; crosses against a password that works only confuse.
 */
export const DontRulesAtSignIn: Story = {
  name: '不推荐：登录时显示规则清单',
  args: { label: '登录密码' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/登录密码/), 'cctv2019');
    const broken = canvas
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('data-broken'));
    await expect(broken.length).toBeGreaterThan(0);
  },
};
