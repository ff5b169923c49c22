import { useState } from 'react';
import type { Role } from '@p5g/api/contract';
import {
  Button,
  ConfirmDialog,
  Dialog,
  Table,
  message,
  type TableColumn,
} from '@p5g/design-system';
import { formatTime } from '../../lib/format-time.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { useAction, useEndpoint } from '../../lib/endpoint-hooks.ts';
import { roleChoiceTree, samePageMenus } from './role-choices.ts';
import { asChoices, menuTitles } from './role-menus.ts';
import { RoleDialog } from './RoleDialog.tsx';
import * as styles from './PlatformManagementPage.css.ts';

/**
 * 角色: the company's roles with the menus they grant and how many sub-accounts hold each. The
 * main account creates, edits and deletes them; a role still held cannot be deleted (the API
 * refuses with 2201), and the dialog says why before anything is sent.
 */
export function RolesTab({ canManage }: { canManage: boolean }) {
  const { data, error, isLoading, mutate } = useEndpoint('roles');
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const remove = useAction('deleteRole', {
    onSuccess: async () => {
      message.success('角色已删除');
      setDeleting(null);
      await mutate();
    },
  });

  const columns: TableColumn<Role>[] = [
    { id: 'name', header: '角色名称', cell: (r) => r.name, isRowHeader: true },
    {
      id: 'menus',
      header: '菜单权限',
      cell: (r) =>
        menuTitles(roleChoiceTree, asChoices(r.menuNames, samePageMenus)).join('、') || '-',
    },
    { id: 'holders', header: '子账号数', align: 'end', noWrap: true, cell: (r) => r.userCount },
    { id: 'time', header: '创建时间', noWrap: true, cell: (r) => formatTime(r.createTime) },
  ];
  if (canManage) {
    columns.push({
      id: 'actions',
      header: '操作',
      cell: (r) => (
        <div className={styles.rowActions}>
          <Button variant="text" size="small" onPress={() => setEditing(r)}>
            编辑
          </Button>
          <Button variant="text" size="small" onPress={() => setDeleting(r)}>
            删除
          </Button>
        </div>
      ),
    });
  }

  if (error) return <LoadFailed description="角色加载失败" onRetry={() => void mutate()} />;
  const held = deleting !== null && deleting.userCount > 0;
  return (
    <>
      {canManage && (
        <div className={styles.toolbar}>
          <Button variant="primary" onPress={() => setEditing('new')}>
            新建角色
          </Button>
        </div>
      )}
      <Table aria-label="角色" columns={columns} rows={data ?? []} isLoading={isLoading} />
      <RoleDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await mutate();
        }}
      />
      <Dialog
        title="不能删除该角色"
        size="small"
        role="alertdialog"
        isOpen={held}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        footer={
          <Button variant="primary" onPress={() => setDeleting(null)}>
            知道了
          </Button>
        }
      >
        <p>
          角色「{deleting?.name}」仍有{deleting?.userCount}
          个子账号使用，不能删除。请先为这些子账号更换角色后再删除。
        </p>
      </Dialog>
      <ConfirmDialog
        isOpen={deleting !== null && !held}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={`删除角色「${deleting?.name ?? ''}」？`}
        message="删除后不可恢复。"
        tone="danger"
        confirmLabel="删除"
        isConfirmLoading={remove.isPending}
        onConfirm={() => deleting && void remove.run({ id: deleting.id })}
      />
    </>
  );
}
