import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  contactLimits,
  templateSendable,
  type RecipientsRequest,
  type SendPreview,
  type SendRequest,
} from '@p5g/api/contract';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Fieldset,
  InlineNotice,
  Link,
  Radio,
  RadioGroup,
  RcsPreview,
  Result,
  Skeleton,
  TextArea,
  TextField,
  message,
} from '@p5g/design-system';
import { api } from '../../lib/api.ts';
import { formatTime } from '../../lib/format-time.ts';
import { href } from '../../lib/routes-table.ts';
import { storedUser } from '../../lib/session.ts';
import { useFailureHandler } from '../../lib/use-failure-handler.ts';
import { messageViewOf } from '../../lib/message-view.ts';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { capabilityLines, carriersText, countText } from '../../lib/preview-view.ts';
import { NumberList } from './NumberList.tsx';
import { parseRecipients } from './recipient-list.ts';
import { ScheduleField } from './ScheduleField.tsx';
import { sendRequestOf, type SendingTemplate } from './send-form.ts';
import {
  cachedSendProgress,
  emptySendProgress,
  forgetSendProgress,
  hasProgress,
  keepSendProgress,
  type SendProgress,
} from './send-progress.ts';
import * as styles from './sending.css.ts';

/** Where a shortfall is made good: the shop's 5G message packages. */
const buyMessagesPath = href('setmeal', { currentTab: 'service_communicate' });

/**
 * 发送消息 (/pe/send?templateId=): an approved template to typed or pasted numbers (up to 100)
 * and/or address-book groups, now or at a time (08:00–22:00 China time, within 30 days). 预览 asks
 * the server what the task would send and cost; submitting creates the task (it then waits for the
 * platform review) and opens its record. The unfinished form is kept (delSendProgress).
 */
export function Component() {
  const [params] = useSearchParams();
  const templateId = params.get('templateId') ?? '';
  const {
    data: template,
    error,
    isLoading,
  } = useEndpoint('templateGet', templateId ? { id: templateId } : null);

  if (!templateId) {
    return (
      <Result
        kind="notFound"
        title="请先选择模板"
        description="在我的模板中选择审核通过的模板，点击发送。"
        actions={<Link href={href('my_tpl')}>前往我的模板</Link>}
      />
    );
  }
  if (isLoading) return <Skeleton shape="cards" count={2} columns={2} label="模板加载中" />;
  if (error || !template) {
    return (
      <Result
        kind="notFound"
        title="模板不存在"
        description="该模板不存在或已被删除。"
        actions={<Link href={href('my_tpl')}>前往我的模板</Link>}
      />
    );
  }
  const expired = template.expireTime !== null && new Date(template.expireTime) <= new Date();
  if (!templateSendable(template.status) || expired) {
    return (
      <Result
        kind="error"
        title="该模板不能发送"
        description="只有审核通过且在有效期内的模板可以发送。"
        actions={<Link href={href('my_tpl')}>前往我的模板</Link>}
      />
    );
  }
  return (
    <section className={styles.page} aria-labelledby="send-title">
      <div className={styles.header}>
        <h1 id="send-title" className={styles.title}>
          发送消息
        </h1>
        <Link href={href('send_record')}>查看发送记录</Link>
      </div>
      <div className={styles.columns}>
        <SendForm template={template} />
        <section className={styles.panel} aria-labelledby="template-title">
          <h2 id="template-title" className={styles.subtitle}>
            {template.name}
          </h2>
          {template.expireTime && (
            <p className={styles.note}>有效期至 {formatTime(template.expireTime)}</p>
          )}
          <RcsPreview
            view="rcs"
            aria-label="5G消息预览"
            message={messageViewOf(template.content, template.materials)}
            serviceName={template.chatbotName}
            serviceLogoUrl={template.chatbotLogo || undefined}
          />
        </section>
      </div>
    </section>
  );
}

