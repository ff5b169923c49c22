import { timing } from '@p5g/tokens';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './PageLoading.css.ts';
import { useDelayedHide } from './useDelayedHide.ts';

export type PageLoadingProps = {
  /** Whether work is in progress, e.g. any request pending. Required. */
  isLoading: boolean;
  /** Text under the spinner, also its accessible name. Default `加载中`. */
  label?: string;
  /** How long the overlay stays after `isLoading` turns false, in ms. Default `timing.spinnerHideDelay` (200). */
  hideDelay?: number;
};

/**
 * The global spinner: a full-page overlay that blocks the page while it is busy and stays
 * `hideDelay` ms after the last response (spec §9).
 */
export function PageLoading({
  isLoading,
  label = '加载中',
  hideDelay = timing.spinnerHideDelay,
}: PageLoadingProps) {
  const isVisible = useDelayedHide(isLoading, hideDelay);
  if (!isVisible) return null;
  return (
    <div className={styles.overlay}>
      <Spinner size="large" label={label} isLabelVisible />
    </div>
  );
}
