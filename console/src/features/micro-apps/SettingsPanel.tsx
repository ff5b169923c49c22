import { parseDateTime, type CalendarDateTime } from '@internationalized/date';
import { paidFeatureNames, type FormDocument, type FormSettings } from '@p5g/api/contract';
import {
  DateTimePicker,
  NumberField,
  Select,
  SelectItem,
  Switch,
  TextArea,
} from '@p5g/design-system';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { mobileQuestions } from './form-builder.ts';
import * as styles from './micro-apps.css.ts';

/** 审核通过: the templates a 5G message may be sent with. */
const approvedTemplate = 3;

/** The contract's China-time minute, `2026-11-28 09:30`, as the picker's value and back. */
const pickerValue = (time: string | null) => (time ? parseDateTime(time.replace(' ', 'T')) : null);
const settingTime = (value: CalendarDateTime | null) =>
  value ? value.toString().slice(0, 16).replace('T', ' ') : null;

function PaidMark() {
  return <span className={styles.paid}>付费专享</span>;
}

/**
 * The collection settings: when it opens and closes, the answer limit, the paid-exclusive
 * features (one answer per phone number, a 5G message after submission: each use is charged to
 * the micro-app balance), and the closed and thank-you messages.
 */
export function SettingsPanel({
  doc,
  errors,
  onChange,
}: {
  doc: FormDocument;
  errors: Record<string, string>;
  onChange: (settings: FormSettings) => void;
}) {
  const settings = doc.settings;
  const update = (patch: Partial<FormSettings>) => onChange({ ...settings, ...patch });
  const field = (path: string) => ({
    isInvalid: errors[path] !== undefined,
    errorMessage: errors[path],
  });
  const mobiles = mobileQuestions(doc);
  const templates = useEndpoint(
    'templateList',
    settings.notify ? { page: 1, pageSize: 100, status: approvedTemplate } : null,
  );

  return (
    <section className={styles.panel} aria-labelledby="form-settings-title">
      <h2 id="form-settings-title" className={styles.subtitle}>
        收集设置
      </h2>
      <div className={styles.row}>
        <DateTimePicker
          label="开始时间"
          description="不填则审核通过后立即开始"
          value={pickerValue(settings.opensAt)}
          onChange={(value) => update({ opensAt: settingTime(value) })}
          {...field('opensAt')}
        />
        <DateTimePicker
          label="结束时间"
          value={pickerValue(settings.closesAt)}
          onChange={(value) => update({ closesAt: settingTime(value) })}
          {...field('closesAt')}
        />
      </div>
      <NumberField
        label="收集上限（份）"
        description="不填则不限"
        value={settings.answerLimit === null ? '' : String(settings.answerLimit)}
        onChange={(v) => update({ answerLimit: v === '' ? null : Number(v) })}
        {...field('answerLimit')}
      />
      <Switch
        isSelected={settings.onePerPhone}
        onChange={(onePerPhone) => update({ onePerPhone })}
        description="填写人须通过短信验证码验证手机号码，每条验证码从微应用余额扣费"
      >
        每个手机号码只能填写一次
        <PaidMark />
      </Switch>
      <Switch
        isSelected={settings.notify !== null}
        onChange={(on) =>
          update({
            notify: on ? { templateId: '', mobileQuestion: mobiles[0]?.id ?? '' } : null,
          })
        }
        description={`${paidFeatureNames.notifyMessage}：向填写的手机号码发送一条5G消息，每条从微应用余额扣费`}
      >
        {paidFeatureNames.notifyMessage}
        <PaidMark />
      </Switch>
      {settings.notify && (
        <div className={styles.row}>
          <Select
            label="消息模板"
            placeholder={templates.isLoading ? '加载中' : '请选择审核通过的模板'}
            selectedKey={settings.notify.templateId || null}
            onSelectionChange={(templateId) =>
              update({ notify: { ...settings.notify!, templateId: String(templateId) } })
            }
            emptyText="没有审核通过的模板"
            isInvalid={errors['notify.templateId'] !== undefined}
            errorMessage={
              settings.notify.templateId ? errors['notify.templateId'] : '请选择消息模板'
            }
          >
            {(templates.data?.list ?? []).map((t) => (
              <SelectItem key={t.id} id={t.id}>
                {t.name}
              </SelectItem>
            ))}
          </Select>
          <Select
            label="发送到"
            description="须为必填的手机号码问题"
            selectedKey={settings.notify.mobileQuestion || null}
            onSelectionChange={(mobileQuestion) =>
              update({ notify: { ...settings.notify!, mobileQuestion: String(mobileQuestion) } })
            }
            emptyText="请先添加必填的手机号码问题"
            {...field('notify.mobileQuestion')}
          >
            {mobiles.map((q) => (
              <SelectItem key={q.id} id={q.id} textValue={q.title}>
                {q.title}
              </SelectItem>
            ))}
          </Select>
        </div>
      )}
      <TextArea
        label="结束语"
        description="不在收集时间内或已满时，填写页显示的内容"
        rows={2}
        maxLength={200}
        value={settings.closedMessage}
        onChange={(closedMessage) => update({ closedMessage })}
        {...field('closedMessage')}
      />
      <TextArea
        label="提交成功提示"
        rows={2}
        maxLength={200}
        value={settings.thankYouMessage}
        onChange={(thankYouMessage) => update({ thankYouMessage })}
        {...field('thankYouMessage')}
      />
    </section>
  );
}
