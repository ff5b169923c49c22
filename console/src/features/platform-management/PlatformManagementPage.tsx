import { useSearchParams } from 'react-router-dom';
import { endpoints, mayCall } from '@p5g/api/contract';
import { InlineNotice, Tabs } from '@p5g/design-system';
import { useCurrentUser } from '../../lib/current-user.ts';
import { callerOf } from '../../lib/navigation-rules.ts';
import { AuditLogTab } from './AuditLogTab.tsx';
import { RolesTab } from './RolesTab.tsx';
import { SubAccountsTab } from './SubAccountsTab.tsx';
import * as styles from './PlatformManagementPage.css.ts';

const tabs = [
  { id: 'accounts', title: '子账号' },
  { id: 'roles', title: '角色' },
  { id: 'audit', title: '操作记录' },
] as const;
type TabId = (typeof tabs)[number]['id'];

const isTab = (value: string | null): value is TabId => tabs.some((tab) => tab.id === value);

/**
 * 平台管理 (/account/account_platform, spec §6): the company's sub-accounts, the roles
 * that grant them menus, and who changed what. Every account sees it; only the main account
 * changes anything (the same rule the API applies to the saving calls), others read it.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const user = useCurrentUser();
  const canManage = user !== null && mayCall(endpoints.saveSubAccount, callerOf(user));
  const current = isTab(params.get('tab')) ? (params.get('tab') as TabId) : 'accounts';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>平台管理</h1>
      {!canManage && <InlineNotice>子账号和角色由主账号管理，您可以查看但不能修改。</InlineNotice>}
      <Tabs
        aria-label="平台管理"
        variant="card"
        items={tabs}
        selectedKey={current}
        onSelectionChange={(key) => setParams({ tab: String(key) }, { replace: true })}
      >
        {(tab) =>
          tab.id === current && (
            <div className={styles.panel}>
              {tab.id === 'accounts' && <SubAccountsTab canManage={canManage} />}
              {tab.id === 'roles' && <RolesTab canManage={canManage} />}
              {tab.id === 'audit' && <AuditLogTab />}
            </div>
          )
        }
      </Tabs>
    </div>
  );
}
