import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FocusScope, useFocusManager, type FocusManager } from 'react-aria';
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
  /** 触发按钮显示的内容，如用户名。必填。 */
  trigger: ReactNode;
  /** 触发按钮内容没有文字时的无障碍名称。默认无。 */
  triggerLabel?: string;
  /** 卡片的无障碍名称（它是非模态对话框）。必填。 */
  label: string;
  /** 卡片内容：文字、链接、按钮。 */
  children: ReactNode;
  /** 卡片在触发按钮下方的位置。默认 `bottom end`。 */
  placement?: (typeof hoverCardPlacements)[number];
  /** 卡片打开前的悬停时间（毫秒）。默认 `timing.tooltipDelay`（100）。 */
  delay?: number;
  /** 鼠标离开后卡片保留的时间（毫秒）。默认 `timing.cardHoverReset`（100，规格 §9）。 */
  closeDelay?: number;
  /** 首次渲染时即打开卡片（故事、截图）。默认 `false`。 */
  defaultOpen?: boolean;
  /** 触发按钮与卡片的间距（px）。默认 `8`。 */
  offset?: PopoverProps['offset'];
};

/** Hands the card's focus manager (React Aria's walk over its tabbable controls) to the card. */
function CardFocus({ managerRef }: { managerRef: RefObject<FocusManager | undefined> }) {
  const focusManager = useFocusManager();
  useEffect(() => {
    managerRef.current = focusManager;
  }, [managerRef, focusManager]);
  return null;
}

/**
 * A card that opens while the pointer rests on its trigger (spec §2: the header's user card) and
 * closes `closeDelay` after it leaves both. The keyboard order never depends on timing: focus
 * alone does not open the card. Enter or Space opens and closes it (Tab then moves into it),
 * ArrowDown opens it with the focus on its first control, and Esc closes it with the focus back on
 * the trigger. Touch users open it with a tap.
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
  // RAC's PreviewTrigger also opens the card `delay` after a keyboard focus; only the opening it
  // asks for while a mouse or pen rests on the trigger is taken (set before its own hover handler
  // runs, which opens at once when another preview has just closed).
  const pointerOnTrigger = useRef(false);
  const focusFirstControl = useRef(false);
  const cardFocus = useRef<FocusManager | undefined>(undefined);
  const focusFirst = () => cardFocus.current?.focusFirst({ tabbable: true });
  useEffect(() => {
    if (!isOpen || !focusFirstControl.current) return;
    focusFirstControl.current = false;
    focusFirst();
  }, [isOpen]);
  return (
    <PreviewTrigger
      delay={delay}
      closeDelay={closeDelay}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open || pointerOnTrigger.current) setOpen(open);
      }}
    >
      <AriaButton
        aria-label={triggerLabel}
        className={styles.trigger}
        onPointerEnter={(event) => {
          pointerOnTrigger.current = event.pointerType !== 'touch';
        }}
        onPointerLeave={() => {
          pointerOnTrigger.current = false;
        }}
        onPress={(event) => setOpen(event.pointerType === 'keyboard' ? !isOpen : true)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return event.continuePropagation();
          event.preventDefault();
          if (isOpen) return focusFirst();
          focusFirstControl.current = true;
          setOpen(true);
        }}
      >
        <span className={styles.triggerLabel}>{trigger}</span>
        <ChevronDown aria-hidden size={14} className={styles.chevron} />
      </AriaButton>
      <Popover aria-label={label} placement={placement} offset={offset} className={styles.card}>
        <FocusScope>
          <CardFocus managerRef={cardFocus} />
          {children}
        </FocusScope>
      </Popover>
    </PreviewTrigger>
  );
}
