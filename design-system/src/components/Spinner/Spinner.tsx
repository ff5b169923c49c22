import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { Label, ProgressBar } from 'react-aria-components';
import { spin } from '../../styles/spin.css.ts';
import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['small', 'medium', 'large'] as const;

const iconSizes = { small: 16, medium: 24, large: 40 } as const;

export type SpinnerProps = {
  /** 图标尺寸：16、24或40px。默认 `medium`。 */
  size?: (typeof spinnerSizes)[number];
  /** 正在加载什么，由读屏软件朗读（`isLabelVisible` 时也显示）。默认 `加载中`。 */
  label?: string;
  /** 在图标旁显示文字（`large` 时在图标下方）。默认 `false`。 */
  isLabelVisible?: boolean;
};

/** Indeterminate loading indicator: an indeterminate progressbar named by `label`. */
export function Spinner({
  size = 'medium',
  label = '加载中',
  isLabelVisible = false,
}: SpinnerProps) {
  return (
    <ProgressBar
      isIndeterminate
      aria-label={isLabelVisible ? undefined : label}
      data-size={size}
      className={styles.spinner({ size })}
    >
      <LoaderCircle aria-hidden size={iconSizes[size]} className={clsx(styles.icon, spin)} />
      {isLabelVisible && <Label className={styles.label}>{label}</Label>}
    </ProgressBar>
  );
}
