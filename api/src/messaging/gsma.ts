import type { RcsAction, RcsCard, TemplateContent } from '../contract/schemas/messaging.ts';

/**
 * Template content in the GSMA RCS chatbot wire format (RCC.07 / the MaaP "botmessage" JSON): what
 * the carrier gateway receives for review and, later, for sending. A text template travels as
 * text/plain; a card or carousel as `application/vnd.gsma.botmessage.v1.0+json`; the suggestions
 * under the message as a `suggestedChipList`.
 */

/** A file as the carrier fetches it. */
export type GsmaFile = { url: string; contentType: string; size: number; thumbnailUrl?: string };

type Postback = { data: string };
type GsmaSuggestion =
  | { reply: { displayText: string; postback: Postback } }
  | { action: { displayText: string; postback: Postback } & GsmaActionBody };

type GsmaActionBody =
  | { urlAction: { openUrl: { url: string } } }
  | { dialerAction: { dialPhoneNumber: { phoneNumber: string } } }
  | {
      mapAction: {
        showLocation: { location: { latitude: number; longitude: number; label: string } };
      };
    }
  | {
      calendarAction: {
        createCalendarEvent: {
          startTime: string;
          endTime: string;
          title: string;
          description?: string;
        };
      };
    };

type GsmaCardContent = {
  media?: {
    mediaUrl: string;
    mediaContentType: string;
    mediaFileSize: number;
    thumbnailUrl?: string;
    height: 'MEDIUM_HEIGHT';
  };
  title: string;
  description: string;
  suggestions?: GsmaSuggestion[];
};

export type GsmaMessage = {
  contentType: 'text/plain' | 'application/vnd.gsma.botmessage.v1.0+json';
  body:
    | string
    | {
        message:
          | {
              generalPurposeCard: {
                layout: { cardOrientation: 'VERTICAL' };
                content: GsmaCardContent;
              };
            }
          | {
              generalPurposeCardCarousel: {
                layout: { cardWidth: 'MEDIUM_WIDTH' };
                content: GsmaCardContent[];
              };
            };
      };
  suggestedChipList?: { suggestions: GsmaSuggestion[] };
  /** Sent as SMS to phones without 5G messaging. */
  fallbackSms: string;
};

/** 'yyyy-MM-dd HH:mm' China time as RFC 3339, which GSMA calendar actions take. */
const rfc3339 = (chinaMinute: string) => `${chinaMinute.replace(' ', 'T')}:00+08:00`;

function suggestion(action: RcsAction, index: number): GsmaSuggestion {
  const postback = { data: `${action.type}_${index}` };
  const displayText = action.label;
  switch (action.type) {
    case 'reply':
      return { reply: { displayText, postback } };
    case 'url':
      return { action: { displayText, postback, urlAction: { openUrl: { url: action.url } } } };
    case 'dial':
      return {
        action: {
          displayText,
          postback,
          dialerAction: { dialPhoneNumber: { phoneNumber: action.phone } },
        },
      };
    case 'map':
      return {
        action: {
          displayText,
          postback,
          mapAction: {
            showLocation: {
              location: { latitude: action.lat, longitude: action.lng, label: action.name },
            },
          },
        },
      };
    case 'calendar':
      return {
        action: {
          displayText,
          postback,
          calendarAction: {
            createCalendarEvent: {
              startTime: rfc3339(action.start),
              endTime: rfc3339(action.end),
              title: action.title,
              ...(action.description && { description: action.description }),
            },
          },
        },
      };
  }
}

function cardContent(card: RcsCard, files: ReadonlyMap<string, GsmaFile>): GsmaCardContent {
  const file = card.mediaId ? files.get(card.mediaId) : undefined;
  if (card.mediaId && !file) throw new Error(`no file for material ${card.mediaId}`);
  return {
    ...(file && {
      media: {
        mediaUrl: file.url,
        mediaContentType: file.contentType,
        mediaFileSize: file.size,
        ...(file.thumbnailUrl && { thumbnailUrl: file.thumbnailUrl }),
        height: 'MEDIUM_HEIGHT' as const,
      },
    }),
    title: card.title,
    description: card.description,
    ...(card.buttons.length > 0 && { suggestions: card.buttons.map(suggestion) }),
  };
}

/** The GSMA message for a template's content; `files` maps each material id to its file. */
export function toGsmaMessage(
  content: TemplateContent,
  files: ReadonlyMap<string, GsmaFile>,
): GsmaMessage {
  const chips =
    content.suggestions.length > 0
      ? { suggestedChipList: { suggestions: content.suggestions.map(suggestion) } }
      : {};
  const common = { ...chips, fallbackSms: content.fallbackSms };
  switch (content.kind) {
    case 'text':
      return { contentType: 'text/plain', body: content.text, ...common };
    case 'card':
      return {
        contentType: 'application/vnd.gsma.botmessage.v1.0+json',
        body: {
          message: {
            generalPurposeCard: {
              layout: { cardOrientation: 'VERTICAL' },
              content: cardContent(content.card, files),
            },
          },
        },
        ...common,
      };
    case 'carousel':
      return {
        contentType: 'application/vnd.gsma.botmessage.v1.0+json',
        body: {
          message: {
            generalPurposeCardCarousel: {
              layout: { cardWidth: 'MEDIUM_WIDTH' },
              content: content.cards.map((card) => cardContent(card, files)),
            },
          },
        },
        ...common,
      };
  }
}
