import { describe, expect, it } from 'vitest';
import { templateContent, type TemplateContentInput } from '../contract/schemas/messaging.ts';
import { schemaErrors as partErrors } from '../maap-stand-in/validation.ts';
import { toGsmaMessage, type GsmaMessage } from './gsma.ts';

/** The schema's errors for every JSON part of a message (none when it is valid). */
function schemaErrors(message: GsmaMessage) {
  const parts = [
    ...(typeof message.body === 'string' ? [] : [message.body]),
    ...(message.suggestedChipList ? [message.suggestedChipList] : []),
  ];
  return parts.flatMap(partErrors);
}

const files = new Map([
  ['11', { url: 'https://files.example/11.jpg', contentType: 'image/jpeg', size: 2048 }],
  [
    '12',
    {
      url: 'https://files.example/12.mp4',
      contentType: 'video/mp4',
      size: 4096,
      thumbnail: {
        url: 'https://files.example/12-cover.jpg',
        contentType: 'image/jpeg',
        size: 900,
      },
    },
  ],
]);

const everyAction: TemplateContentInput['suggestions'] = [
  { type: 'url', label: '查看', url: 'https://www.cctv.com/' },
  { type: 'dial', label: '拨打', phone: '95588' },
  { type: 'map', label: '导航', name: '市民中心', lng: 116.403, lat: 39.915 },
  {
    type: 'calendar',
    label: '日程',
    title: '办事',
    start: '2026-12-01 09:00',
    end: '2026-12-01 10:00',
    description: '带身份证',
  },
];
const chips: TemplateContentInput['suggestions'] = [
  { type: 'reply', label: '好的' },
  ...everyAction,
];
/** Every way a link opens: the browser, and in the app at each height. */
const everyOpening: TemplateContentInput['suggestions'] = (
  ['browser', 'full', 'half', 'tall'] as const
).map((openMode) => ({ type: 'url', label: '办理', url: 'https://www.gov.cn/', openMode }));

/** One template of each kind, with media, thumbnails and every kind of action. */
const everyKind: Record<string, TemplateContentInput> = {
  text: { kind: 'text', text: '您好', suggestions: chips, fallbackSms: '您好' },
  'text without chips': { kind: 'text', text: '您好', fallbackSms: '您好' },
  'text with links opening in the app': {
    kind: 'text',
    text: '您好',
    suggestions: everyOpening,
    fallbackSms: '您好',
  },
  card: {
    kind: 'card',
    card: { mediaId: '12', title: '标题', description: '描述', buttons: everyAction },
    suggestions: chips,
    fallbackSms: '短信',
  },
  carousel: {
    kind: 'carousel',
    cards: [
      { mediaId: '11', title: '一', description: 'a', buttons: [{ type: 'reply', label: '要' }] },
      { mediaId: '12', title: '二', description: 'b', buttons: everyAction },
      { title: '三', description: 'c' },
    ],
    suggestions: chips,
    fallbackSms: '短信',
  },
};

