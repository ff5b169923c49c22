import { useState } from 'react';
import type { ResponseOf } from '@p5g/api/contract';
import { Button, Dialog, TextArea, message, type TableColumn } from '@p5g/design-system';
import { api } from '../../lib/api.ts';
import { useManageRegistrations } from './queries/manage-registrations.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { useFailureHandler } from '../../lib/use-failure-handler.ts';
import { BackOfficeFrame } from './BackOfficeFrame.tsx';
import * as styles from './BackOffice.css.ts';
import { formatTime } from '../../lib/format-time.ts';

type Registration = ResponseOf<'manageRegistrations'>['list'][number];
const pageSize = 10;

/** Registrations awaiting audit (spec §4 userStatus 0): approve, or refuse with a reason. */
export function Component() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useManageRegistrations({ page, pageSize });
  const handleFailure = useFailureHandler();
  const [approving, setApproving] = useState<string | null>(null);
  const [refusing, setRefusing] = useState<Registration | null>(null);

  async function approve(userId: string) {
    setApproving(userId);
    try {
      await api.call('manageReviewRegistration', { userId, approve: true });
      message.success('已通过审核');
      await mutate();
    } catch (failure) {
      handleFailure(failure);
    } finally {
      setApproving(null);
    }
  }

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
            isLoading={approving === r.userId}
            onPress={() => void approve(r.userId)}
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
          data={data}
          isLoading={isLoading}
          error={error}
          onRetry={() => void mutate()}
          failedDescription="注册信息加载失败"
          emptyDescription="暂无待审核的注册"
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
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
              await mutate();
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
  const handleFailure = useFailureHandler();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function refuse() {
    if (reason.trim() === '') {
      setProblem('请填写原因');
      return;
    }
    setPending(true);
    try {
      await api.call('manageReviewRegistration', {
        userId: registration.userId,
        approve: false,
        reason: reason.trim(),
      });
      message.success('已拒绝');
      await onDone();
    } catch (failure) {
      handleFailure(failure);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void refuse();
      }}
    >
      <p>
        拒绝「{registration.companyName}」的注册申请（账号 {registration.account}）。
      </p>
      <TextArea
        label="拒绝原因"
        isRequired
        rows={3}
        maxLength={200}
        showCount
        value={reason}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
        isInvalid={problem !== null}
        errorMessage={problem}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="danger" isLoading={pending}>
          确认拒绝
        </Button>
      </div>
    </form>
  );
}
