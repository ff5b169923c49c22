import { describe, expect, it } from 'vitest';
import {
  guardRedirect,
  hasPermission,
  pageTitle,
  visibleMenu,
  type NavEntry,
} from './navigation-rules.ts';

describe('pageTitle', () => {
  it('appends the site name, or is the site name alone', () => {
    expect(pageTitle('账户中心')).toBe('账户中心_5G智能平台_央视网');
    expect(pageTitle()).toBe('5G智能平台_央视网');
    expect(pageTitle('')).toBe('5G智能平台_央视网');
  });
});

describe('guardRedirect', () => {
  it('sends an unnamed route to /404', () => {
    expect(guardRedirect({ routeName: undefined, authMenuList: null })).toBe('/404');
  });

  it('lets the service route through with the full menu or when it is listed', () => {
    expect(guardRedirect({ routeName: 'service', authMenuList: null })).toBeNull();
    expect(guardRedirect({ routeName: 'service', authMenuList: ['service', 'my_tpl'] })).toBeNull();
  });

  it('sends the service route to /403 when the list lacks it', () => {
    expect(guardRedirect({ routeName: 'service', authMenuList: ['my_tpl'] })).toBe('/403');
    expect(guardRedirect({ routeName: 'service', authMenuList: [] })).toBe('/403');
  });

  it('does not gate other named routes on the list', () => {
    expect(guardRedirect({ routeName: 'account', authMenuList: ['my_tpl'] })).toBeNull();
  });
});

const menu: NavEntry[] = [
  { name: 'serviceManage', title: '服务号管理', managerOnly: true },
  { name: 'account', title: '账户中心', managerOnly: true },
  {
    name: 'message5g',
    title: '5G消息',
    children: [
      { name: 'tpl_management', title: '模板库' },
      { name: 'my_tpl', title: '我的模板' },
      { name: 'draft_box', title: '隐藏页', hidden: true },
    ],
  },
  { name: 'applets', title: '常用应用', children: [{ name: 'antigen_self', title: '抗原自测' }] },
  { name: 'address_list', title: '通讯录' },
  { name: 'secret', title: '隐藏', hidden: true },
];

const names = (entries: NavEntry[]): string[] =>
  entries.flatMap((e) => [e.name, ...names(e.children ?? [])]);

describe('visibleMenu (spec §6)', () => {
  it('shows everything but hidden entries to a manager without a list', () => {
    expect(names(visibleMenu(menu, { authMenuList: null, isChatBotManager: true }))).toEqual([
      'serviceManage',
      'account',
      'message5g',
      'tpl_management',
      'my_tpl',
      'applets',
      'antigen_self',
      'address_list',
    ]);
  });

  it('hides manager-only entries from others', () => {
    const seen = names(visibleMenu(menu, { authMenuList: null, isChatBotManager: false }));
    expect(seen).not.toContain('serviceManage');
    expect(seen).not.toContain('account');
  });

  it('keeps a parent only while one of its children is permitted', () => {
    const seen = names(
      visibleMenu(menu, { authMenuList: ['my_tpl', 'address_list'], isChatBotManager: false }),
    );
    expect(seen).toEqual(['message5g', 'my_tpl', 'address_list']);
  });

  it('shows nothing listable for an empty list', () => {
    expect(visibleMenu(menu, { authMenuList: [], isChatBotManager: false })).toEqual([]);
  });
});

describe('visibleMenu: an entry for managers of one customer type (spec §6, id 1)', () => {
  const entries: NavEntry[] = [
    { name: 'typeTwoOnly', title: '专属入口', managerCustomerType: 2 },
    { name: 'address_list', title: '通讯录' },
  ];
  const seen = (isChatBotManager: boolean, customerType: number) =>
    names(visibleMenu(entries, { authMenuList: null, isChatBotManager, customerType }));

  it('shows it to managers of that type only', () => {
    expect(seen(true, 2)).toEqual(['typeTwoOnly', 'address_list']);
    expect(seen(true, 1)).toEqual(['address_list']);
    expect(seen(false, 2)).toEqual(['address_list']);
  });
});

describe('hasPermission', () => {
  it('allows everything without a list and only listed names with one', () => {
    expect(hasPermission('delete_button', null)).toBe(true);
    expect(hasPermission('delete_button', ['other'])).toBe(false);
    expect(hasPermission('other', ['other'])).toBe(true);
  });
});
