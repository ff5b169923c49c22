/**
 * The service's domains, each answered by one of its modules; every endpoint of the contract's
 * table names its own. The console document has one tag per domain: its name and what it holds.
 */
export const domains = {
  accounts: { name: '账号与登录', description: '登录、注册、验证码、当前用户与找回密码' },
  accountCentre: { name: '账户中心', description: '余额、账单、订单、权益与站内通知' },
  shop: { name: '订购', description: '产品与充值' },
  backOffice: {
    name: '运营管理',
    description: '管理平台：注册、订单、文章与开通申请的审核，入账与短信发件箱',
  },
  messaging: { name: '服务号与模板', description: '服务号、模板、素材及其审核' },
  sending: { name: '发送', description: '发送任务、接收号码与发送查询' },
  contacts: { name: '通讯录', description: '联系人、分组与导入' },
  team: { name: '子账号与角色', description: '角色、子账号、操作日志与意见反馈' },
  downloads: { name: '下载中心', description: '导出文件' },
  microApps: { name: '微应用', description: '表单类微应用、小程序及其收集的数据' },
  microPropagation: { name: '微传播', description: '文章的编辑、审核、发布与公开页' },
  showcases: { name: '名片与相册', description: '电子名片、电子相册、媒体与公开页' },
  site: { name: '门户网站', description: '首页内容、地区、帮助、开通申请与收款账户' },
  uploads: { name: '文件', description: '上传与读取文件' },
  wechat: { name: '微信分享', description: '微信公众号分享签名' },
  developer: { name: '开发者中心', description: '开放接口的密钥与调用量' },
  webhooks: { name: '消息推送', description: '推送地址、签名密钥与投递记录' },
} as const;
export type Domain = keyof typeof domains;
