import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { timing } from '@p5g/tokens';
import * as styles from './Tooltip.css.ts';

export const tooltipPlacements = ['top', 'bottom', 'left', 'right'] as const;

export type TooltipProps = Omit<TooltipTriggerComponentProps, 'children'> & {
  /** 提示所描述的元素：可获得焦点的基于RAC的控件，如 `Button`。必填。 */
  children: ReactNode;
  /** 提示文字。必填。 */
  content: ReactNode;
  /** 提示优先出现在触发元素的哪一侧；空间不够时翻转。默认 `top`。 */
  placement?: (typeof tooltipPlacements)[number];
  /** 触发元素与提示的间距（px）。默认 `8`。 */
  offset?: AriaTooltipProps['offset'];
  /** 显示指向触发元素的小箭头。默认 `true`。 */
  hasArrow?: boolean;
  /** 提示打开前的悬停时间（毫秒）。默认 `timing.tooltipDelay`（100）。 */
  delay?: number;
};

/**
 * Short hint on hover (after `timing.tooltipDelay`, 100 ms, spec §2) or at once on keyboard
 * focus. Never put the only copy of essential information in a tooltip.
 */
export function Tooltip({
  children,
  content,
  placement = 'top',
  offset = 8,
  hasArrow = true,
  delay = timing.tooltipDelay,
  ...triggerProps
}: TooltipProps) {
  return (
    <TooltipTrigger {...triggerProps} delay={delay}>
      {children}
      <AriaTooltip placement={placement} offset={offset} className={styles.tooltip}>
        {hasArrow && (
          <OverlayArrow>
            <svg aria-hidden width={10} height={5} viewBox="0 0 10 5" className={styles.arrow}>
              <path d="M0 0 L5 5 L10 0" />
            </svg>
          </OverlayArrow>
        )}
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
