import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/accounts.ts';
import { apiPrefix } from '../contract/endpoints.ts';
import { codes } from '../contract/codes.ts';
import type { AppletOverview, AppletReport } from '../contract/schemas/applets.ts';
import type { MiniAppSummary } from '../contract/schemas/micro-apps.ts';
import { newId } from '../db/ids.ts';
import { miniApps, roles, sessions, users } from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let gold: string;
let trial: string;
let goldCompanyId: bigint;

/** A sub-account of the gold company holding these menus, signed in. */
async function subAccount(account: string, menuNames: string[]) {
  const roleId = newId();
  await t.db
    .insert(roles)
    .values({ id: roleId, companyId: goldCompanyId, name: `${account}的角色`, menuNames });
  const id = newId();
  await t.db.insert(users).values({
    id,
    companyId: goldCompanyId,
    account,
    passwordHash: await hashPassword('Grid@Work9'),
    showName: account,
    roleId,
    isChatBotManager: false,
  });
  return { id: id.toString(), token: await t.login(account, 'Grid@Work9') };
}

const applets = ['applets', 'antigen_self', 'gover_epidemic'];
let chengdu: { id: string; token: string };
let mianyang: { id: string; token: string };
let unassigned: { id: string; token: string };
let antigenOnly: { id: string; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  [gold, trial] = await t.loginDemo('gold', 'trial');
  goldCompanyId = (await t.user('demo_gold')).companyId!;
  chengdu = await subAccount('grid_chengdu', applets);
  mianyang = await subAccount('grid_mianyang', applets);
  unassigned = await subAccount('grid_none', applets);
  antigenOnly = await subAccount('grid_antigen', ['applets', 'antigen_self']);
});
afterAll(() => t.close());

const overview = (token: string, applet = 'antigen_self') =>
  t.call<AppletOverview>('appletOverview', { applet }, { token });
const reports = (token: string, filters: Record<string, unknown> = {}) =>
  t.call<{ total: number; list: AppletReport[] }>(
    'appletReports',
    { applet: 'antigen_self', ...filters },
    { token },
  );

const photo = () =>
  sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

