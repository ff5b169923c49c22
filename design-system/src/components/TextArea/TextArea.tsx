import { useRef, type ReactNode } from 'react';
import {
  TextArea as AriaTextArea,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldDescription } from '../private/FieldParts.tsx';
import { FilteredTextField } from '../private/FilteredTextField.tsx';
import * as styles from './TextArea.css.ts';

export type TextAreaProps = Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> & {
  /** 可见标签；没有时请提供 `aria-label`。默认无。 */
  label?: ReactNode;
  /** 文本框下的帮助文字，作为其描述与之关联。默认无。 */
  description?: ReactNode;
  /** 字段无效时文本框下显示的信息；否则显示RAC自己的信息。默认无。 */
  errorMessage?: ReactNode;
  /** 字段为空时显示的提示。默认无。 */
  placeholder?: string;
  /** 开始滚动前可见的行数；用户可拖动加高。默认 `4`。 */
  rows?: number;
  /** 在文本框下显示字数，设置 `maxLength` 时显示为 `12/200`。默认 `false`。 */
  showCount?: boolean;
  /** 整个字段的宽度（数字为px）。默认：容器的宽度。 */
  width?: number | string;
  /** 每次修改时运行；字段只保留其返回值（见 `input-filters`）。默认无。 */
  filter?: (value: string) => string;
  /** 失去焦点时改写值。默认无。 */
  normalizeOnBlur?: (value: string) => string;
};

export function TextArea({
  description,
  placeholder,
  rows = 4,
  showCount = false,
  maxLength,
  ...props
}: TextAreaProps) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  return (
    <FilteredTextField {...props} maxLength={maxLength} inputRef={inputRef}>
      {(value) => (
        <>
          <AriaTextArea
            ref={inputRef}
            rows={rows}
            placeholder={placeholder}
            className={styles.textArea}
          />
          {(description || showCount) && (
            <div className={styles.footer}>
              <div className={styles.footerText}>
                {description && <FieldDescription>{description}</FieldDescription>}
              </div>
              {showCount && (
                <span className={styles.count}>
                  {maxLength === undefined ? value.length : `${value.length}/${maxLength}`}
                </span>
              )}
            </div>
          )}
        </>
      )}
    </FilteredTextField>
  );
}
