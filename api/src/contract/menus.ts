/**
 * The console's menu entries by route name (spec §2). authMenuList holds names from here; a parent
 * shows when at least one of its children is permitted (spec §6).
 */
export type MenuEntry = { name: string; title: string; path?: string; children?: MenuEntry[] };

export const topMenu: MenuEntry[] = [
  { name: 'micro_propagation', title: '微传播', path: '/micro/micro_propagation' },
  { name: 'my_miniApp', title: '微应用', path: '/miniApp/my_miniApp' },
  { name: 'media_cms', title: '+媒体', path: '/media/media_cms' },
  { name: 'service', title: '定制服务', path: '/service' },
  { name: 'travel_card', title: '商务名片', path: '/travel/travel_card' },
  {
    name: 'message5g',
    title: '5G消息',
    path: '/pg/my_tpl',
    children: [
      { name: 'tpl_management', title: '模板库', path: '/pe/tpl_management' },
      { name: 'my_tpl', title: '我的模板', path: '/pe/my_tpl' },
      { name: 'send_record', title: '发送记录', path: '/pe/send_record' },
      { name: 'detail_enquiry', title: '发送查询', path: '/pe/detail_enquiry' },
    ],
  },
  {
    name: 'government_miniApp',
    title: '政务微应用',
    children: [
      { name: 'gover_service', title: '微应用服务', path: '/government/gover_service' },
      { name: 'gover_my_miniApp', title: '我的微应用', path: '/government/my_miniApp' },
      { name: 'gover_drafts', title: '草稿箱', path: '/government/gover_drafts' },
    ],
  },
  {
    name: 'government_micro',
    title: '政务微传播',
    children: [
      {
        name: 'gover_micro_propagation',
        title: '我的微传播',
        path: '/government/micro_propagation',
      },
      { name: 'micro_drafts', title: '草稿箱', path: '/government/micro_drafts' },
    ],
  },
  {
    name: 'applets',
    title: '常用应用',
    children: [
      { name: 'antigen_self', title: '抗原自测', path: '/client/antigen_self' },
      { name: 'gover_epidemic', title: '疫情共建', path: '/government/gover_epidemic' },
    ],
  },
];

export const sideMenu: MenuEntry[] = [
  { name: 'serviceManage', title: '服务号管理', path: '/serviceManage' },
  { name: 'account', title: '账户中心', path: '/account' },
  { name: 'address_list', title: '通讯录', path: '/pe/address_list' },
  { name: 'material_library', title: '素材库', path: '/pe/material_library' },
  { name: 'download_center', title: '下载中心', path: '/pe/download_center' },
  { name: 'pe_my_tpl', title: '模板', path: '/pe/my_tpl' },
];

const names = (entries: MenuEntry[]): string[] =>
  entries.flatMap((e) => [e.name, ...names(e.children ?? [])]);

/** Every menu name: what a user without an authMenuList may use. */
export const allMenuNames: string[] = [...names(topMenu), ...names(sideMenu)];
