import {
  CircleAlert,
  CircleCheck,
  CircleMinus,
  CircleX,
  Clock,
  type LucideIcon,
} from 'lucide-react';
import type { StatusTone } from './status-families.ts';

/** The icon of each status tone: state is told by shape and text as well as colour. */
export const toneIcons: Record<StatusTone, LucideIcon> = {
  success: CircleCheck,
  processing: Clock,
  warning: CircleAlert,
  danger: CircleX,
  neutral: CircleMinus,
};
