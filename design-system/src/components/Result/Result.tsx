import { CircleCheck, CircleX, FileQuestion, ShieldAlert, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cjkLabel, cjkParagraph } from '../../styles/cjk-text.css.ts';
import * as styles from './Result.css.ts';

export const resultKinds = ['success', 'forbidden', 'notFound', 'error'] as const;
export type ResultKind = (typeof resultKinds)[number];

const kinds: Record<
  ResultKind,
  { Icon: LucideIcon; code?: string; title: string; description: string }
> = {
  success: {
    Icon: CircleCheck,
    title: '提交成功',
    description: '我们会尽快处理，请留意站内消息。',
  },
  forbidden: {
    Icon: ShieldAlert,
    code: '403',
    title: '暂无访问权限',
    description: '您的账号没有访问该页面的权限，如需开通请联系账号管理员。',
  },
  notFound: {
    Icon: FileQuestion,
    code: '404',
    title: '页面不存在',
    description: '您访问的页面不存在或已被删除，请检查地址是否正确。',
  },
  error: { Icon: CircleX, title: '提交失败', description: '请稍后重试，如多次失败请联系客服。' },
};

export type ResultProps = {
  /** What happened: the icon, the status code (403, 404) and the default wording. Required. */
  kind: ResultKind;
  /** The heading. Default by kind: `提交成功`, `暂无访问权限`, `页面不存在`, `提交失败`. */
  title?: ReactNode;
  /** The sentence under the heading: what it means and what to do next. Default by kind. */
  description?: ReactNode;
  /** The next steps, usually Buttons (返回首页, 查看订单). Default none. */
  actions?: ReactNode;
  /** Level of the heading in the page's outline. Default `1` (a result is the page's subject). */
  headingLevel?: 1 | 2 | 3;
};

/**
 * A whole page (or dialog body) that ends a flow or refuses it: 提交成功 after a form, 403 when the
 * account lacks a menu permission, 404 for an unknown route. For a section with no data, use Empty.
 */
export function Result({ kind, title, description, actions, headingLevel = 1 }: ResultProps) {
  const { Icon, code, ...wording } = kinds[kind];
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <section className={styles.result} data-kind={kind} aria-labelledby={headingId}>
      <Icon aria-hidden size={64} strokeWidth={1.25} className={styles.icon[kind]} />
      {code && (
        <p aria-hidden className={styles.code}>
          {code}
        </p>
      )}
      <Heading id={headingId} className={`${styles.title} ${cjkLabel}`}>
        {title ?? wording.title}
      </Heading>
      <p className={`${styles.description} ${cjkParagraph}`}>
        {description ?? wording.description}
      </p>
      {actions != null && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
