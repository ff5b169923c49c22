import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  industries,
  templateEditable,
  templateKindNames,
  templateKinds,
  templateLimits,
  templateSaveRequest,
  type Chatbot,
  type TemplateKind,
  type TemplateSaveRequest,
} from '@p5g/api/contract';
import {
  Button,
  InlineNotice,
  Radio,
  RadioGroup,
  RcsPreview,
  Select,
  SelectItem,
  Skeleton,
  TextArea,
  formatFileSize,
  message,
} from '@p5g/design-system';
import { formatTime } from '../../lib/format-time.ts';
import { filterBrackets } from '@p5g/design-system/input-filters';
import { api } from '../../lib/api.ts';
import { FormTextField } from '../../lib/form/FormTextField.tsx';
import { href } from '../../lib/routes-table.ts';
import { storedUser } from '../../lib/session.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { ActionListFields } from './ActionListFields.tsx';
import { CardFields, type MaterialSource } from './CardFields.tsx';
import { ChatbotSelect } from './ChatbotSelect.tsx';
import { messageViewOf, pickerMaterialOf, type TemplateFile } from '../../lib/message-view.ts';
import { useAction, useEndpoint, useEndpointCache } from '../../lib/endpoint-hooks.ts';
import { chatbotListPolling } from './service-account-rules.ts';
import { materialListPolling } from './material-rules.ts';
import {
  cacheKeyOf,
  cachedTemplate,
  forgetTemplate,
  isWorthRestoring,
  keepTemplate,
  type CachedTemplate,
} from './template-cache.ts';
import {
  contentForKind,
  detectedVariables,
  emptyCard,
  formOfTemplate,
  mediaIdsOf,
  newTemplateForm,
} from './template-form.ts';
import { useMaterialUpload } from '../../lib/use-material-upload.ts';
import * as styles from './messaging.css.ts';

type Form = TemplateSaveRequest;

/**
 * The template editor (/myTpl; ?id= a draft): service account, name, industry, kind, the text or
 * cards, suggestions and the fallback SMS, checked by the contract's schema as the service checks
 * them, with the phone preview beside it. Unsaved work is kept in tplCache and offered back after
 * a reload or a session expiry.
 */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const template = useEndpoint('templateGet', id ? { id } : null);
  const chatbots = useEndpoint('chatbotList', { page: 1, pageSize: 100 }, chatbotListPolling);

  let content;
  if (template.isLoading || chatbots.isLoading) {
    content = <Skeleton lines={10} label="模板加载中" />;
  } else if ((id && (template.error || !template.data)) || chatbots.error || !chatbots.data) {
    content = (
      <LoadFailed
        description="模板加载失败"
        onRetry={() => {
          void template.mutate();
          void chatbots.mutate();
        }}
      />
    );
  } else if (chatbots.data.list.length === 0) {
    content = (
      <InlineNotice type="warning" title="还没有服务号">
        模板以服务号的名义发送，请先在服务号管理中创建服务号。
      </InlineNotice>
    );
  } else if (template.data && !templateEditable(template.data.status)) {
    content = (
      <InlineNotice type="info">
        只有草稿可以修改；被驳回或已过期的模板请在我的模板中重新提交。
      </InlineNotice>
    );
  } else {
    const saved = template.data;
    content = (
      <TemplateEditor
        key={id ?? 'new'}
        chatbots={chatbots.data.list}
        saved={saved ? { form: formOfTemplate(saved), updateTime: saved.updateTime } : null}
        files={saved?.materials ?? []}
      />
    );
  }

  return (
    <section className={styles.page} aria-labelledby="template-editor-title">
      <h1 id="template-editor-title" className={styles.title}>
        {id ? '编辑模板' : '新建模板'}
      </h1>
      {content}
    </section>
  );
}

