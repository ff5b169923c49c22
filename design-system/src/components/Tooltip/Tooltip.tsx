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
  /**
   * The element the tooltip describes: a focusable RAC-based control such as `Button`. Required.
   */
  children: ReactNode;
  /** Text of the tooltip. Required. */
  content: ReactNode;
  /** Side of the trigger the tooltip prefers; it flips when there is no room. Default `top`. */
  placement?: (typeof tooltipPlacements)[number];
  /** Gap between trigger and tooltip, in px. Default `8`. */
  offset?: AriaTooltipProps['offset'];
  /** Shows the small arrow pointing at the trigger. Default `true`. */
  hasArrow?: boolean;
  /** Hover time before the tooltip opens, in ms. Default `timing.tooltipDelay` (100). */
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
