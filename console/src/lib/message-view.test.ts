import { describe, expect, it } from 'vitest';
import type { Material } from '@p5g/api/contract';
import { messageViewOf, pickerMaterialOf, type TemplateFile } from './message-view.ts';

const poster: TemplateFile = {
  id: '11',
  kind: 'image',
  name: '海报',
  url: '/files/poster.png',
  coverUrl: null,
  durationSeconds: null,
};
const clip: TemplateFile = {
  id: '12',
  kind: 'video',
  name: '宣传片',
  url: '/files/clip.mp4',
  coverUrl: '/files/cover.png',
  durationSeconds: 42,
};

describe('messageViewOf', () => {
  it('keeps a text message as it is', () => {
    const view = messageViewOf(
      { kind: 'text', text: '您好{name}', suggestions: [], fallbackSms: '短信' },
      [],
    );
    expect(view).toEqual({
      kind: 'text',
      text: '您好{name}',
      suggestions: [],
      fallbackSms: '短信',
    });
  });

  it('turns each card media id into the file it names, with cover and duration', () => {
    const view = messageViewOf(
      {
        kind: 'carousel',
        cards: [
          { mediaId: '11', title: '一', description: '甲', buttons: [] },
          { mediaId: '12', title: '二', description: '乙' },
        ],
        suggestions: [{ type: 'reply', label: '好的' }],
        fallbackSms: '短信',
      },
      [poster, clip],
    );
    expect(view.kind).toBe('carousel');
    if (view.kind !== 'carousel') return;
    expect(view.cards[0]!.media).toEqual({ kind: 'image', url: '/files/poster.png', alt: '海报' });
    expect(view.cards[1]!.media).toEqual({
      kind: 'video',
      url: '/files/clip.mp4',
      alt: '宣传片',
      coverUrl: '/files/cover.png',
      durationSeconds: 42,
    });
    expect(view.cards[1]!.buttons).toEqual([]);
    expect(view.suggestions).toEqual([{ type: 'reply', label: '好的' }]);
  });

  it('shows no media for an id the files do not hold', () => {
    const view = messageViewOf(
      {
        kind: 'card',
        card: { mediaId: '99', title: '标题', description: '描述', buttons: [] },
        fallbackSms: '短信',
      },
      [poster],
    );
    expect(view.kind === 'card' && view.card.media).toBeUndefined();
  });
});

describe('pickerMaterialOf', () => {
  const material: Material = {
    id: '5',
    kind: 'audio',
    name: '铃声',
    url: '/files/a.mp3',
    coverUrl: '/files/c.png',
    size: 2048,
    durationSeconds: 30,
    reviewState: 'pending',
    carriers: [],
    expireTime: '2026-12-20T02:00:00.000Z',
    usedBy: 0,
    createTime: '2026-11-20T02:00:00.000Z',
  };

  it('names the carriers review as the picker review status', () => {
    expect(pickerMaterialOf(material).reviewStatus).toBe('reviewing');
    expect(pickerMaterialOf({ ...material, reviewState: 'approved' }).reviewStatus).toBe('passed');
    expect(pickerMaterialOf({ ...material, reviewState: 'rejected' }).reviewStatus).toBe(
      'rejected',
    );
  });

  it('leaves out what the server sends as null', () => {
    const shown = pickerMaterialOf({
      ...material,
      coverUrl: null,
      durationSeconds: null,
      expireTime: null,
    });
    expect(shown).toEqual({
      id: '5',
      kind: 'audio',
      name: '铃声',
      url: '/files/a.mp3',
      coverUrl: undefined,
      durationSeconds: undefined,
      size: 2048,
      reviewStatus: 'reviewing',
      expiresAt: undefined,
    });
  });
});
