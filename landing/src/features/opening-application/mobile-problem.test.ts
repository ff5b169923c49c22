import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { mobileOpeningApplicationRequest } from '@p5g/api/contract';
import { emptyApplication } from './application.ts';
import { firstMobileProblem } from './mobile-problem.ts';

type MobileApplication = typeof emptyApplication & { provinceName?: string; cityName?: string };

/** What the mobile form's toast says for `values`, through the resolver the form uses. */
async function toastFor(values: MobileApplication) {
  const resolve = zodResolver(mobileOpeningApplicationRequest);
  const { errors } = await resolve(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
    criteriaMode: 'firstError',
  });
  return firstMobileProblem(errors);
}

describe('the mobile form’s toast (spec §5, in order, first problem only)', () => {
  it('reports the problems one at a time in the spec order as the user fixes them', async () => {
    const steps: [Partial<MobileApplication>, string | undefined][] = [
      [{}, '请填写姓名'],
      [{ name: '刘' }, '请选择所在省市'],
      [
        { province: '44', city: '4419', provinceName: '广东省', cityName: '东莞市' },
        '请填写需求描述',
      ],
      [{ content: '了解5G消息' }, '请填写公司名称'],
      [{ company: '东莞市某某制造有限公司' }, '请填写邮箱'],
      [{ email: 'liu@' }, '请正确填写邮箱'],
      [{ email: 'liu@example.com' }, undefined],
    ];
    let values: MobileApplication = emptyApplication;
    for (const [patch, toast] of steps) {
      values = { ...values, ...patch };
      expect(await toastFor(values), JSON.stringify(patch)).toBe(toast);
    }
  });

  it('asks for the description before the company, and takes blanks as missing', async () => {
    expect(
      await toastFor({
        ...emptyApplication,
        name: '刘',
        province: '44',
        city: '4419',
        company: '   ',
        content: ' ',
        email: 'liu@example.com',
      }),
    ).toBe('请填写需求描述');
  });
});
