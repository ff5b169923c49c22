import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Popover,
  PreviewTrigger,
  type PopoverProps,
} from 'react-aria-components';
import { timing } from '@p5g/tokens';
import * as styles from './HoverCard.css.ts';

export const hoverCardPlacements = ['bottom start', 'bottom', 'bottom end'] as const;

export type HoverCardProps = {
  /** What the trigger button shows, e.g. the user's name. Required. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content has no text. Default none. */
  triggerLabel?: string;
  /** Accessible name of the card (it is a non-modal dialog). Required. */
  label: string;
  /** Content of the card: text, links, buttons. */
  children: ReactNode;
  /** Where the card sits below the trigger. Default `bottom end`. */
  placement?: (typeof hoverCardPlacements)[number];
  /** Hover time before the card opens, in ms. Default `timing.tooltipDelay` (100). */
  delay?: number;
  /** Time the card stays after the pointer leaves, in ms. Default `timing.cardHoverReset` (100, spec §9). */
  closeDelay?: number;
  /** Opens the card on first render (stories, screenshots). Default `false`. */
  defaultOpen?: boolean;
  /** Gap between trigger and card, in px. Default `8`. */
  offset?: PopoverProps['offset'];
};

/**
 * A card that opens while the pointer rests on its trigger (spec §2: the header's user card) and
 * closes `closeDelay` after it leaves both. Keyboard and touch users open it by pressing the
 * trigger (or by focusing it); Tab moves into the card and Esc closes it.
 */
export function HoverCard({
  trigger,
  triggerLabel,
  label,
  children,
  placement = 'bottom end',
  delay = timing.tooltipDelay,
  closeDelay = timing.cardHoverReset,
  defaultOpen = false,
  offset = 8,
}: HoverCardProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <PreviewTrigger delay={delay} closeDelay={closeDelay} isOpen={isOpen} onOpenChange={setOpen}>
      <AriaButton
        aria-label={triggerLabel}
        className={styles.trigger}
        onPress={() => setOpen(true)}
      >
        {trigger}
        <ChevronDown aria-hidden size={14} className={styles.chevron} />
      </AriaButton>
      <Popover aria-label={label} placement={placement} offset={offset} className={styles.card}>
        {children}
      </Popover>
    </PreviewTrigger>
  );
}
