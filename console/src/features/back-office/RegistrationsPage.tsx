import { useState } from 'react';
import { Button, Dialog, ReasonForm, message, type TableColumn } from '@p5g/design-system';
import { useAction } from '../../lib/endpoint-hooks.ts';
import { usePagedList, type ListItem } from '../../lib/use-paged-list.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { BackOfficeFrame } from './BackOfficeFrame.tsx';
import * as styles from './BackOffice.css.ts';
import { formatTime } from '../../lib/format-time.ts';

type Registration = ListItem<'manageRegistrations'>;

/** Registrations awaiting audit (spec §4 userStatus 0): approve, or refuse with a reason. */
export function Component() {
  const list = usePagedList('manageRegistrations', {});
  const approve = useAction('manageReviewRegistration', {
    onSuccess: async () => {
      message.success('已通过审核');
      await list.mutate();
    },
  });
  const [approving, setApproving] = useState<string | null>(null);
  const [refusing, setRefusing] = useState<Registration | null>(null);

  const columns: TableColumn<Registration>[] = [
    { id: 'account', header: '账号', cell: (r) => r.account },
    { id: 'showName', header: '联系人', cell: (r) => r.showName },
    { id: 'company', header: '单位名称', cell: (r) => r.companyName },
    { id: 'phone', header: '手机号', width: 130, cell: (r) => r.phone },
    { id: 'email', header: '邮箱', cell: (r) => r.email },
    { id: 'time', header: '注册时间', width: 170, cell: (r) => formatTime(r.createTime) },
    {
      id: 'actions',
      header: '操作',
      width: 130,
      cell: (r) => (
        <div className={styles.rowActions}>
          <Button
            variant="text"
            size="small"
            isLoading={approve.isPending && approving === r.userId}
            onPress={() => {
              setApproving(r.userId);
              void approve.run({ userId: r.userId, approve: true });
            }}
          >
            通过
          </Button>
          <Button variant="text" size="small" onPress={() => setRefusing(r)}>
            拒绝
          </Button>
        </div>
      ),
    },
  ];

  return (
    <BackOfficeFrame title="注册审核">
      <section className={styles.panel} aria-label="待审核注册">
        <PagedTable
          aria-label="待审核注册"
          columns={columns}
          getRowId={(r) => r.userId}
          {...list.table}
          failedDescription="注册信息加载失败"
          emptyDescription="暂无待审核的注册"
        />
      </section>
      <Dialog
        title="拒绝注册"
        size="small"
        isOpen={refusing !== null}
        onOpenChange={(isOpen) => !isOpen && setRefusing(null)}
      >
        {refusing && (
          <RefuseForm
            registration={refusing}
            onDone={async () => {
              setRefusing(null);
              await list.mutate();
            }}
          />
        )}
      </Dialog>
    </BackOfficeFrame>
  );
}

function RefuseForm({
  registration,
  onDone,
}: {
  registration: Registration;
  onDone: () => Promise<void>;
}) {
  const refuse = useAction('manageReviewRegistration', {
    onSuccess: async () => {
      message.success('已拒绝');
      await onDone();
    },
  });
  return (
    <ReasonForm
      label="拒绝原因"
      requiredMessage="请填写原因"
      submitLabel="确认拒绝"
      submitVariant="danger"
      isPending={refuse.isPending}
      onSubmit={(reason) =>
        void refuse.run({ userId: registration.userId, approve: false, reason })
      }
    >
      <p>
        拒绝「{registration.companyName}」的注册申请（账号 {registration.account}）。
      </p>
    </ReasonForm>
  );
}
