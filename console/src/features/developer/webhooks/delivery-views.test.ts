import { describe, expect, it } from 'vitest';
import {
  attemptOutcome,
  deliveryStateTag,
  eventName,
  headerLines,
  readableBody,
} from './delivery-views.ts';

describe('delivery log wording', () => {
  it('names events and states in Chinese, unknown event types as they are', () => {
    expect(eventName('message.receipt')).toBe('状态报告');
    expect(eventName('webhook.test')).toBe('测试事件');
    expect(eventName('something.new')).toBe('something.new');
    expect(deliveryStateTag('failed')).toEqual({ label: '失败', tone: 'danger' });
    expect(deliveryStateTag('pending')).toEqual({ label: '投递中', tone: 'processing' });
  });

  it('says what an attempt got back', () => {
    expect(attemptOutcome({ status: 200, error: null })).toBe('HTTP 200');
    expect(attemptOutcome({ status: 302, error: '不跟随重定向' })).toBe('HTTP 302（不跟随重定向）');
    expect(attemptOutcome({ status: null, error: 'connect ECONNREFUSED' })).toBe(
      '无响应：connect ECONNREFUSED',
    );
  });

  it('shows headers a line each and JSON indented', () => {
    expect(headerLines({ a: '1', 'x-webhook-id': '9' })).toBe('a: 1\nx-webhook-id: 9');
    expect(readableBody('{"id":"1"}')).toBe('{\n  "id": "1"\n}');
    expect(readableBody('not json')).toBe('not json');
  });
});
