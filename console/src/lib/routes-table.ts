import type { ComponentType } from 'react';
import { basePath, webAppFor, type Access, type MenuName } from '@p5g/api/contract';
import { generatePath, matchPath } from 'react-router-dom';

/** A page's route module as react-router's `lazy` takes it: the page is its `Component`. */
export type PageModule = { Component: ComponentType };

/** A page of the console under /v2/ (spec §2): one row of the table below. */
type RouteRow = {
  /** What the guard, the menus and `href` use. */
  name: string;
  path: string;
  /** Shown before "_5G智能平台_央视网" in the tab. */
  title: string;
  /** Who may open it, in the contract's terms (spec §6). */
  audience: Access;
  /** The menu a sub-account needs for it (audience `user`). */
  menu?: MenuName;
  /** The menu entries (contract/menus.ts) whose link opens this page. */
  menuEntries?: readonly MenuName[];
  /** The address those entries link to when it is not the page's own: a redirect to it. */
  menuLink?: string;
  /** The module or side-menu entry the menus mark as current on this page. */
  within?: MenuName;
  /** The sub-tab marked current on a page no tab links to (the template editor: 我的模板). */
  tab?: MenuName;
  /** A page of its own rather than inside the layout (header, side menu). */
  layout?: false;
  /**
   * The page's heading (its h1) where it never changes, `true` when it is the title: the build
   * pre-renders it into the page's loading frame, so the page names itself before its code runs.
   */
  heading?: string | true;
  /**
   * A public page the build pre-renders as a signed-out visitor sees it and the public entry
   * hydrates: its route module as the build's manifest names it (the module `page` loads).
   */
  prerender?: string;
  /** The query parameters its links may carry. */
  search?: readonly string[];
  /** The page's route module, loaded when the page is first opened (its own chunk). */
  page: () => Promise<PageModule>;
};

const accountCentre = () => import('../features/account/AccountPage.tsx');
const login = () => import('../features/auth/LoginRoute.tsx');
const loginModule = 'src/features/auth/LoginRoute.tsx';
const templateLibrary = () => import('../features/messaging/TemplateLibraryPage.tsx');
const myTemplates = () => import('../features/messaging/MyTemplatesPage.tsx');
const myMiniApps = () => import('../features/micro-apps/MyMiniAppsPage.tsx');
const myArticles = () => import('../features/micro-propagation/ArticlesPage.tsx');
const agreement = (which: 'ServiceAgreement' | 'PrivacyAgreement') => async () => ({
  Component: (await import('../features/agreements/AgreementPages.tsx'))[which],
});
const statusPage = (which: 'Forbidden' | 'NotFound') => async () => ({
  Component: (await import('../features/status-pages/StatusPages.tsx'))[which],
});

/**
 * Every console page of spec §2, the one place a page is declared: the router, the guard, the
 * menus' links, the management platform's pages, the pre-rendered pages and `href` derive from
 * it. Pages the landing app owns are not here (see webAppFor).
 */
