import { describe, expect, it } from 'vitest';
import { sendMessages } from '@p5g/api/contract';
import {
  instantOfWallClock,
  pickScheduleMessage,
  sendRequestOf,
  wallClockOf,
} from './send-form.ts';
import { emptySendProgress } from './send-progress.ts';

// 2026-11-23 10:00 China time.
const now = new Date('2026-11-23T02:00:00Z');
// The template expires 2026-11-30 10:00 China time.
const template = { id: '7', expireTime: '2026-11-30T02:00:00.000Z', variables: [] };
const form = { ...emptySendProgress, mobilesText: '13800000001\n13800000002, 1380000' };

describe('the send form as a request', () => {
  it('sends every typed entry (the server lists invalid and duplicate ones) and the groups', () => {
    expect(sendRequestOf(template, { ...form, groupIds: ['3'], name: ' 会员日 ' }, now)).toEqual({
      ok: true,
      request: {
        templateId: '7',
        name: '会员日',
        mobiles: ['13800000001', '13800000002', '1380000'],
        groupIds: ['3'],
        sendAt: null,
        typedVariables: {},
        variableDefaults: {},
      },
    });
  });

  it('gives the values of the template’s variables for numbers still typed, and the defaults', () => {
    const built = sendRequestOf(
      { ...template, variables: ['姓名', '事项'] },
      {
        ...form,
        typedVariables: {
          '13800000001': { 姓名: ' 王芳 ', 事项: '', 其他: '不是模板的变量' },
          '13800000002': { 事项: '  ' },
          '13900000009': { 姓名: '已删掉的号码' },
        },
        variableDefaults: { 姓名: '', 事项: '年检' },
      },
      now,
    );
    expect(built).toMatchObject({
      ok: true,
      request: {
        typedVariables: { '13800000001': { 姓名: '王芳' } },
        variableDefaults: { 事项: '年检' },
      },
    });
  });

  it('needs numbers or a group', () => {
    expect(sendRequestOf(template, emptySendProgress, now)).toEqual({
      ok: false,
      problem: sendMessages.noRecipients,
      field: 'mobiles',
    });
    expect(sendRequestOf(template, { ...emptySendProgress, groupIds: ['3'] }, now).ok).toBe(true);
  });

  it('takes at most 100 typed entries', () => {
    const many = Array.from({ length: 101 }, (_, i) => `139${String(i).padStart(8, '0')}`);
    expect(sendRequestOf(template, { ...form, mobilesText: many.join('\n') }, now)).toMatchObject({
      ok: false,
      problem: sendMessages.tooManyTyped,
    });
  });

  describe('a scheduled time: 08:00–22:00 China time, at most 30 days ahead (as the server)', () => {
    const at = (sendAt: string) =>
      sendRequestOf(template, { ...form, timing: 'scheduled', sendAt }, now);

    it('is required and read as China time', () => {
      expect(at('')).toMatchObject({ ok: false, problem: pickScheduleMessage, field: 'sendAt' });
      expect(at('2026-11-23T20:30')).toMatchObject({
        ok: true,
        request: { sendAt: '2026-11-23T12:30:00.000Z' },
      });
    });

    it('must be inside the window (22:00 itself included)', () => {
      expect(at('2026-11-24T07:59')).toMatchObject({ problem: sendMessages.scheduleOutsideHours });
      expect(at('2026-11-24T22:01')).toMatchObject({ problem: sendMessages.scheduleOutsideHours });
      expect(at('2026-11-24T22:00').ok).toBe(true);
      expect(at('2026-11-24T08:00').ok).toBe(true);
    });

    it('must be later than now and within 30 days', () => {
      const lasting = (sendAt: string) =>
        sendRequestOf(
          { ...template, expireTime: null },
          { ...form, timing: 'scheduled', sendAt },
          now,
        );
      expect(at('2026-11-23T09:59')).toMatchObject({ problem: sendMessages.scheduleInPast });
      expect(lasting('2026-12-23T09:00').ok).toBe(true);
      expect(lasting('2026-12-23T10:01')).toMatchObject({ problem: sendMessages.scheduleTooFar });
    });

    it('must be before the template expires', () => {
      expect(at('2026-11-30T09:59').ok).toBe(true);
      expect(at('2026-12-01T09:00')).toMatchObject({
        ok: false,
        problem: '定时发送时间须早于模板有效期（2026-11-30 10:00），过期的模板不能发送',
        field: 'sendAt',
      });
    });
  });

  it('converts between the picker and instants in China time whatever the browser’s zone', () => {
    expect(instantOfWallClock('2026-11-23T08:00')?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(instantOfWallClock('2026-11-23')).toBeNull();
    expect(wallClockOf(new Date('2026-11-23T15:30:00Z'))).toBe('2026-11-23T23:30');
  });
});
