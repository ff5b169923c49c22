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
  'className' | 'style' | 'children'
> & {
  /** Visible label. Default none: then give `aria-label`. */
  label?: ReactNode;
  /** Help text under the field. Default none. */
  description?: ReactNode;
  /** Error under the field when it is invalid. Default: RAC's validation message. */
  errorMessage?: ReactNode;
  /** Text shown while nothing is chosen. Default `请选择`. */
  placeholder?: string;
  /** The options as data; `children` then renders one. Default none (static `SelectItem` children). */
  items?: Iterable<T>;
  /** `SelectItem`s, or a function rendering one `SelectItem` per entry of `items`. */
  children: ListBoxProps<T>['children'];
  /** Shown in the open list when there are no options. Default `暂无数据`. */
  emptyText?: ReactNode;
  /** Whether the list opens when there are no options, to show `emptyText`. Default `true`. */
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
