/** Demo accounts printed at start (README lists them too). Passwords follow the rules of spec §5. */
export const demoAccounts = [
  {
    account: 'demo_gold',
    password: 'Cctv5G@Gold',
    platform: 1,
    role: '金牌企业管理员（主账号）',
  },
  {
    account: 'demo_sub',
    password: 'Cctv5G@Sub',
    platform: 1,
    role: '子账号（仅 5G 消息与通讯录、素材库）',
  },
  { account: 'demo_trial', password: 'Cctv5G@Trial', platform: 1, role: '今日新建的试用账号' },
  {
    account: 'demo_pending',
    password: 'Cctv5G@Wait',
    platform: 1,
    role: '注册待审核（userStatus 0）',
  },
  { account: 'demo_chatbot', password: 'Cctv5G@Bot', platform: 2, role: 'chatbot 平台账号' },
  { account: 'demo_operator', password: 'Cctv5G@Admin', platform: 3, role: '管理平台运营人员' },
] as const;

/** The sub-account's role: the 5G-message pages plus address book and material library. */
export const subAccountMenus = [
  'message5g',
  'tpl_management',
  'my_tpl',
  'send_record',
  'detail_enquiry',
  'address_list',
  'material_library',
];
