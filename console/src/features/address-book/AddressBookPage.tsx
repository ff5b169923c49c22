import { Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import type { Contact, ContactGroup } from '@p5g/api/contract';
import {
  Button,
  ConfirmDialog,
  Empty,
  FilterBar,
  Skeleton,
  TextField,
  message,
  type TableColumn,
} from '@p5g/design-system';
import { formatTime } from '../../lib/format-time.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { ExportButton } from '../../lib/ui/ExportButton.tsx';
import { ContactDialog } from './ContactDialog.tsx';
import { GroupDialog } from './GroupDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { useAction, useEndpoint, useEndpointCache } from '../../lib/endpoint-hooks.ts';
import { variablesText } from './rules.ts';
import * as styles from './address-book.css.ts';

const pageSize = 10;

/**
 * 通讯录 (/pe/address_list): the company's groups and their contacts — search by name or mobile,
 * ten a page; add and edit contacts with their template variables; import a group from .xlsx or
 * .csv with a row-by-row report; export to the download centre.
 */
export function Component() {
  const groups = useEndpoint('contactGroups');
  const { refresh: refreshEndpoints } = useEndpointCache();
  // After a change: every cached group list and page of contacts is asked again.
  const refresh = () => refreshEndpoints('contactGroups', 'contactList');
  const [groupId, setGroupId] = useState<string | null>(null);
  const [keywordInput, setKeywordInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editingGroup, setEditingGroup] = useState<ContactGroup | 'new' | null>(null);
  const [deletingGroup, setDeletingGroup] = useState<ContactGroup | null>(null);
  const [editingContact, setEditingContact] = useState<Contact | 'new' | null>(null);
  const [deletingContact, setDeletingContact] = useState<Contact | null>(null);
  const [importing, setImporting] = useState(false);

  const query = {
    page,
    pageSize,
    ...(groupId ? { groupId } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const contacts = useEndpoint('contactList', query, { keepPreviousData: true });
  const groupList = groups.data ?? [];
  const current = groupList.find((g) => g.id === groupId) ?? null;
  const hasGroups = groupList.length > 0;

  const chooseGroup = (id: string | null) => {
    setGroupId(id);
    setPage(1);
  };

  const deleteGroup = useAction('contactDeleteGroup', {
    onSuccess: async (_, { id }) => {
      message.success('分组已删除');
      if (groupId === id) chooseGroup(null);
      setDeletingGroup(null);
      await refresh();
    },
  });
  const deleteContact = useAction('contactDelete', {
    onSuccess: async () => {
      message.success('联系人已删除');
      setDeletingContact(null);
      await refresh();
    },
  });

  const columns: TableColumn<Contact>[] = [
    { id: 'name', header: '姓名', isRowHeader: true, cell: (c) => c.name || '-' },
    { id: 'mobile', header: '手机号', noWrap: true, cell: (c) => c.mobile },
    { id: 'group', header: '分组', cell: (c) => c.groupName },
    { id: 'remark', header: '备注', cell: (c) => c.remark || '-' },
    { id: 'variables', header: '变量', cell: (c) => variablesText(c.variables) || '-' },
    { id: 'time', header: '添加时间', noWrap: true, cell: (c) => formatTime(c.createTime) },
    {
      id: 'actions',
      header: '操作',
      noWrap: true,
      cell: (c) => (
        <div className={styles.rowActions}>
          <Button
            variant="text"
            size="small"
            aria-label={`编辑 ${c.name || c.mobile}`}
            onPress={() => setEditingContact(c)}
          >
            编辑
          </Button>
          <Button
            variant="text"
            size="small"
            aria-label={`删除 ${c.name || c.mobile}`}
            onPress={() => setDeletingContact(c)}
          >
            删除
          </Button>
        </div>
      ),
    },
  ];

  const emptyDescription = keyword
    ? '没有符合条件的联系人'
    : hasGroups
      ? '暂无联系人，可新建联系人或从文件导入'
      : '暂无联系人，请先新建分组';

  return (
    <section className={styles.page} aria-labelledby="address-book-title">
      <div className={styles.header}>
        <h1 id="address-book-title" className={styles.title}>
          通讯录
        </h1>
        <div className={styles.actions}>
          <Button
            variant="primary"
            isDisabled={!hasGroups}
            onPress={() => setEditingContact('new')}
          >
            <Plus aria-hidden size={14} />
            新建联系人
          </Button>
          <Button isDisabled={!hasGroups} onPress={() => setImporting(true)}>
            <Upload aria-hidden size={14} />
            导入
          </Button>
          <ExportButton
            request={{ kind: 'contacts', ...(groupId ? { groupId } : {}) }}
            isDisabled={!hasGroups}
          />
        </div>
      </div>
      <div className={styles.layout}>
        <nav className={styles.panel} aria-labelledby="address-book-groups">
          <div className={styles.header}>
            <h2 id="address-book-groups" className={styles.subtitle}>
              分组
            </h2>
            <Button size="small" onPress={() => setEditingGroup('new')}>
              <Plus aria-hidden size={14} />
              新建分组
            </Button>
          </div>
          {groups.error ? (
            <LoadFailed description="分组加载失败" onRetry={() => void groups.mutate()} />
          ) : groups.isLoading ? (
            <Skeleton shape="text" />
          ) : (
            <ul className={styles.groupList}>
              <li className={styles.groupItem} data-current={groupId === null || undefined}>
                <button
                  type="button"
                  className={styles.groupButton}
                  aria-current={groupId === null}
                  onClick={() => chooseGroup(null)}
                >
                  <span className={styles.groupName}>全部联系人</span>
                  <span className={styles.count}>
                    {groupList.reduce((sum, g) => sum + g.count, 0)}
                  </span>
                </button>
              </li>
              {groupList.map((g) => (
                <li
                  key={g.id}
                  className={styles.groupItem}
                  data-current={groupId === g.id || undefined}
                >
                  <button
                    type="button"
                    className={styles.groupButton}
                    aria-current={groupId === g.id}
                    onClick={() => chooseGroup(g.id)}
                  >
                    <span className={styles.groupName}>{g.name}</span>
                    <span className={styles.count}>{g.count}</span>
                  </button>
                  <Button
                    variant="text"
                    size="small"
                    aria-label={`重命名分组 ${g.name}`}
                    onPress={() => setEditingGroup(g)}
                  >
                    重命名
                  </Button>
                  <Button
                    variant="text"
                    size="small"
                    aria-label={`删除分组 ${g.name}`}
                    onPress={() => setDeletingGroup(g)}
                  >
                    删除
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {!groups.isLoading && !groups.error && !hasGroups && (
            <Empty size="small" description="暂无分组，新建一个分组来存放联系人" />
          )}
        </nav>
        <div className={styles.panel}>
          <h2 className={styles.subtitle}>{current ? current.name : '全部联系人'}</h2>
          <FilterBar
            aria-label="搜索联系人"
            onSearch={() => {
              setKeyword(keywordInput.trim());
              setPage(1);
            }}
            onReset={() => {
              setKeywordInput('');
              setKeyword('');
              setPage(1);
            }}
            isSearching={contacts.isValidating && contacts.data !== undefined}
          >
            <TextField
              label="姓名或手机号"
              placeholder="请输入姓名或手机号"
              maxLength={20}
              value={keywordInput}
              onChange={setKeywordInput}
            />
          </FilterBar>
          <PagedTable
            aria-label={current ? `${current.name}的联系人` : '全部联系人'}
            columns={columns}
            data={contacts.data}
            isLoading={contacts.isLoading}
            error={contacts.error}
            onRetry={() => void contacts.mutate()}
            failedDescription="联系人加载失败"
            emptyDescription={emptyDescription}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
          />
        </div>
      </div>
      <GroupDialog
        editing={editingGroup}
        onClose={() => setEditingGroup(null)}
        onSaved={async (saved) => {
          // A new group is shown at once, ready for contacts; a renamed one stays as it was.
          if (editingGroup === 'new') chooseGroup(saved.id);
          setEditingGroup(null);
          await refresh();
        }}
      />
      <ConfirmDialog
        isOpen={deletingGroup !== null}
        onOpenChange={(isOpen) => !isOpen && setDeletingGroup(null)}
        title={`删除分组“${deletingGroup?.name ?? ''}”？`}
        message={`分组中的 ${deletingGroup?.count ?? 0} 个联系人将一并删除，且无法恢复。`}
        tone="danger"
        confirmLabel="删除"
        isConfirmLoading={deleteGroup.isPending}
        onConfirm={() => deletingGroup && void deleteGroup.run({ id: deletingGroup.id })}
      />
      <ContactDialog
        editing={editingContact}
        groups={groupList}
        defaultGroupId={groupId}
        onClose={() => setEditingContact(null)}
        onSaved={async () => {
          setEditingContact(null);
          await refresh();
        }}
      />
      <ConfirmDialog
        isOpen={deletingContact !== null}
        onOpenChange={(isOpen) => !isOpen && setDeletingContact(null)}
        title={`删除联系人“${deletingContact?.name || deletingContact?.mobile || ''}”？`}
        message="删除后无法恢复。"
        tone="danger"
        confirmLabel="删除"
        isConfirmLoading={deleteContact.isPending}
        onConfirm={() => deletingContact && void deleteContact.run({ ids: [deletingContact.id] })}
      />
      <ImportDialog
        isOpen={importing}
        groups={groupList}
        defaultGroupId={groupId}
        onClose={() => setImporting(false)}
        onImported={refresh}
      />
    </section>
  );
}
