import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Skeleton, Tabs } from '@p5g/design-system';
import { accountModules, type AccountModule } from './account-centre.ts';
import { href, routeFor } from '../../lib/routes-table.ts';
import { loadTrendChart, Overview } from './Overview.tsx';
import { preloadFirstOrders } from './first-orders.ts';
import * as styles from './AccountPage.css.ts';

// One module shows at a time, below the overview: each is its own chunk, loaded when shown.
const loadOrderList = () => import('./OrderList.tsx');
const OrderList = lazy(() => loadOrderList().then((module) => ({ default: module.OrderList })));
const BillDetail = lazy(() =>
  import('./BillDetail.tsx').then((module) => ({ default: module.BillDetail })),
);
const SupportModule = lazy(() =>
  import('./SupportModule.tsx').then((module) => ({ default: module.SupportModule })),
);

/** accountCenter-Development and -Support (spec §2, isRights) show the same modules. */
const moduleOfRoute: Record<string, AccountModule> = {
  'account-order': 'account-order',
  'account-billdetail': 'account-billdetail',
  'account-Development': 'account-Development',
  'account-Support': 'account-Support',
  'accountCenter-Development': 'account-Development',
  'accountCenter-Support': 'account-Support',
};

/**
 * The account centre (spec §2 /account:module): the overview above the order list and the bill
 * detail, and the development and operations support modules, one tab each.
 */
export function Component() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = moduleOfRoute[routeFor(pathname)?.name ?? ''] ?? 'account-order';
  const showOverview = current === 'account-order' || current === 'account-billdetail';
  // The module the page opened on. As the page starts to render, the code of its first view
  // starts loading, before the parts that need it render (the tabs render their panel a pass
  // later); a module chosen later loads when shown.
  const [openedOn] = useState(() => {
    if (showOverview) void loadTrendChart();
    if (current === 'account-order') void loadOrderList();
    return current;
  });
  // As it opens, the order list's first page is asked for in the overview's round, not once the
  // list's code has arrived. In an effect, not while rendering: a request sets the spinner's state.
  useEffect(() => {
    if (openedOn === 'account-order') preloadFirstOrders();
  }, [openedOn]);
  // The module's panel renders after the page above it has, in a transition: its first render (the
  // order list's form and table are the page's costliest part) then yields to the browser in
  // slices instead of holding it while the overview appears.
  const [isPanelDue, setPanelDue] = useState(false);
  useEffect(() => startTransition(() => setPanelDue(true)), []);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>账户中心</h1>
      {showOverview && <Overview />}
      <Tabs
        aria-label="账户中心模块"
        variant="card"
        items={accountModules.map((module) => ({ id: module.route, title: module.title }))}
        selectedKey={current}
        onSelectionChange={(key) => navigate(href(key as AccountModule))}
      >
        {(module) => {
          if (module.id !== current) return null;
          const loading = (
            <div className={styles.panel}>
              <Skeleton lines={6} label={`${module.title}加载中`} />
            </div>
          );
          return isPanelDue ? (
            <Suspense fallback={loading}>
              {current === 'account-order' && <OrderList />}
              {current === 'account-billdetail' && <BillDetail />}
              {current === 'account-Development' && <SupportModule kind="development" />}
              {current === 'account-Support' && <SupportModule kind="operations" />}
            </Suspense>
          ) : (
            loading
          );
        }}
      </Tabs>
    </div>
  );
}
