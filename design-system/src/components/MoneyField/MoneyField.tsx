import { filterMoney, trimNumberOnBlur } from '../../input-filters/index.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export type MoneyFieldProps = Omit<TextFieldProps, 'filter' | 'normalizeOnBlur' | 'prefix'> & {
  /** 输入框内金额前的货币符号。默认 `¥`。 */
  currencySign?: string;
};

/**
 * An amount in yuan: digits with at most 2 decimals, filtered as the user types; a trailing dot is
 * removed on blur. The value is the yuan string as typed (`12.5`); converting to cents is the app's.
 */
export function MoneyField({ currencySign = '¥', ...props }: MoneyFieldProps) {
  return (
    <TextField
      inputMode="decimal"
      autoComplete="off"
      {...props}
      prefix={currencySign}
      filter={filterMoney}
      normalizeOnBlur={trimNumberOnBlur}
    />
  );
}
