import {
  CalendarClock,
  CircleAlert,
  CircleCheck,
  CircleMinus,
  CircleX,
  Clock,
  Send,
  type LucideIcon,
} from 'lucide-react';
import type { StatusIconName, StatusTone } from './status-tones.ts';

/** The icon of each status tone: state is told by shape and text as well as colour. */
export const toneIcons: Record<StatusTone, LucideIcon> = {
  success: CircleCheck,
  processing: Clock,
  warning: CircleAlert,
  danger: CircleX,
  neutral: CircleMinus,
};

/** Icons of statuses that have their own (`StatusEntry.icon`); the others take their tone's. */
export const statusIcons: Record<StatusIconName, LucideIcon> = {
  scheduled: CalendarClock,
  sending: Send,
};
