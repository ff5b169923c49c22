import { describe, expect, it } from 'vitest';
import { templateContent } from '../contract/schemas/messaging.ts';
import { toGsmaMessage } from './gsma.ts';

const files = new Map([
  ['11', { url: 'https://files.example/11.jpg', contentType: 'image/jpeg', size: 2048 }],
  [
    '12',
    {
      url: 'https://files.example/12.mp4',
      contentType: 'video/mp4',
      size: 4096,
      thumbnailUrl: 'https://files.example/12-cover.jpg',
    },
  ],
]);

describe('toGsmaMessage', () => {
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
        suggestions: [{ reply: { displayText: '好的', postback: { data: 'reply_0' } } }],
      },
      fallbackSms: '您好',
    });
  });

  it('builds a general-purpose card with media and every kind of action', () => {
    const message = toGsmaMessage(
      templateContent.parse({
        kind: 'card',
        card: {
          mediaId: '12',
          title: '标题',
          description: '描述',
          buttons: [
            { type: 'url', label: '查看', url: 'https://www.cctv.com/' },
            { type: 'dial', label: '拨打', phone: '95588' },
            { type: 'map', label: '导航', name: '市民中心', lng: 116.403, lat: 39.915 },
            {
              type: 'calendar',
              label: '日程',
              title: '办事',
              start: '2026-12-01 09:00',
              end: '2026-12-01 10:00',
            },
          ],
        },
        fallbackSms: '短信',
      }),
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
        height: 'MEDIUM_HEIGHT',
      },
      title: '标题',
      description: '描述',
      suggestions: [
        {
          action: {
            displayText: '查看',
            postback: { data: 'url_0' },
            urlAction: { openUrl: { url: 'https://www.cctv.com/' } },
          },
        },
        {
          action: {
            displayText: '拨打',
            postback: { data: 'dial_1' },
            dialerAction: { dialPhoneNumber: { phoneNumber: '95588' } },
          },
        },
        {
          action: {
            displayText: '导航',
            postback: { data: 'map_2' },
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
            postback: { data: 'calendar_3' },
            calendarAction: {
              createCalendarEvent: {
                startTime: '2026-12-01T09:00:00+08:00',
                endTime: '2026-12-01T10:00:00+08:00',
                title: '办事',
              },
            },
          },
        },
      ],
    });
    expect(message.suggestedChipList).toBeUndefined();
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
