import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  industries,
  templateKindNames,
  templateKinds,
  type IndustryCode,
  type ResponseOf,
  type TemplateKind,
} from '@p5g/api/contract';
import {
  Button,
  Card,
  Dialog,
  Empty,
  Pagination,
  RcsPreview,
  Select,
  SelectItem,
  Skeleton,
} from '@p5g/design-system';
import { href } from '../../lib/routes-table.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { MessagePreviews } from '../../lib/ui/MessagePreviews.tsx';
import { ChatbotSelect } from './ChatbotSelect.tsx';
import { messageViewOf } from '../../lib/message-view.ts';
import { useAction, useEndpoint } from '../../lib/endpoint-hooks.ts';
import { chatbotListPolling } from './service-account-rules.ts';
import { industryName } from '../../lib/industry-name.ts';
import * as styles from './messaging.css.ts';

type LibraryTemplate = ResponseOf<'templateLibrary'>['list'][number];
const pageSize = 12;
const all = 'all';
/** The sender the library's previews show: the customer's own service account signs the real one. */
const sampleSender = '服务号名称';

/**
 * 模板库 (/pe/tpl_management, and the default landing /pg/tpl_management): curated templates by
 * industry and kind, each previewed as the phone shows it; 使用模板 copies one into my templates
 * for a chosen service account and opens it in the editor.
 */
export function Component() {
  const [industry, setIndustry] = useState<IndustryCode | typeof all>(all);
  const [kind, setKind] = useState<TemplateKind | typeof all>(all);
  const [page, setPage] = useState(1);
  const [using, setUsing] = useState<LibraryTemplate | null>(null);
  const [previewing, setPreviewing] = useState<LibraryTemplate | null>(null);
  const { data, error, isLoading, mutate } = useEndpoint('templateLibrary', {
    page,
    pageSize,
    ...(industry !== all && { industry }),
    ...(kind !== all && { kind }),
  });

  let content;
  if (isLoading) content = <Skeleton shape="cards" count={6} columns={3} label="模板加载中" />;
  else if (error)
    content = <LoadFailed description="模板库加载失败" onRetry={() => void mutate()} />;
  else if (!data || data.list.length === 0) content = <Empty description="暂无符合条件的模板" />;
  else {
    content = (
      <>
        <ul className={styles.list} aria-label="模板库">
          {data.list.map((template) => (
            <li key={template.id}>
              <Card
                title={template.name}
                headingLevel={2}
                extra={`${industryName(template.industry)} · ${templateKindNames[template.kind]}`}
                footer={
                  <div className={styles.actions}>
                    <Button size="small" onPress={() => setPreviewing(template)}>
                      预览
                    </Button>
                    <Button variant="primary" size="small" onPress={() => setUsing(template)}>
                      使用模板
                    </Button>
                  </div>
                }
              >
                <p className={styles.note}>{template.description}</p>
                {/* A glance at the phone; the 预览 dialog gives the full, readable preview. */}
                <div aria-hidden inert className={styles.previewBox}>
                  <RcsPreview
                    message={messageViewOf(template.content, template.materials)}
                    serviceName={sampleSender}
                  />
                </div>
              </Card>
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
    <section className={styles.page} aria-labelledby="library-title">
      <h1 id="library-title" className={styles.title}>
        模板库
      </h1>
      <div className={styles.filters}>
        <Select
          label="行业"
          items={[
            { id: all, name: '全部行业' },
            ...industries.map((i) => ({ id: i.code, name: i.name })),
          ]}
          selectedKey={industry}
          onSelectionChange={(key) => {
            setIndustry(key as IndustryCode | typeof all);
            setPage(1);
          }}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Select
          label="类型"
          items={[
            { id: all, name: '全部类型' },
            ...templateKinds.map((k) => ({ id: k, name: templateKindNames[k] })),
          ]}
          selectedKey={kind}
          onSelectionChange={(key) => {
            setKind(key as TemplateKind | typeof all);
            setPage(1);
          }}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </div>
      {content}
      <Dialog
        title={`预览：${previewing?.name ?? ''}`}
        isOpen={previewing !== null}
        onOpenChange={(isOpen) => !isOpen && setPreviewing(null)}
      >
        {previewing && (
          <MessagePreviews
            message={messageViewOf(previewing.content, previewing.materials)}
            serviceName={sampleSender}
          />
        )}
      </Dialog>
      <Dialog
        title="使用模板"
        size="small"
        isOpen={using !== null}
        onOpenChange={(isOpen) => !isOpen && setUsing(null)}
      >
        {using && <UseTemplateForm template={using} />}
      </Dialog>
    </section>
  );
}

/** Chooses the service account the copy belongs to, copies it and opens it in the editor. */
function UseTemplateForm({ template }: { template: LibraryTemplate }) {
  const navigate = useNavigate();
  const chatbots = useEndpoint('chatbotList', { page: 1, pageSize: 100 }, chatbotListPolling);
  const [chatbotId, setChatbotId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const copyTemplate = useAction('templateCopy', {
    onSuccess: (draft) => navigate(href('myTpl', { id: draft.id })),
  });

  async function copy() {
    if (!chatbotId) {
      setProblem('请选择服务号');
      return;
    }
    await copyTemplate.run({ libraryId: template.id, chatbotId });
  }

  if (chatbots.isLoading) return <Skeleton lines={2} label="服务号加载中" />;
  if (chatbots.error)
    return <LoadFailed description="服务号加载失败" onRetry={() => void chatbots.mutate()} />;
  if (!chatbots.data || chatbots.data.list.length === 0) {
    return (
      <Empty
        size="small"
        description="请先创建服务号，模板将以服务号的名义发送"
        action={
          <Button variant="primary" onPress={() => navigate(href('serviceManage'))}>
            前往服务号管理
          </Button>
        }
      />
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void copy();
      }}
    >
      <p className={styles.note}>将“{template.name}”复制到我的模板，复制后可修改再提交审核。</p>
      <ChatbotSelect
        chatbots={chatbots.data.list}
        value={chatbotId}
        onChange={(id) => {
          setChatbotId(id);
          setProblem(undefined);
        }}
        errorMessage={problem}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isLoading={copyTemplate.isPending}>
          复制并编辑
        </Button>
      </div>
    </form>
  );
}
