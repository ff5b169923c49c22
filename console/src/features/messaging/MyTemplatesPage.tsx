import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { templateStatusNames, type ResponseOf } from '@p5g/api/contract';
import { Button, ConfirmDialog, Empty, TemplateCard, message } from '@p5g/design-system';
import { statusTags } from '../../lib/status-tags.ts';
import { formatTime } from '../../lib/format-time.ts';
import { href } from '../../lib/routes-table.ts';
import { ListFilters, useListFilters } from '../../lib/ui/ListFilters.tsx';
import { PagedCards } from '../../lib/ui/PagedCards.tsx';
import { SubmitForReviewButton } from '../../lib/ui/SubmitForReviewButton.tsx';
import { messageViewOf } from '../../lib/message-view.ts';
import { useAction, useEndpoint, useEndpointCache } from '../../lib/endpoint-hooks.ts';
import { reviewStartsLater, templateActions, templateListPolling } from './template-rules.ts';
import * as styles from './messaging.css.ts';

type MyTemplate = ResponseOf<'templateList'>['list'][number];
const pageSize = 12;

/**
 * 我的模板 (/pe/my_tpl): the company's templates by status and name, each with what its status
 * allows — edit and submit a draft, resubmit a rejected, expired or invalid one as a new draft,
 * delete — the validity countdown once approved, the reason once rejected, and when the platform
 * review starts for one submitted outside the review window.
 */
export function Component() {
  const navigate = useNavigate();
  const filters = useListFilters();
  const [deleting, setDeleting] = useState<MyTemplate | null>(null);
  const list = useEndpoint(
    'templateList',
    {
      page: filters.page,
      pageSize,
      ...(filters.status !== undefined && { status: filters.status }),
      ...(filters.name && { name: filters.name }),
    },
    templateListPolling,
  );

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
        <ListFilters
          filters={filters}
          statusNames={templateStatusNames}
          nameLabel="模板名称"
          namePlaceholder="输入模板名称后按回车"
          nameMaxLength={30}
        />
      </div>
      <PagedCards
        aria-label="我的模板"
        what="模板"
        list={list}
        pages={filters}
        pageSize={pageSize}
        empty={
          <Empty
            description={filters.isFiltered ? '没有符合条件的模板' : '您还没有模板'}
            action={
              <Button variant="primary" onPress={() => navigate(href('tpl_management'))}>
                从模板库选用
              </Button>
            }
          />
        }
        className={styles.list}
      >
        {(template) => (
          <MyTemplateCard
            template={template}
            onChanged={() => void list.mutate()}
            onDelete={() => setDeleting(template)}
          />
        )}
      </PagedCards>
      <DeleteTemplateDialog
        template={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => void list.mutate()}
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
  const { forget } = useEndpointCache();
  const actions = templateActions(template.status, template.expireTime, new Date());
  const startsAt = reviewStartsLater(template, new Date());

  const resubmit = useAction('templateCopy', {
    onSuccess: async (draft) => {
      await forget('templateList');
      navigate(href('myTpl', { id: draft.id }));
    },
  });

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
            <SubmitForReviewButton
              endpoint="templateSubmit"
              id={template.id}
              onSubmitted={onChanged}
            />
          )}
          {actions.resubmit && (
            <Button
              variant="primary"
              size="small"
              isLoading={resubmit.isPending}
              onPress={() => void resubmit.run({ id: template.id })}
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
