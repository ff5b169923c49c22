import { Minus, Plus } from 'lucide-react';
import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
} from 'react-aria-components';
import { maxCartQuantity } from './cart.ts';
import * as styles from './Cart.css.ts';

export type QuantityStepperProps = {
  /** 显示的数量（受控）。必填。 */
  value: number;
  /** 以范围内的新整数数量调用。必填。 */
  onChange: (quantity: number) => void;
  /** − 按钮和输入允许的最小数量。必填：卡片上为0，购物车中为1（规格 §5）。 */
  minValue: number;
  /** 最大数量。默认 `maxCartQuantity`（999）。 */
  maxValue?: number;
  /** 分组及其输入框的无障碍名称，如 `5G消息 购买数量`。必填。 */
  label: string;
  /** − 按钮的无障碍名称。默认 `减少数量`。 */
  decrementLabel?: string;
  /** + 按钮的无障碍名称。默认 `增加数量`。 */
  incrementLabel?: string;
  /** 步进器置灰并忽略输入。默认 `false`。 */
  isDisabled?: boolean;
};

const integerFormat: Intl.NumberFormatOptions = { maximumFractionDigits: 0, useGrouping: false };

/**
 * − / number / + stepper over RAC's NumberField: the input is a named text field screen readers
 * read and users may type into (committed on blur or Enter, clamped to the bounds); arrow keys
 * step it. The buttons stay out of the tab order, as in the ARIA spin-button pattern.
 */
export function QuantityStepper({
  value,
  onChange,
  minValue,
  maxValue = maxCartQuantity,
  label,
  decrementLabel = '减少数量',
  incrementLabel = '增加数量',
  isDisabled = false,
}: QuantityStepperProps) {
  return (
    <AriaNumberField
      aria-label={label}
      value={value}
      // A cleared input commits NaN; RAC then shows the controlled value again.
      onChange={(next) => Number.isInteger(next) && onChange(next)}
      minValue={minValue}
      maxValue={maxValue}
      step={1}
      formatOptions={integerFormat}
      decrementAriaLabel={decrementLabel}
      incrementAriaLabel={incrementLabel}
      isDisabled={isDisabled}
      isWheelDisabled
      className={styles.stepper}
    >
      <Group aria-label={label} className={styles.stepperGroup}>
        <AriaButton slot="decrement" className={styles.stepperButton}>
          <Minus aria-hidden size={14} />
        </AriaButton>
        <Input className={styles.stepperInput} />
        <AriaButton slot="increment" className={styles.stepperButton}>
          <Plus aria-hidden size={14} />
        </AriaButton>
      </Group>
    </AriaNumberField>
  );
}
