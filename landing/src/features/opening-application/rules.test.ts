import { describe, expect, it } from 'vitest';
import { openingApplicationRequest } from '@p5g/api/contract';
import {
  desktopPayload,
  desktopProblems,
  emptyApplication,
  firstMobileProblem,
  mobilePayload,
  type ApplicationForm,
} from './rules.ts';

const valid: ApplicationForm = {
  ...emptyApplication,
  name: '刘',
  province: '44',
  city: '4419',
  provinceName: '广东省',
  cityName: '东莞市',
  company: '东莞市某某制造有限公司',
  content: '希望了解5G消息在客户通知中的应用',
  email: 'liu@example.com',
};

describe('desktop form rules (spec §5, on blur)', () => {
  it('gives every required field its message when the form is empty', () => {
    expect(desktopProblems(emptyApplication)).toEqual({
      name: '请填写姓名',
      region: '请选择所在省市',
      company: '请填写单位全称',
      content: '请填写需求描述',
      email: '请正确填写邮箱',
    });
  });

  it('finds nothing wrong with a complete form', () => {
    expect(desktopProblems(valid)).toEqual({});
  });

  it.each([
    [{ name: '   ' }, 'name', '请填写姓名'],
    [{ city: '' }, 'region', '请选择所在省市'],
    [{ email: 'liu@example' }, 'email', '请正确填写邮箱'],
    [{ email: 'liu@example.comm' }, 'email', '请正确填写邮箱'],
    [{ email: '刘@example.com' }, 'email', '请正确填写邮箱'],
  ] as const)('%o → %s: %s', (patch, field, message) => {
    expect(desktopProblems({ ...valid, ...patch })).toEqual({ [field]: message });
  });

  it('accepts e-mail addresses with separators and a 2-3 letter top-level domain', () => {
    for (const email of ['a.b-c_d@mail.example.cn', 'x1@y2.org', 'li.na@gov.com.cn']) {
      expect(desktopProblems({ ...valid, email }), email).toEqual({});
    }
  });
});

describe('mobile form rules (spec §5, in order, first failure only)', () => {
  const steps: [Partial<ApplicationForm>, string][] = [
    [{ name: '刘' }, '请选择所在省市'],
    [{ province: '44', city: '4419' }, '请填写需求描述'],
    [{ content: '了解5G消息' }, '请填写公司名称'],
    [{ company: '东莞市某某制造有限公司' }, '请填写邮箱'],
    [{ email: 'liu@' }, '请正确填写邮箱'],
  ];

  it('reports the problems one at a time in the spec order as the user fixes them', () => {
    let form = emptyApplication;
    expect(firstMobileProblem(form)).toBe('请填写姓名');
    for (const [patch, next] of steps) {
      form = { ...form, ...patch };
      expect(firstMobileProblem(form)).toBe(next);
    }
    expect(firstMobileProblem({ ...form, email: 'liu@example.com' })).toBeUndefined();
  });

  it('asks for the description before the company, whatever else is missing', () => {
    expect(firstMobileProblem({ ...valid, content: '', company: '' })).toBe('请填写需求描述');
  });
});

describe('payloads (spec §7)', () => {
  it('desktop sends the seven fields, tel held but empty; mobile adds the region names', () => {
    expect(Object.keys(desktopPayload(valid)).sort()).toEqual(
      ['city', 'company', 'content', 'email', 'name', 'province', 'tel'].sort(),
    );
    expect(mobilePayload(valid)).toMatchObject({
      provinceName: '广东省',
      cityName: '东莞市',
      tel: '',
    });
  });

  it('sends what the server schema accepts', () => {
    expect(openingApplicationRequest.safeParse(desktopPayload(valid)).success).toBe(true);
    expect(openingApplicationRequest.safeParse(mobilePayload(valid)).success).toBe(true);
  });
});
