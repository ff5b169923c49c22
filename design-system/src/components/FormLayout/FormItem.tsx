import { useId, type CSSProperties, type ReactNode } from 'react';
import * as fieldStyles from '../../styles/field.css.ts';
import { cjkLabel } from '../../styles/cjk-text.css.ts';
import * as styles from './FormLayout.css.ts';

export const formLabelPositions = ['top', 'side'] as const;

export type FormItemProps = {
  /** 项目名称，显示在内容上方（或左侧），也是内容分组的无障碍名称。必填。 */
  label: ReactNode;
  /** 内容：不自带标签的控件或只读的值（如已绑定的手机号、图形验证码行）。 */
  children: ReactNode;
  /** 在名称前显示必填星号（读屏软件会读到控件自己的必填状态）。默认 `false`。 */
  isRequired?: boolean;
  /** 内容下的帮助文字，作为分组的描述与之关联。默认无。 */
  description?: ReactNode;
  /** 内容下的错误信息；提供时该项显示为无效并播报。默认无。 */
  errorMessage?: ReactNode;
};

/**
 * One row of a form for content that is not one of our fields (a value shown read-only, a custom
 * control, a row of buttons): the same label, required mark, help and error as a field, so it
 * lines up with them in either layout. Our fields (TextField, Select…) bring their own label.
 */
export function FormItem({
  label,
  children,
  isRequired,
  description,
  errorMessage,
}: FormItemProps) {
  const id = useId();
  const describedBy =
    [description != null && `${id}-description`, errorMessage != null && `${id}-error`]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={fieldStyles.field}>
      <span id={`${id}-label`} className={`${fieldStyles.label} ${cjkLabel}`}>
        {isRequired && (
          <span aria-hidden className={fieldStyles.requiredMark}>
            *
          </span>
        )}
        {label}
      </span>
      <div role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
        {children}
      </div>
      {description != null && (
        <span id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {errorMessage != null && (
        <span id={`${id}-error`} role="alert" className={fieldStyles.errorMessage}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}

export type FormLayoutProps = {
  /** 表单的字段和FormItem，从上到下排列。 */
  children: ReactNode;
  /** `top` 标签在上方；`side` 标签在左侧、右对齐，控件对齐成一列（手机上仍在上方）。默认 `top`。 */
  labelPosition?: (typeof formLabelPositions)[number];
  /** `side` 时标签列的宽度（px），取最长标签的宽度。默认 `96`。 */
  labelWidth?: number;
};

/**
 * Stacks a form's fields and aligns them: labels on top, or beside the controls in one column. It
 * lays out the fields' own labels, so any field (TextField, Select, VerificationCodeField…) and
 * FormItem line up without a wrapper each.
 */
export function FormLayout({ children, labelPosition = 'top', labelWidth = 96 }: FormLayoutProps) {
  return (
    <div
      className={styles.form}
      data-label-position={labelPosition}
      style={{ [styles.labelWidthProperty]: `${labelWidth}px` } as CSSProperties}
    >
      {children}
    </div>
  );
}
