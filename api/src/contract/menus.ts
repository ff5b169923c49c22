/**
 * The console's menu entries (spec §2): the names authMenuList and roles hold, with the titles the
 * menus and the role dialog show. A parent shows when at least one of its children is permitted
 * (spec §6). Which page an entry opens is the console's concern (its route table names the entry).
 */
export type MenuEntry = { name: string; title: string; children?: readonly MenuEntry[] };

export const topMenu = [
  { name: 'micro_propagation', title: '微传播' },
  { name: 'my_miniApp', title: '微应用' },
  { name: 'media_cms', title: '+媒体' },
  { name: 'service', title: '定制服务' },
  { name: 'travel_card', title: '商务名片' },
  {
    name: 'message5g',
    title: '5G消息',
    children: [
      { name: 'tpl_management', title: '模板库' },
      { name: 'my_tpl', title: '我的模板' },
      { name: 'send_record', title: '发送记录' },
      { name: 'detail_enquiry', title: '发送查询' },
    ],
  },
  {
    name: 'government_miniApp',
    title: '政务微应用',
    children: [
      { name: 'gover_service', title: '微应用服务' },
      { name: 'gover_my_miniApp', title: '我的微应用' },
      { name: 'gover_drafts', title: '微应用草稿箱' },
    ],
  },
  {
    name: 'government_micro',
    title: '政务微传播',
    children: [
      { name: 'gover_micro_propagation', title: '我的微传播' },
      { name: 'micro_drafts', title: '微传播草稿箱' },
    ],
  },
  {
    name: 'applets',
    title: '常用应用',
    children: [
      { name: 'antigen_self', title: '抗原自测' },
      { name: 'gover_epidemic', title: '疫情共建' },
    ],
  },
] as const satisfies readonly MenuEntry[];

export const sideMenu = [
  { name: 'serviceManage', title: '服务号管理' },
  { name: 'account', title: '账户中心' },
  { name: 'address_list', title: '通讯录' },
  { name: 'material_library', title: '素材库' },
  { name: 'download_center', title: '下载中心' },
  { name: 'pe_my_tpl', title: '模板' },
] as const satisfies readonly MenuEntry[];

type NamesOf<E> = E extends { name: infer N; children: readonly (infer C)[] }
  ? N | NamesOf<C>
  : E extends { name: infer N }
    ? N
    : never;

/** A menu name of the tree above. */
export type MenuName = NamesOf<(typeof topMenu)[number] | (typeof sideMenu)[number]>;

const names = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((e) => [e.name, ...names(e.children ?? [])]);

/** Every menu name: what a user without an authMenuList may use. */
export const allMenuNames: string[] = [...names(topMenu), ...names(sideMenu)];

const entries = (list: readonly MenuEntry[]): MenuEntry[] =>
  list.flatMap((e) => [e, ...entries(e.children ?? [])]);
const titles = new Map(entries([...topMenu, ...sideMenu]).map((e) => [e.name, e.title]));

/** The title a person reads for a menu name (the name itself when the tree has no such entry). */
export const menuTitle = (name: string): string => titles.get(name) ?? name;
