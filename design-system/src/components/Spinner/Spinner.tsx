import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { Label, ProgressBar } from 'react-aria-components';
import { spin } from '../../styles/spin.css.ts';
import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['small', 'medium', 'large'] as const;

const iconSizes = { small: 16, medium: 24, large: 40 } as const;

export type SpinnerProps = {
  /** Icon size: 16, 24 or 40 px. Default `medium`. */
  size?: (typeof spinnerSizes)[number];
  /** What is loading, read by screen readers (and shown if `isLabelVisible`). Default `加载中`. */
  label?: string;
  /** Shows the label beside the icon (below it in `large`). Default `false`. */
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
