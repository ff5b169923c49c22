import { timing } from '@p5g/tokens';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './PageLoading.css.ts';
import { useDelayedHide } from './useDelayedHide.ts';

export type PageLoadingProps = {
  /** 是否有工作在进行，如有请求未完成。必填。 */
  isLoading: boolean;
  /** 加载图标下的文字，也是其无障碍名称。默认 `加载中`。 */
  label?: string;
  /** `isLoading` 变为false后遮罩保留的时间（毫秒）。默认 `timing.spinnerHideDelay`（200）。 */
  hideDelay?: number;
};

/**
 * The global spinner: a full-page overlay that blocks the page while it is busy and stays
 * `hideDelay` ms after the last response (spec §9). It is a status region of its own, so it is
 * announced and never counts as content outside the page's landmarks.
 */
export function PageLoading({
  isLoading,
  label = '加载中',
  hideDelay = timing.spinnerHideDelay,
}: PageLoadingProps) {
  const isVisible = useDelayedHide(isLoading, hideDelay);
  if (!isVisible) return null;
  return (
    <div className={styles.overlay} role="status">
      <Spinner size="large" label={label} isLabelVisible />
    </div>
  );
}
