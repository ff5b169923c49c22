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
