import { useRef, type ReactNode } from 'react';
import { Group, Input, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription } from '../private/FieldParts.tsx';
import { FilteredTextField } from '../private/FilteredTextField.tsx';
import * as styles from './TextField.css.ts';

export type TextFieldProps = Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> & {
  /** 可见标签；没有时请提供 `aria-label`。默认无。 */
  label?: ReactNode;
  /** 输入框下的帮助文字，作为其描述与之关联。默认无。 */
  description?: ReactNode;
  /** 字段无效时输入框下显示的信息；否则显示RAC自己的信息。默认无。 */
  errorMessage?: ReactNode;
  /** 字段为空时显示的提示。默认无。 */
  placeholder?: string;
  /** 输入框内、输入区之前的内容，如货币符号。默认无。 */
  prefix?: ReactNode;
  /** 输入框内、输入区之后的内容，如单位或 先生/女士。默认无。 */
  suffix?: ReactNode;
  /** 整个字段的宽度（数字为px）。默认：容器的宽度。 */
  width?: number | string;
  /** 每次修改时运行；字段只保留其返回值（见 `input-filters`）。默认无。 */
  filter?: (value: string) => string;
  /** 失去焦点时改写值，如 `trimNumberOnBlur`。默认无。 */
  normalizeOnBlur?: (value: string) => string;
};

export function TextField({ description, placeholder, prefix, suffix, ...props }: TextFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <FilteredTextField {...props} inputRef={inputRef}>
      <Group className={styles.box}>
        {prefix && <span className={styles.affix}>{prefix}</span>}
        <Input ref={inputRef} placeholder={placeholder} className={styles.input} />
        {suffix && <span className={styles.affix}>{suffix}</span>}
      </Group>
      {description && <FieldDescription>{description}</FieldDescription>}
    </FilteredTextField>
  );
}
