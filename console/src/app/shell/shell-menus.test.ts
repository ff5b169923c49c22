import { describe, expect, it } from 'vitest';
import {
  activeSideEntry,
  isCurrent,
  moduleOf,
  showsTemplateNote,
  sideMenuFor,
  topModules,
} from './shell-menus.ts';
import type { Viewer } from '../../lib/navigation-rules.ts';

const manager: Viewer = { platform: 1, userStatus: 1, authMenuList: null, isChatBotManager: true };
const subAccount: Viewer = {
  platform: 1,
  userStatus: 1,
  authMenuList: [
    'message5g',
    'tpl_management',
    'my_tpl',
    'send_record',
    'detail_enquiry',
    'address_list',
    'material_library',
  ],
  isChatBotManager: false,
};

describe('topModules (spec §2)', () => {
  it('gives a full-menu user every module with its sub-tabs and balance category', () => {
    const modules = topModules(manager);
    expect(modules.map((m) => [m.title, m.path])).toEqual([
      ['微传播', '/micro/micro_propagation'],
      ['微应用', '/miniApp/my_miniApp'],
      ['+媒体', '/media/media_cms'],
      ['定制服务', '/service'],
      ['商务名片', '/travel/travel_card'],
      ['5G消息', '/pg/my_tpl'],
      ['常用应用', '/client/antigen_self'],
    ]);
    const byName = Object.fromEntries(modules.map((m) => [m.name, m]));
    expect(byName.message5g!.tabs.map((t) => t.path)).toEqual([
      '/pe/tpl_management',
      '/pe/my_tpl',
      '/pe/send_record',
      '/pe/detail_enquiry',
    ]);
    expect(byName.my_miniApp!.tabs.map((t) => t.path)).toEqual([
      '/government/gover_service',
      '/government/my_miniApp',
      '/government/gover_drafts',
    ]);
    expect(byName.micro_propagation!.tabs.map((t) => t.path)).toEqual([
      '/government/micro_propagation',
      '/government/micro_drafts',
    ]);
    expect(byName.applets!.tabs.map((t) => t.title)).toEqual(['抗原自测', '疫情共建']);
    expect(modules.map((m) => m.balanceCategory)).toEqual([
      3,
      2,
      undefined,
      undefined,
      undefined,
      1,
      undefined,
    ]);
  });

  it('gives the sub-account only the 5G-message module and its permitted tabs', () => {
    const modules = topModules(subAccount);
    expect(modules.map((m) => m.name)).toEqual(['message5g']);
    expect(modules[0]!.tabs.map((t) => t.title)).toEqual([
      '模板库',
      '我的模板',
      '发送记录',
      '发送查询',
    ]);
  });

  it('shows a module through its tab group alone, opening the first permitted tab', () => {
    const modules = topModules({
      ...subAccount,
      authMenuList: ['government_miniApp', 'gover_drafts'],
    });
    expect(modules).toEqual([
      {
        name: 'my_miniApp',
        title: '微应用',
        path: '/government/gover_drafts',
        tabs: [{ name: 'gover_drafts', title: '微应用草稿箱', path: '/government/gover_drafts' }],
        balanceCategory: 2,
      },
    ]);
  });

  it('finds the module of a page by route name', () => {
    const modules = topModules(manager);
    expect(moduleOf(modules, 'pg_tpl_management')?.name).toBe('message5g');
    expect(moduleOf(modules, 'send_record')?.name).toBe('message5g');
    expect(moduleOf(modules, 'gover_drafts')?.name).toBe('my_miniApp');
    expect(moduleOf(modules, 'micro_propagation')?.name).toBe('micro_propagation');
    expect(moduleOf(modules, 'gover_epidemic')?.name).toBe('applets');
    expect(moduleOf(modules, 'service')?.name).toBe('service');
    expect(moduleOf(modules, 'account-order')).toBeUndefined();
    expect(moduleOf(modules, undefined)).toBeUndefined();
  });

  it('marks the current link by route name', () => {
    const link = { name: 'my_tpl', title: '我的模板', path: '/pe/my_tpl' };
    expect(isCurrent(link, 'my_tpl')).toBe(true);
    expect(isCurrent(link, 'pg_my_tpl')).toBe(false);
  });

  it('marks 我的模板 on the template editor (新建模板, 编辑模板) that it opens', () => {
    const link = { name: 'my_tpl', title: '我的模板', path: '/pe/my_tpl' };
    expect(isCurrent(link, 'myTpl')).toBe(true);
    expect(
      isCurrent({ ...link, name: 'tpl_management', path: '/pe/tpl_management' }, 'myTpl'),
    ).toBe(false);
  });

  it('shows the my-templates note on the my-templates pages only', () => {
    expect(showsTemplateNote('my_tpl')).toBe(true);
    expect(showsTemplateNote('pg_my_tpl')).toBe(true);
    expect(showsTemplateNote('myTpl')).toBe(true);
    expect(showsTemplateNote('tpl_management')).toBe(false);
  });
});

describe('sideMenuFor (spec §2, §6)', () => {
  it('gives a manager every item', () => {
    expect(sideMenuFor(manager).map((l) => [l.title, l.path])).toEqual([
      ['服务号管理', '/serviceManage'],
      ['账户中心', '/account'],
      ['通讯录', '/pe/address_list'],
      ['素材库', '/pe/material_library'],
      ['下载中心', '/pe/download_center'],
      ['模板', '/pe/my_tpl'],
    ]);
  });

  it('hides service account management and the account centre from non-managers', () => {
    const titles = sideMenuFor({ ...manager, isChatBotManager: false }).map((l) => l.title);
    expect(titles).toEqual(['通讯录', '素材库', '下载中心', '模板']);
  });

  it('filters by authMenuList', () => {
    expect(sideMenuFor(subAccount).map((l) => l.title)).toEqual(['通讯录', '素材库']);
  });

  it('highlights the item of the current route, the account centre for all its tabs', () => {
    const links = sideMenuFor(manager);
    expect(activeSideEntry(links, 'address_list')).toBe('address_list');
    expect(activeSideEntry(links, 'my_tpl')).toBe('pe_my_tpl');
    expect(activeSideEntry(links, 'account-billdetail')).toBe('account');
    expect(activeSideEntry(links, 'accountCenter-Support')).toBe('account');
    expect(activeSideEntry(links, 'createService')).toBe('serviceManage');
    expect(activeSideEntry(links, 'send_record')).toBeUndefined();
    expect(activeSideEntry(links, undefined)).toBeUndefined();
  });
});
