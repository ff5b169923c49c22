import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { apiPrefix, basePath, type Platform } from '@p5g/api/contract';
import { Button, Link } from '@p5g/design-system';
import type { ApiCallError } from '../../lib/api-client.ts';
import { useAction } from '../../lib/endpoint-hooks.ts';
import { endpointRoutes } from '../../lib/endpoint-routes.ts';
import { FormTextField } from '../../lib/form/FormTextField.tsx';
import { lazyResolver } from '../../lib/form/lazy-resolver.ts';
import { usePrerenderedForm } from '../../lib/form/prerendered-form.ts';
import { href } from '../../lib/routes-table.ts';
import { showFailureMessage } from '../../lib/show-failure.ts';
import { saveSession } from '../../lib/session.ts';
import * as styles from './LoginPage.css.ts';

// Loaded when first asked for, so the page's first load carries neither the dialog nor zod.
const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./ForgotPasswordDialog.tsx')).ForgotPasswordDialog,
}));
const resolver = lazyResolver<LoginForm>(
  async () => (await import('./login-form.ts')).loginFormResolver,
);

const platformNames: Record<Platform, string> = {
  1: '客户控制台',
  2: 'Chatbot 平台',
  3: '管理平台',
};

type LoginForm = { account: string; password: string; imgCode?: string };

const imageCodeUrl = (imgUuid: string) =>
  `${apiPrefix}${endpointRoutes.imageCode.path}?imgUuid=${encodeURIComponent(imgUuid)}`;

/** Sign-in for one of the three platforms (spec §2); shows the `content` message it was sent with. */
export function LoginPage({ platform }: { platform: Platform }) {
  const [params] = useSearchParams();
  const notice = params.get('content');
  const [imgUuid, setImgUuid] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  // Once opened, the dialog stays mounted, so it can play its closing transition.
  const [forgotAsked, setForgotAsked] = useState(false);
  const { control, handleSubmit, getValues, setValue } = useForm<LoginForm>({
    resolver,
    defaultValues: { account: '', password: '', imgCode: '' },
  });
  const { formRef, hydrated } = usePrerenderedForm({ getValues, setValue });

  const login = useAction('login', {
    // A full page load: the console's app starts afresh with the new session (the public pages'
    // own entry holds none of it).
    onSuccess: (user) => window.location.replace(basePath + saveSession(localStorage, user)),
    onFailure: (error) => {
      showFailureMessage(error);
      const { failure } = error as ApiCallError;
      const needImgCode =
        failure.kind === 'envelope' &&
        (failure.data as { needImgCode?: boolean } | null)?.needImgCode === true;
      setImgUuid(needImgCode ? crypto.randomUUID() : null);
    },
  });
  const onSubmit = handleSubmit((form) =>
    login.run({
      account: form.account,
      password: form.password,
      platform,
      ...(imgUuid && { imgUuid, imgCode: form.imgCode }),
    }),
  );

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
          onFocus={resolver.preload}
          isRequired
        />
        <FormTextField
          control={control}
          name="password"
          label="密码"
          type="password"
          autoComplete="current-password"
          onFocus={resolver.preload}
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
          isLoading={login.isPending}
          isDisabled={!hydrated}
        >
          登录
        </Button>
        <div className={styles.links}>
          <Button
            variant="text"
            size="small"
            onPress={() => {
              setForgotAsked(true);
              setForgotOpen(true);
            }}
          >
            忘记密码？
          </Button>
          {platform === 1 && (
            <>
              <Link href={href('register')}>注册账号</Link>
              <Link href={href('help_center')}>帮助中心</Link>
            </>
          )}
        </div>
      </form>
      {forgotAsked && (
        <Suspense>
          <ForgotPasswordDialog
            isOpen={forgotOpen}
            onClose={() => setForgotOpen(false)}
            onReset={(account) => {
              setValue('account', account);
              setValue('password', '');
            }}
          />
        </Suspense>
      )}
    </main>
  );
}
