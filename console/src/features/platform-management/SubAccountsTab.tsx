import { useState } from 'react';
import type { SubAccount } from '@p5g/api/contract';
import { Button, ConfirmDialog, SearchField, message, type TableColumn } from '@p5g/design-system';
import { formatTime } from '../../lib/format-time.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { useAction, useEndpoint } from '../../lib/endpoint-hooks.ts';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { SubAccountDialog } from './SubAccountDialog.tsx';
import * as styles from './PlatformManagementPage.css.ts';

const pageSize = 10;

/**
 * 子账号: the company's sub-accounts, searched by account or name, ten a page. The main account
 * creates and edits them, stops or restarts them (stopping ends the open session at once) and
 * resets their passwords.
 */
export function SubAccountsTab({ canManage }: { canManage: boolean }) {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const query = { page, pageSize, ...(keyword ? { keyword } : {}) };
  const { data, error, isLoading, mutate } = useEndpoint('subAccounts', query, {
    keepPreviousData: true,
  });
  const roles = useEndpoint('roles');
  const [editing, setEditing] = useState<SubAccount | 'new' | null>(null);
  const [switching, setSwitching] = useState<SubAccount | null>(null);
  const [resetting, setResetting] = useState<SubAccount | null>(null);
  const switchEnabled = useAction('setSubAccountEnabled', {
    onSuccess: async (_, { enabled }) => {
      message.success(enabled ? '已启用' : '已停用');
      setSwitching(null);
      await mutate();
    },
  });

  const columns: TableColumn<SubAccount>[] = [
    { id: 'account', header: '账号', cell: (s) => s.account, isRowHeader: true },
    { id: 'showName', header: '显示名称', cell: (s) => s.showName },
    { id: 'phone', header: '手机号', noWrap: true, cell: (s) => s.phone ?? '-' },
    { id: 'role', header: '角色', cell: (s) => s.roleName ?? '-' },
    {
      id: 'state',
      header: '状态',
      noWrap: true,
      cell: (s) => (s.enabled ? '启用' : <span className={styles.disabled}>已停用</span>),
    },
    { id: 'time', header: '创建时间', noWrap: true, cell: (s) => formatTime(s.createTime) },
  ];
  if (canManage) {
    columns.push({
      id: 'actions',
      header: '操作',
      cell: (s) => (
        <div className={styles.rowActions}>
          <Button variant="text" size="small" onPress={() => setEditing(s)}>
            编辑
          </Button>
          <Button variant="text" size="small" onPress={() => setSwitching(s)}>
            {s.enabled ? '停用' : '启用'}
          </Button>
          <Button variant="text" size="small" onPress={() => setResetting(s)}>
            重置密码
          </Button>
        </div>
      ),
    });
  }

  return (
    <>
      <div className={styles.toolbar}>
        {canManage && (
          <Button variant="primary" onPress={() => setEditing('new')}>
            新建子账号
          </Button>
        )}
        <SearchField
          label="账号或显示名称"
          placeholder="请输入关键词"
          maxLength={20}
          width={260}
          onSubmit={(text) => {
            setKeyword(text.trim());
            setPage(1);
          }}
          onClear={() => {
            setKeyword('');
            setPage(1);
          }}
        />
      </div>
      <PagedTable
        aria-label="子账号"
        columns={columns}
        data={data}
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        failedDescription="子账号加载失败"
        emptyDescription={keyword ? '没有符合条件的子账号' : '暂无子账号'}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
      />
      <SubAccountDialog
        editing={editing}
        roles={roles.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await Promise.all([mutate(), roles.mutate()]);
        }}
      />
      <ConfirmDialog
        isOpen={switching !== null}
        onOpenChange={(isOpen) => !isOpen && setSwitching(null)}
        title={
          switching?.enabled
            ? `停用子账号「${switching.showName}」？`
            : `启用子账号「${switching?.showName ?? ''}」？`
        }
        message={
          switching?.enabled
            ? '停用后，该子账号当前的登录会话将立即结束，且在重新启用前无法登录。'
            : '启用后，该子账号可以重新登录。'
        }
        tone={switching?.enabled ? 'danger' : 'default'}
        confirmLabel={switching?.enabled ? '停用' : '启用'}
        isConfirmLoading={switchEnabled.isPending}
        onConfirm={() =>
          switching && void switchEnabled.run({ id: switching.id, enabled: !switching.enabled })
        }
      />
      <ResetPasswordDialog subAccount={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
