export const statusTones = ['success', 'processing', 'warning', 'danger', 'neutral'] as const;

export type StatusTone = (typeof statusTones)[number];

/** Icons for states that share a tone but must not look alike (待发送 and 发送中 are both processing). */
export const statusIconNames = ['scheduled', 'sending'] as const;

export type StatusIconName = (typeof statusIconNames)[number];
