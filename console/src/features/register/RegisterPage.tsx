import { Controller, useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button, Checkbox, Link, message } from '@p5g/design-system';
import { api } from '../../lib/api.ts';
import { FormTextField } from '../../lib/form/FormTextField.tsx';
import { href } from '../../lib/routes-table.ts';
import { showFailureMessage } from '../../lib/show-failure.ts';
import { useAction } from '../../lib/endpoint-hooks.ts';
import { codeButtonLabel, useCountdown } from '../../lib/form/use-countdown.ts';
import { lazyResolver } from '../../lib/form/lazy-resolver.ts';
import { usePrerenderedForm } from '../../lib/form/prerendered-form.ts';
import type { RegisterForm } from './register-form.ts';
import * as styles from './RegisterPage.css.ts';

const textFields: {
  name: Path<RegisterForm>;
  label: string;
  type?: string;
  autoComplete?: string;
}[] = [
  { name: 'password', label: '密码', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: '确认密码', type: 'password', autoComplete: 'new-password' },
  { name: 'companyName', label: '单位名称', autoComplete: 'organization' },
  { name: 'contactName', label: '联系人', autoComplete: 'name' },
  { name: 'phone', label: '手机号', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: '邮箱', type: 'email', autoComplete: 'email' },
];

// zod and the form's rules load on the first blur, not with the page.
const resolver = lazyResolver<RegisterForm>(
  async () => (await import('./register-form.ts')).registerFormResolver,
);

/** Company registration (spec §2, §5): checked on blur with the server's own rules; awaits audit. */
export function Component() {
  const navigate = useNavigate();
  const { secondsLeft, start: startCountdown } = useCountdown();
  const form = useForm<RegisterForm>({
    resolver,
    mode: 'onBlur',
    defaultValues: {
      account: '',
      password: '',
      confirmPassword: '',
      companyName: '',
      contactName: '',
      phone: '',
      email: '',
      verifyCode: '',
      agreed: false as unknown as true,
    },
  });
  const { control, handleSubmit, trigger, getValues, setError, formState } = form;
  const { formRef, hydrated } = usePrerenderedForm(form);

  async function checkAccountName() {
    if (!(await trigger('account'))) return;
    const free = await api
      .call('checkNameIsUnique', { name: getValues('account') })
      .catch(() => true);
    if (!free) setError('account', { message: '该账号已被注册' });
  }

  const sendVerifyCode = useAction('getVerifyCode', {
    onSuccess: () => {
      message.success('验证码已发送');
      startCountdown();
    },
    onFailure: showFailureMessage,
  });
  async function sendCode() {
    if (!(await trigger('phone'))) return;
    await sendVerifyCode.run({ phone: getValues('phone'), purpose: 'register' });
  }

  const register = useAction('register', {
    onSuccess: () => {
      message.success('注册成功，请等待审核');
      navigate(href('login'), { replace: true });
    },
    onFailure: showFailureMessage,
  });
  const onSubmit = handleSubmit(({ confirmPassword: _repeat, agreed: _agreed, ...form }) =>
    register.run(form),
  );

  return (
    <form
      ref={formRef}
      className={styles.panel}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="register-title"
    >
      <h1 id="register-title" className={styles.title}>
        注册账号
      </h1>
      <FormTextField
        control={control}
        name="account"
        onBlurred={() => void checkAccountName()}
        label="账号"
        description="以字母开头，4至20位字母、数字或下划线"
        autoComplete="username"
        isRequired
      />
      {textFields.map((field) => (
        <FormTextField key={field.name} control={control} isRequired {...field} />
      ))}
      <div className={styles.codeRow}>
        <FormTextField
          control={control}
          name="verifyCode"
          label="验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          isRequired
        />
        <div className={styles.codeButton}>
          <Button
            onPress={sendCode}
            isLoading={sendVerifyCode.isPending}
            isDisabled={secondsLeft > 0}
          >
            {codeButtonLabel(secondsLeft)}
          </Button>
        </div>
      </div>
      <div className={styles.agreement}>
        <Controller
          control={control}
          name="agreed"
          render={({ field, fieldState }) => (
            <Checkbox
              isSelected={field.value === true}
              onChange={field.onChange}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            >
              我已阅读并同意
            </Checkbox>
          )}
        />
        <Link href={href('serviceAgreement')}>《服务协议》</Link>
        <Link href={href('privacyAgreement')}>《隐私政策》</Link>
      </div>
      <Button
        type="submit"
        variant="primary"
        size="large"
        isLoading={formState.isSubmitting}
        isDisabled={!hydrated}
      >
        注册
      </Button>
    </form>
  );
}