export const consoleRoutes = [
  {
    name: 'login',
    path: '/login',
    title: '登录',
    audience: 'public',
    layout: false,
    prerender: loginModule,
    page: login,
  },
  {
    name: 'chatbot_login',
    path: '/chatbot_login',
    title: '登录',
    audience: 'public',
    layout: false,
    prerender: loginModule,
    page: login,
  },
  {
    name: 'manage_login',
    path: '/manage_login',
    title: '登录',
    audience: 'public',
    layout: false,
    prerender: loginModule,
    page: login,
  },
  {
    name: 'register',
    path: '/register',
    title: '注册',
    audience: 'public',
    prerender: 'src/features/register/RegisterPage.tsx',
    page: () => import('../features/register/RegisterPage.tsx'),
  },
  {
    name: 'serviceAgreement',
    path: '/serviceAgreement',
    title: '服务协议',
    audience: 'public',
    page: agreement('ServiceAgreement'),
  },
  {
    name: 'privacyAgreement',
    path: '/privacyAgreement',
    title: '隐私政策',
    audience: 'public',
    page: agreement('PrivacyAgreement'),
  },
  {
    name: 'help_center',
    path: '/help_center',
    title: '帮助中心',
    audience: 'public',
    layout: false,
    prerender: 'src/features/help-center/HelpCenterPage.tsx',
    search: ['id', 'active'],
    page: () => import('../features/help-center/HelpCenterPage.tsx'),
  },
  {
    name: 'account-order',
    path: '/account-order',
    title: '账户中心',
    audience: 'manager',
    menuEntries: ['account'],
    menuLink: '/account',
    heading: true,
    within: 'account',
    page: accountCentre,
  },
  {
    name: 'account-billdetail',
    path: '/account-billdetail',
    title: '账户中心',
    audience: 'manager',
    heading: true,
    within: 'account',
    page: accountCentre,
  },
  {
    name: 'account-Development',
    path: '/account-Development',
    title: '账户中心',
    audience: 'manager',
    heading: true,
    within: 'account',
    page: accountCentre,
  },
  {
    name: 'account-Support',
    path: '/account-Support',
    title: '账户中心',
    audience: 'manager',
    heading: true,
    within: 'account',
    page: accountCentre,
  },
  {
    name: 'accountCenter-Development',
    path: '/accountCenter-Development',
    title: '开发支持',
    audience: 'manager',
    heading: '账户中心',
    search: ['category'],
    within: 'account',
    page: accountCentre,
  },
  {
    name: 'accountCenter-Support',
    path: '/accountCenter-Support',
    title: '运营支持',
    audience: 'manager',
    heading: '账户中心',
    search: ['category'],
    within: 'account',
    page: accountCentre,
  },
  {
    name: 'setmeal',
    path: '/setmeal',
    title: '服务商城',
    audience: 'manager',
    heading: true,
    search: ['currentTab'],
    page: () => import('../features/shop/ShopPage.tsx'),
  },
  {
    name: 'test',
    path: '/test',
    title: '测试',
    audience: 'user',
    page: () => import('../features/test-page/TestPage.tsx'),
  },
  {
    name: 'serviceManage',
    path: '/serviceManage',
    title: '服务号管理',
    audience: 'manager',
    menuEntries: ['serviceManage'],
    heading: true,
    within: 'serviceManage',
    page: () => import('../features/messaging/ServiceAccountsPage.tsx'),
  },
  {
    name: 'createService',
    path: '/createService',
    title: '创建服务号',
    audience: 'manager',
    search: ['id'],
    within: 'serviceManage',
    page: () => import('../features/messaging/ServiceAccountFormPage.tsx'),
  },
  {
    name: 'myTpl',
    path: '/myTpl',
    title: '我的模板',
    audience: 'user',
    menu: 'my_tpl',
    search: ['id'],
    within: 'message5g',
    tab: 'my_tpl',
    page: () => import('../features/messaging/TemplateEditorPage.tsx'),
  },
  {
    name: 'service',
    path: '/service',
    title: '定制服务',
    audience: 'user',
    menu: 'service',
    menuEntries: ['service'],
    heading: true,
    page: () => import('../features/custom-services/CustomServicesPage.tsx'),
  },
  {
    name: 'pg_information',
    path: '/pg_information',
    title: '消息中心',
    audience: 'user',
    page: () => import('../features/inbox/InboxPage.tsx'),
  },
  {
    name: 'pg_tpl_management',
    path: '/pg/tpl_management',
    title: '5G消息',
    audience: 'user',
    menu: 'tpl_management',
    heading: '模板库',
    within: 'message5g',
    page: templateLibrary,
  },
  {
    name: 'pg_my_tpl',
    path: '/pg/my_tpl',
    title: '5G消息',
    audience: 'user',
    menu: 'my_tpl',
    menuEntries: ['message5g'],
    heading: '我的模板',
    within: 'message5g',
    page: myTemplates,
  },
  {
    name: 'tpl_management',
    path: '/pe/tpl_management',
    title: '模板库',
    audience: 'user',
    menu: 'tpl_management',
    menuEntries: ['tpl_management'],
    heading: true,
    page: templateLibrary,
  },
  {
    name: 'my_tpl',
    path: '/pe/my_tpl',
    title: '我的模板',
    audience: 'user',
    menu: 'my_tpl',
    menuEntries: ['my_tpl', 'pe_my_tpl'],
    heading: true,
    page: myTemplates,
  },
  {
    name: 'send',
    path: '/pe/send',
    title: '发送消息',
    audience: 'user',
    menu: 'send_record',
    search: ['templateId'],
    page: () => import('../features/sending/SendPage.tsx'),
  },
  {
    name: 'send_record',
    path: '/pe/send_record',
    title: '发送记录',
    audience: 'user',
    menu: 'send_record',
    menuEntries: ['send_record'],
    heading: true,
    page: () => import('../features/sending/SendRecordsPage.tsx'),
  },
  {
    name: 'send_record_detail',
    path: '/pe/send_record/:id',
    title: '发送详情',
    audience: 'user',
    menu: 'send_record',
    page: () => import('../features/sending/SendRecordPage.tsx'),
  },
  {
    name: 'detail_enquiry',
    path: '/pe/detail_enquiry',
    title: '发送查询',
    audience: 'user',
    menu: 'detail_enquiry',
    menuEntries: ['detail_enquiry'],
    heading: true,
    page: () => import('../features/sending/SendQueryPage.tsx'),
  },
  {
    name: 'address_list',
    path: '/pe/address_list',
    title: '通讯录',
    audience: 'user',
    menu: 'address_list',
    menuEntries: ['address_list'],
    heading: true,
    page: () => import('../features/address-book/AddressBookPage.tsx'),
  },
  {
    name: 'material_library',
    path: '/pe/material_library',
    title: '素材库',
    audience: 'user',
    menu: 'material_library',
    menuEntries: ['material_library'],
    heading: true,
    page: () => import('../features/messaging/MaterialLibraryPage.tsx'),
  },
  {
    name: 'download_center',
    path: '/pe/download_center',
    title: '下载中心',
    audience: 'user',
    menu: 'download_center',
    menuEntries: ['download_center'],
    heading: true,
    page: () => import('../features/download-center/DownloadCenterPage.tsx'),
  },
  {
    name: 'account_platform',
    path: '/account/account_platform',
    title: '平台管理',
    audience: 'user',
    heading: true,
    page: () => import('../features/platform-management/PlatformManagementPage.tsx'),
  },
  {
    name: 'developer_centre',
    path: '/account/developer_centre',
    title: '开发者中心',
    audience: 'manager',
    heading: true,
    page: () => import('../features/developer/DeveloperCentrePage.tsx'),
  },
  {
    name: 'audit_pending',
    path: '/audit_pending',
    title: '注册审核中',
    audience: 'session',
    page: () => import('../features/audit-pending/AuditPendingPage.tsx'),
  },
  {
    name: 'micro_propagation',
    path: '/micro/micro_propagation',
    title: '微传播',
    audience: 'user',
    menu: 'micro_propagation',
    menuEntries: ['micro_propagation'],
    heading: '我的微传播',
    page: myArticles,
  },
  {
    name: 'my_miniApp',
    path: '/miniApp/my_miniApp',
    title: '微应用',
    audience: 'user',
    menu: 'my_miniApp',
    menuEntries: ['my_miniApp'],
    heading: '我的微应用',
    page: myMiniApps,
  },
  {
    name: 'media_cms',
    path: '/media/media_cms',
    title: '+媒体',
    audience: 'user',
    menu: 'media_cms',
    menuEntries: ['media_cms'],
    heading: true,
    page: () => import('../features/showcases/MediaPage.tsx'),
  },
  {
    name: 'travel_card',
    path: '/travel/travel_card',
    title: '商务名片',
    audience: 'user',
    menu: 'travel_card',
    menuEntries: ['travel_card'],
    heading: true,
    page: () => import('../features/showcases/BusinessCardPage.tsx'),
  },
  {
    name: 'album_painting',
    path: '/travel/travel_card/album-painting',
    title: '电子画册',
    audience: 'user',
    menu: 'travel_card',
    within: 'travel_card',
    heading: true,
    page: () => import('../features/showcases/AlbumsPage.tsx'),
  },
  {
    name: 'album_editor',
    path: '/travel/travel_card/album-painting/editor',
    title: '编辑电子画册',
    audience: 'user',
    menu: 'travel_card',
    within: 'travel_card',
    search: ['id'],
    page: () => import('../features/showcases/AlbumEditorPage.tsx'),
  },
  {
    name: 'gover_service',
    path: '/government/gover_service',
    title: '微应用服务',
    audience: 'user',
    menu: 'gover_service',
    menuEntries: ['gover_service'],
    heading: true,
    page: () => import('../features/micro-apps/ServiceTemplatesPage.tsx'),
  },
  {
    name: 'gover_my_miniApp',
    path: '/government/my_miniApp',
    title: '我的微应用',
    audience: 'user',
    menu: 'gover_my_miniApp',
    menuEntries: ['gover_my_miniApp'],
    heading: true,
    page: myMiniApps,
  },
  {
    name: 'gover_drafts',
    path: '/government/gover_drafts',
    title: '草稿箱',
    audience: 'user',
    menu: 'gover_drafts',
    menuEntries: ['gover_drafts'],
    heading: true,
    page: async () => ({
      Component: (await import('../features/micro-apps/MyMiniAppsPage.tsx')).DraftsPage,
    }),
  },
  {
    name: 'miniApp_editor',
    path: '/government/miniApp_editor',
    title: '编辑微应用',
    audience: 'user',
    search: ['id'],
    within: 'my_miniApp',
    page: () => import('../features/micro-apps/FormBuilderPage.tsx'),
  },
  {
    name: 'miniApp_responses',
    path: '/government/miniApp_responses/:id',
    title: '填写记录',
    audience: 'user',
    within: 'my_miniApp',
    page: () => import('../features/micro-apps/ResponsesPage.tsx'),
  },
  {
    name: 'miniApp_stats',
    path: '/government/miniApp_stats/:id',
    title: '统计',
    audience: 'user',
    within: 'my_miniApp',
    page: () => import('../features/micro-apps/StatsPage.tsx'),
  },

  {
    name: 'gover_micro_propagation',
    path: '/government/micro_propagation',
    title: '我的微传播',
    audience: 'user',
    menu: 'gover_micro_propagation',
    menuEntries: ['gover_micro_propagation'],
    heading: true,
    page: myArticles,
  },
  {
    name: 'micro_drafts',
    path: '/government/micro_drafts',
    title: '草稿箱',
    audience: 'user',
    menu: 'micro_drafts',
    menuEntries: ['micro_drafts'],
    heading: true,
    page: async () => ({
      Component: (await import('../features/micro-propagation/ArticlesPage.tsx')).DraftsPage,
    }),
  },
  {
    name: 'article_editor',
    path: '/government/article_editor',
    title: '编辑微传播',
    audience: 'user',
    search: ['id'],
    within: 'micro_propagation',
    page: () => import('../features/micro-propagation/ArticleEditorPage.tsx'),
  },
  {
    name: 'mpEidtPreiview',
    path: '/mpEidtPreiview',
    title: '电脑预览',
    audience: 'user',
    layout: false,
    search: ['id'],
    page: () => import('../features/micro-propagation/PreviewPages.tsx'),
  },
  {
    name: 'mpEidtPreiviewM',
    path: '/mpEidtPreiviewM',
    title: '手机预览',
    audience: 'user',
    layout: false,
    search: ['id'],
    page: async () => ({
      Component: (await import('../features/micro-propagation/PreviewPages.tsx')).PhonePreviewPage,
    }),
  },
  {
    name: 'antigen_self',
    path: '/client/antigen_self',
    title: '抗原自测',
    audience: 'user',
    menu: 'antigen_self',
    menuEntries: ['antigen_self'],
    heading: true,
    page: async () => ({
      Component: (await import('../features/micro-apps/applets/AppletPage.tsx')).AntigenSelfPage,
    }),
  },
  {
    name: 'gover_epidemic',
    path: '/government/gover_epidemic',
    title: '疫情共建',
    audience: 'user',
    menu: 'gover_epidemic',
    menuEntries: ['gover_epidemic'],
    heading: true,
    page: async () => ({
      Component: (await import('../features/micro-apps/applets/AppletPage.tsx')).EpidemicPage,
    }),
  },
  // The management platform (platform 3), in its menu's order; operators land on the first.
  {
    name: 'manage_orders',
    path: '/manage/orders',
    title: '订单审核',
    audience: 'operator',
    layout: false,
    page: () => import('../features/back-office/OrdersReviewPage.tsx'),
  },
  {
    name: 'manage_registrations',
    path: '/manage/registrations',
    title: '注册审核',
    audience: 'operator',
    layout: false,
    page: () => import('../features/back-office/RegistrationsPage.tsx'),
  },
  {
    name: 'manage_applications',
    path: '/manage/applications',
    title: '开通申请',
    audience: 'operator',
    layout: false,
    page: () => import('../features/back-office/ApplicationsPage.tsx'),
  },
  {
    name: 'manage_companies',
    path: '/manage/companies',
    title: '客户单位',
    audience: 'operator',
    layout: false,
    page: () => import('../features/back-office/CompaniesPage.tsx'),
  },
  {
    name: 'manage_chatbots',
    path: '/manage/chatbots',
    title: '服务号审核',
    audience: 'operator',
    layout: false,
    page: () => import('../features/back-office/ChatbotReviewPage.tsx'),
  },
  {
    name: 'manage_templates',
    path: '/manage/templates',
    title: '模板审核',
    audience: 'operator',
    layout: false,
    page: () => import('../features/back-office/TemplateReviewPage.tsx'),
  },
  {
    name: 'manage_mini_apps',
    path: '/manage/miniApps',
    title: '微应用审核',
    audience: 'operator',
    layout: false,
    page: () => import('../features/back-office/MiniAppReviewPage.tsx'),
  },
  {
    name: 'manage_articles',
    path: '/manage/articles',
    title: '微传播审核',
    audience: 'operator',
    layout: false,
    page: () => import('../features/back-office/ArticleReviewPage.tsx'),
  },
  {
    name: 'manage_tasks',
    path: '/manage/tasks',
    title: '发送审核',
    audience: 'operator',
    layout: false,
    page: () => import('../features/back-office/TaskReviewPage.tsx'),
  },
  {
    name: 'manage_feedback',
    path: '/manage/feedback',
    title: '用户留言',
    audience: 'operator',
    layout: false,
    page: () => import('../features/back-office/FeedbackPage.tsx'),
  },
  {
    name: 'manage_payee_account',
    path: '/manage/payee_account',
    title: '收款账户',
    audience: 'operator',
    layout: false,
    page: () => import('../features/back-office/PayeeAccountPage.tsx'),
  },
  {
    name: 'manage_outbox',
    path: '/manage/outbox',
    title: '短信发件箱',
    audience: 'operator',
    layout: false,
    page: () => import('../features/back-office/OutboxPage.tsx'),
  },
  {
    name: 'forbidden',
    path: '/403',
    title: '暂无权限',
    audience: 'public',
    layout: false,
    page: statusPage('Forbidden'),
  },
  {
    name: 'notFound',
    path: '/404',
    title: '页面不存在',
    audience: 'public',
    layout: false,
    page: statusPage('NotFound'),
  },
] as const satisfies readonly RouteRow[];

