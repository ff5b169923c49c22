import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';

/** The kinds of message a toast or an inline notice carries. */
export const messageTypes = ['success', 'error', 'warning', 'info'] as const;
export type MessageType = (typeof messageTypes)[number];

/** Icon and spoken type of each kind: the state never rests on colour alone. */
export const messageTypeIcons: Record<MessageType, { Icon: LucideIcon; label: string }> = {
  success: { Icon: CircleCheck, label: '成功' },
  error: { Icon: CircleX, label: '错误' },
  warning: { Icon: TriangleAlert, label: '警告' },
  info: { Icon: Info, label: '提示' },
};
