import { describe, expect, it } from 'vitest';
import type { RcsCardView, RcsMessageView } from '../RcsPreview/rcs-message.ts';
import { isSendableTemplate, isRejectedTemplate, templateThumbnailUrl } from './template-card.ts';

const messageStatuses = [0, 1, 2, 3, 4, 5, 6, 7, 10];

describe('template status', () => {
  it('counts 3 (approved) and 5 (sent) as sendable, so both count down their validity', () => {
    expect(messageStatuses.filter(isSendableTemplate)).toEqual([3, 5]);
  });

  it('counts the platform and carrier rejections, 4 and 7, as rejected', () => {
    expect(messageStatuses.filter(isRejectedTemplate)).toEqual([4, 7]);
  });
});

describe('templateThumbnailUrl', () => {
  const card = (media?: RcsCardView['media']): RcsCardView => ({
    media,
    title: '标题',
    description: '',
    buttons: [],
  });
  const single = (media?: RcsCardView['media']): RcsMessageView => ({
    kind: 'card',
    card: card(media),
    suggestions: [],
    fallbackSms: '',
  });

  it("takes a card's image, or its video's cover", () => {
    expect(templateThumbnailUrl(single({ kind: 'image', url: '/a.png' }))).toBe('/a.png');
    expect(
      templateThumbnailUrl(single({ kind: 'video', url: '/v.mp4', coverUrl: '/cover.jpg' })),
    ).toBe('/cover.jpg');
  });

  it("takes the carousel's first card", () => {
    expect(
      templateThumbnailUrl({
        kind: 'carousel',
        cards: [card({ kind: 'image', url: '/first.png' }), card({ kind: 'image', url: '/2.png' })],
        suggestions: [],
        fallbackSms: '',
      }),
    ).toBe('/first.png');
  });

  it('has none for text, audio, a card without media or a video without cover', () => {
    expect(
      templateThumbnailUrl({ kind: 'text', text: '您好', suggestions: [], fallbackSms: '' }),
    ).toBeNull();
    expect(
      templateThumbnailUrl(single({ kind: 'audio', url: '/a.mp3', coverUrl: '/c.jpg' })),
    ).toBeNull();
    expect(templateThumbnailUrl(single())).toBeNull();
    expect(templateThumbnailUrl(single({ kind: 'video', url: '/v.mp4' }))).toBeNull();
    expect(templateThumbnailUrl(single({ kind: 'image', url: '' }))).toBeNull();
  });
});