/** A console page as the rest of the console reads it. */
export type ConsoleRoute = RouteRow;

type Row = (typeof consoleRoutes)[number];

export type ConsoleRouteName = Row['name'];

type RowNamed<N extends ConsoleRouteName> = Extract<Row, { name: N }>;

/** The parameters in a path pattern: '/pe/send_record/:id' → 'id'. */
type PathParameters<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParameters<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Value = string | number;

type LinkParameters<N extends ConsoleRouteName> = Record<
  PathParameters<RowNamed<N>['path']>,
  Value
> &
  Partial<
    Record<RowNamed<N> extends { search: readonly (infer Q extends string)[] } ? Q : never, Value>
  >;

/** `href`'s parameters: required when the path has some, else optional. */
type HrefArguments<N extends ConsoleRouteName> = [PathParameters<RowNamed<N>['path']>] extends [
  never,
]
  ? [parameters?: LinkParameters<N>]
  : [parameters: LinkParameters<N>];

const routeNamed = (name: string): ConsoleRoute =>
  consoleRoutes.find((route) => route.name === name)!;

/**
 * Typed links: `href('setmeal')` → '/setmeal', `href('send_record_detail', { id: 7 })` →
 * '/pe/send_record/7', `href('setmeal', { currentTab: 'customization' })` →
 * '/setmeal?currentTab=customization'. Path parameters fill the path; the others, which the row's
 * `search` lists, make the query (those left undefined are left out).
 */