function TemplateEditor({
  chatbots,
  saved,
  files,
}: {
  chatbots: readonly Chatbot[];
  saved: { form: Form; updateTime: string } | null;
  files: readonly TemplateFile[];
}) {
  const navigate = useNavigate();
  const { forget } = useEndpointCache();
  // tplCache outlives the session (spec §4): the same account finds its work after signing in again.
  const account = storedUser(localStorage)?.account ?? '';
  const cacheKey = cacheKeyOf(saved?.form.id);
  const [offer, setOffer] = useState<CachedTemplate | null>(() => {
    const cached = cachedTemplate(localStorage, account, cacheKey);
    return isWorthRestoring(cached, saved) ? cached : null;
  });
  const [pending, setPending] = useState<'save' | 'submit' | null>(null);
  const saveTemplate = useAction('templateSave');
  const form = useForm<Form>({
    resolver: zodResolver(templateSaveRequest),
    mode: 'onBlur',
    defaultValues: saved?.form ?? newTemplateForm(chatbots[0]!.id),
  });
  const { control, handleSubmit, getValues, setValue, reset, formState } = form;
  const values = useWatch({ control }) as Form;

  // Keep unsaved work as the user types (after a short pause), never the untouched form.
  useEffect(() => {
    if (!formState.isDirty) return;
    const timer = setTimeout(
      () => keepTemplate(localStorage, account, cacheKey, getValues(), new Date()),
      400,
    );
    return () => clearTimeout(timer);
  }, [values, formState.isDirty, account, cacheKey, getValues]);

  const materials = useEndpoint('materialList', { page: 1, pageSize: 100 }, materialListPolling);
  const { uploads, upload } = useMaterialUpload(() => void materials.mutate());
  const source: MaterialSource = {
    materials: materials.data?.list.map(pickerMaterialOf) ?? [],
    isLoading: materials.isLoading,
    error: Boolean(materials.error),
    onRetry: () => void materials.mutate(),
    onUpload: (files) => void upload(files),
    uploads,
    known: files,
  };
  const previewFiles: TemplateFile[] = [...files, ...(materials.data?.list ?? [])];
  const mediaIds = mediaIdsOf(values.content);
  const size = useEndpoint('fileSize', mediaIds.length > 0 ? { ids: [...mediaIds] } : null);
  const bot = chatbots.find((b) => b.id === values.chatbotId);
  const variables = detectedVariables(values.content);

  const save = (andSubmit: boolean) =>
    handleSubmit(async (input) => {
      setPending(andSubmit ? 'submit' : 'save');
      await saveTemplate.run(input, {
        onSuccess: async (draft) => {
          forgetTemplate(localStorage, account, cacheKey);
          await forget('templateList');
          if (andSubmit) {
            await api.call('templateSubmit', { id: draft.id });
            message.success('已提交审核');
            navigate(href('my_tpl'));
            return;
          }
          message.success('已保存');
          reset(formOfTemplate(draft));
          if (!saved) navigate(href('myTpl', { id: draft.id }), { replace: true });
        },
      });
      setPending(null);
    });

  return (
    <div className={styles.editor}>
      <form
        className={styles.form}
        noValidate
        aria-label="模板内容"
        onSubmit={(event) => {
          event.preventDefault();
          void save(true)();
        }}
      >
        {offer && (
          <InlineNotice
            type="warning"
            title="有未保存的内容"
            action={
              <span className={styles.actions}>
                <Button
                  variant="primary"
                  size="small"
                  onPress={() => {
                    reset(offer.form, { keepDefaultValues: true });
                    setOffer(null);
                  }}
                >
                  恢复
                </Button>
                <Button
                  size="small"
                  onPress={() => {
                    forgetTemplate(localStorage, account, cacheKey);
                    setOffer(null);
                  }}
                >
                  放弃
                </Button>
              </span>
            }
          >
            {formatTime(offer.savedAt)} 编辑的内容尚未保存，是否恢复？
          </InlineNotice>
        )}
        <div className={styles.row}>
          <Controller
            control={control}
            name="chatbotId"
            render={({ field, fieldState }) => (
              <ChatbotSelect
                chatbots={chatbots}
                value={field.value || null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="industry"
            render={({ field, fieldState }) => (
              <Select
                label="所属行业"
                isRequired
                items={industries.map((i) => ({ id: i.code, name: i.name }))}
                selectedKey={field.value}
                onSelectionChange={field.onChange}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              >
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
            )}
          />
        </div>
        <FormTextField
          control={control}
          name="name"
          label="模板名称"
          isRequired
          maxLength={30}
          filter={filterBrackets}
        />
        <RadioGroup
          label="模板类型"
          orientation="horizontal"
          value={values.content.kind}
          onChange={(kind) =>
            setValue('content', contentForKind(getValues('content'), kind as TemplateKind), {
              shouldDirty: true,
            })
          }
        >
          {templateKinds.map((kind) => (
            <Radio key={kind} value={kind}>
              {templateKindNames[kind]}
            </Radio>
          ))}
        </RadioGroup>
        {values.content.kind === 'text' && (
          <Controller
            control={control}
            name="content.text"
            render={({ field, fieldState }) => (
              <TextArea
                label="消息内容"
                isRequired
                rows={5}
                maxLength={templateLimits.textMax}
                showCount
                filter={filterBrackets}
                description="可用{变量名}插入变量，如{姓名}（通讯录的姓名）；【】为签名专用，输入时会被去掉"
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        )}
        {values.content.kind === 'card' && (
          <CardFields control={control} prefix="content.card" legend="卡片" source={source} />
        )}
        {values.content.kind === 'carousel' && <CarouselFields control={control} source={source} />}
        <ActionListFields
          control={control}
          name="content.suggestions"
          title="快捷回复"
          itemName="快捷回复"
          max={templateLimits.suggestions}
        />
        <Controller
          control={control}
          name="content.fallbackSms"
          render={({ field, fieldState }) => (
            <TextArea
              label="回落短信"
              isRequired
              rows={3}
              maxLength={templateLimits.fallbackSmsMax}
              showCount
              filter={filterBrackets}
              description="不支持5G消息的手机将收到这条短信，签名为服务号名称"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <div>
          <p className={styles.note}>识别到的变量（发送时按号码填写）：</p>
          {variables.length > 0 ? (
            <ul className={styles.variables} aria-label="模板变量">
              {variables.map((name) => (
                <li key={name} className={styles.variable}>{`{${name}}`}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.note}>无</p>
          )}
        </div>
        {size.data && (
          <p className={size.data.size > size.data.limit ? styles.tone.danger : styles.note}>
            模板素材合计 {formatFileSize(size.data.size)}，上限 {formatFileSize(size.data.limit)}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isLoading={pending === 'submit'}>
            提交审核
          </Button>
          <Button isLoading={pending === 'save'} onPress={() => void save(false)()}>
            保存草稿
          </Button>
          <Button variant="text" onPress={() => navigate(href('my_tpl'))}>
            返回我的模板
          </Button>
        </div>
      </form>
      <Preview
        values={values}
        files={previewFiles}
        serviceName={bot?.name ?? '服务号'}
        serviceLogoUrl={bot?.logo}
      />
    </div>
  );
}

function CarouselFields({ control, source }: { control: Control<Form>; source: MaterialSource }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'content.cards' });
  return (
    <>
      {fields.map((card, index) => (
        <CardFields
          key={card.id}
          control={control}
          prefix={`content.cards.${index}`}
          legend={`卡片${index + 1}`}
          source={source}
          onRemove={fields.length > templateLimits.carouselMin ? () => remove(index) : undefined}
        />
      ))}
      <div className={styles.actions}>
        <Button
          size="small"
          isDisabled={fields.length >= templateLimits.carouselMax}
          onPress={() => append(emptyCard())}
        >
          添加卡片（{fields.length}/{templateLimits.carouselMax}）
        </Button>
      </div>
    </>
  );
}

function Preview({
  values,
  files,
  serviceName,
  serviceLogoUrl,
}: {
  values: Form;
  files: readonly TemplateFile[];
  serviceName: string;
  serviceLogoUrl?: string;
}) {
  const [view, setView] = useState<'rcs' | 'sms'>('rcs');
  return (
    <aside className={`${styles.panel} ${styles.sticky}`} aria-label="手机预览">
      <RadioGroup
        label="预览"
        orientation="horizontal"
        value={view}
        onChange={(next) => setView(next as 'rcs' | 'sms')}
      >
        <Radio value="rcs">5G消息</Radio>
        <Radio value="sms">回落短信</Radio>
      </RadioGroup>
      <div className={styles.previewBox}>
        <RcsPreview
          message={messageViewOf(values.content, files)}
          serviceName={serviceName}
          serviceLogoUrl={serviceLogoUrl}
          view={view}
        />
      </div>
    </aside>
  );
}