let keys = 0;
/** A resident's report on the applet's public page, with its photo uploaded first. */
async function report(publicUrl: string, answers: Record<string, string>) {
  const code = publicUrl.split('/').pop()!;
  const file = await photo();
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `${apiPrefix}public/form/upload`,
    headers: { 'content-type': 'multipart/form-data; boundary=xx' },
    payload: Buffer.concat([
      Buffer.from(
        `--xx\r\nContent-Disposition: form-data; name="code"\r\n\r\n${code}\r\n` +
          `--xx\r\nContent-Disposition: form-data; name="question"\r\n\r\nphoto\r\n` +
          `--xx\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n--xx--\r\n'),
    ]),
  });
  const fileId = (uploaded.json() as { data: { fileId: string } }).data.fileId;
  keys += 1;
  const res = await t.call('publicFormAnswer', {
    code,
    version: 1,
    submissionKey: `applet-report-${String(keys).padStart(6, '0')}`,
    answers: { ...answers, photo: [fileId] },
  });
  expect(res.body.code).toBe(0);
}

const resident = (name: string, mobile: string, region: string, result = 'negative') => ({
  name,
  mobile,
  region,
  street: '春熙路街道',
  result,
});

describe('turning an applet on', () => {
  it('makes one live form per company, outside the company’s own micro-apps and the trial limit', async () => {
    const before = await overview(gold);
    expect(before.body.data).toMatchObject({ enabled: false, publicUrl: null, unlocked: false });
    const enabled = await t.call<AppletOverview>(
      'appletEnable',
      { applet: 'antigen_self' },
      { token: gold },
    );
    expect(enabled.body.data).toMatchObject({
      applet: 'antigen_self',
      title: '抗原自测',
      enabled: true,
      scope: { kind: 'all' },
    });
    expect(enabled.body.data.publicUrl).toMatch(/\/f\/[A-Za-z0-9_-]{16}$/);
    const again = await t.call<AppletOverview>(
      'appletEnable',
      { applet: 'antigen_self' },
      { token: gold },
    );
    expect(again.body.data.publicUrl).toBe(enabled.body.data.publicUrl);
    const forms = await t.db
      .select()
      .from(miniApps)
      .where(and(eq(miniApps.companyId, goldCompanyId), isNotNull(miniApps.applet)));
    expect(forms).toHaveLength(1);
    // Nor can the company's micro-app calls reach it (to edit it, take it down or delete it).
    for (const name of ['miniAppGet', 'miniAppInvalidate', 'miniAppDelete'] as const) {
      const res = await t.call(name, { id: forms[0]!.id.toString() }, { token: gold });
      expect(res.body.code, name).toBe(codes.notFound);
    }

    const code = enabled.body.data.publicUrl!.split('/').pop()!;
    const form = await t.call<{ state: string; document: { title: string } }>('publicForm', {
      code,
    });
    expect(form.body.data).toMatchObject({
      state: 'open',
      document: { title: '抗原自测结果上报' },
    });

    const mine = await t.call<{ list: MiniAppSummary[] }>('miniAppList', {}, { token: gold });
    expect(mine.body.data.list.map((a) => a.publicUrl)).not.toContain(enabled.body.data.publicUrl);

    // A trial account holding its one micro-app still turns the applets on.
    const own = await t.call(
      'miniAppSave',
      {
        document: {
          title: '试用表单',
          questions: [{ kind: 'text', id: 'q1', title: '姓名' }],
        },
      },
      { token: trial },
    );
    expect(own.body.code).toBe(0);
    const trialApplet = await t.call<AppletOverview>(
      'appletEnable',
      { applet: 'gover_epidemic' },
      { token: trial },
    );
    expect(trialApplet.body.data.enabled).toBe(true);
  });

  it('refuses an unknown applet and writes nothing', async () => {
    const before = await t.rows('mini_apps');
    const res = await t.call('appletEnable', { applet: 'covid_map' }, { token: gold });
    expect(res.body).toMatchObject({ code: codes.invalidRequest, msg: '常用应用不存在' });
    expect(await t.rows('mini_apps')).toBe(before);
  });
});

describe('grid workers', () => {
  it('are the company’s sub-accounts given a city or district', async () => {
    for (const [worker, regionCode] of [
      [chengdu, '5101'],
      [mianyang, '5107'],
    ] as const) {
      const set = await t.call(
        'appletSetGridWorker',
        { userId: worker.id, regionCode },
        { token: gold },
      );
      expect(set.body.code).toBe(0);
    }
    const list = await t.call<{
      list: { account: string; regionCode: string | null; regionName: string | null }[];
    }>('appletGridWorkers', { pageSize: 100 }, { token: gold });
    expect(list.body.data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          account: 'grid_chengdu',
          regionCode: '5101',
          regionName: '四川省 成都市',
        }),
        expect.objectContaining({ account: 'grid_none', regionCode: null, regionName: null }),
      ]),
    );
    const scope = await overview(chengdu.token);
    expect(scope.body.data.scope).toEqual({
      kind: 'region',
      regionCode: '5101',
      regionName: '四川省 成都市',
    });
  });

  it('refuses a province, a street, an unknown code and another company’s account, writing nothing', async () => {
    const before = await t.rows('applet_grid_workers');
    for (const regionCode of ['51', '510104001', '5199', '']) {
      const res = await t.call(
        'appletSetGridWorker',
        { userId: unassigned.id, regionCode },
        { token: gold },
      );
      expect(res.body.code, regionCode).toBe(codes.invalidRequest);
      expect(res.body.msg, regionCode).toBe('请选择到市或区县');
    }
    const trialManager = await t.user('demo_trial');
    const other = await t.call(
      'appletSetGridWorker',
      { userId: trialManager.id.toString(), regionCode: '5101' },
      { token: gold },
    );
    expect(other.body.code).toBe(codes.notFound);
    expect(await t.rows('applet_grid_workers')).toBe(before);
  });
});

describe('reports', () => {
  let publicUrl: string;
  beforeAll(async () => {
    publicUrl = (await overview(gold)).body.data.publicUrl!;
    await report(publicUrl, resident('张三', '13812345678', '510104'));
    t.clock.advance(60_000);
    await report(publicUrl, resident('李四', '13912345678', '510105', 'positive'));
    t.clock.advance(60_000);
    await report(publicUrl, resident('王五', '13712345678', '510703'));
  });

  it('shows a grid worker its own city’s reports only, the main account all', async () => {
    const ofChengdu = await reports(chengdu.token);
    expect(ofChengdu.body.data.total).toBe(2);
    expect(ofChengdu.body.data.list.map((r) => r.regionName)).toEqual([
      '四川省 成都市 青羊区',
      '四川省 成都市 锦江区',
    ]);
    expect((await reports(mianyang.token)).body.data.list.map((r) => r.regionCode)).toEqual([
      '510703',
    ]);
    expect((await reports(gold)).body.data.total).toBe(3);
    expect((await reports(chengdu.token, { region: '510104' })).body.data.total).toBe(1);
  });

  it('refuses a region outside the worker’s own and a sub-account with no region', async () => {
    expect((await reports(chengdu.token, { region: '5107' })).body).toMatchObject({
      code: codes.invalidRequest,
      msg: '只能查看您负责区域内的数据',
    });
    expect((await reports(unassigned.token)).body).toMatchObject({
      code: codes.invalidRequest,
      msg: '您尚未被分配负责区域，请联系主账号设置',
    });
  });

  it('refuses the other applet to a sub-account holding only one applet’s menu', async () => {
    expect((await overview(antigenOnly.token, 'gover_epidemic')).body.code).toBe(
      codes.noPermission,
    );
    expect((await reports(antigenOnly.token, { applet: 'gover_epidemic' })).body.code).toBe(
      codes.noPermission,
    );
  });

  it('masks names and phones until the admin account and password are confirmed, for this session only', async () => {
    const masked = (await reports(chengdu.token)).body.data.list.at(-1)!;
    expect(masked).toMatchObject({
      name: '张*',
      mobile: '138****5678',
      street: '春熙路街道',
      result: '阴性',
    });
    expect(masked.photos).toHaveLength(1);
    expect(masked.photos[0]).toMatch(/^\/api\/platform\/files\/\d+\?/);

    const unlockWith = (account: string, password: string) =>
      t.call(
        'appletUnlock',
        { applet: 'antigen_self', account, password },
        { token: chengdu.token },
      );
    for (const [account, password] of [
      ['demo_gold', 'Wrong@Pass1'],
      ['grid_chengdu', 'Grid@Work9'],
      ['demo_trial', 'Cctv5G@Trial'],
    ]) {
      expect((await unlockWith(account!, password!)).body).toMatchObject({
        code: codes.invalidRequest,
        msg: '管理员账号或密码错误',
      });
    }
    expect((await reports(chengdu.token)).body.data.list.at(-1)!.name).toBe('张*');
    const empty = await t.call(
      'appletUnlock',
      { applet: 'antigen_self', account: '', password: '' },
      { token: chengdu.token },
    );
    expect(empty.body).toMatchObject({ code: codes.invalidRequest, msg: '请输入管理员账号' });

    expect((await unlockWith('DEMO_GOLD', 'Cctv5G@Gold')).body.code).toBe(0);
    expect((await reports(chengdu.token)).body.data.list.at(-1)).toMatchObject({
      name: '张三',
      mobile: '13812345678',
    });
    expect((await overview(chengdu.token)).body.data.unlocked).toBe(true);
    expect((await overview(chengdu.token, 'gover_epidemic')).body.data.unlocked).toBe(false);
    // Other sessions stay masked.
    expect((await reports(mianyang.token)).body.data.list[0]!.name).toBe('王*');

    await t.call('logout', {}, { token: chengdu.token });
    chengdu.token = await t.login('grid_chengdu', 'Grid@Work9');
    expect((await reports(chengdu.token)).body.data.list.at(-1)!.name).toBe('张*');
    const [stored] = await t.db
      .select({ unlocked: sessions.unlockedApplets })
      .from(sessions)
      .where(eq(sessions.userId, BigInt(chengdu.id)))
      .orderBy(sessions.createdAt);
    expect(stored!.unlocked).toEqual(['antigen_self']);
  });

  it('sums the reports per day and district within the caller’s region', async () => {
    const summary = await t.call<{
      from: string;
      to: string;
      results: { label: string }[];
      rows: { date: string; regionName: string; total: number; counts: number[] }[];
    }>('appletSummary', { applet: 'antigen_self' }, { token: chengdu.token });
    expect(summary.body.code).toBe(0);
    expect(summary.body.data).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(summary.body.data.results.map((r) => r.label)).toEqual(['阴性', '阳性', '无效']);
    expect(summary.body.data.rows).toEqual([
      expect.objectContaining({
        date: '2026-11-22',
        regionName: '四川省 成都市 锦江区',
        total: 1,
        counts: [1, 0, 0],
      }),
      expect.objectContaining({
        date: '2026-11-22',
        regionName: '四川省 成都市 青羊区',
        total: 1,
        counts: [0, 1, 0],
      }),
    ]);
    const all = await t.call<{ rows: unknown[] }>(
      'appletSummary',
      { applet: 'antigen_self' },
      { token: gold },
    );
    expect(all.body.data.rows).toHaveLength(3);
    const tooLong = await t.call(
      'appletSummary',
      { applet: 'antigen_self', from: '2026-10-01', to: '2026-11-22' },
      { token: gold },
    );
    expect(tooLong.body).toMatchObject({ code: codes.invalidRequest, msg: '查询范围不能超过31天' });
  });

  it('answers an applet not yet on with no reports', async () => {
    const res = await t.call<{ total: number }>(
      'appletReports',
      { applet: 'gover_epidemic' },
      { token: gold },
    );
    expect(res.body.data).toEqual({ total: 0, list: [] });
  });
});
