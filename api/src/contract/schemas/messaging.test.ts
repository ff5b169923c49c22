import { describe, expect, it } from 'vitest';
import '../zod-locale.ts';
import {
  chatbotSaveRequest,
  rcsAction,
  reviewDecision,
  templateContent,
  templateMediaIds,
  templateSaveRequest,
  templateVariables,
} from './messaging.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

const card = (over: Record<string, unknown> = {}) => ({
  title: '办事提醒',
  description: '您的业务已受理',
  buttons: [],
  ...over,
});

describe('template content', () => {
  it('strips 【 and 】 from every text, since the signature is the service account name', () => {
    const parsed = templateContent.parse({
      kind: 'text',
      text: '【市政务】{name}您好，您的证件已办结',
      fallbackSms: '【市政务】您的证件已办结',
    });
    expect(parsed).toMatchObject({
      text: '市政务{name}您好，您的证件已办结',
      fallbackSms: '市政务您的证件已办结',
      suggestions: [],
    });
  });

  it('flags a placeholder written with spaces ({ 姓名 }), which no value would fill', () => {
    const content = (text: string) => ({ kind: 'text', text, fallbackSms: '您好' });
    expect(firstMessage(templateContent.safeParse(content('{ 姓名 }您好')))).toBe(
      '消息内容中的变量不能含空格，请写作{变量名}',
    );
    expect(firstMessage(templateContent.safeParse(content('{姓名 }您好')))).toBe(
      '消息内容中的变量不能含空格，请写作{变量名}',
    );
    expect(templateContent.safeParse(content('{姓名}您好，{ }与{a b c}不是变量')).success).toBe(
      true,
    );
  });

  it('requires the fallback SMS and bounds it at 500 characters', () => {
    expect(firstMessage(templateContent.safeParse({ kind: 'text', text: '你好' }))).toBe(
      '请填写回落短信',
    );
    expect(
      firstMessage(
        templateContent.safeParse({ kind: 'text', text: '你好', fallbackSms: '字'.repeat(501) }),
      ),
    ).toBe('回落短信不能超过500个字符');
    // Brackets alone are no content.
    expect(
      firstMessage(templateContent.safeParse({ kind: 'text', text: '你好', fallbackSms: '【】' })),
    ).toBe('请填写回落短信');
  });

  it('bounds card title (50), description (333), buttons (4), suggestions (10), carousel (2–6)', () => {
    const sms = { fallbackSms: '短信' };
    const reply = { type: 'reply', label: '好的' };
    expect(
      firstMessage(
        templateContent.safeParse({ kind: 'card', card: card({ title: 'a'.repeat(51) }), ...sms }),
      ),
    ).toBe('卡片标题不能超过50个字符');
    expect(
      firstMessage(
        templateContent.safeParse({
          kind: 'card',
          card: card({ description: 'a'.repeat(334) }),
          ...sms,
        }),
      ),
    ).toBe('卡片描述不能超过333个字符');
    expect(
      firstMessage(
        templateContent.safeParse({
          kind: 'card',
          card: card({ buttons: Array(5).fill(reply) }),
          ...sms,
        }),
      ),
    ).toBe('每张卡片最多4个按钮');
    expect(
      firstMessage(
        templateContent.safeParse({
          kind: 'text',
          text: '你好',
          suggestions: Array(11).fill(reply),
          ...sms,
        }),
      ),
    ).toBe('最多10个快捷回复');
    expect(
      firstMessage(templateContent.safeParse({ kind: 'carousel', cards: [card()], ...sms })),
    ).toBe('多卡片至少2张卡片');
    expect(
      firstMessage(
        templateContent.safeParse({ kind: 'carousel', cards: Array(7).fill(card()), ...sms }),
      ),
    ).toBe('多卡片最多6张卡片');
    expect(
      templateContent.safeParse({ kind: 'carousel', cards: Array(6).fill(card()), ...sms }).success,
    ).toBe(true);
  });

  it('accepts only http and https links', () => {
    const url = (u: string) =>
      firstMessage(rcsAction.safeParse({ type: 'url', label: '查看', url: u }));
    expect(url('https://www.cctv.com/5g')).toBeNull();
    expect(url('http://example.cn/a?b=1')).toBeNull();
    expect(url('javascript:alert(1)')).toBe('链接须以http://或https://开头');
    expect(url('ftp://example.cn/file')).toBe('链接须以http://或https://开头');
    expect(url('https://')).toBe('链接须以http://或https://开头');
  });

  it('checks calendar times are real China-time minutes and end after start', () => {
    const event = (start: string, end: string) =>
      firstMessage(
        rcsAction.safeParse({ type: 'calendar', label: '加入日程', title: '办事', start, end }),
      );
    expect(event('2026-12-01 09:00', '2026-12-01 10:00')).toBeNull();
    expect(event('2026-02-30 09:00', '2026-03-01 10:00')).toBe('时间无效');
    expect(event('2026-12-01 25:00', '2026-12-02 10:00')).toBe('时间无效');
    expect(event('2026-12-01T09:00', '2026-12-01 10:00')).toBe('时间格式应为yyyy-MM-dd HH:mm');
    expect(event('2026-12-01 10:00', '2026-12-01 10:00')).toBe('结束时间须晚于开始时间');
  });

  it('checks map coordinates and dial numbers', () => {
    expect(
      firstMessage(
        rcsAction.safeParse({ type: 'map', label: '导航', name: '市民中心', lng: 116.4, lat: 91 }),
      ),
    ).toBe('纬度无效');
    expect(
      firstMessage(rcsAction.safeParse({ type: 'dial', label: '拨打', phone: '95588' })),
    ).toBeNull();
    expect(firstMessage(rcsAction.safeParse({ type: 'dial', label: '拨打', phone: '12345' }))).toBe(
      '请正确填写电话号码',
    );
  });

  it('refuses control characters in text', () => {
    expect(
      firstMessage(
        templateContent.safeParse({ kind: 'text', text: 'a\u0000b', fallbackSms: '短信' }),
      ),
    ).toBe('消息内容包含非法字符');
  });

  // Half of a surrogate pair is not text PostgreSQL can store as JSON: refused like NUL, by field.
  it('refuses lone surrogates and NUL in every text of the content, with the field named', () => {
    const loneHigh = 'a\ud800b';
    const loneLow = '\udc00';
    const text = (over: Record<string, unknown>) =>
      firstMessage(
        templateContent.safeParse({ kind: 'text', text: '您好', fallbackSms: '短信', ...over }),
      );
    const inCard = (over: Record<string, unknown>) =>
      firstMessage(
        templateContent.safeParse({ kind: 'card', card: card(over), fallbackSms: '短信' }),
      );
    const action = (value: Record<string, unknown>) => firstMessage(rcsAction.safeParse(value));

    expect(text({ text: loneHigh })).toBe('消息内容包含非法字符');
    expect(text({ fallbackSms: loneLow })).toBe('回落短信包含非法字符');
    expect(inCard({ title: loneHigh })).toBe('卡片标题包含非法字符');
    expect(inCard({ description: loneLow })).toBe('卡片描述包含非法字符');
    expect(action({ type: 'reply', label: loneHigh })).toBe('按钮文字包含非法字符');
    expect(action({ type: 'url', label: '打开', url: `https://a.cn/${loneHigh}` })).toBe(
      '链接包含非法字符',
    );
    expect(action({ type: 'url', label: '打开', url: 'https://a.cn/\u0000' })).toBe(
      '链接包含非法字符',
    );
    expect(action({ type: 'map', label: '导航', name: loneLow, lng: 116.4, lat: 39.9 })).toBe(
      '地点名称包含非法字符',
    );
    expect(
      action({
        type: 'calendar',
        label: '日程',
        title: '办事',
        start: '2026-12-01 09:00',
        end: '2026-12-01 10:00',
        description: loneHigh,
      }),
    ).toBe('日程说明包含非法字符');
    // A well-formed pair (an emoji) is text like any other.
    expect(text({ text: '办好了\ud83d\ude00' })).toBeNull();
  });

  it('refuses control characters and lone surrogates in a reject reason', () => {
    const reject = (reason: string) =>
      firstMessage(reviewDecision.safeParse({ id: '1', approve: false, reason }));
    expect(reject('含有\u001b[31m转义')).toBe('驳回原因包含非法字符');
    expect(reject('a\u0000b')).toBe('驳回原因包含非法字符');
    expect(reject('\ud800')).toBe('驳回原因包含非法字符');
    expect(reject('内容不合规')).toBeNull();
  });
});

