import { useLocation, useNavigate } from 'react-router-dom';
import { Tabs } from '@p5g/design-system';
import { accountModules, type AccountModule } from './account-centre.ts';
import { href, routeFor } from '../../lib/routes-table.ts';
import { BillDetail } from './BillDetail.tsx';
import { OrderList } from './OrderList.tsx';
import { Overview } from './Overview.tsx';
import { SupportModule } from './SupportModule.tsx';
import * as styles from './AccountPage.css.ts';

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
        {(module) =>
          module.id === current && (
            <>
              {current === 'account-order' && <OrderList />}
              {current === 'account-billdetail' && <BillDetail />}
              {current === 'account-Development' && <SupportModule kind="development" />}
              {current === 'account-Support' && <SupportModule kind="operations" />}
            </>
          )
        }
      </Tabs>
    </div>
  );
}
