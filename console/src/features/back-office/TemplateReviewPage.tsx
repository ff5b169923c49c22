import { useState } from 'react';
import { templateKindNames, type ResponseOf } from '@p5g/api/contract';
import { Table, TextField, type TableColumn } from '@p5g/design-system';
import { formatTime } from '../../lib/format-time.ts';
import { industryName } from '../../lib/industry-name.ts';
import { messageViewOf } from '../../lib/message-view.ts';
import { ReviewedMessage } from './ReviewedMessage.tsx';
import { ReviewQueue } from './ReviewQueue.tsx';
import { reviewedButtons, type ReviewedButton } from './template-buttons.ts';
import { waitedText } from './review-wait.ts';
import * as styles from './BackOffice.css.ts';

type QueuedTemplate = ResponseOf<'manageTemplates'>['list'][number];

const columns: TableColumn<QueuedTemplate>[] = [
  { id: 'name', header: '模板名称', isRowHeader: true, cell: (t) => t.name },
  { id: 'chatbot', header: '服务号', cell: (t) => t.chatbotName },
  { id: 'company', header: '单位名称', cell: (t) => t.companyName },
  { id: 'kind', header: '类型', width: 90, cell: (t) => templateKindNames[t.kind] },
  {
    id: 'submitted',
    header: '提交时间',
    width: 150,
    cell: (t) => (t.submitTime ? formatTime(t.submitTime) : ''),
  },
];

const buttonColumns: TableColumn<ReviewedButton>[] = [
  { id: 'place', header: '位置', width: 110, noWrap: true, cell: (b) => b.place },
  { id: 'label', header: '按钮文字', isRowHeader: true, cell: (b) => b.label },
  {
    id: 'action',
    header: '动作与目标',
    cell: (b) => <span className={styles.target}>{b.action}</span>,
  },
];

/**
 * Templates in the platform review: each previewed as the phone shows it (5G message and fallback
 * SMS), with every button's and suggestion's action and target (a link in full); approve (the
 * carriers review next) or reject with a reason the customer reads. When 中国移动 is connected for
 * real, the operator enters the template id it approved (its interface sends templates by id).
 */
export function Component() {
  const [cmccTemplateIds, setCmccTemplateIds] = useState<Record<string, string>>({});
  return (
    <ReviewQueue
      title="模板审核"
      subject="模板"
      dialogSize="large"
      columns={columns}
      queue="manageTemplates"
      approvedMessage="已审核通过，正在交运营商审核"
      approvalInput={(t) => {
        const cmccTemplateId = cmccTemplateIds[t.id]?.trim();
        return cmccTemplateId ? { cmccTemplateId } : {};
      }}
      renderItem={(t) => (
        <>
          <ReviewedMessage
            preview={{
              message: messageViewOf(t.content, t.materials),
              serviceName: t.chatbotName,
              serviceLogoUrl: t.chatbotLogo || undefined,
            }}
            table={
              <Table
                aria-label="按钮与快捷回复"
                columns={buttonColumns}
                rows={reviewedButtons(t.content)}
                getRowId={(b) => b.place}
                emptyState="无按钮和快捷回复"
              />
            }
            facts={[
              { label: '模板名称', value: t.name },
              { label: '服务号', value: t.chatbotName },
              { label: '单位名称', value: t.companyName },
              { label: '所属行业', value: industryName(t.industry) },
              { label: '类型', value: templateKindNames[t.kind] },
              { label: '变量', value: t.variables.map((v) => `{${v}}`).join('、') || '无' },
              { label: '已等待', value: waitedText(t.waitedMinutes) },
            ]}
          />
          <TextField
            label="中国移动模板ID"
            description="选填：已在中国移动报备通过时填写，发送时按此模板ID下发"
            maxLength={64}
            value={cmccTemplateIds[t.id] ?? ''}
            onChange={(value) => setCmccTemplateIds((all) => ({ ...all, [t.id]: value }))}
          />
        </>
      )}
    />
  );
}