describe('templateVariables and templateMediaIds', () => {
  it('lists each placeholder once, in order of first appearance, from every text', () => {
    const content = templateContent.parse({
      kind: 'carousel',
      cards: [
        card({ title: '{name}的证件', mediaId: '11' }),
        card({
          description: '{网点}领取，{name}',
          mediaId: '12',
          buttons: [{ type: 'reply', label: '{code}' }],
        }),
      ],
      fallbackSms: '{name}您好 {date}',
    });
    expect(templateVariables(content)).toEqual(['name', '网点', 'code', 'date']);
    expect(templateMediaIds(content)).toEqual(['11', '12']);
  });

  it('ignores braces that are not placeholders ({ name } with spaces is refused, see above)', () => {
    const content = templateContent.parse({
      kind: 'text',
      text: '{} {1a} {ok}',
      fallbackSms: 's',
    });
    expect(templateVariables(content)).toEqual(['ok']);
  });
});

describe('save requests', () => {
  it('names the first problem of a service account in Chinese', () => {
    const valid = {
      name: '市政务服务',
      logo: '/api/platform/files/1',
      description: '市政务服务中心官方服务号',
      industry: 'government',
      province: '11',
      city: '1101',
      servicePhone: '010-12345678',
      email: 'service@example.cn',
      address: '北京市东城区',
    };
    expect(chatbotSaveRequest.safeParse(valid).success).toBe(true);
    expect(firstMessage(chatbotSaveRequest.safeParse({ ...valid, name: 'a' }))).toBe(
      '请填写服务号名称',
    );
    expect(firstMessage(chatbotSaveRequest.safeParse({ ...valid, servicePhone: '123' }))).toBe(
      '请正确填写服务电话',
    );
    expect(firstMessage(chatbotSaveRequest.safeParse({ ...valid, industry: 'x' }))).toBe(
      '请选择所属行业',
    );
  });

  it('requires a template name and a service account', () => {
    const content = { kind: 'text', text: '你好', fallbackSms: '你好' };
    expect(
      firstMessage(
        templateSaveRequest.safeParse({ chatbotId: '1', name: ' ', industry: 'finance', content }),
      ),
    ).toBe('请填写模板名称');
  });
});
