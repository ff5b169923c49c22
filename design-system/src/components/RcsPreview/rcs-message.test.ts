import { describe, expect, it } from 'vitest';
import {
  describeAction,
  formatMediaDuration,
  smsSignature,
  splitPlaceholders,
} from './rcs-message.ts';

describe('describeAction', () => {
  it('says what each kind of action would do', () => {
    expect(describeAction({ type: 'reply', label: '查询余额' })).toBe('回复“查询余额”');
    expect(describeAction({ type: 'url', label: '官网', url: 'https://www.cctv.com' })).toBe(
      '打开链接 https://www.cctv.com',
    );
    expect(describeAction({ type: 'dial', label: '客服', phone: '95588' })).toBe('拨打95588');
    expect(
      describeAction({ type: 'map', label: '导航', name: '政务服务中心', lng: 116.4, lat: 39.9 }),
    ).toBe('查看位置 政务服务中心');
    expect(
      describeAction({
        type: 'calendar',
        label: '提醒我',
        title: '社保年审',
        start: '2026-12-01 09:00',
        end: '2026-12-01 17:00',
      }),
    ).toBe('添加日程 社保年审（2026-12-01 09:00 至 2026-12-01 17:00）');
  });
});

describe('splitPlaceholders', () => {
  it('fills placeholders that have a value and keeps the others as placeholders', () => {
    expect(
      splitPlaceholders('{姓名}您好，您的{业务}将于{date}到期。', { 姓名: '张三', date: '' }),
    ).toEqual([
      { kind: 'variable', name: '姓名', value: '张三' },
      { kind: 'text', text: '您好，您的' },
      { kind: 'variable', name: '业务', value: undefined },
      { kind: 'text', text: '将于' },
      { kind: 'variable', name: 'date', value: undefined },
      { kind: 'text', text: '到期。' },
    ]);
  });

  it('leaves text without placeholders, and braces that are not one, as they are', () => {
    expect(splitPlaceholders('无变量')).toEqual([{ kind: 'text', text: '无变量' }]);
    expect(splitPlaceholders('{} { a } {a-b}')).toEqual([{ kind: 'text', text: '{} { a } {a-b}' }]);
    expect(splitPlaceholders('')).toEqual([]);
  });

  it('reads only the variables object itself, not what it inherits', () => {
    expect(splitPlaceholders('{toString}', {})).toEqual([
      { kind: 'variable', name: 'toString', value: undefined },
    ]);
  });
});

describe('smsSignature', () => {
  it('puts the service name in 【】', () => {
    expect(smsSignature('央视网政务服务')).toBe('【央视网政务服务】');
  });
});

describe('formatMediaDuration', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatMediaDuration(0)).toBe('0:00');
    expect(formatMediaDuration(9)).toBe('0:09');
    expect(formatMediaDuration(59.6)).toBe('1:00');
    expect(formatMediaDuration(75)).toBe('1:15');
  });
});
