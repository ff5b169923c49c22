import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { templateStatusNames, type ResponseOf } from '@p5g/api/contract';
import {
  Button,
  ConfirmDialog,
  Empty,
  Pagination,
  SearchField,
  Select,
  SelectItem,
  Skeleton,
  TemplateCard,
  message,
} from '@p5g/design-system';
import { statusTags } from '../../lib/status-tags.ts';
import { formatTime } from '../../lib/format-time.ts';
import { api } from '../../lib/api.ts';
import { href } from '../../lib/routes-table.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { useFailureHandler } from '../../lib/use-failure-handler.ts';
import { messageViewOf } from '../../lib/message-view.ts';
import { useAction, useEndpoint, useEndpointCache } from '../../lib/endpoint-hooks.ts';
import { reviewStartsLater, templateActions, templateListPolling } from './template-rules.ts';
import * as styles from './messaging.css.ts';

type MyTemplate = ResponseOf<'templateList'>['list'][number];
const pageSize = 12;
const all = 'all';
const statusOptions = [
  { id: all, name: '全部状态' },
  ...Object.entries(templateStatusNames).map(([value, name]) => ({ id: value, name })),
];

/**
 * 我的模板 (/pe/my_tpl): the company's templates by status and name, each with what its status
 * allows — edit and submit a draft, resubmit a rejected, expired or invalid one as a new draft,
 * delete — the validity countdown once approved, the reason once rejected, and when the platform
 * review starts for one submitted outside the review window.
 */
export function Component() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<string>(all);
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<MyTemplate | null>(null);
  const { data, error, isLoading, mutate } = useEndpoint(
    'templateList',
    {
      page,
      pageSize,
      ...(status !== all && { status: Number(status) }),
      ...(name && { name }),
    },
    templateListPolling,
  );

  let content;
  if (isLoading) content = <Skeleton shape="cards" count={6} columns={3} label="模板加载中" />;
  else if (error) content = <LoadFailed description="模板加载失败" onRetry={() => void mutate()} />;
  else if (!data || data.list.length === 0) {
    content = (
      <Empty
        description={status === all && !name ? '您还没有模板' : '没有符合条件的模板'}
        action={
          <Button variant="primary" onPress={() => navigate(href('tpl_management'))}>
            从模板库选用
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <ul className={styles.list} aria-label="我的模板">
          {data.list.map((template) => (
            <li key={template.id}>
              <MyTemplateCard
                template={template}
                onChanged={() => void mutate()}
                onDelete={() => setDeleting(template)}
              />
            </li>
          ))}
        </ul>
        {data.total > pageSize && (
          <Pagination page={page} pageSize={pageSize} total={data.total} onChange={setPage} />
        )}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="my-templates-title">
      <div className={styles.header}>
        <h1 id="my-templates-title" className={styles.title}>
          我的模板
        </h1>
        <Button variant="primary" onPress={() => navigate(href('myTpl'))}>
          新建模板
        </Button>
      </div>
      <div className={styles.filters}>
        <Select
          label="状态"
          items={statusOptions}
          selectedKey={status}
          onSelectionChange={(key) => {
            setStatus(String(key));
            setPage(1);
          }}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <SearchField
          label="模板名称"
          placeholder="输入模板名称后按回车"
          maxLength={30}
          onSubmit={(value) => {
            setName(value.trim());
            setPage(1);
          }}
          onClear={() => setName('')}
        />
      </div>
      {content}
      <DeleteTemplateDialog
        template={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => void mutate()}
      />
    </section>
  );
}

function MyTemplateCard({
  template,
  onChanged,
  onDelete,
}: {
  template: MyTemplate;
  onChanged: () => void;
  onDelete: () => void;
}) {
  const navigate = useNavigate();
  const handleFailure = useFailureHandler();
  const { forget } = useEndpointCache();
  const [pending, setPending] = useState<'submit' | 'resubmit' | null>(null);
  const actions = templateActions(template.status, template.expireTime, new Date());
  const startsAt = reviewStartsLater(template, new Date());

  async function act(kind: 'submit' | 'resubmit') {
    setPending(kind);
    try {
      if (kind === 'submit') {
        await api.call('templateSubmit', { id: template.id });
        message.success('已提交审核');
        onChanged();
      } else {
        const draft = await api.call('templateCopy', { id: template.id });
        await forget('templateList');
        navigate(href('myTpl', { id: draft.id }));
      }
    } catch (failure) {
      handleFailure(failure);
    } finally {
      setPending(null);
    }
  }

  return (
    <TemplateCard
      name={template.name}
      headingLevel={2}
      message={messageViewOf(template.content, template.materials)}
      status={template.status}
      statuses={statusTags.message}
      updatedAt={template.updateTime}
      expiresAt={template.expireTime ?? undefined}
      rejectReason={template.rejectReason ?? undefined}
      serviceName={template.chatbotName}
      serviceLogoUrl={template.chatbotLogo || undefined}
      actions={
        <div className={styles.actions}>
          {startsAt && (
            <p className={styles.note}>提交于审核时间外，将于 {formatTime(startsAt)} 开始审核</p>
          )}
          {actions.send && (
            <Button
              variant="primary"
              size="small"
              onPress={() => navigate(href('send', { templateId: template.id }))}
            >
              发送
            </Button>
          )}
          {actions.edit && (
            <Button size="small" onPress={() => navigate(href('myTpl', { id: template.id }))}>
              编辑
            </Button>
          )}
          {actions.submit && (
            <Button
              variant="primary"
              size="small"
              isLoading={pending === 'submit'}
              onPress={() => void act('submit')}
            >
              提交审核
            </Button>
          )}
          {actions.resubmit && (
            <Button
              variant="primary"
              size="small"
              isLoading={pending === 'resubmit'}
              onPress={() => void act('resubmit')}
            >
              重新提交
            </Button>
          )}
          {actions.delete && (
            <Button variant="text" size="small" onPress={onDelete}>
              删除
            </Button>
          )}
        </div>
      }
    />
  );
}

function DeleteTemplateDialog({
  template,
  onClose,
  onDeleted,
}: {
  template: MyTemplate | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useAction('templateDelete', {
    onSuccess: () => {
      message.success('模板已删除');
      onClose();
      onDeleted();
    },
  });

  return (
    <ConfirmDialog
      title={`删除模板“${template?.name ?? ''}”？`}
      message="删除后不可恢复。"
      confirmLabel="删除"
      tone="danger"
      isOpen={template !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isConfirmLoading={remove.isPending}
      onConfirm={() => template && void remove.run({ id: template.id })}
    />
  );
}
