import type {
  ArticleTempGatePage as ArticleTempGatePageData,
  PublicPageAssets,
} from '@p5g/api/contract';
import * as field from '@p5g/design-system/form-renderer.css';
import { PublicDocument } from '../../lib/PublicDocument.tsx';
import { PageState } from '../../lib/PublicPageParts.tsx';
import * as shared from '../../lib/public-page.css.ts';
import * as css from './ArticlePage.css.ts';
import * as gate from './ArticleTempGatePage.css.ts';

/**
 * The gate of a temporary share link (/article_temp): the visitor gives a whitelisted mobile
 * number, gets an SMS code and enters it; then the service shows the article. A plain form that
 * posts to its own path, so it needs no script. An expired link or a number not on the list shows
 * the service's message instead.
 */
export function ArticleTempGatePage({
  page,
  assets,
}: {
  page: ArticleTempGatePageData;
  assets: PublicPageAssets;
}) {
  const input = (name: 'mobile' | 'smsCode', label: string, value: string) => {
    const error = page.errors[name];
    return (
      <div className={gate.field}>
        <label htmlFor={`gate-${name}`} className={gate.label}>
          {label}
        </label>
        <input
          id={`gate-${name}`}
          className={field.input}
          name={name}
          inputMode="numeric"
          autoComplete={name === 'mobile' ? 'tel' : 'one-time-code'}
          maxLength={name === 'mobile' ? 11 : 6}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `gate-${name}-error` : undefined}
        />
        {error && (
          <p id={`gate-${name}-error`} className={field.error}>
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <PublicDocument title="分享预览" assets={assets} scripts={false}>
      <main className={css.page}>
        {page.refusal ? (
          <PageState message={page.refusal} className={css.statePanel} />
        ) : (
          <form className={gate.form} method="post" action={page.action} noValidate>
            <h1 className={shared.pageTitle}>分享预览</h1>
            <p className={css.meta}>此链接仅限指定手机号查看，请验证手机号</p>
            {input('mobile', '手机号码', page.mobile)}
            {page.codeSent && input('smsCode', '短信验证码', '')}
            {page.codeSent && (
              <p className={gate.notice} role="status">
                验证码已发送
              </p>
            )}
            <div className={gate.actions}>
              <button
                type="submit"
                name="intent"
                value="sendCode"
                className={page.codeSent ? gate.secondaryButton : gate.primaryButton}
              >
                {page.codeSent ? '重新获取验证码' : '获取验证码'}
              </button>
              {page.codeSent && (
                <button type="submit" name="intent" value="verify" className={gate.primaryButton}>
                  查看
                </button>
              )}
            </div>
          </form>
        )}
      </main>
    </PublicDocument>
  );
}
