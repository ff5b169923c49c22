import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from 'react-aria-components';
import { provinceCityTree, type Region } from '@p5g/regions';
import * as fieldStyles from '../../styles/field.css.ts';
import {
  fieldTrigger,
  fieldTriggerChevron,
  fieldTriggerValue,
} from '../../styles/field-trigger.css.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import {
  findRegionPath,
  formatRegionPath,
  regionNamesOf,
  type RegionNames,
  type RegionPath,
  type RegionValue,
} from './regions.ts';
import * as styles from './RegionCascader.css.ts';

/** The field props the cascader and the mobile picker share. */
export type RegionFieldProps = {
  /** 可见标签。默认无：此时请提供 `aria-label`。 */
  label?: ReactNode;
  /** 没有可见标签时的无障碍名称。默认无。 */
  'aria-label'?: string;
  /** 未选择时显示的文字。默认 `请选择所在省市`（规格 §5）。 */
  placeholder?: string;
  /** 字段下的帮助文字。默认无。 */
  description?: ReactNode;
  /** 字段无效时下方显示的信息，如 `请选择所在省市`。默认无。 */
  errorMessage?: ReactNode;
  /** 将字段标记为无效：红色边框，显示并播报 `errorMessage`。默认 `false`。 */
  isInvalid?: boolean;
  /** 添加必填星号（并向读屏软件朗读 必填）。默认 `false`。 */
  isRequired?: boolean;
  /** 禁用字段。默认 `false`。 */
  isDisabled?: boolean;
  /** 焦点离开字段时调用（移入已打开的选择器时不调用）。默认无。 */
  onBlur?: () => void;
};

/** Value props shared by the cascader and the mobile picker. */
export type RegionValueProps = {
  /** 选中的 `[provinceCode, cityCode]`；未选为 `null`。默认：非受控。 */
  value?: RegionValue | null;
  /** 非受控时的初始选择。默认 `null`。 */
  defaultValue?: RegionValue | null;
  /** 用户选择城市时，以选中的代码和名称调用。默认无。 */
  onChange?: (value: RegionValue, names: RegionNames) => void;
  /** 省份及其城市。默认 `@p5g/regions` 的 `provinceCityTree`。 */
  regions?: readonly Region[];
};

/** Value state that is controlled when `value` is given, uncontrolled otherwise. */
function useRegionValue({ value, defaultValue = null, onChange }: RegionValueProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value === undefined ? uncontrolled : value;
  const change = (next: RegionValue, names: RegionNames) => {
    setUncontrolled(next);
    onChange?.(next, names);
  };
  return [current, change] as const;
}

/**
 * The value, the chosen path and the `RegionField` props of a region field, shared by the cascader
 * and the mobile picker. `isOpenRef` tracks the overlay: focus moving into it is not a blur.
 */
export function useRegionField({
  value: valueProp,
  defaultValue,
  onChange,
  regions = provinceCityTree,
  placeholder = '请选择所在省市',
  onBlur,
  ...fieldProps
}: RegionFieldProps & RegionValueProps) {
  const [value, setValue] = useRegionValue({ value: valueProp, defaultValue, onChange });
  const path = findRegionPath(regions, value);
  const isOpenRef = useRef(false);
  const provinceListRef = useRef<HTMLDivElement>(null);
  const cityListRef = useRef<HTMLDivElement>(null);
  /** Takes `chosen` as the value, reporting its codes and names. */
  const choose = (chosen: RegionPath) =>
    setValue([chosen.province.code, chosen.city.code], regionNamesOf(chosen));
  const field = {
    ...fieldProps,
    placeholder,
    valueText: path && formatRegionPath(path),
    onTriggerBlur: () => {
      // Opening the overlay moves focus into it; that is not leaving the field.
      if (!isOpenRef.current) onBlur?.();
    },
  };
  return { regions, path, choose, isOpenRef, provinceListRef, cityListRef, field };
}

type RegionFieldShellProps = Omit<RegionFieldProps, 'placeholder' | 'onBlur'> & {
  /** The chosen region as text, or undefined while nothing is chosen. */
  valueText: string | undefined;
  placeholder: string;
  onTriggerBlur: ButtonProps['onBlur'];
  /** The overlay, rendered after the trigger inside the trigger's `DialogTrigger`. */
  wrap: (trigger: ReactNode, labelId: string | undefined) => ReactNode;
  /** A phone's field: the trigger is a 44 px touch target. */
  isTouch?: boolean;
};

/**
 * Label, trigger button, description and error of a region field. The trigger's accessible name is
 * the label followed by the value ("所在省市 广东省 / 东莞市"), as for a select.
 */
export function RegionField({
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  valueText,
  placeholder,
  onTriggerBlur,
  wrap,
  isTouch = false,
}: RegionFieldShellProps) {
  const id = useId();
  const labelId = label ? `${id}-label` : undefined;
  const triggerId = `${id}-trigger`;
  const valueId = `${id}-value`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = isInvalid && errorMessage ? `${id}-error` : undefined;

  const trigger = (
    <Button
      id={triggerId}
      aria-label={label ? undefined : ariaLabel}
      aria-labelledby={`${labelId ?? triggerId} ${valueId}`}
      aria-haspopup="dialog"
      aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
      isDisabled={isDisabled}
      onBlur={onTriggerBlur}
      data-invalid={isInvalid || undefined}
      className={isTouch ? clsx(fieldTrigger, styles.touchTrigger) : fieldTrigger}
    >
      <span
        id={valueId}
        data-placeholder={valueText ? undefined : true}
        className={fieldTriggerValue}
      >
        {valueText ?? placeholder}
      </span>
      <ChevronDown aria-hidden size={16} className={fieldTriggerChevron} />
    </Button>
  );

  return (
    <div className={styles.root}>
      {label && (
        <span id={labelId} className={fieldStyles.label}>
          {isRequired && (
            <span aria-hidden className={fieldStyles.requiredMark}>
              *
            </span>
          )}
          {label}
          {/* A button cannot carry aria-required, so the label says it. */}
          {isRequired && <span className={visuallyHidden}>（必填）</span>}
        </span>
      )}
      {wrap(trigger, labelId)}
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {errorId && (
        <span id={errorId} className={fieldStyles.errorMessage}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
