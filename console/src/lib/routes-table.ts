import { basePath, webAppFor } from '@p5g/api/contract';
import { generatePath, matchPath } from 'react-router-dom';

/** A page of the console under /v2/ (spec §2). `name` is what authMenuList and the guard use. */
export type ConsoleRoute = {
  name: string;
  path: string;
  /** Shown before "_5G智能平台_央视网" in the tab. */
  title: string;
  /** Inside the layout (header, side menu) or a page of its own. */
  layout: boolean;
  /** Reachable without a session (spec §6: login, register, agreements, help, error pages). */
  public: boolean;
  /**
   * The page's heading (its h1) where it never changes: the build pre-renders it into the page's
   * loading frame, so the page names itself before its code has run (issue 14).
   */
  heading?: string;
};

const page = (name: string, path: string, title: string, layout = true): ConsoleRoute => ({
  name,
  path,
  title,
  layout,
  public: false,
});

const publicPage = (name: string, path: string, title: string, layout = true): ConsoleRoute => ({
  ...page(name, path, title, layout),
  public: true,
});

/** A page whose heading is always the same: `heading`, by default its title. */
const headed = (route: ConsoleRoute, heading = route.title): ConsoleRoute => ({
  ...route,
  heading,
});

/** Every console page of spec §2. Pages the landing app owns are not here (see webAppFor). */
export const consoleRoutes = [
  publicPage('login', '/login', '登录', false),
  publicPage('chatbot_login', '/chatbot_login', '登录', false),
  publicPage('manage_login', '/manage_login', '登录', false),
  publicPage('register', '/register', '注册'),
  publicPage('serviceAgreement', '/serviceAgreement', '服务协议'),
  publicPage('privacyAgreement', '/privacyAgreement', '隐私政策'),
  publicPage('help_center', '/help_center', '帮助中心', false),
  headed(page('account-order', '/account-order', '账户中心')),
  headed(page('account-billdetail', '/account-billdetail', '账户中心')),
  headed(page('account-Development', '/account-Development', '账户中心')),
  headed(page('account-Support', '/account-Support', '账户中心')),
  headed(page('accountCenter-Development', '/accountCenter-Development', '开发支持'), '账户中心'),
  headed(page('accountCenter-Support', '/accountCenter-Support', '运营支持'), '账户中心'),
  headed(page('setmeal', '/setmeal', '服务商城')),
  page('test', '/test', '测试'),
  headed(page('serviceManage', '/serviceManage', '服务号管理')),
  page('createService', '/createService', '创建服务号'),
  page('myTpl', '/myTpl', '我的模板'),
  headed(page('service', '/service', '定制服务')),
  page('pg_information', '/pg_information', '消息中心'),
  headed(page('pg_tpl_management', '/pg/tpl_management', '5G消息'), '模板库'),
  headed(page('pg_my_tpl', '/pg/my_tpl', '5G消息'), '我的模板'),
  headed(page('tpl_management', '/pe/tpl_management', '模板库')),
  headed(page('my_tpl', '/pe/my_tpl', '我的模板')),
  page('send', '/pe/send', '发送消息'),
  headed(page('send_record', '/pe/send_record', '发送记录')),
  page('send_record_detail', '/pe/send_record/:id', '发送详情'),
  headed(page('detail_enquiry', '/pe/detail_enquiry', '发送查询')),
  headed(page('address_list', '/pe/address_list', '通讯录')),
  headed(page('material_library', '/pe/material_library', '素材库')),
  headed(page('download_center', '/pe/download_center', '下载中心')),
  headed(page('account_platform', '/account/account_platform', '平台管理')),
  page('audit_pending', '/audit_pending', '注册审核中'),
  page('micro_propagation', '/micro/micro_propagation', '微传播'),
  page('my_miniApp', '/miniApp/my_miniApp', '微应用'),
  page('media_cms', '/media/media_cms', '+媒体'),
  page('travel_card', '/travel/travel_card', '商务名片'),
  page('gover_service', '/government/gover_service', '微应用服务'),
  page('gover_my_miniApp', '/government/my_miniApp', '我的微应用'),
  page('gover_drafts', '/government/gover_drafts', '草稿箱'),
  page('gover_micro_propagation', '/government/micro_propagation', '我的微传播'),
  page('micro_drafts', '/government/micro_drafts', '草稿箱'),
  page('antigen_self', '/client/antigen_self', '抗原自测'),
  page('gover_epidemic', '/government/gover_epidemic', '疫情共建'),
  page('manage_orders', '/manage/orders', '订单审核', false),
  page('manage_registrations', '/manage/registrations', '注册审核', false),
  page('manage_applications', '/manage/applications', '开通申请', false),
  page('manage_companies', '/manage/companies', '客户单位', false),
  page('manage_chatbots', '/manage/chatbots', '服务号审核', false),
  page('manage_templates', '/manage/templates', '模板审核', false),
  page('manage_tasks', '/manage/tasks', '发送审核', false),
  page('manage_feedback', '/manage/feedback', '用户留言', false),
  page('manage_outbox', '/manage/outbox', '短信发件箱', false),
  publicPage('forbidden', '/403', '暂无权限', false),
  publicPage('notFound', '/404', '页面不存在', false),
] as const satisfies readonly ConsoleRoute[];

export type ConsoleRouteName = (typeof consoleRoutes)[number]['name'];

/**
 * The pages the build pre-renders with their heading, by path: those whose heading never changes
 * and whose address has no parameters (one HTML file each).
 */
export const headedPages = consoleRoutes.flatMap(({ path, heading }) =>
  heading && !path.includes(':') ? [{ path, heading }] : [],
);

/** Redirects of spec §2, as [from, to] path patterns; parameters carry over by name. */
export const redirects: readonly (readonly [string, string])[] = [
  ['/', '/index'],
  ['/account', '/account-order'],
  ['/albumOfPainting/:id', '/ebook/:id'],
  ['/albumOfPaintingTemp/:id', '/ebookTemp/:id'],
  ['/user-home/:id/text', '/user-home/:id'],
  ['/user-home/:pc/:id/:text', '/user-home/:pc/:id'],
  ['/articlePreview/:id/:text', '/articlePreview/:id'],
];

/** The target of a redirect rule for a path below the base, or null. */
export function redirectFor(pathname: string): string | null {
  for (const [from, to] of redirects) {
    const match = matchPath({ path: from, end: true }, pathname);
    if (match) return generatePath(to, match.params as Record<string, string>);
  }
  return null;
}

/** The console route for a path, or undefined (the guard then sends the user to /404). */
export function routeFor(pathname: string): ConsoleRoute | undefined {
  return consoleRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

/** Pages of the landing app: the console links to them with a full page load. */
export const isLandingPath = (pathname: string) => webAppFor(basePath + pathname) === 'landing';

/** Typed links: `href('setmeal')` → '/setmeal'. */
export function href(name: ConsoleRouteName): string {
  return consoleRoutes.find((route) => route.name === name)!.path;
}
