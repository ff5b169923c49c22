import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button, type ButtonProps } from 'react-aria-components';
import * as fieldStyles from '../../styles/field.css.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './RegionCascader.css.ts';

/** The field props the cascader and the mobile picker share. */
export type RegionFieldProps = {
  /** Visible label. Default none: then give `aria-label`. */
  label?: ReactNode;
  /** Accessible name when there is no visible label. Default none. */
  'aria-label'?: string;
  /** Text shown while nothing is chosen. Default `请选择所在省市` (spec §5). */
  placeholder?: string;
  /** Help text under the field. Default none. */
  description?: ReactNode;
  /** Shown under the field while it is invalid, e.g. `请选择所在省市`. Default none. */
  errorMessage?: ReactNode;
  /** Marks the field invalid: red border, `errorMessage` shown and announced. Default `false`. */
  isInvalid?: boolean;
  /** Adds the required asterisk (and says 必填 to screen readers). Default `false`. */
  isRequired?: boolean;
  /** Disables the field. Default `false`. */
  isDisabled?: boolean;
  /** Called when focus leaves the field (not when it moves into the open picker). Default none. */
  onBlur?: () => void;
};

type RegionFieldShellProps = Omit<RegionFieldProps, 'placeholder' | 'onBlur'> & {
  /** The chosen region as text, or undefined while nothing is chosen. */
  valueText: string | undefined;
  placeholder: string;
  onTriggerBlur: ButtonProps['onBlur'];
  /** The overlay, rendered after the trigger inside the trigger's `DialogTrigger`. */
  wrap: (trigger: ReactNode, labelId: string | undefined) => ReactNode;
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
      className={styles.trigger}
    >
      <span id={valueId} data-placeholder={valueText ? undefined : true} className={styles.value}>
        {valueText ?? placeholder}
      </span>
      <ChevronDown aria-hidden size={16} className={styles.chevron} />
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
