import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiPrefix, endpoints, loginRequest, type Platform } from '@p5g/api/contract';
import { Button, Link, TextField, message } from '@p5g/design-system';
import { api } from '../../lib/api.ts';
import { ApiCallError } from '../../lib/api-client.ts';
import { errorReaction } from '../../lib/error-reaction.ts';
import { saveSession } from '../../lib/session.ts';
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
  const { control, handleSubmit } = useForm<LoginForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { account: '', password: '', imgCode: '' },
  });

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
      if (!(error instanceof ApiCallError)) throw error;
      const { failure } = error;
      const reaction = errorReaction(failure);
      if ('message' in reaction) message.error(reaction.message);
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
      <form className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          5G智能平台
        </h1>
        <p className={styles.platformName}>{platformNames[platform]}登录</p>
        {notice && (
          <p role="alert" className={styles.notice}>
            {notice}
          </p>
        )}
        <Controller
          control={control}
          name="account"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="账号"
              autoComplete="username"
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="密码"
              type="password"
              autoComplete="current-password"
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        {imgUuid && (
          <div className={styles.captchaRow}>
            <Controller
              control={control}
              name="imgCode"
              render={({ field }) => <TextField {...field} label="图形验证码" isRequired />}
            />
            <button
              type="button"
              className={styles.captchaImage}
              onClick={() => setImgUuid(crypto.randomUUID())}
              aria-label="看不清，换一张"
            >
              <img src={imageCodeUrl(imgUuid)} alt="图形验证码" height={30} width={100} />
            </button>
          </div>
        )}
        <Button type="submit" variant="primary" size="large" isLoading={submitting}>
          登录
        </Button>
        {platform === 1 && (
          <div className={styles.links}>
            <Link href="/register">注册账号</Link>
            <Link href="/help_center">帮助中心</Link>
          </div>
        )}
      </form>
    </main>
  );
}