export function href<N extends ConsoleRouteName>(
  name: N,
  ...[parameters]: HrefArguments<N>
): string {
  const { path } = routeNamed(name);
  const values: Record<string, Value | undefined> = parameters ?? {};
  const inPath = new Set(parametersOf(path));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (!inPath.has(key) && value !== undefined) query.set(key, String(value));
  }
  const pathParameters = Object.fromEntries([...inPath].map((key) => [key, String(values[key])]));
  const search = query.toString();
  return generatePath(path, pathParameters) + (search ? `?${search}` : '');
}

function parametersOf(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** The pages the build pre-renders with their heading: a constant heading and no parameters. */
export const headedPages = consoleRoutes.flatMap((route: ConsoleRoute) =>
  route.heading && !route.path.includes(':')
    ? [{ path: route.path, heading: route.heading === true ? route.title : route.heading }]
    : [],
);

/**
 * The public pages the build pre-renders and the public entry hydrates, by path below /v2, with
 * their route module as the manifest names it.
 */
export const prerenderedPages = consoleRoutes.flatMap((route: ConsoleRoute) =>
  route.prerender
    ? [
        {
          path: route.path,
          module: route.prerender,
          page: route.page,
          layout: route.layout ?? true,
        },
      ]
    : [],
);

/** The management platform's pages (platform 3 operators only), in menu order. */
export const managePages: readonly ConsoleRoute[] = consoleRoutes.filter(
  (route: ConsoleRoute) => route.audience === 'operator',
);

/** The address a menu entry links to: the page naming it in `menuEntries`; none for a group. */
export function menuLink(entryName: string): string | undefined {
  const route = consoleRoutes.find((r: ConsoleRoute) =>
    (r.menuEntries as readonly string[] | undefined)?.includes(entryName),
  );
  return route && ((route as ConsoleRoute).menuLink ?? route.path);
}

/** The module or side-menu entry a page belongs to (its row's `within`). */
export const entryWithin = (routeName: string): string | undefined =>
  (consoleRoutes as readonly ConsoleRoute[]).find((route) => route.name === routeName)?.within;

/** The sub-tab a page marks as current though no tab links to it (its row's `tab`). */
export const tabWithin = (routeName: string): string | undefined =>
  (consoleRoutes as readonly ConsoleRoute[]).find((route) => route.name === routeName)?.tab;

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

/**
 * What a path must share with a pattern of the table to match it (literal and `:parameter`
 * segments, compared case-insensitively, trailing slashes aside): as many segments, and the same
 * first one unless the pattern's is a parameter. The shell's menus ask about dozens of paths on
 * each render, and matchPath compiles its pattern on every call: it is asked only about routes of
 * the path's shape.
 */
function shapesOf(path: string): [literalFirst: string, parameterFirst: string] {
  const segments = path.split('/').filter(Boolean);
  return [`${segments.length}/${segments[0]?.toLowerCase() ?? ''}`, `${segments.length}/:`];
}

/** The shape of the paths a pattern can match (see shapesOf). */
function patternShape(pattern: string): string {
  if (/[*?]/.test(pattern)) throw new Error(`${pattern}: a pattern of optional or splat segments`);
  const [literalFirst, parameterFirst] = shapesOf(pattern);
  return pattern.split('/').find(Boolean)?.startsWith(':') ? parameterFirst : literalFirst;
}

/** The first of `patterns`, in order, that matches a path, with its parameters. */
function firstMatch<T>(patterns: readonly T[], pathOf: (pattern: T) => string) {
  const shaped = patterns.map((pattern) => ({ pattern, shape: patternShape(pathOf(pattern)) }));
  return (pathname: string) => {
    const shapes = shapesOf(pathname);
    for (const { pattern, shape } of shaped) {
      const match =
        shapes.includes(shape) && matchPath({ path: pathOf(pattern), end: true }, pathname);
      if (match) return { pattern, params: match.params as Record<string, string> };
    }
    return undefined;
  };
}

const redirectMatch = firstMatch(redirects, ([from]) => from);

/** The target of a redirect rule for a path below the base, or null. */
export function redirectFor(pathname: string): string | null {
  const found = redirectMatch(pathname);
  return found ? generatePath(found.pattern[1], found.params) : null;
}

const routeMatch = firstMatch(consoleRoutes as readonly ConsoleRoute[], (route) => route.path);

/** The console route for a path, or undefined (the guard then sends the user to /404). */
export function routeFor(pathname: string): ConsoleRoute | undefined {
  return routeMatch(pathname)?.pattern;
}

/** Pages of the landing app: the console links to them with a full page load. */
export const isLandingPath = (pathname: string) => webAppFor(basePath + pathname) === 'landing';
