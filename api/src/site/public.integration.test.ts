import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import type { RegionNode } from '../contract/schemas/regions.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const application = (patch: Record<string, string> = {}) => ({
  name: '刘',
  tel: '',
  province: '44',
  city: '4419',
  company: '东莞市某某制造有限公司',
  content: '希望了解5G消息在客户通知中的应用',
  email: 'liu@example.com',
  ...patch,
});

describe('regions', () => {
  it('serves three levels with Dongguan as a single self-named child', async () => {
    const res = await t.call<RegionNode[]>('areaTree');
    const guangdong = res.body.data.find((p) => p.code === '44');
    const dongguan = guangdong?.children?.find((c) => c.code === '4419');
    expect(dongguan?.children).toEqual([{ code: '441900', name: '东莞市' }]);
    expect(res.headers['cache-control']).toContain('max-age');
  });
});

describe('help centre', () => {
  it('lists articles and serves one with the spec help texts', async () => {
    const list = await t.call<{ id: number; title: string }[]>('helpList');
    expect(list.body.data.length).toBeGreaterThanOrEqual(5);
    const failures = list.body.data.find((a) => a.title === '发送失败原因')!;
    const article = await t.call<{ sections: { body: string[] }[]; updatedOn: string }>(
      'helpArticle',
      {
        id: failures.id,
      },
    );
    expect(article.body.data.updatedOn).toBe('2022.11.01');
    expect(article.body.data.sections.flatMap((s) => s.body).join()).toContain('运营商黑名单');
    expect((await t.call('helpArticle', { id: 999 })).body.code).toBe(codes.notFound);
  });
});

describe('opening application', () => {
  it('stores a valid application with the region names and lists it for the management platform', async () => {
    const res = await t.call('addOpeningApplication', application());
    expect(res.body).toEqual({ code: 0, msg: '成功', data: null });

    const operator = await t.login('demo_operator', 'Cctv5G@Admin', 3);
    const list = await t.call<{ total: number; list: Record<string, string>[] }>(
      'manageOpeningApplications',
      { page: 1, pageSize: 10 },
      { token: operator },
    );
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      company: '东莞市某某制造有限公司',
      cityName: '东莞市',
    });
    // Ids are 64-bit and above 2^53: they arrive as exact decimal strings.
    const id = list.body.data.list[0]!.id!;
    expect(typeof id).toBe('string');
    expect(BigInt(id) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it.each([
    [{ name: ' ' }, '请填写姓名'],
    [{ content: '' }, '请填写需求描述'],
    [{ province: '' }, '请选择所在省市'],
    [{ city: '44' }, '请选择所在省市'],
    [{ city: '1101' }, '请选择所在省市'],
    [{ company: '' }, '请填写单位全称'],
    [{ email: 'liu@example' }, '请正确填写邮箱'],
    [{ email: 'liu@example.comm' }, '请正确填写邮箱'],
  ])('refuses %j with %s and stores nothing', async (patch, msg) => {
    const before = await t.rows('opening_applications');
    const res = await t.call('addOpeningApplication', application(patch));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: codes.invalidRequest, msg, data: null });
    expect(await t.rows('opening_applications')).toBe(before);
  });

  it('is limited to five submissions per ten minutes from one address', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 5; i++) {
      expect((await t.call('addOpeningApplication', application(), { ip })).status).toBe(200);
    }
    expect((await t.call('addOpeningApplication', application(), { ip })).status).toBe(429);
  });
});

describe('unexpected requests', () => {
  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform/login',
      payload: '{"account":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: codes.invalidRequest, msg: '请求格式错误', data: null });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/platform/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: codes.notFound });
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
