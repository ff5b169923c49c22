import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import * as styles from './ReasonForm.css.ts';

export type ReasonFormProps = {
  /** 原因字段的标签，如 `驳回原因`。必填。 */
  label: string;
  /** 字段下的说明，如“客户将看到此原因”。默认无。 */
  description?: ReactNode;
  /** 未填原因就提交时字段下显示的信息，如 `请填写驳回原因`。必填。 */
  requiredMessage: string;
  /** 标签旁显示必填标记；不论是否标记，原因都必须填写。默认 `true`。 */
  isRequired?: boolean;
  /** 原因的最大字数，字段下显示字数。默认 `200`。 */
  maxLength?: number;
  /** 文本框可见行数。默认 `3`。 */
  rows?: number;
  /** 提交按钮的文字，如 `确认拒绝`。必填。 */
  submitLabel: string;
  /** 提交按钮的样式。默认 `primary`。 */
  submitVariant?: 'primary' | 'danger';
  /** 提交进行中：提交按钮显示加载状态。默认 `false`。 */
  isPending?: boolean;
  /** 以去掉首尾空白的原因提交；原因为空时不调用。必填。 */
  onSubmit: (reason: string) => void;
  /** 受控的原因（与 `onChange` 一起）；离开表单再回来时保留已填内容。默认：表单自己保存。 */
  value?: string;
  /** 原因改变时调用。默认无。 */
  onChange?: (value: string) => void;
  /** 提交按钮前的操作（如 `返回`）。默认无。 */
  actionsBefore?: ReactNode;
  /** 提交按钮后的操作（如 `审核通过`）。默认无。 */
  actionsAfter?: ReactNode;
  /** 字段上方的内容：说明处理的是哪一项。默认无。 */
  children?: ReactNode;
  /** 表单的可访问名称。默认无。 */
  'aria-label'?: string;
};

/**
 * A reason asked for before a refusal, a return or a reply: one required text field and the
 * button that sends it. Sending it empty says `requiredMessage` under the field instead.
 */
export function ReasonForm({
  label,
  description,
  requiredMessage,
  isRequired = true,
  maxLength = 200,
  rows = 3,
  submitLabel,
  submitVariant = 'primary',
  isPending = false,
  onSubmit,
  value,
  onChange,
  actionsBefore,
  actionsAfter,
  children,
  'aria-label': ariaLabel,
}: ReasonFormProps) {
  const [ownValue, setOwnValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reason = value ?? ownValue;
  return (
    <form
      className={styles.form}
      aria-label={ariaLabel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') setProblem(requiredMessage);
        else onSubmit(reason.trim());
      }}
    >
      {children}
      <TextArea
        label={label}
        description={description}
        isRequired={isRequired}
        rows={rows}
        maxLength={maxLength}
        showCount
        value={reason}
        onChange={(next) => {
          if (onChange) onChange(next);
          else setOwnValue(next);
          setProblem(null);
        }}
        isInvalid={problem !== null}
        errorMessage={problem}
      />
      <div className={styles.actions}>
        {actionsBefore}
        <Button type="submit" variant={submitVariant} isLoading={isPending}>
          {submitLabel}
        </Button>
        {actionsAfter}
      </div>
    </form>
  );
}
