import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiPrefix, endpoints, loginRequest, type Platform } from '@p5g/api/contract';
import { Button, Link } from '@p5g/design-system';
import { api } from '../../lib/api.ts';
import type { ApiCallError } from '../../lib/api-client.ts';
import { FormTextField } from '../../lib/form/FormTextField.tsx';
import { usePrerenderedForm } from '../../lib/form/prerendered-form.ts';
import { showFailureMessage } from '../../lib/show-failure.ts';
import { saveSession } from '../../lib/session.ts';
import { ForgotPasswordDialog } from './ForgotPasswordDialog.tsx';
import * as styles from './LoginPage.css.ts';

const platformNames: Record<Platform, string> = {
  1: '客户控制台',
  2: 'Chatbot 平台',
  3: '管理平台',
};

const formSchema = loginRequest.pick({ account: true, password: true, imgCode: true });
type LoginForm = { account: string; password: string; imgCode?: string };

const imageCodeUrl = (imgUuid: string) =>
  `${apiPrefix}${endpoints.imageCode.path}?imgUuid=${encodeURIComponent(imgUuid)}`;

/** Sign-in for one of the three platforms (spec §2); shows the `content` message it was sent with. */
export function LoginPage({ platform }: { platform: Platform }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notice = params.get('content');
  const [imgUuid, setImgUuid] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const { control, handleSubmit, getValues, setValue } = useForm<LoginForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { account: '', password: '', imgCode: '' },
  });
  const { formRef, hydrated } = usePrerenderedForm({ getValues, setValue });

  const onSubmit = handleSubmit(async (form) => {
    setSubmitting(true);
    try {
      const user = await api.call('login', {
        account: form.account,
        password: form.password,
        platform,
        ...(imgUuid && { imgUuid, imgCode: form.imgCode }),
      });
      navigate(saveSession(localStorage, user), { replace: true });
    } catch (error) {
      showFailureMessage(error);
      const { failure } = error as ApiCallError;
      const needImgCode =
        failure.kind === 'envelope' &&
        (failure.data as { needImgCode?: boolean } | null)?.needImgCode === true;
      setImgUuid(needImgCode ? crypto.randomUUID() : null);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <main className={styles.page}>
      <form
        ref={formRef}
        className={styles.panel}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="login-title"
      >
        <h1 id="login-title" className={styles.title}>
          5G智能平台
        </h1>
        <p className={styles.platformName}>{platformNames[platform]}登录</p>
        {notice && (
          <p role="alert" className={styles.notice}>
            {notice}
          </p>
        )}
        <FormTextField
          control={control}
          name="account"
          label="账号"
          autoComplete="username"
          isRequired
        />
        <FormTextField
          control={control}
          name="password"
          label="密码"
          type="password"
          autoComplete="current-password"
          isRequired
        />
        {imgUuid && (
          <div className={styles.captchaRow}>
            <FormTextField control={control} name="imgCode" label="图形验证码" isRequired />
            <button
              type="button"
              className={styles.captchaImage}
              onClick={() => setImgUuid(crypto.randomUUID())}
              aria-label="看不清，换一张"
            >
              <img src={imageCodeUrl(imgUuid)} alt="图形验证码" height={40} width={120} />
            </button>
          </div>
        )}
        <Button
          type="submit"
          variant="primary"
          size="large"
          isLoading={submitting}
          isDisabled={!hydrated}
        >
          登录
        </Button>
        <div className={styles.links}>
          <Button variant="text" size="small" onPress={() => setForgotOpen(true)}>
            忘记密码？
          </Button>
          {platform === 1 && (
            <>
              <Link href="/register">注册账号</Link>
              <Link href="/help_center">帮助中心</Link>
            </>
          )}
        </div>
      </form>
      <ForgotPasswordDialog
        isOpen={forgotOpen}
        onClose={() => setForgotOpen(false)}
        onReset={(account) => {
          setValue('account', account);
          setValue('password', '');
        }}
      />
    </main>
  );
}
