import { describe, expect, it } from 'vitest';
import { grantableMenuTree, type MenuEntry } from '@p5g/api/contract';
import {
  asChoices,
  checkState,
  choiceTree,
  menuTitles,
  roleMenuNames,
  tickedLeaves,
  toggle,
  withSamePageMenus,
} from './role-menus.ts';

const tree: MenuEntry[] = [
  { name: 'service', title: '定制服务' },
  {
    name: 'message5g',
    title: '5G消息',
    children: [
      { name: 'tpl_management', title: '模板库' },
      { name: 'my_tpl', title: '我的模板' },
    ],
  },
  { name: 'address_list', title: '通讯录' },
];
const message5g = tree[1]!;

describe('role menu tree', () => {
  it('stores the ticked pages with each parent that keeps one of them', () => {
    expect(roleMenuNames(tree, new Set(['my_tpl', 'address_list']))).toEqual([
      'message5g',
      'my_tpl',
      'address_list',
    ]);
    expect(roleMenuNames(tree, new Set(['service']))).toEqual(['service']);
    expect(roleMenuNames(tree, new Set())).toEqual([]);
  });

  it('shows a parent ticked, partly ticked or clear by its pages', () => {
    expect(checkState(message5g, new Set())).toBe('none');
    expect(checkState(message5g, new Set(['my_tpl']))).toBe('some');
    expect(checkState(message5g, new Set(['my_tpl', 'tpl_management']))).toBe('all');
  });

  it('ticks all pages of a parent, or clears them when all were ticked', () => {
    const some = new Set(['my_tpl', 'service']);
    expect([...toggle(message5g, some)].sort()).toEqual(['my_tpl', 'service', 'tpl_management']);
    expect([...toggle(message5g, toggle(message5g, some))]).toEqual(['service']);
    expect([...toggle(tree[0]!, some)]).toEqual(['my_tpl']);
  });

  it('reads a stored role back as its ticked pages, ignoring parents and unknown names', () => {
    expect([...tickedLeaves(tree, ['message5g', 'my_tpl', 'gone'])]).toEqual(['my_tpl']);
  });

  it('names the pages of a role in tree order', () => {
    expect(menuTitles(tree, ['address_list', 'message5g', 'my_tpl'])).toEqual([
      '我的模板',
      '通讯录',
    ]);
  });

  it('never offers the manager-only menus (service accounts, account centre)', () => {
    const names = grantableMenuTree.flatMap((e) => [
      e.name,
      ...(e.children ?? []).map((c) => c.name),
    ]);
    expect(names).not.toContain('account');
    expect(names).not.toContain('serviceManage');
  });
});

describe('menus that open the same page', () => {
  const full: MenuEntry[] = [...tree, { name: 'pe_my_tpl', title: '模板' }];
  const samePage = [['my_tpl', 'pe_my_tpl']];

  it('show once, under the first name', () => {
    const shown = choiceTree(full, samePage);
    expect(menuTitles(shown, ['message5g', 'my_tpl', 'pe_my_tpl', 'address_list'])).toEqual([
      '我的模板',
      '通讯录',
    ]);
    expect(shown.map((e) => e.title)).toEqual(['定制服务', '5G消息', '通讯录']);
  });

  it('read a role holding either name as the one choice, and store both', () => {
    expect(asChoices(['pe_my_tpl', 'address_list'], samePage)).toEqual(['my_tpl', 'address_list']);
    const ticked = tickedLeaves(choiceTree(full, samePage), asChoices(['pe_my_tpl'], samePage));
    expect(withSamePageMenus(roleMenuNames(full, ticked), samePage)).toEqual([
      'message5g',
      'my_tpl',
      'pe_my_tpl',
    ]);
  });
});
