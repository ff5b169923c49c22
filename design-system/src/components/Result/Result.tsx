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
  /** 发生了什么：决定图标、状态码（403、404）和默认文案。必填。 */
  kind: ResultKind;
  /** 标题。按类型默认：`提交成功`、`暂无访问权限`、`页面不存在`、`提交失败`。 */
  title?: ReactNode;
  /** 标题下的一句话：说明含义和下一步怎么做。按类型默认。 */
  description?: ReactNode;
  /** 下一步操作，通常是按钮（返回首页、查看订单）。默认无。 */
  actions?: ReactNode;
  /** 标题在页面大纲中的级别。默认 `1`（结果就是页面的主题）。 */
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
