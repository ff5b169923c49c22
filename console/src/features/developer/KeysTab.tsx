import { useState } from 'react';
import type { ApiKeyView } from '@p5g/api/contract';
import {
  Button,
  ConfirmDialog,
  CopyButton,
  StatusTag,
  Table,
  message,
  type TableColumn,
} from '@p5g/design-system';
import { formatTime } from '../../lib/format-time.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { credential } from '../../lib/ui/credential.css.ts';
import { useAction, useEndpoint } from '../../lib/endpoint-hooks.ts';
import { CreateKeyDialog } from './CreateKeyDialog.tsx';
import * as styles from './DeveloperCentre.css.ts';

/**
 * 密钥: the company's API keys with their role and last use; a new key's secret is shown once by
 * the dialog that makes it, and revoking one refuses its requests from then on.
 */
export function KeysTab() {
  const { data, error, isLoading, mutate } = useEndpoint('apiKeys');
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const revoke = useAction('revokeApiKey', {
    onSuccess: async () => {
      message.success('密钥已停用');
      setRevoking(null);
      await mutate();
    },
  });

  const columns: TableColumn<ApiKeyView>[] = [
    { id: 'name', header: '名称', cell: (k) => k.name, isRowHeader: true },
    {
      id: 'accessKey',
      header: 'Access Key',
      cell: (k) => (
        <span className={credential}>
          <code>{k.accessKey}</code>
          <CopyButton text={k.accessKey} what={`${k.name}的 Access Key`} />
        </span>
      ),
    },
    {
      id: 'role',
      header: '角色',
      cell: (k) => k.roleName ?? (k.roleId ? '角色已删除' : '全部菜单'),
    },
    {
      id: 'status',
      header: '状态',
      noWrap: true,
      cell: (k) =>
        k.revokeTime ? (
          <StatusTag tone="neutral" label="已停用" />
        ) : (
          <StatusTag tone="success" label="使用中" />
        ),
    },
    {
      id: 'lastUsed',
      header: '最近调用',
      hideOnPhone: true,
      cell: (k) =>
        k.lastUsedTime ? `${formatTime(k.lastUsedTime)}（${k.lastUsedIp ?? '-'}）` : '从未调用',
    },
    {
      id: 'created',
      header: '创建时间',
      noWrap: true,
      hideOnPhone: true,
      cell: (k) => formatTime(k.createTime),
    },
    {
      id: 'actions',
      header: '操作',
      noWrap: true,
      cell: (k) =>
        k.revokeTime ? (
          <span className={styles.revoked}>{formatTime(k.revokeTime)} 停用</span>
        ) : (
          <Button
            variant="text"
            size="small"
            aria-label={`停用密钥「${k.name}」`}
            onPress={() => setRevoking(k)}
          >
            停用
          </Button>
        ),
    },
  ];

  if (error) return <LoadFailed description="密钥加载失败" onRetry={() => void mutate()} />;
  return (
    <>
      <div className={styles.toolbar}>
        <Button variant="primary" onPress={() => setCreating(true)}>
          新建密钥
        </Button>
      </div>
      <Table aria-label="API 密钥" columns={columns} rows={data ?? []} isLoading={isLoading} />
      <CreateKeyDialog
        isOpen={creating}
        onClose={() => setCreating(false)}
        onCreated={() => mutate()}
      />
      <ConfirmDialog
        isOpen={revoking !== null}
        onOpenChange={(isOpen) => !isOpen && setRevoking(null)}
        title={`停用密钥「${revoking?.name ?? ''}」？`}
        message="停用后，用该密钥签名的请求立即被拒绝，且不能恢复。"
        tone="danger"
        confirmLabel="停用"
        isConfirmLoading={revoke.isPending}
        onConfirm={() => revoking && void revoke.run({ id: revoking.id })}
      />
    </>
  );
}
