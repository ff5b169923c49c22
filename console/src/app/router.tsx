import type { RouteObject } from 'react-router-dom';
import { consoleRoutes, type ConsoleRoute } from '../lib/routes-table.ts';
import { AppFrame } from './AppFrame.tsx';
import { Guard } from './Guard.tsx';
import { Layout } from './Layout.tsx';

const loginNames = new Set(['login', 'chatbot_login', 'manage_login']);

/** Pages of the money path (issue 6), by route name. */
const moneyPathPages: Partial<Record<string, RouteObject['lazy']>> = {
  'account-order': () => import('../features/account/AccountPage.tsx'),
  'account-billdetail': () => import('../features/account/AccountPage.tsx'),
  'account-Development': () => import('../features/account/AccountPage.tsx'),
  'account-Support': () => import('../features/account/AccountPage.tsx'),
  'accountCenter-Development': () => import('../features/account/AccountPage.tsx'),
  'accountCenter-Support': () => import('../features/account/AccountPage.tsx'),
  setmeal: () => import('../features/shop/ShopPage.tsx'),
  service: () => import('../features/custom-services/CustomServicesPage.tsx'),
  manage_orders: () => import('../features/back-office/OrdersReviewPage.tsx'),
  manage_registrations: () => import('../features/back-office/RegistrationsPage.tsx'),
  manage_applications: () => import('../features/back-office/ApplicationsPage.tsx'),
  manage_companies: () => import('../features/back-office/CompaniesPage.tsx'),
};

/** Pages of 5G messages, part I (issue 16), by route name. */
const messagingPages: Partial<Record<string, RouteObject['lazy']>> = {
  pg_tpl_management: () => import('../features/messaging/TemplateLibraryPage.tsx'),
  tpl_management: () => import('../features/messaging/TemplateLibraryPage.tsx'),
  pg_my_tpl: () => import('../features/messaging/MyTemplatesPage.tsx'),
  my_tpl: () => import('../features/messaging/MyTemplatesPage.tsx'),
  myTpl: () => import('../features/messaging/TemplateEditorPage.tsx'),
  material_library: () => import('../features/messaging/MaterialLibraryPage.tsx'),
  address_list: () => import('../features/address-book/AddressBookPage.tsx'),
  serviceManage: () => import('../features/messaging/ServiceAccountsPage.tsx'),
  createService: () => import('../features/messaging/ServiceAccountFormPage.tsx'),
  manage_chatbots: () => import('../features/back-office/ChatbotReviewPage.tsx'),
  manage_templates: () => import('../features/back-office/TemplateReviewPage.tsx'),
};

/** Platform management, feedback and the review page (issue 15, issue 12), by route name. */
const teamPages: Partial<Record<string, RouteObject['lazy']>> = {
  account_platform: () => import('../features/platform-management/PlatformManagementPage.tsx'),
  audit_pending: () => import('../features/audit-pending/AuditPendingPage.tsx'),
  manage_feedback: () => import('../features/back-office/FeedbackPage.tsx'),
  manage_outbox: () => import('../features/back-office/OutboxPage.tsx'),
};

/** Pages of 5G messages, part II (issue 17), by route name. */
const sendingPages: Partial<Record<string, RouteObject['lazy']>> = {
  send: () => import('../features/sending/SendPage.tsx'),
  send_record: () => import('../features/sending/SendRecordsPage.tsx'),
  send_record_detail: () => import('../features/sending/SendRecordPage.tsx'),
  detail_enquiry: () => import('../features/sending/SendQueryPage.tsx'),
  manage_tasks: () => import('../features/back-office/TaskReviewPage.tsx'),
};

/** The download centre (issue 17). */
const downloadPages: Partial<Record<string, RouteObject['lazy']>> = {
  download_center: () => import('../features/download-center/DownloadCenterPage.tsx'),
};

/** Which feature renders a route; route modules load on demand. */
function pageOf(route: ConsoleRoute): RouteObject {
  if (loginNames.has(route.name)) {
    return { path: route.path, lazy: () => import('../features/auth/LoginRoute.tsx') };
  }
  if (route.name === 'register') {
    return { path: route.path, lazy: () => import('../features/register/RegisterPage.tsx') };
  }
  if (route.name === 'help_center') {
    return { path: route.path, lazy: () => import('../features/help-center/HelpCenterPage.tsx') };
  }
  if (route.name === 'test') {
    return { path: route.path, lazy: () => import('../features/test-page/TestPage.tsx') };
  }
  if (route.name === 'pg_information') {
    return { path: route.path, lazy: () => import('../features/inbox/InboxPage.tsx') };
  }
  if (route.name === 'serviceAgreement' || route.name === 'privacyAgreement') {
    const page = route.name === 'serviceAgreement' ? 'ServiceAgreement' : 'PrivacyAgreement';
    return {
      path: route.path,
      lazy: async () => ({
        Component: (await import('../features/agreements/AgreementPages.tsx'))[page],
      }),
    };
  }
  if (route.name === 'forbidden' || route.name === 'notFound') {
    const page = route.name === 'forbidden' ? 'Forbidden' : 'NotFound';
    return {
      path: route.path,
      lazy: async () => ({
        Component: (await import('../features/status-pages/StatusPages.tsx'))[page],
      }),
    };
  }
  const featurePage =
    moneyPathPages[route.name] ??
    messagingPages[route.name] ??
    sendingPages[route.name] ??
    teamPages[route.name] ??
    downloadPages[route.name];
  if (featurePage) return { path: route.path, lazy: featurePage };
  return {
    path: route.path,
    lazy: () => import('../features/under-construction/UnderConstruction.tsx'),
  };
}

/**
 * The console's routes under basename /v2. main.tsx makes the browser's router from them, and the
 * build pre-renders the public pages from them (entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      {
        element: <Guard />,
        children: [
          ...consoleRoutes.filter((r) => !r.layout).map(pageOf),
          { element: <Layout />, children: consoleRoutes.filter((r) => r.layout).map(pageOf) },
          // Anything else: the guard finds no route name and sends the user to /404.
          { path: '*', element: null },
        ],
      },
    ],
  },
];
