import { useState } from 'react';
import type { ResponseOf } from '@p5g/api/contract';
import { Button, Dialog, RegionCascader, message, type TableColumn } from '@p5g/design-system';
import { useAction } from '../../../lib/endpoint-hooks.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { PagedTable } from '../../../lib/ui/PagedTable.tsx';
import * as styles from '../micro-apps.css.ts';

type GridWorker = ResponseOf<'appletGridWorkers'>['list'][number];

/**
 * 网格员 (the main account only): the company's sub-accounts and the city each covers on the
 * common applets' pages; a sub-account without one sees no reports.
 */
export function GridWorkers() {
  const list = usePagedList('appletGridWorkers', {});
  const [editing, setEditing] = useState<GridWorker | null>(null);
  const columns: TableColumn<GridWorker>[] = [
    { id: 'account', header: '账号', isRowHeader: true, cell: (w) => w.account },
    { id: 'name', header: '名称', cell: (w) => w.showName },
    { id: 'region', header: '负责区域', cell: (w) => w.regionName ?? '未设置' },
    {
      id: 'actions',
      header: '操作',
      width: 100,
      cell: (w) => (
        <Button
          variant="text"
          size="small"
          aria-label={`设置${w.showName}的负责区域`}
          onPress={() => setEditing(w)}
        >
          设置区域
        </Button>
      ),
    },
  ];
  return (
    <div className={styles.panel}>
      <h2 className={styles.subtitle}>网格员</h2>
      <p className={styles.note}>
        网格员只能查看负责区域（市）及以下的填报记录；子账号还需在平台管理中授予本应用的菜单权限。
      </p>
      <PagedTable
        aria-label="网格员"
        columns={columns}
        getRowId={(w) => w.userId}
        {...list.table}
        failedDescription="网格员加载失败"
        emptyDescription="暂无子账号，请先在平台管理中新建"
      />
      <Dialog
        title="设置负责区域"
        size="small"
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      >
        {editing && (
          <RegionForm
            worker={editing}
            onDone={() => {
              setEditing(null);
              void list.mutate();
            }}
          />
        )}
      </Dialog>
    </div>
  );
}

function RegionForm({ worker, onDone }: { worker: GridWorker; onDone: () => void }) {
  const code = worker.regionCode?.slice(0, 4);
  const [city, setCity] = useState<readonly [string, string] | null>(
    code ? [code.slice(0, 2), code] : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useAction('appletSetGridWorker', {
    onSuccess: (_data, input) => {
      message.success(input.regionCode ? '负责区域已设置' : '已取消网格员');
      onDone();
    },
  });
  return (
    <form
      className={styles.unlockForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (city) void save.run({ userId: worker.userId, regionCode: city[1] });
        else setProblem('请选择负责的城市');
      }}
    >
      <p className={styles.note}>
        {worker.showName}（{worker.account}）将只能查看所选城市及以下的填报记录。
      </p>
      <RegionCascader
        label="负责城市"
        isRequired
        value={city}
        onChange={(value) => {
          setCity(value);
          setProblem(null);
        }}
        isInvalid={problem !== null}
        errorMessage={problem}
      />
      <div className={styles.actions}>
        {worker.regionCode && (
          <Button
            onPress={() => void save.run({ userId: worker.userId, regionCode: null })}
            isDisabled={save.isPending}
          >
            取消网格员
          </Button>
        )}
        <Button type="submit" variant="primary" isLoading={save.isPending}>
          保存
        </Button>
      </div>
    </form>
  );
}
