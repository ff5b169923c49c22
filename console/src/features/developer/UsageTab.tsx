import { useState } from 'react';
import { Empty, Select, SelectItem, Table, type TableColumn } from '@p5g/design-system';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { dayLabel, usageTable, type UsageDay } from './usage-table.ts';
import * as styles from './DeveloperCentre.css.ts';

const windows = [
  { id: 7, name: '最近7天' },
  { id: 30, name: '最近30天' },
] as const;
type Window = (typeof windows)[number]['id'];

/** 调用统计: each key's calls (and failed ones) per China-time day. */
export function UsageTab() {
  const [days, setDays] = useState<Window>(7);
  const { data, error, isLoading, mutate } = useEndpoint('apiUsage', { days });
  if (error) return <LoadFailed description="调用统计加载失败" onRetry={() => void mutate()} />;

  const table = usageTable(data ?? []);
  const columns: TableColumn<UsageDay>[] = [
    { id: 'day', header: '日期', noWrap: true, isRowHeader: true, cell: (d) => dayLabel(d.day) },
    ...table.keys.map((key, i): TableColumn<UsageDay> => ({
      id: `key-${key.id}`,
      header: key.name,
      align: 'end',
      cell: (d) => {
        const { calls, failures } = d.perKey[i]!;
        return failures > 0 ? `${calls}（失败${failures}）` : calls;
      },
    })),
    { id: 'total', header: '合计', align: 'end', cell: (d) => d.calls },
  ];
  return (
    <>
      <div className={styles.toolbar}>
        <Select
          label="统计范围"
          items={windows}
          selectedKey={days}
          onSelectionChange={(key) => setDays(Number(key) as Window)}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </div>
      <Table
        aria-label="每个密钥每天的调用次数"
        columns={columns}
        rows={table.days}
        getRowId={(d) => d.day}
        isLoading={isLoading}
        emptyState={<Empty size="small" description="这段时间没有调用" />}
      />
    </>
  );
}
