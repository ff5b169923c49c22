import {
  templateLimits,
  templateVariables,
  type RcsCard,
  type TemplateAction,
  type TemplateContentInput,
  type TemplateKind,
  type TemplateSaveRequest,
  type UrlOpenMode,
} from '@p5g/api/contract';

type CardInput = Extract<TemplateContentInput, { kind: 'card' }>['card'];

export const emptyCard = (): CardInput => ({ title: '', description: '', buttons: [] });

const cardsOf = (content: TemplateContentInput): CardInput[] =>
  content.kind === 'card' ? [content.card] : content.kind === 'carousel' ? content.cards : [];

/**
 * The content after the user picks another kind: suggestions and the fallback SMS stay; cards
 * carry over as far as the new kind holds them (a carousel starts with at least two).
 */
export function contentForKind(
  content: TemplateContentInput,
  kind: TemplateKind,
): TemplateContentInput {
  const common = { suggestions: content.suggestions ?? [], fallbackSms: content.fallbackSms };
  const cards = cardsOf(content);
  switch (kind) {
    case 'text':
      return {
        kind,
        text: content.kind === 'text' ? content.text : (cards[0]?.description ?? ''),
        ...common,
      };
    case 'card':
      return {
        kind,
        card: cards[0] ?? {
          ...emptyCard(),
          description: content.kind === 'text' ? content.text : '',
        },
        ...common,
      };
    case 'carousel': {
      const first = cards.length > 0 ? cards : [emptyCard()];
      const filled = [...first];
      while (filled.length < templateLimits.carouselMin) filled.push(emptyCard());
      return { kind, cards: filled, ...common };
    }
  }
}

/** A new draft's form: a text message for the given service account. */
export const newTemplateForm = (chatbotId: string): TemplateSaveRequest => ({
  chatbotId,
  name: '',
  industry: 'government',
  content: { kind: 'text', text: '', suggestions: [], fallbackSms: '' },
});

/** The editor form of a saved draft. */
export const formOfTemplate = (template: {
  id: string;
  chatbotId: string;
  name: string;
  industry: TemplateSaveRequest['industry'];
  content: TemplateContentInput;
}): TemplateSaveRequest => ({
  id: template.id,
  chatbotId: template.chatbotId,
  name: template.name,
  industry: template.industry,
  content: template.content,
});

export const actionTypeNames: Record<TemplateAction['type'], string> = {
  reply: '回复',
  url: '打开链接',
  dial: '拨打电话',
  map: '查看位置',
  calendar: '添加日程',
};

/** 打开方式 of a link: the phone's browser, or inside the message app at a height of the screen. */
export const urlOpenModeNames: Record<UrlOpenMode, string> = {
  browser: '浏览器打开',
  full: '应用内打开（全屏）',
  half: '应用内打开（半屏）',
  tall: '应用内打开（四分之三屏）',
};

/** A new action of a type, keeping the label typed so far. */
export function emptyAction(type: TemplateAction['type'], label = ''): TemplateAction {
  switch (type) {
    case 'reply':
      return { type, label };
    case 'url':
      return { type, label, url: '' };
    case 'dial':
      return { type, label, phone: '' };
    case 'map':
      return { type, label, name: '', lng: Number.NaN, lat: Number.NaN };
    case 'calendar':
      return { type, label, title: '', start: '', end: '' };
  }
}

/** The media ids a draft uses, for base/getFileSize (the 1.9 MB rule of spec §5). */
export const mediaIdsOf = (content: TemplateContentInput): string[] => [
  ...new Set(cardsOf(content).flatMap((card: CardInput | RcsCard) => card.mediaId ?? [])),
];

/** The `{name}` placeholders the draft uses so far, as the service will detect them on save. */
export function detectedVariables(content: TemplateContentInput): string[] {
  const withDefaults = {
    ...content,
    suggestions: content.suggestions ?? [],
    ...(content.kind === 'card' && {
      card: { ...content.card, buttons: content.card.buttons ?? [] },
    }),
    ...(content.kind === 'carousel' && {
      cards: content.cards.map((card) => ({ ...card, buttons: card.buttons ?? [] })),
    }),
  } as Parameters<typeof templateVariables>[0];
  return templateVariables(withDefaults);
}
