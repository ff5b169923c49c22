import { describe, expect, it } from 'vitest';
import type { TemplateContentInput } from '@p5g/api/contract';
import {
  contentForKind,
  detectedVariables,
  emptyAction,
  emptyCard,
  mediaIdsOf,
} from './template-form.ts';

const suggestions = [{ type: 'reply' as const, label: '好的' }];
const text: TemplateContentInput = { kind: 'text', text: '您好', suggestions, fallbackSms: '短信' };
const card = { mediaId: '3', title: '标题', description: '描述', buttons: [] };

describe('contentForKind', () => {
  it('keeps suggestions and the fallback SMS across kinds', () => {
    for (const kind of ['text', 'card', 'carousel'] as const) {
      const next = contentForKind(text, kind);
      expect(next.kind).toBe(kind);
      expect(next.suggestions).toEqual(suggestions);
      expect(next.fallbackSms).toBe('短信');
    }
  });

  it('moves the text into a card description and back', () => {
    const asCard = contentForKind(text, 'card');
    expect(asCard.kind === 'card' && asCard.card).toEqual({ ...emptyCard(), description: '您好' });
    expect(contentForKind(asCard, 'text')).toMatchObject({ kind: 'text', text: '您好' });
  });

  it('starts a carousel with at least two cards and keeps the existing one first', () => {
    const carousel = contentForKind(
      { kind: 'card', card, suggestions, fallbackSms: '' },
      'carousel',
    );
    expect(carousel.kind === 'carousel' && carousel.cards).toEqual([card, emptyCard()]);
    const back = contentForKind(carousel, 'card');
    expect(back.kind === 'card' && back.card).toEqual(card);
  });
});

describe('emptyAction', () => {
  it('keeps the label and asks for the fields of the new type', () => {
    expect(emptyAction('url', '官网')).toEqual({ type: 'url', label: '官网', url: '' });
    expect(emptyAction('dial', '客服')).toEqual({ type: 'dial', label: '客服', phone: '' });
    expect(emptyAction('calendar')).toEqual({
      type: 'calendar',
      label: '',
      title: '',
      start: '',
      end: '',
    });
  });
});

describe('mediaIdsOf', () => {
  it('lists each card medium once', () => {
    expect(
      mediaIdsOf({
        kind: 'carousel',
        cards: [card, { ...card, mediaId: '4' }, card, emptyCard()],
        fallbackSms: '',
      }),
    ).toEqual(['3', '4']);
    expect(mediaIdsOf(text)).toEqual([]);
  });
});

describe('detectedVariables', () => {
  it('finds placeholders in cards, buttons and the fallback SMS, each once', () => {
    expect(
      detectedVariables({
        kind: 'carousel',
        cards: [
          { title: '{name}您好', description: '单号{order}' },
          { title: '再见{name}', description: '', buttons: [{ type: 'reply', label: '查{city}' }] },
        ],
        fallbackSms: '{name}，请查收{code}',
      }),
    ).toEqual(['name', 'order', 'city', 'code']);
  });
});