describe('toGsmaMessage', () => {
  it.each(Object.entries(everyKind))(
    'builds a %s template the RCC.07 schema accepts',
    (_, input) => {
      expect(schemaErrors(toGsmaMessage(templateContent.parse(input), files))).toEqual([]);
    },
  );

  it('finds what breaks the schema (a link opening nowhere, a thumbnail without its type)', () => {
    const message = toGsmaMessage(templateContent.parse(everyKind.card), files);
    const body = JSON.parse(JSON.stringify(message.body).replace(',"application":"browser"', ''));
    delete body.message.generalPurposeCard.content.media.thumbnailContentType;
    expect(schemaErrors({ ...message, body }).length).toBeGreaterThan(0);
  });

  it('opens a link in the browser, or in the app (webview) with its view mode', () => {
    const open = (openMode?: 'browser' | 'full' | 'half' | 'tall') => {
      const message = toGsmaMessage(
        templateContent.parse({
          kind: 'text',
          text: '您好',
          suggestions: [{ type: 'url', label: '办理', url: 'https://www.gov.cn/', openMode }],
          fallbackSms: '您好',
        }),
        files,
      );
      const [chip] = (message.suggestedChipList as { suggestions: object[] }).suggestions;
      expect(schemaErrors(message)).toEqual([]);
      return (chip as { action: { urlAction: { openUrl: object } } }).action.urlAction.openUrl;
    };
    const url = 'https://www.gov.cn/';
    expect(open()).toEqual({ url, application: 'browser' });
    expect(open('browser')).toEqual({ url, application: 'browser' });
    expect(open('full')).toEqual({ url, application: 'webview', viewMode: 'full' });
    expect(open('half')).toEqual({ url, application: 'webview', viewMode: 'half' });
    expect(open('tall')).toEqual({ url, application: 'webview', viewMode: 'tall' });
  });

  it('finds an opening the schema does not know: a view mode, an application', () => {
    const chip = (openUrl: object) => ({
      suggestions: [
        { action: { displayText: '办理', postback: { data: 'chip=1' }, urlAction: { openUrl } } },
      ],
    });
    const url = 'https://www.gov.cn/';
    expect(partErrors(chip({ url, application: 'webview', viewMode: 'half' }))).toEqual([]);
    expect(partErrors(chip({ url, application: 'webview', viewMode: 'quarter' }))).not.toEqual([]);
    expect(partErrors(chip({ url, application: 'app', viewMode: 'half' }))).not.toEqual([]);
    expect(() =>
      templateContent.parse({
        kind: 'text',
        text: '您好',
        suggestions: [{ type: 'url', label: '办理', url, openMode: 'quarter' }],
        fallbackSms: '您好',
      }),
    ).toThrow('请选择打开方式');
  });

  it('sends a text template as text/plain with its suggestions as a chip list', () => {
    const message = toGsmaMessage(
      templateContent.parse({
        kind: 'text',
        text: '您好',
        suggestions: [{ type: 'reply', label: '好的' }],
        fallbackSms: '您好',
      }),
      files,
    );
    expect(message).toEqual({
      contentType: 'text/plain',
      body: '您好',
      suggestedChipList: {
        suggestions: [{ reply: { displayText: '好的', postback: { data: 'chip=1' } } }],
      },
      fallbackSms: '您好',
    });
  });

  it('builds a general-purpose card with its thumbnail and every kind of action', () => {
    const message = toGsmaMessage(
      templateContent.parse({ ...everyKind.card, suggestions: [] }),
      files,
    );
    expect(message.contentType).toBe('application/vnd.gsma.botmessage.v1.0+json');
    const card = (
      message.body as { message: { generalPurposeCard: { content: Record<string, unknown> } } }
    ).message.generalPurposeCard;
    expect(card.content).toEqual({
      media: {
        mediaUrl: 'https://files.example/12.mp4',
        mediaContentType: 'video/mp4',
        mediaFileSize: 4096,
        thumbnailUrl: 'https://files.example/12-cover.jpg',
        thumbnailContentType: 'image/jpeg',
        thumbnailFileSize: 900,
        height: 'MEDIUM_HEIGHT',
      },
      title: '标题',
      description: '描述',
      suggestions: [
        {
          action: {
            displayText: '查看',
            postback: { data: 'card=1&button=1' },
            urlAction: { openUrl: { url: 'https://www.cctv.com/', application: 'browser' } },
          },
        },
        {
          action: {
            displayText: '拨打',
            postback: { data: 'card=1&button=2' },
            dialerAction: { dialPhoneNumber: { phoneNumber: '95588' } },
          },
        },
        {
          action: {
            displayText: '导航',
            postback: { data: 'card=1&button=3' },
            mapAction: {
              showLocation: {
                location: { latitude: 39.915, longitude: 116.403, label: '市民中心' },
              },
            },
          },
        },
        {
          action: {
            displayText: '日程',
            postback: { data: 'card=1&button=4' },
            calendarAction: {
              createCalendarEvent: {
                startTime: '2026-12-01T09:00:00+08:00',
                endTime: '2026-12-01T10:00:00+08:00',
                title: '办事',
                description: '带身份证',
              },
            },
          },
        },
      ],
    });
    expect(message.suggestedChipList).toBeUndefined();
  });

  it('tells in each postback which card and which button or chip was pressed', () => {
    const message = toGsmaMessage(templateContent.parse(everyKind.carousel), files);
    const cards = (
      message.body as {
        message: {
          generalPurposeCardCarousel: {
            content: { suggestions?: { [k: string]: { postback: { data: string } } }[] }[];
          };
        };
      }
    ).message.generalPurposeCardCarousel.content;
    const data = (suggestions: { [k: string]: { postback: { data: string } } }[] = []) =>
      suggestions.map((s) => Object.values(s)[0]!.postback.data);
    expect(cards.map((c) => data(c.suggestions))).toEqual([
      ['card=1&button=1'],
      ['card=2&button=1', 'card=2&button=2', 'card=2&button=3', 'card=2&button=4'],
      [],
    ]);
    expect(data(message.suggestedChipList!.suggestions)).toEqual([
      'chip=1',
      'chip=2',
      'chip=3',
      'chip=4',
      'chip=5',
    ]);
  });

  it('builds a carousel of cards in order and refuses a card whose file is unknown', () => {
    const content = templateContent.parse({
      kind: 'carousel',
      cards: [
        { mediaId: '11', title: '一', description: 'a' },
        { title: '二', description: 'b' },
      ],
      fallbackSms: '短信',
    });
    const body = toGsmaMessage(content, files).body as {
      message: { generalPurposeCardCarousel: { content: { title: string; media?: unknown }[] } };
    };
    expect(
      body.message.generalPurposeCardCarousel.content.map((c) => [c.title, Boolean(c.media)]),
    ).toEqual([
      ['一', true],
      ['二', false],
    ]);
    expect(() => toGsmaMessage(content, new Map())).toThrow('no file for material 11');
  });
});
