import { describe, expect, it } from 'vitest';
import { sideMenu, topMenu, type MenuEntry } from '@p5g/api/contract';
import {
  guardRedirect,
  hasPermission,
  landingPath,
  pagePermission,
  pageTitle,
  visibleMenu,
  type Viewer,
} from './navigation-rules.ts';
import { consoleRoutes, routeFor } from './routes-table.ts';

const manager: Viewer = { platform: 1, userStatus: 1, isChatBotManager: true, authMenuList: null };
const sub = (authMenuList: string[] | null): Viewer => ({
  ...manager,
  isChatBotManager: false,
  authMenuList,
});
const pending: Viewer = { ...manager, userStatus: 0 };
const operator: Viewer = { ...manager, platform: 3, isChatBotManager: false };

const route = (path: string) => routeFor(path);

describe('pageTitle', () => {
  it('appends the site name, or is the site name alone', () => {
    expect(pageTitle('账户中心')).toBe('账户中心_5G智能平台_央视网');
    expect(pageTitle()).toBe('5G智能平台_央视网');
    expect(pageTitle('')).toBe('5G智能平台_央视网');
  });
});

describe('pagePermission (the contract terms of each page)', () => {
  it('names the access of each kind of page', () => {
    const of = (path: string) => pagePermission(route(path)!);
    expect(of('/login')).toEqual({ access: 'public' });
    expect(of('/manage/orders')).toEqual({ access: 'operator' });
    expect(of('/account-order')).toEqual({ access: 'manager' });
    expect(of('/setmeal')).toEqual({ access: 'manager' });
    expect(of('/serviceManage')).toEqual({ access: 'manager' });
    expect(of('/service')).toEqual({ access: 'user', menu: 'service' });
    expect(of('/pe/my_tpl')).toEqual({ access: 'user', menu: 'my_tpl' });
    expect(of('/pg/tpl_management')).toEqual({ access: 'user', menu: 'tpl_management' });
    expect(of('/account/account_platform')).toEqual({ access: 'user' });
    expect(of('/audit_pending')).toEqual({ access: 'session' });
  });
});

describe('guardRedirect (spec §2, §6)', () => {
  it('sends an unnamed route to /404', () => {
    expect(guardRedirect(undefined, manager)).toBe('/404');
  });

  it('lets a manager through every customer page', () => {
    const refused = consoleRoutes.filter(
      (r) => pagePermission(r).access !== 'operator' && guardRedirect(r, manager),
    );
    expect(refused).toEqual([]);
  });

  it('sends a sub-account to /403 from the manager pages and the menus its role lacks', () => {
    const viewer = sub(['message5g', 'my_tpl', 'address_list']);
    expect(guardRedirect(route('/account-order'), viewer)).toBe('/403');
    expect(guardRedirect(route('/accountCenter-Support'), viewer)).toBe('/403');
    expect(guardRedirect(route('/setmeal'), viewer)).toBe('/403');
    expect(guardRedirect(route('/serviceManage'), viewer)).toBe('/403');
    expect(guardRedirect(route('/service'), viewer)).toBe('/403');
    expect(guardRedirect(route('/pe/tpl_management'), viewer)).toBe('/403');
    expect(guardRedirect(route('/pe/my_tpl'), viewer)).toBeNull();
    expect(guardRedirect(route('/pe/address_list'), viewer)).toBeNull();
    expect(guardRedirect(route('/account/account_platform'), viewer)).toBeNull();
  });

  it('lets a sub-account without a role open every menu page, never a manager page', () => {
    expect(guardRedirect(route('/service'), sub(null))).toBeNull();
    expect(guardRedirect(route('/pe/tpl_management'), sub(null))).toBeNull();
    expect(guardRedirect(route('/account-order'), sub(null))).toBe('/403');
  });

  it('sends an account awaiting audit to the review page from every private page', () => {
    expect(guardRedirect(route('/account-order'), pending)).toBe('/audit_pending');
    expect(guardRedirect(route('/pg/tpl_management'), pending)).toBe('/audit_pending');
    expect(guardRedirect(route('/audit_pending'), pending)).toBeNull();
    expect(guardRedirect(route('/help_center'), pending)).toBeNull();
  });

  it('keeps customers off the management pages and operators off the customer pages', () => {
    expect(guardRedirect(route('/manage/feedback'), manager)).toBe('/403');
    expect(guardRedirect(route('/manage/feedback'), operator)).toBeNull();
    expect(guardRedirect(route('/account-order'), operator)).toBe('/403');
  });
});

const names = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((e) => [e.name, ...names(e.children ?? [])]);

describe('visibleMenu (spec §6)', () => {
  it('shows a manager the whole menu', () => {
    expect(names(visibleMenu(sideMenu, manager))).toEqual([
      'serviceManage',
      'account',
      'address_list',
      'material_library',
      'download_center',
      'pe_my_tpl',
    ]);
  });

  it('hides the manager pages from a sub-account, even one without a role', () => {
    expect(names(visibleMenu(sideMenu, sub(null)))).toEqual([
      'address_list',
      'material_library',
      'download_center',
      'pe_my_tpl',
    ]);
  });

  it('keeps a parent only while one of its children is permitted', () => {
    const seen = names(visibleMenu(topMenu, sub(['my_tpl', 'address_list'])));
    expect(seen).toEqual(['message5g', 'my_tpl']);
  });

  it('hides an entry whose page the role does not open (模板 needs 我的模板)', () => {
    expect(names(visibleMenu(sideMenu, sub(['pe_my_tpl'])))).toEqual([]);
    expect(names(visibleMenu(sideMenu, sub(['pe_my_tpl', 'my_tpl'])))).toEqual(['pe_my_tpl']);
  });

  it('shows nothing for an empty list', () => {
    expect(visibleMenu([...topMenu, ...sideMenu], sub([]))).toEqual([]);
  });
});

describe('landingPath (spec §2)', () => {
  it('takes the first preferred path the user may open', () => {
    expect(landingPath(manager, ['/account-order', '/pg/tpl_management'])).toBe('/account-order');
    expect(landingPath(manager, [null, '/pg/tpl_management'])).toBe('/pg/tpl_management');
  });

  it('lands a sub-account on its first menu page when the default is not granted', () => {
    const viewer = sub(['material_library', 'my_tpl', 'address_list']);
    expect(landingPath(viewer, ['/account-order', '/pg/tpl_management'])).toBe('/pe/my_tpl');
  });

  it('lands a role without pages on platform management, a pending account on the review page', () => {
    expect(landingPath(sub([]), ['/pg/tpl_management'])).toBe('/account/account_platform');
    expect(landingPath(pending, ['/pg/tpl_management'])).toBe('/audit_pending');
  });
});

describe('hasPermission', () => {
  it('allows everything without a list and only listed names with one', () => {
    expect(hasPermission('delete_button', null)).toBe(true);
    expect(hasPermission('delete_button', ['other'])).toBe(false);
    expect(hasPermission('other', ['other'])).toBe(true);
  });
});
