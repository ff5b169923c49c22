import { describe, expect, it } from 'vitest';
import { allMenuNames } from './menus.ts';
import { describePermission, mayCall, menusOf, type Caller } from './permissions.ts';

const manager: Caller = { platform: 1, userStatus: 1, isChatBotManager: true, grantedMenus: null };
const sub = (grantedMenus: string[] | null): Caller => ({
  platform: 1,
  userStatus: 1,
  isChatBotManager: false,
  grantedMenus,
});
const pending: Caller = { ...manager, userStatus: 0 };
const operator: Caller = {
  platform: 3,
  userStatus: 1,
  isChatBotManager: false,
  grantedMenus: null,
};

describe('mayCall', () => {
  it('opens public endpoints to everyone and session endpoints to anyone signed in', () => {
    expect(mayCall({ access: 'public' }, null)).toBe(true);
    expect(mayCall({ access: 'session' }, null)).toBe(false);
    expect(mayCall({ access: 'session' }, pending)).toBe(true);
  });

  it('keeps accounts awaiting audit out of everything else', () => {
    for (const access of ['user', 'manager', 'operator'] as const) {
      expect(mayCall({ access }, pending), access).toBe(false);
    }
  });

  it('gives manager endpoints to the main account only, never to sub-accounts or operators', () => {
    expect(mayCall({ access: 'manager' }, manager)).toBe(true);
    expect(mayCall({ access: 'manager' }, sub(null))).toBe(false);
    expect(mayCall({ access: 'manager' }, operator)).toBe(false);
  });

  it('checks a sub-account’s role for menu endpoints; no role means every menu (spec §6)', () => {
    const templates = { access: 'user', menu: 'my_tpl' } as const;
    expect(mayCall(templates, sub(['message5g', 'my_tpl']))).toBe(true);
    expect(mayCall(templates, sub(['address_list']))).toBe(false);
    expect(mayCall(templates, sub([]))).toBe(false);
    expect(mayCall(templates, sub(null))).toBe(true);
    expect(mayCall(templates, manager)).toBe(true);
    expect(mayCall({ access: 'user' }, sub([]))).toBe(true);
  });

  it('lets a read shown by several menus through with any one of them', () => {
    const shown = { access: 'user', menu: ['tpl_management', 'my_tpl'] } as const;
    expect(mayCall(shown, sub(['my_tpl']))).toBe(true);
    expect(mayCall(shown, sub(['tpl_management']))).toBe(true);
    expect(mayCall(shown, sub(['download_center']))).toBe(false);
    expect(describePermission(shown)).toBe('已审核的客户账号，需菜单权限 tpl_management 或 my_tpl');
  });

  it('keeps operators to the management platform', () => {
    expect(mayCall({ access: 'operator' }, operator)).toBe(true);
    expect(mayCall({ access: 'user' }, operator)).toBe(false);
    expect(mayCall({ access: 'operator' }, manager)).toBe(false);
  });
});

describe('menusOf', () => {
  it('is every menu for managers and role-less sub-accounts, else the role’s grants', () => {
    expect(menusOf(manager)).toEqual(allMenuNames);
    expect(menusOf(sub(null))).toEqual(allMenuNames);
    expect(menusOf(sub(['my_tpl']))).toEqual(['my_tpl']);
  });
});
