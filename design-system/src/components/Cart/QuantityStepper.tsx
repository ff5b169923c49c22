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
  /** The quantity shown (controlled). Required. */
  value: number;
  /** Called with the new whole quantity, within the bounds. Required. */
  onChange: (quantity: number) => void;
  /** Lowest quantity the − button and typing allow. Required: 0 on a card, 1 in the cart (spec §5). */
  minValue: number;
  /** Highest quantity. Default `maxCartQuantity` (999). */
  maxValue?: number;
  /** Accessible name of the group and its input, e.g. `5G消息 购买数量`. Required. */
  label: string;
  /** Accessible name of the − button. Default `减少数量`. */
  decrementLabel?: string;
  /** Accessible name of the + button. Default `增加数量`. */
  incrementLabel?: string;
  /** Greys the stepper out and ignores input. Default `false`. */
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
