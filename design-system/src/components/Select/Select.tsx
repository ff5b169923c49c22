import type { ReactNode } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  composeRenderProps,
  type ListBoxItemProps,
  type ListBoxProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/FieldParts.tsx';
import * as styles from './Select.css.ts';

export type SelectProps<T extends object> = Omit<
  AriaSelectProps<T>,
  'className' | 'style' | 'children' | 'placeholder'
> & {
  /** 可见标签。默认无：此时请提供 `aria-label`。 */
  label?: ReactNode;
  /** 字段下的帮助文字。默认无。 */
  description?: ReactNode;
  /** 字段无效时下方的错误信息。默认：RAC的校验信息。 */
  errorMessage?: ReactNode;
  /** 未选择时显示的文字。默认 `请选择`。 */
  placeholder?: string;
  /** 以数据提供的选项；此时 `children` 渲染其中一项。默认无（静态 `SelectItem` 子元素）。 */
  items?: Iterable<T>;
  /** 若干 `SelectItem`，或为 `items` 的每一项渲染一个 `SelectItem` 的函数。 */
  children: ListBoxProps<T>['children'];
  /** 没有选项时在打开的列表中显示。默认 `暂无数据`。 */
  emptyText?: ReactNode;
  /** 没有选项时列表是否仍能打开，以显示 `emptyText`。默认 `true`。 */
  allowsEmptyCollection?: boolean;
};

export function Select<T extends object>({
  label,
  description,
  errorMessage,
  placeholder = '请选择',
  items,
  children,
  emptyText = '暂无数据',
  allowsEmptyCollection = true,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder}
      allowsEmptyCollection={allowsEmptyCollection}
      className={styles.select}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDown aria-hidden size={16} className={styles.chevron} />
      </Button>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={styles.popover}>
        <ListBox items={items} renderEmptyState={() => emptyText} className={styles.listBox}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export type SelectItemProps<T extends object = object> = Omit<
  ListBoxItemProps<T>,
  'className' | 'style'
>;

/** One option; the chosen one carries a check mark as well as its colour. */
export function SelectItem<T extends object>({ children, ...props }: SelectItemProps<T>) {
  return (
    <ListBoxItem
      {...props}
      textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
      className={styles.item}
    >
      {composeRenderProps(children, (children, { isSelected }) => (
        <>
          <span className={styles.itemText}>{children}</span>
          {isSelected && <Check aria-hidden size={14} />}
        </>
      ))}
    </ListBoxItem>
  );
}
