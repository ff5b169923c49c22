import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { newPassword, resetPasswordRequest } from '@p5g/api/contract';
import { Button, Dialog, message } from '@p5g/design-system';
import { useAction } from '../../lib/endpoint-hooks.ts';
import { FormTextField } from '../../lib/form/FormTextField.tsx';
import { showFailureMessage } from '../../lib/show-failure.ts';
import { codeButtonLabel, useCountdown } from '../../lib/form/use-countdown.ts';
import * as styles from './LoginPage.css.ts';

const identitySchema = resetPasswordRequest.pick({ account: true, phone: true, code: true });
type Identity = z.input<typeof identitySchema>;

const passwordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: '两次输入的密码不一致',
  });
type Passwords = z.input<typeof passwordSchema>;

type Props = {
  isOpen: boolean;
  onClose: () => void;
  /** Called with the account once its password has been reset. */
  onReset: (account: string) => void;
};

/**
 * Forgotten password (spec §7): account, phone and SMS code (base/getVerifyCode, checked by
 * base/checkVerifyCode), then a new password under the rules of spec §5 (base/resetPwd).
 */
export function ForgotPasswordDialog({ isOpen, onClose, onReset }: Props) {
  const [verified, setVerified] = useState<Identity | null>(null);
  const { secondsLeft, start } = useCountdown();
  const identity = useForm<Identity>({
    resolver: zodResolver(identitySchema),
    mode: 'onBlur',
    defaultValues: { account: '', phone: '', code: '' },
  });
  const passwords = useForm<Passwords>({
    resolver: zodResolver(passwordSchema),
    mode: 'onBlur',
    defaultValues: { password: '', confirmPassword: '' },
  });

  function close() {
    setVerified(null);
    identity.reset();
    passwords.reset();
    onClose();
  }

  const sendVerifyCode = useAction('getVerifyCode', {
    onSuccess: () => {
      message.success('验证码已发送');
      start();
    },
    onFailure: showFailureMessage,
  });
  async function sendCode() {
    if (!(await identity.trigger('phone'))) return;
    await sendVerifyCode.run({ phone: identity.getValues('phone'), purpose: 'resetPwd' });
  }

  const checkVerifyCode = useAction('checkVerifyCode', { onFailure: showFailureMessage });
  const checkIdentity = identity.handleSubmit(async (form) => {
    const checked = await checkVerifyCode.run({
      phone: form.phone,
      code: form.code,
      purpose: 'resetPwd',
    });
    // The check answers null; run resolves to undefined only when it failed (and said why).
    if (checked !== undefined) setVerified(form);
  });

  const resetPassword = useAction('resetPwd', {
    onSuccess: (_, { account }) => {
      message.success('密码重置成功，请使用新密码登录');
      onReset(account);
      close();
    },
    onFailure: showFailureMessage,
  });
  const reset = passwords.handleSubmit(
    ({ password }) => verified && resetPassword.run({ ...verified, password }),
  );

  return (
    <Dialog title="找回密码" size="small" isOpen={isOpen} onOpenChange={(open) => !open && close()}>
      {verified ? (
        <form className={styles.dialogForm} onSubmit={reset} noValidate aria-label="设置新密码">
          <p className={styles.step}>第 2 步，共 2 步：为账号 {verified.account} 设置新密码</p>
          <FormTextField
            control={passwords.control}
            name="password"
            label="新密码"
            type="password"
            autoComplete="new-password"
            description="8至20位，至少包含一个小写字母、一个大写字母、一个数字"
            isRequired
          />
          <FormTextField
            control={passwords.control}
            name="confirmPassword"
            label="确认新密码"
            type="password"
            autoComplete="new-password"
            isRequired
          />
          <Button type="submit" variant="primary" isLoading={passwords.formState.isSubmitting}>
            重置密码
          </Button>
        </form>
      ) : (
        <form
          className={styles.dialogForm}
          onSubmit={checkIdentity}
          noValidate
          aria-label="验证身份"
        >
          <p className={styles.step}>第 1 步，共 2 步：验证账号绑定的手机号</p>
          <FormTextField
            control={identity.control}
            name="account"
            label="账号"
            autoComplete="username"
            isRequired
          />
          <FormTextField
            control={identity.control}
            name="phone"
            label="手机号"
            type="tel"
            autoComplete="tel"
            isRequired
          />
          <div className={styles.captchaRow}>
            <FormTextField
              control={identity.control}
              name="code"
              label="验证码"
              inputMode="numeric"
              autoComplete="one-time-code"
              isRequired
            />
            <Button
              onPress={sendCode}
              isLoading={sendVerifyCode.isPending}
              isDisabled={secondsLeft > 0}
            >
              {codeButtonLabel(secondsLeft)}
            </Button>
          </div>
          <Button type="submit" variant="primary" isLoading={identity.formState.isSubmitting}>
            下一步
          </Button>
        </form>
      )}
    </Dialog>
  );
}
