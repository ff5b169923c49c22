import type { ComponentProps } from 'react';
import { FormRenderer } from '@p5g/design-system/form-renderer';
import * as field from '@p5g/design-system/form-renderer.css';
import { regionTree } from '@p5g/regions/full';
import {
  apiPrefix,
  endpoints,
  jsonForScript,
  publicFormFieldNames,
  uploadKinds,
  type FormFillPage as FormFillPageData,
  type PublicPageAssets,
} from '@p5g/api/contract';
import * as css from './FormFillPage.css.ts';
import { formFillIds, problemsSummary } from './form-fill-ids.ts';

/**
 * The public fill-in page of a form as a whole document: the form as native controls posting to
 * its own path (it works before any script runs), or the form's state (not found, not started,
 * closed, full, paused), or the thank-you after an accepted answer. The script (`island.ts`) comes
 * only with an open form.
 */
export function FormFillPage({
  page,
  assets,
}: {
  page: FormFillPageData;
  assets: PublicPageAssets;
}) {
  const { form } = page;
  const document = form.state === 'open' ? form.document : null;
  const interactive = document !== null && page.thankYou === null;
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{form.document?.title ?? '表单'}</title>
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {interactive && assets.scripts.map((src) => <script key={src} type="module" src={src} />)}
      </head>
      <body>
        <main className={css.page}>
          {form.document && (
            <header className={css.header}>
              <h1 className={css.title}>{form.document.title}</h1>
              {document && page.thankYou === null && form.document.description && (
                <p className={css.description}>{form.document.description}</p>
              )}
            </header>
          )}
          {page.thankYou !== null ? (
            <section className={css.statePanel} role="status">
              <h2 className={css.stateHeading}>提交成功</h2>
              <p className={css.stateText}>{page.thankYou}</p>
            </section>
          ) : document ? (
            <FillForm page={page} document={document} />
          ) : (
            <section className={css.statePanel} role="status">
              <p className={css.stateText}>{form.message}</p>
            </section>
          )}
        </main>
      </body>
    </html>
  );
}

function FillForm({
  page,
  document,
}: {
  page: FormFillPageData;
  document: NonNullable<FormFillPageData['form']['document']>;
}) {
  const problems = Object.keys(page.errors).length;
  const hasUploads = document.questions.some((q) => q.kind === 'upload');
  return (
    <form
      id={formFillIds.form}
      className={css.form}
      method="post"
      action={page.action}
      encType={hasUploads ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}
      noValidate
      data-code={page.form.code}
      data-version={page.form.version ?? undefined}
      data-upload-url={`${apiPrefix}${endpoints.publicFormUpload.path}`}
      data-sms-code-url={`${apiPrefix}${endpoints.publicFormSmsCode.path}`}
    >
      <div id={formFillIds.problems} className={css.problems} role="alert" tabIndex={-1}>
        {problems > 0 ? problemsSummary(problems) : (page.notice ?? '')}
      </div>
      <input type="hidden" name="version" value={page.form.version ?? ''} />
      <input type="hidden" name="submissionKey" value={page.submissionKey} />
      <FormRenderer
        questions={document.questions}
        values={page.values}
        otherText={page.otherText}
        errors={page.errors}
        describeConditions
        fieldNames={publicFormFieldNames}
        regions={regionTree}
        uploadKinds={uploadKinds}
      />
      {document.settings.onePerPhone && <PhoneCheck page={page} />}
      <div className={css.actions}>
        <button type="button" id={formFillIds.back} className={css.secondaryButton} hidden>
          上一页
        </button>
        <button type="button" id={formFillIds.next} className={css.primaryButton} hidden>
          下一页
        </button>
        <button
          type="submit"
          id={formFillIds.submit}
          name="intent"
          value="submit"
          className={css.primaryButton}
        >
          提交
        </button>
      </div>
      <script
        type="application/json"
        id={formFillIds.document}
        // The script's copy of the form, to check answers as the service will; JSON is not run.
        dangerouslySetInnerHTML={{ __html: jsonForScript(document) }}
      />
    </form>
  );
}

/** One answer per phone number: the number and the SMS code sent to it (paid, spec §4). */
function PhoneCheck({ page }: { page: FormFillPageData }) {
  /** A field the service checks itself (not a question), with its message tied to it. */
  const input = (name: 'mobile' | 'smsCode', attributes: ComponentProps<'input'>) => {
    const error = page.errors[name];
    const errorId = `${formFillIds[name]}-error`;
    return {
      control: (
        <input
          {...attributes}
          id={formFillIds[name]}
          className={field.input}
          name={name}
          inputMode="numeric"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      ),
      message: error ? (
        <p id={errorId} className={field.error}>
          {error}
        </p>
      ) : null,
    };
  };
  const mobile = input('mobile', {
    type: 'tel',
    autoComplete: 'tel',
    maxLength: 11,
    defaultValue: page.mobile,
  });
  const smsCode = input('smsCode', { autoComplete: 'one-time-code', maxLength: 6 });
  return (
    <fieldset className={css.phoneCheck}>
      <legend className={css.fieldLabel}>手机号码验证（每个号码只能填写一次）</legend>
      <label className={css.fieldLabel} htmlFor={formFillIds.mobile}>
        手机号码
      </label>
      {mobile.control}
      {mobile.message}
      <label className={css.fieldLabel} htmlFor={formFillIds.smsCode}>
        验证码
      </label>
      <div className={css.codeRow}>
        {smsCode.control}
        <button
          type="submit"
          id={formFillIds.sendCode}
          name="intent"
          value="sendCode"
          className={css.secondaryButton}
        >
          获取验证码
        </button>
      </div>
      {smsCode.message}
    </fieldset>
  );
}
