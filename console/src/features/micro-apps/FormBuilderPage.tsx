import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  contentReviewStatus,
  questionKindNames,
  type FormDocument,
  type MiniAppDetail,
  type QuestionKind,
} from '@p5g/api/contract';
import {
  Button,
  Dialog,
  InlineNotice,
  Skeleton,
  Select,
  SelectItem,
  TextArea,
  TextField,
} from '@p5g/design-system';
import { useAction, useEndpoint, useEndpointCache } from '../../lib/endpoint-hooks.ts';
import { href } from '../../lib/routes-table.ts';
import { useAutosave, useDraftAddress } from '../../lib/use-autosave.ts';
import { DraftEditorHeader, DraftReviewNotices } from '../../lib/ui/DraftEditorHeader.tsx';
import { FormPreview } from '../../lib/ui/FormPreview.tsx';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import {
  addQuestion,
  blankDocument,
  documentErrors,
  errorsUnder,
  moveQuestion,
  removeQuestion,
  replaceQuestion,
} from './form-builder.ts';
import { QuestionCard } from './QuestionCard.tsx';
import { SettingsPanel } from './SettingsPanel.tsx';
import * as styles from './micro-apps.css.ts';

const kinds = Object.entries(questionKindNames) as [QuestionKind, string][];

/**
 * The form builder (/government/miniApp_editor?id=): a new form without an id, saved (and so
 * created) at its first change; an existing one loaded by id. A form in review or taken down
 * cannot be changed.
 */
export function Component() {
  const draft = useDraftAddress('miniApp_editor');
  const detail = useEndpoint('miniAppGet', draft.isNew ? null : { id: draft.id });

  if (draft.isNew) {
    return (
      <FormBuilder
        key="new"
        id={draft.createdHere}
        initial={null}
        onCreated={(created) => draft.created(created.id)}
      />
    );
  }
  if (detail.error) {
    return <LoadFailed description="微应用加载失败" onRetry={() => void detail.mutate()} />;
  }
  if (!detail.data) return <Skeleton shape="text" label="微应用加载中" />;
  return <FormBuilder key={draft.id} id={draft.id} initial={detail.data} onCreated={() => {}} />;
}

function FormBuilder({
  id,
  initial,
  onCreated,
}: {
  id: string | null;
  initial: MiniAppDetail | null;
  onCreated: (detail: MiniAppDetail) => void;
}) {
  const navigate = useNavigate();
  const { forget } = useEndpointCache();
  const [doc, setDoc] = useState<FormDocument>(() => initial?.document ?? blankDocument());
  const [newKind, setNewKind] = useState<QuestionKind>('single');
  const [previewing, setPreviewing] = useState(false);
  const errors = useMemo(() => documentErrors(doc), [doc]);
  const isValid = Object.keys(errors).length === 0;
  const save = useAction('miniAppSave');
  const saveState = useAutosave({
    id,
    save: save.run,
    document: isValid ? doc : null,
    changed: doc,
    onCreated,
  });
  const onSubmitted = async () => {
    await forget('miniAppList');
    void navigate(href('gover_my_miniApp'));
  };
  const locked =
    initial?.status === contentReviewStatus.review ||
    initial?.status === contentReviewStatus.invalid;
  const field = (path: string) => ({
    isInvalid: errors[path] !== undefined,
    errorMessage: errors[path],
  });

  if (locked) {
    return (
      <section className={styles.builder} aria-labelledby="builder-title">
        <h1 id="builder-title" className={styles.title}>
          {doc.title}
        </h1>
        <InlineNotice type="warning">
          {initial?.status === contentReviewStatus.review
            ? '审核中的微应用不能修改，审核结束后可以编辑。'
            : '已失效的微应用不能修改。'}
        </InlineNotice>
      </section>
    );
  }

  return (
    <section className={styles.builder} aria-labelledby="builder-title">
      <DraftEditorHeader
        titleId="builder-title"
        title="编辑微应用"
        saveState={saveState}
        submit={{ endpoint: 'miniAppSubmit', id, onSubmitted }}
      >
        <Button onPress={() => setPreviewing(true)}>预览</Button>
      </DraftEditorHeader>
      <DraftReviewNotices draft={initial} stillLive="线上版本照常收集" />
      <section className={styles.panel} aria-label="表单信息">
        <TextField
          label="表单标题"
          isRequired
          maxLength={50}
          value={doc.title}
          onChange={(title) => setDoc({ ...doc, title })}
          {...field('title')}
        />
        <TextArea
          label="表单说明"
          rows={3}
          maxLength={1000}
          value={doc.description}
          onChange={(description) => setDoc({ ...doc, description })}
          {...field('description')}
        />
      </section>
      <ol className={styles.questions} aria-label="问题">
        {doc.questions.map((question, index) => (
          <QuestionCard
            key={question.id}
            doc={doc}
            index={index}
            errors={errorsUnder(errors, `questions.${index}`)}
            onChange={(next) => setDoc(replaceQuestion(doc, index, next))}
            onMove={(delta) => setDoc(moveQuestion(doc, index, delta))}
            onRemove={() => setDoc(removeQuestion(doc, index))}
          />
        ))}
      </ol>
      {errors.questions && (
        <InlineNotice type="error" announce>
          {errors.questions}
        </InlineNotice>
      )}
      <div className={styles.adder}>
        <Select
          label="题型"
          selectedKey={newKind}
          onSelectionChange={(kind) => setNewKind(kind as QuestionKind)}
        >
          {kinds.map(([kind, name]) => (
            <SelectItem key={kind} id={kind}>
              {name}
            </SelectItem>
          ))}
        </Select>
        <Button onPress={() => setDoc(addQuestion(doc, newKind))}>添加问题</Button>
      </div>
      <SettingsPanel
        doc={doc}
        errors={errorsUnder(errors, 'settings')}
        onChange={(settings) => setDoc({ ...doc, settings })}
      />
      <Dialog title="预览" size="large" isOpen={previewing} onOpenChange={setPreviewing}>
        <FormPreview document={doc} />
      </Dialog>
    </section>
  );
}
