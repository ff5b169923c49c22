import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@p5g/design-system';
import { KeysTab } from './KeysTab.tsx';
import { UsageTab } from './UsageTab.tsx';
import * as styles from './DeveloperCentre.css.ts';

const tabs = [
  { id: 'keys', title: '密钥' },
  { id: 'usage', title: '调用统计' },
] as const;
type TabId = (typeof tabs)[number]['id'];

const isTab = (value: string | null): value is TabId => tabs.some((tab) => tab.id === value);

/**
 * 开发者中心 (平台管理, main account only): the company's developer API keys, each acting with a
 * role's menus, and how much each is called a day. Requests are signed with a key's secret,
 * shown once when the key is made (api/README.md, "Developer API").
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const current = isTab(params.get('tab')) ? (params.get('tab') as TabId) : 'keys';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>开发者中心</h1>
      <Tabs
        aria-label="开发者中心"
        variant="card"
        items={tabs}
        selectedKey={current}
        onSelectionChange={(key) => setParams({ tab: String(key) }, { replace: true })}
      >
        {(tab) =>
          tab.id === current && (
            <div className={styles.panel}>
              {tab.id === 'keys' && <KeysTab />}
              {tab.id === 'usage' && <UsageTab />}
            </div>
          )
        }
      </Tabs>
    </div>
  );
}
