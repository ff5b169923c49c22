import type { RcsAction, RcsCard, TemplateContent } from '../contract/schemas/messaging.ts';

/**
 * Template content in the GSMA RCS chatbot wire format (RCC.07 / the MaaP "botmessage" JSON): what
 * the carrier gateway receives for review and, later, for sending. A text template travels as
 * text/plain; a card or carousel as `application/vnd.gsma.botmessage.v1.0+json`; the suggestions
 * under the message as a `suggestedChipList`, the `{ suggestions }` that travels as its own
 * `application/vnd.gsma.botsuggestion.v1.0+json` part. Every JSON part is valid against the RCC.07
 * chatbot message schema.
 */

/** A file as the carrier fetches it; a video or audio has its cover as its thumbnail. */
export type GsmaFile = {
  url: string;
  contentType: string;
  size: number;
  thumbnail?: { url: string; contentType: string; size: number };
};

type Postback = { data: string };
type GsmaSuggestion =
  | { reply: { displayText: string; postback: Postback } }
  | { action: { displayText: string; postback: Postback } & GsmaActionBody };

type GsmaActionBody =
  | {
      urlAction: {
        openUrl:
          | { url: string; application: 'browser' }
          | { url: string; application: 'webview'; viewMode: 'full' | 'half' | 'tall' };
      };
    }
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
    thumbnailContentType?: string;
    thumbnailFileSize?: number;
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

/**
 * Where a suggestion sits, as its postback data says when the user presses it: `card=2&button=1`
 * for the first button of the second card (a single card is card 1), `chip=3` for the third chip
 * under the message. Both count from 1.
 */
type SuggestionPlace = { card: number; button: number } | { chip: number };
const postbackData = (place: SuggestionPlace) =>
  'chip' in place ? `chip=${place.chip}` : `card=${place.card}&button=${place.button}`;

function suggestion(action: RcsAction, place: SuggestionPlace): GsmaSuggestion {
  const postback = { data: postbackData(place) };
  const displayText = action.label;
  switch (action.type) {
    case 'reply':
      return { reply: { displayText, postback } };
    case 'url':
      return {
        action: {
          displayText,
          postback,
          urlAction: {
            openUrl:
              !action.openMode || action.openMode === 'browser'
                ? { url: action.url, application: 'browser' }
                : { url: action.url, application: 'webview', viewMode: action.openMode },
          },
        },
      };
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

function cardContent(
  card: RcsCard,
  cardNumber: number,
  files: ReadonlyMap<string, GsmaFile>,
): GsmaCardContent {
  const file = card.mediaId ? files.get(card.mediaId) : undefined;
  if (card.mediaId && !file) throw new Error(`no file for material ${card.mediaId}`);
  return {
    ...(file && {
      media: {
        mediaUrl: file.url,
        mediaContentType: file.contentType,
        mediaFileSize: file.size,
        ...(file.thumbnail && {
          thumbnailUrl: file.thumbnail.url,
          thumbnailContentType: file.thumbnail.contentType,
          thumbnailFileSize: file.thumbnail.size,
        }),
        height: 'MEDIUM_HEIGHT' as const,
      },
    }),
    title: card.title,
    description: card.description,
    ...(card.buttons.length > 0 && {
      suggestions: card.buttons.map((action, i) =>
        suggestion(action, { card: cardNumber, button: i + 1 }),
      ),
    }),
  };
}

/** The GSMA message for a template's content; `files` maps each material id to its file. */
export function toGsmaMessage(
  content: TemplateContent,
  files: ReadonlyMap<string, GsmaFile>,
): GsmaMessage {
  const chips =
    content.suggestions.length > 0
      ? {
          suggestedChipList: {
            suggestions: content.suggestions.map((action, i) =>
              suggestion(action, { chip: i + 1 }),
            ),
          },
        }
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
              content: cardContent(content.card, 1, files),
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
              content: content.cards.map((card, i) => cardContent(card, i + 1, files)),
            },
          },
        },
        ...common,
      };
  }
}
