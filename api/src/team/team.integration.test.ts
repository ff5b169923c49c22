import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import type { Role, SubAccount } from '../contract/schemas/team.ts';
import { notices, outbox } from '../db/schema.ts';
import { allowListedIp, buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let gold: string;
let sub: string;
let trial: string;
let operator: string;

beforeAll(async () => {
  t = await buildTestApp();
});
beforeEach(async () => {
  [gold, sub, trial, operator] = await Promise.all([
    t.login('demo_gold', 'Cctv5G@Gold'),
    t.login('demo_sub', 'Cctv5G@Sub'),
    t.login('demo_trial', 'Cctv5G@Trial'),
    t.login('demo_operator', 'Cctv5G@Admin', 3),
  ]);
});
afterAll(() => t.close());

const password = 'Team@Member7';

async function newRole(name: string, menuNames: string[], token = gold) {
  const res = await t.call<Role>('saveRole', { name, menuNames }, { token });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
}

async function newSubAccount(account: string, roleId: string) {
  const res = await t.call<SubAccount>(
    'saveSubAccount',
    { account, showName: '运营专员', phone: '13900000011', roleId, password },
    { token: gold },
  );
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
}

describe('roles', () => {
  it('grants only menus of the console, never the manager-only ones, and lists who holds them', async () => {
    const bad = await t.call('saveRole', { name: '越权', menuNames: ['account'] }, { token: gold });
    expect(bad.body).toMatchObject({ code: 1001, msg: '菜单权限无效' });
    expect(
      (await t.call('saveRole', { name: '空', menuNames: [] }, { token: gold })).body.msg,
    ).toBe('请至少选择一个菜单权限');
    const role = await newRole('素材管理员', ['material_library', 'material_library']);
    expect(role).toMatchObject({ menuNames: ['material_library'], userCount: 0 });
    await newSubAccount('team_material', role.id);
    const listed = await t.call<Role[]>('roles', {}, { token: sub });
    expect(listed.body.data.find((r) => r.id === role.id)?.userCount).toBe(1);
    expect((await t.call('deleteRole', { id: role.id }, { token: gold })).body).toMatchObject({
      code: codes.roleInUse,
      msg: '该角色仍有1个子账号使用，不能删除',
    });
  });

  it('keeps roles and sub-accounts to their company and their changes to the manager', async () => {
    const role = await newRole('仅本单位', ['my_tpl']);
    expect(
      (
        await t.call(
          'saveRole',
          { id: role.id, name: 'x', menuNames: ['my_tpl'] },
          { token: trial },
        )
      ).body.code,
    ).toBe(codes.notFound);
    expect((await t.call('deleteRole', { id: role.id }, { token: trial })).body.code).toBe(
      codes.notFound,
    );
    expect(
      (await t.call('saveRole', { name: '子账号建', menuNames: ['my_tpl'] }, { token: sub })).body
        .code,
    ).toBe(codes.noPermission);
    const trialRoles = await t.call<Role[]>('roles', {}, { token: trial });
    expect(trialRoles.body.data.map((r) => r.id)).not.toContain(role.id);
    expect(
      (
        await t.call(
          'saveSubAccount',
          { account: 'team_cross', showName: 'x', phone: '13900000012', roleId: role.id, password },
          { token: trial },
        )
      ).body.code,
    ).toBe(codes.notFound);
  });
});

describe('sub-accounts', () => {
  it('creates one with the spec §5 password rules and a free account name', async () => {
    const role = await newRole('模板专员', ['message5g', 'my_tpl']);
    const weak = await t.call(
      'saveSubAccount',
      {
        account: 'team_weak',
        showName: 'x',
        phone: '13900000013',
        roleId: role.id,
        password: 'abc12345',
      },
      { token: gold },
    );
    expect(weak.body).toMatchObject({
      code: 1001,
      msg: '至少包含一个小写字母、一个大写字母、一个数字，8至20位',
    });
    const taken = await t.call(
      'saveSubAccount',
      { account: 'Demo_Gold', showName: 'x', phone: '13900000013', roleId: role.id, password },
      { token: gold },
    );
    expect(taken.body.code).toBe(codes.accountTaken);
    const created = await newSubAccount('team_tpl', role.id);
    expect(created).toMatchObject({ account: 'team_tpl', roleName: '模板专员', enabled: true });
  });

  it('lets the sub-account do exactly what its role grants, as the menu it is shown', async () => {
    const role = await newRole('三项菜单', ['message5g', 'my_tpl', 'address_list']);
    await newSubAccount('team_three', role.id);
    const token = await t.login('team_three', password);
    const info = await t.call<{ authMenuList: string[] }>('userInfo', {}, { token });
    expect(info.body.data.authMenuList).toEqual(['message5g', 'my_tpl', 'address_list']);
    expect((await t.call('templateList', {}, { token })).body.code).toBe(0);
    expect((await t.call('materialList', {}, { token })).body.code).toBe(codes.noPermission);
    expect((await t.call('templateLibrary', {}, { token })).body.code).toBe(codes.noPermission);
    expect((await t.call('orders', {}, { token })).body.code).toBe(codes.noPermission);
    expect((await t.call('levelInfo', {}, { token })).body.code).toBe(codes.noPermission);
  });

  it('shows a download-only sub-account its colleagues without their phone numbers, and no service accounts', async () => {
    const role = await newRole('下载员', ['download_center']);
    await newSubAccount('team_download', role.id);
    const token = await t.login('team_download', password);
    const seen = await t.call<{ list: SubAccount[] }>('subAccounts', {}, { token });
    expect(seen.body.data.list.find((s) => s.account === 'team_download')?.phone).toBe(
      '139****0011',
    );
    const managed = await t.call<{ list: SubAccount[] }>('subAccounts', {}, { token: gold });
    expect(managed.body.data.list.find((s) => s.account === 'team_download')?.phone).toBe(
      '13900000011',
    );
    for (const read of ['chatbotList', 'chatbotDetail'] as const) {
      expect((await t.call(read, { id: '1' }, { token })).body.code, read).toBe(codes.noPermission);
    }
  });

  it('ends a stopped sub-account’s open session at once and refuses its sign-in until enabled again', async () => {
    const role = await newRole('停用测试', ['my_tpl']);
    const member = await newSubAccount('team_stop', role.id);
    const token = await t.login('team_stop', password);
    expect((await t.call('templateList', {}, { token })).body.code).toBe(0);

    const stopped = await t.call<SubAccount>(
      'setSubAccountEnabled',
      { id: member.id, enabled: false },
      { token: gold },
    );
    expect(stopped.body.data.enabled).toBe(false);
    expect((await t.call('templateList', {}, { token })).body.code).toBe(codes.sessionRevoked);
    const again = await t.call(
      'login',
      { account: 'team_stop', password, platform: 1 },
      { ip: allowListedIp },
    );
    expect(again.body).toMatchObject({
      code: codes.loginFailed,
      msg: '该账号已停用，请联系主账号',
    });

    await t.call('setSubAccountEnabled', { id: member.id, enabled: true }, { token: gold });
    expect(
      (
        await t.call(
          'login',
          { account: 'team_stop', password, platform: 1 },
          { ip: allowListedIp },
        )
      ).body.code,
    ).toBe(0);
  });

  it('resets a password under the same rules and ends the sessions that used the old one', async () => {
    const role = await newRole('重置测试', ['my_tpl']);
    const member = await newSubAccount('team_reset', role.id);
    const token = await t.login('team_reset', password);
    expect(
      (await t.call('resetSubPassword', { id: member.id, password: '123' }, { token: gold })).body
        .code,
    ).toBe(1001);
    await t.call('resetSubPassword', { id: member.id, password: 'Fresh@Pass8' }, { token: gold });
    expect((await t.call('templateList', {}, { token })).body.code).toBe(codes.sessionRevoked);
    expect(await t.login('team_reset', 'Fresh@Pass8')).toBeTruthy();
  });

  it('records who changed what and when', async () => {
    const role = await newRole('审计角色', ['my_tpl']);
    await t.call(
      'saveRole',
      { id: role.id, name: '审计角色', menuNames: ['my_tpl', 'send_record'] },
      { token: gold },
    );
    const log = await t.call<{
      list: { actionName: string; target: string; detail: string; actorName: string }[];
    }>('auditLog', { pageSize: 5 }, { token: sub });
    expect(log.body.data.list[0]).toMatchObject({
      actionName: '修改角色',
      target: '审计角色',
      detail: '新增菜单：发送记录',
    });
    expect(log.body.data.list[1]).toMatchObject({
      actionName: '新建角色',
      target: '审计角色',
      detail: '菜单：我的模板',
    });
    const trialLog = await t.call<{ total: number }>('auditLog', {}, { token: trial });
    expect(trialLog.body.data.total).toBe(0);
  });

  it('records a phone number change with the numbers masked', async () => {
    const role = await newRole('号码变更', ['my_tpl']);
    const member = await newSubAccount('team_phone', role.id);
    const saved = await t.call(
      'saveSubAccount',
      {
        id: member.id,
        account: 'team_phone',
        showName: '运营专员',
        phone: '13700002222',
        roleId: role.id,
      },
      { token: gold },
    );
    expect(saved.body.code, saved.body.msg).toBe(0);
    const log = await t.call<{ list: { actionName: string; target: string; detail: string }[] }>(
      'auditLog',
      { pageSize: 1 },
      { token: gold },
    );
    expect(log.body.data.list[0]).toMatchObject({
      target: 'team_phone',
      detail: '手机号：139****0011 → 137****2222',
    });
  });
});

describe('feedback', () => {
  it('answers a signed-in customer in the inbox and a visitor by SMS, once', async () => {
    expect(
      (await t.call('addFeedback', { content: '希望增加导出功能' }, { token: gold })).body.code,
    ).toBe(0);
    expect((await t.call('addFeedback', { content: '如何开通？' }, {})).body).toMatchObject({
      code: 1001,
      msg: '请留下手机号，以便我们回复您',
    });
    expect(
      (await t.call('addFeedback', { content: '如何开通？', contact: '13700000021' }, {})).body
        .code,
    ).toBe(0);

    const list = await t.call<{
      list: { id: string; content: string; companyName: string | null }[];
    }>('manageFeedback', { unanswered: true }, { token: operator });
    const fromGold = list.body.data.list.find((f) => f.content === '希望增加导出功能')!;
    const fromVisitor = list.body.data.list.find((f) => f.content === '如何开通？')!;
    expect(fromGold.companyName).toBe('央视网示范科技有限公司');
    expect(fromVisitor.companyName).toBeNull();

    await t.call(
      'manageReplyFeedback',
      { id: fromGold.id, reply: '已在计划中' },
      { token: operator },
    );
    await t.call(
      'manageReplyFeedback',
      { id: fromVisitor.id, reply: '请致电400-097-0808' },
      { token: operator },
    );
    expect(
      (await t.call('manageReplyFeedback', { id: fromGold.id, reply: '再回' }, { token: operator }))
        .body.code,
    ).toBe(codes.orderStateChanged);
    const [notice] = await t.db.select().from(notices).where(eq(notices.title, '留言已回复'));
    expect(notice?.content).toContain('已在计划中');
    const sms = await t.db.select().from(outbox).where(eq(outbox.recipient, '13700000021'));
    expect(sms.map((m) => m.body)).toEqual(['【5G智能平台】您的留言已回复：请致电400-097-0808']);
    expect((await t.call('manageFeedback', {}, { token: gold })).body.code).toBe(
      codes.noPermission,
    );
  });
});