/** The form, kept per account and template as it changes. */
function useKeptForm(templateId: string) {
  const account = storedUser(localStorage)?.account ?? '';
  const [restored] = useState(() => cachedSendProgress(localStorage, account, templateId));
  const [form, setForm] = useState<SendProgress>(restored?.form ?? emptySendProgress);
  useEffect(() => {
    if (hasProgress(form)) keepSendProgress(localStorage, account, templateId, form, new Date());
    else forgetSendProgress(localStorage, account, templateId);
  }, [account, templateId, form]);
  return {
    form,
    update: (change: Partial<SendProgress>) => setForm((current) => ({ ...current, ...change })),
    restoredAt: restored && hasProgress(restored.form) ? restored.savedAt : null,
    clear: () => setForm(emptySendProgress),
    forget: () => forgetSendProgress(localStorage, account, templateId),
  };
}

/** The recipients part of the form, settled for half a second (typing does not call per key). */
function useSettled<T>(value: T, ms = 500): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function SendForm({
  template,
}: {
  template: SendingTemplate & { name: string; variables: string[] };
}) {
  const { id: templateId, name: templateName, variables } = template;
  const navigate = useNavigate();
  const handleFailure = useFailureHandler();
  const { form, update, restoredAt, clear, forget } = useKeptForm(templateId);
  const [problem, setProblem] = useState<{ field: 'mobiles' | 'sendAt'; text: string } | null>(
    null,
  );
  const [preview, setPreview] = useState<{ request: SendRequest; result: SendPreview } | null>(
    null,
  );
  const [pending, setPending] = useState<'preview' | 'create' | null>(null);
  const [restoreShown, setRestoreShown] = useState(restoredAt !== null);
  const groups = useEndpoint('contactGroups', undefined, { shouldRetryOnError: false });
  const typed = useMemo(() => parseRecipients(form.mobilesText), [form.mobilesText]);

  const recipients = useSettled<RecipientsRequest | null>(
    useMemo(
      () =>
        (typed.valid.length > 0 || form.groupIds.length > 0) && !typed.overLimit
          ? { mobiles: typed.valid, groupIds: form.groupIds }
          : null,
      [typed, form.groupIds],
    ),
  );
  const carriers = useEndpoint('taskCarrierInfo', recipients);

  const built = sendRequestOf(template, form, new Date());
  const previewCurrent =
    preview !== null &&
    built.ok &&
    JSON.stringify(built.request) === JSON.stringify(preview.request);

  function change(part: Partial<SendProgress>) {
    update(part);
    setProblem(null);
  }

  async function runPreview() {
    const checked = sendRequestOf(template, form, new Date());
    if (!checked.ok) {
      setProblem({ field: checked.field, text: checked.problem });
      return;
    }
    setPending('preview');
    try {
      const result = await api.call('taskPreview', checked.request);
      setPreview({ request: checked.request, result });
    } catch (failure) {
      handleFailure(failure);
    } finally {
      setPending(null);
    }
  }

  async function submit() {
    if (!preview || !previewCurrent) return;
    setPending('create');
    try {
      const task = await api.call('taskCreate', preview.request);
      forget();
      message.success('任务已提交，等待平台审核');
      navigate(href('send_record_detail', { id: task.id }));
    } catch (failure) {
      handleFailure(failure);
    } finally {
      setPending(null);
    }
  }

  const groupList = groups.data ?? [];
  return (
    <form
      className={`${styles.panel} ${styles.form}`}
      aria-label={`发送“${templateName}”`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void runPreview();
      }}
    >
      {restoreShown && restoredAt && (
        <InlineNotice
          title="已恢复未完成的发送"
          action={
            <Button
              variant="text"
              size="small"
              onPress={() => {
                clear();
                setPreview(null);
                setRestoreShown(false);
              }}
            >
              清空重填
            </Button>
          }
        >
          {formatTime(restoredAt)} 填写的内容已恢复。
        </InlineNotice>
      )}
      <TextField
        label="任务名称"
        description="选填，不填时按模板名称和时间命名"
        maxLength={30}
        value={form.name}
        onChange={(name) => change({ name })}
      />
      <TextArea
        label="手机号码"
        description="每行一个，也可用逗号或空格分隔；单次最多100个号码"
        rows={5}
        value={form.mobilesText}
        onChange={(mobilesText) => change({ mobilesText })}
        isInvalid={problem?.field === 'mobiles' || typed.overLimit}
        errorMessage={
          problem?.field === 'mobiles'
            ? problem.text
            : typed.overLimit
              ? '手动输入的号码最多100个'
              : undefined
        }
      />
      {form.mobilesText.trim() !== '' && <TypedSummary list={typed} />}
      {groups.error ? (
        <p className={styles.note}>通讯录分组暂不可用，可直接填写手机号码。</p>
      ) : groupList.length > 0 ? (
        <CheckboxGroup
          label="通讯录分组"
          description="所选分组中的全部联系人都会收到"
          orientation="horizontal"
          value={form.groupIds}
          onChange={(groupIds) => change({ groupIds })}
        >
          {groupList.map((group) => (
            <Checkbox key={group.id} value={group.id}>
              {group.name}（{countText(group.count)}人）
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : (
        groups.data && (
          <p className={styles.note}>
            通讯录暂无分组，<Link href={href('address_list')}>前往通讯录</Link>
          </p>
        )
      )}
      {variables.length > 0 && (
        <VariableValues
          variables={variables}
          typed={typed.overLimit ? [] : typed.valid}
          form={form}
          onChange={change}
        />
      )}
      {carriers.data && (
        <p className={styles.note} aria-live="polite">
          号码运营商分布：{carriersText(carriers.data)}
        </p>
      )}
      <RadioGroup
        label="发送时间"
        orientation="horizontal"
        value={form.timing}
        onChange={(timing) => change({ timing: timing as SendProgress['timing'] })}
      >
        <Radio value="now">审核通过后立即发送</Radio>
        <Radio value="scheduled">定时发送</Radio>
      </RadioGroup>
      {form.timing === 'scheduled' && (
        <ScheduleField
          value={form.sendAt}
          onChange={(sendAt) => change({ sendAt })}
          errorMessage={problem?.field === 'sendAt' ? problem.text : undefined}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" isLoading={pending === 'preview'}>
          预览
        </Button>
        <Button
          variant="primary"
          isDisabled={
            !previewCurrent ||
            (preview?.result.shortfall ?? 0) > 0 ||
            preview?.result.overLimit === true ||
            preview?.result.total === 0 ||
            (preview?.result.missingVariables.length ?? 0) > 0
          }
          isLoading={pending === 'create'}
          onPress={() => void submit()}
        >
          提交发送
        </Button>
      </div>
      {preview && !previewCurrent && <p className={styles.note}>内容已修改，请重新预览后提交。</p>}
      {preview && previewCurrent && <PreviewResult preview={preview.result} />}
    </form>
  );
}

/**
 * Values of the template's variables: a default per variable, and for each typed number (which
 * has none in the address book) its own. A contact's values come first, then the typed ones, then
 * the default.
 */
function VariableValues({
  variables,
  typed,
  form,
  onChange,
}: {
  variables: string[];
  typed: string[];
  form: SendProgress;
  onChange: (part: Partial<SendProgress>) => void;
}) {
  const names = variables.map((v) => `{${v}}`).join('、');
  return (
    <>
      <Fieldset
        legend="变量默认值"
        description={`模板变量 ${names} 按通讯录中每位联系人的变量值填写（{姓名}也可用联系人姓名）；没有值的接收人使用这里的默认值。`}
      >
        {variables.map((name) => (
          <TextField
            key={name}
            label={`{${name}} 默认值`}
            maxLength={contactLimits.variableValue}
            value={form.variableDefaults[name] ?? ''}
            onChange={(value) =>
              onChange({ variableDefaults: { ...form.variableDefaults, [name]: value } })
            }
          />
        ))}
      </Fieldset>
      {typed.length > 0 && (
        <Fieldset
          legend="手动输入号码的变量值"
          description="手动输入的号码没有通讯录变量值，可逐个填写；不填的使用默认值。"
        >
          {typed.flatMap((mobile) =>
            variables.map((name) => (
              <TextField
                key={`${mobile}:${name}`}
                label={`${mobile} 的 {${name}}`}
                maxLength={contactLimits.variableValue}
                value={form.typedVariables[mobile]?.[name] ?? ''}
                onChange={(value) =>
                  onChange({
                    typedVariables: {
                      ...form.typedVariables,
                      [mobile]: { ...form.typedVariables[mobile], [name]: value },
                    },
                  })
                }
              />
            )),
          )}
        </Fieldset>
      )}
    </>
  );
}

/** What the number box holds, before the server is asked. */
function TypedSummary({ list }: { list: ReturnType<typeof parseRecipients> }) {
  return (
    <div aria-live="polite">
      <p className={styles.note}>
        有效号码 {list.valid.length} 个，无效 {list.invalid.length} 个，重复{' '}
        {list.duplicates.length} 个
      </p>
      {list.invalid.length > 0 && <NumberList label="无效号码" numbers={list.invalid} />}
      {list.duplicates.length > 0 && <NumberList label="重复号码" numbers={list.duplicates} />}
    </div>
  );
}

/** The server's preview: recipients, problems, carriers, capabilities, cost and balance after. */
function PreviewResult({ preview }: { preview: SendPreview }) {
  const figures: [string, string][] = [
    ['发送号码', `${countText(preview.total)} 个`],
    ['手动输入', `${countText(preview.typedValid)} 个`],
    ['通讯录分组', `${countText(preview.fromGroups)} 个`],
    ['无效号码', `${countText(preview.invalidCount)} 个（不发送）`],
    ['重复号码', `${countText(preview.duplicateCount)} 个（只发一次）`],
    ['运营商分布', carriersText(preview.carriers)],
    ...capabilityLines(preview.capabilities).map((line): [string, string] => [
      line.label,
      `${countText(line.count)} 个`,
    ]),
    ['消耗', `${countText(preview.cost)} 条`],
    ['当前5G消息余额', `${countText(preview.balance)} 条`],
    ['发送后余额', `${countText(preview.balanceAfter)} 条`],
  ];
  return (
    <section className={styles.panel} aria-labelledby="preview-title" aria-live="polite">
      <h2 id="preview-title" className={styles.subtitle}>
        发送预览
      </h2>
      <dl className={styles.figures}>
        {figures.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.definition}>{value}</dd>
          </div>
        ))}
      </dl>
      {preview.invalid.length > 0 && <NumberList label="无效号码" numbers={preview.invalid} />}
      {preview.duplicates.length > 0 && (
        <NumberList label="重复号码" numbers={preview.duplicates} />
      )}
      {preview.missingVariables.length > 0 && (
        <InlineNotice type="error" title="部分接收人缺少变量值">
          <ul className={styles.numberList} aria-label="缺少变量值">
            {preview.missingVariables.map((missing) => (
              <li key={missing.name}>
                {`{${missing.name}}`}：{countText(missing.count)} 个接收人未填写（
                {missing.mobiles.join('、')}
                {missing.count > missing.mobiles.length ? ' 等' : ''}）
              </li>
            ))}
          </ul>
          请为手动输入的号码填写变量值或设置默认值，重新预览后提交。
        </InlineNotice>
      )}
      {preview.overLimit && (
        <InlineNotice type="error">每个任务最多100,000个接收人，请减少号码或分组。</InlineNotice>
      )}
      {preview.shortfall > 0 ? (
        <InlineNotice
          type="error"
          title="5G消息余额不足"
          action={<Link href={buyMessagesPath}>购买5G消息</Link>}
        >
          本次发送需 {countText(preview.cost)} 条，还差 {countText(preview.shortfall)}{' '}
          条，请充值后再发送。
        </InlineNotice>
      ) : (
        preview.total > 0 &&
        preview.missingVariables.length === 0 && (
          <InlineNotice type="success">余额充足，提交后将进入平台审核。</InlineNotice>
        )
      )}
    </section>
  );
}
