import { Dialog, Table, type TableColumn } from '@p5g/design-system';
import { formatBalance } from '@p5g/design-system/format';
import type { BalanceTileSpec } from './account-centre.ts';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';

type Lot = { id: number; title: string; expire: string; quantity: number };

const columns: TableColumn<Lot>[] = [
  { id: 'title', header: '名称', cell: (lot) => lot.title },
  { id: 'expire', header: '到期日期', width: 140, cell: (lot) => lot.expire },
  {
    id: 'quantity',
    header: '剩余数量',
    width: 120,
    align: 'end',
    cell: (lot) => formatBalance(lot.quantity),
  },
];

/** The balance-detail modal (spec §2): what makes up one balance, with each part's expiry. */
export function BalanceDetailDialog({
  tile,
  onOpenChange,
}: {
  tile: BalanceTileSpec | null;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog title={`${tile?.title ?? ''}明细`} isOpen={tile !== null} onOpenChange={onOpenChange}>
      {tile?.detailCategory !== undefined && <Lots category={tile.detailCategory} />}
    </Dialog>
  );
}

function Lots({ category }: { category: NonNullable<BalanceTileSpec['detailCategory']> }) {
  const { data, error, isLoading, mutate } = useEndpoint('balanceDetail', { category });
  if (error) return <LoadFailed description="明细加载失败" onRetry={() => void mutate()} />;
  return (
    <Table
      aria-label="余额明细"
      columns={columns}
      rows={(data ?? []).map((lot, id) => ({ ...lot, id }))}
      isLoading={isLoading}
      loadingRowCount={3}
    />
  );
}
