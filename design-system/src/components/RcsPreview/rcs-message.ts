/** What a button or a suggestion does (GSMA RCS suggested action / reply). */
export type RcsAction =
  | { type: 'reply'; label: string }
  | { type: 'url'; label: string; url: string }
  | { type: 'dial'; label: string; phone: string }
  | { type: 'map'; label: string; name: string; lng: number; lat: number }
  | {
      type: 'calendar';
      label: string;
      title: string;
      /** 'yyyy-MM-dd HH:mm', China time. */
      start: string;
      /** 'yyyy-MM-dd HH:mm', China time. */
      end: string;
      description?: string;
    };

export type RcsActionType = RcsAction['type'];

export type RcsMediaView = {
  kind: 'image' | 'video' | 'audio';
  url: string;
  coverUrl?: string;
  durationSeconds?: number;
  alt?: string;
};

/** A rich card: optional media, title, description and up to 4 buttons. */
export type RcsCardView = {
  media?: RcsMediaView;
  title: string;
  description: string;
  buttons: RcsAction[];
};

/** A template's message as the phone shows it; a carousel holds 2–6 cards, ≤ 10 suggestions. */
export type RcsMessageView =
  | { kind: 'text'; text: string; suggestions: RcsAction[]; fallbackSms: string }
  | { kind: 'card'; card: RcsCardView; suggestions: RcsAction[]; fallbackSms: string }
  | { kind: 'carousel'; cards: RcsCardView[]; suggestions: RcsAction[]; fallbackSms: string };

export type RcsMessageKind = RcsMessageView['kind'];

export const rcsMessageKinds = ['text', 'card', 'carousel'] as const satisfies RcsMessageKind[];

/** How the console names each kind of template. */
export const rcsMessageKindLabels: Record<RcsMessageKind, string> = {
  text: '文本',
  card: '单卡片',
  carousel: '多卡片',
};

/** What pressing a button or suggestion would do, in words: the preview's accessible description. */
export function describeAction(action: RcsAction): string {
  switch (action.type) {
    case 'reply':
      return `回复“${action.label}”`;
    case 'url':
      return `打开链接 ${action.url}`;
    case 'dial':
      return `拨打${action.phone}`;
    case 'map':
      return `查看位置 ${action.name}`;
    case 'calendar':
      return `添加日程 ${action.title}（${action.start} 至 ${action.end}）`;
  }
}

export type TextPart =
  { kind: 'text'; text: string } | { kind: 'variable'; name: string; value: string | undefined };

const placeholderPattern = /\{([\p{L}\p{N}_]+)\}/gu;

/**
 * Splits a template text at its `{name}` placeholders, each with its value from `variables`, or
 * undefined when it has none (an empty string counts as none), so the preview can mark it.
 */
export function splitPlaceholders(
  text: string,
  variables: Record<string, string> = {},
): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(placeholderPattern)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    const name = match[1]!;
    const value = Object.hasOwn(variables, name) ? variables[name] : undefined;
    parts.push({ kind: 'variable', name, value: value === '' ? undefined : value });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The SMS signature: the service account's name in 【】, which the template text may not use itself. */
export function smsSignature(serviceName: string): string {
  return `【${serviceName}】`;
}

/** A media length as the phone shows it: 75 → '1:15'. */
export function formatMediaDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
