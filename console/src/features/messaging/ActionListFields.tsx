import { Plus, Trash2 } from 'lucide-react';
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldArrayPath,
  type FieldPath,
  useController,
} from 'react-hook-form';
import { useEffect, useRef, useState } from 'react';
import {
  rcsActionTypes,
  urlOpenModes,
  type TemplateAction,
  type TemplateSaveRequest,
} from '@p5g/api/contract';
import { Button, NumberField, Select, SelectItem } from '@p5g/design-system';
import { filterBrackets } from '@p5g/design-system/input-filters';
import { FormTextField } from '../../lib/form/FormTextField.tsx';
import { actionTypeNames, emptyAction, urlOpenModeNames } from './template-form.ts';
import * as styles from './messaging.css.ts';

type Form = TemplateSaveRequest;

/**
 * The buttons of a card (≤ 4) or the suggestions under a message (≤ 10): each a label and what it
 * does — reply, open a link, dial, show a place, add a calendar event.
 */
export function ActionListFields({
  control,
  name,
  title,
  itemName,
  max,
}: {
  control: Control<Form>;
  name: FieldArrayPath<Form>;
  /** The group's legend, e.g. 快捷回复. */
  title: string;
  /** One item, e.g. 按钮. */
  itemName: string;
  max: number;
}) {
  const { fields, append, remove, update } = useFieldArray({ control, name });
  const actions = fields as unknown as (TemplateAction & { id: string })[];
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  // After 添加…, the new item's text field takes focus, so the user types its label straight away.
  const focusAdded = useRef(false);
  useEffect(() => {
    if (!focusAdded.current) return;
    focusAdded.current = false;
    fieldsetRef.current
      ?.querySelector<HTMLInputElement>(`input[name="${name}.${fields.length - 1}.label"]`)
      ?.focus();
  }, [fields.length, name]);
  return (
    <fieldset ref={fieldsetRef} className={styles.fieldset}>
      <legend className={styles.legend}>
        {title}（{fields.length}/{max}）
      </legend>
      {actions.map((action, index) => {
        const at = (field: string) => `${name}.${index}.${field}` as FieldPath<Form>;
        const label = `${itemName}${index + 1}`;
        return (
          <div key={action.id} role="group" aria-label={label} className={styles.row}>
            <Controller
              control={control}
              name={`${name}.${index}` as FieldPath<Form>}
              render={({ field }) => (
                <Select
                  label={`${label}动作`}
                  items={rcsActionTypes.map((type) => ({ id: type, name: actionTypeNames[type] }))}
                  selectedKey={(field.value as TemplateAction).type}
                  onSelectionChange={(type) =>
                    // A new type asks for other fields; the label typed so far stays.
                    update(
                      index,
                      emptyAction(
                        type as TemplateAction['type'],
                        (field.value as TemplateAction).label,
                      ) as never,
                    )
                  }
                >
                  {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
                </Select>
              )}
            />
            <FormTextField
              control={control}
              name={at('label')}
              label={`${label}文字`}
              maxLength={25}
              filter={filterBrackets}
            />
            {action.type === 'url' && (
              <>
                <FormTextField
                  control={control}
                  name={at('url')}
                  label="链接"
                  placeholder="https://"
                  inputMode="url"
                />
                <Controller
                  control={control}
                  name={at('openMode')}
                  render={({ field }) => (
                    <Select
                      label="打开方式"
                      items={urlOpenModes.map((mode) => ({
                        id: mode,
                        name: urlOpenModeNames[mode],
                      }))}
                      selectedKey={(field.value as string | undefined) ?? 'browser'}
                      onSelectionChange={field.onChange}
                    >
                      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
                    </Select>
                  )}
                />
              </>
            )}
            {action.type === 'dial' && (
              <FormTextField
                control={control}
                name={at('phone')}
                label="电话号码"
                inputMode="tel"
              />
            )}
            {action.type === 'map' && (
              <>
                <FormTextField
                  control={control}
                  name={at('name')}
                  label="地点名称"
                  filter={filterBrackets}
                />
                <CoordinateField control={control} name={at('lng')} label="经度" />
                <CoordinateField control={control} name={at('lat')} label="纬度" />
              </>
            )}
            {action.type === 'calendar' && (
              <>
                <FormTextField
                  control={control}
                  name={at('title')}
                  label="日程标题"
                  filter={filterBrackets}
                />
                <FormTextField
                  control={control}
                  name={at('start')}
                  label="开始时间"
                  placeholder="yyyy-MM-dd HH:mm"
                />
                <FormTextField
                  control={control}
                  name={at('end')}
                  label="结束时间"
                  placeholder="yyyy-MM-dd HH:mm"
                />
              </>
            )}
            <div className={styles.actions}>
              <Button
                variant="text"
                size="small"
                onPress={() => remove(index)}
                aria-label={`删除${label}`}
              >
                <Trash2 aria-hidden size={14} />
                删除
              </Button>
            </div>
          </div>
        );
      })}
      <div className={styles.actions}>
        <Button
          size="small"
          isDisabled={fields.length >= max}
          onPress={() => {
            focusAdded.current = true;
            append(emptyAction('reply') as never, { shouldFocus: false });
          }}
        >
          <Plus aria-hidden size={14} />
          添加{itemName}
        </Button>
      </div>
    </fieldset>
  );
}

/** Longitude or latitude: typed as text, held as a number (empty is not a number, so it is asked for). */
function CoordinateField({
  control,
  name,
  label,
}: {
  control: Control<Form>;
  name: FieldPath<Form>;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  // The text as typed: "116." must stay on screen while the number it holds is 116.
  const [text, setText] = useState(() =>
    typeof field.value === 'number' && !Number.isNaN(field.value) ? String(field.value) : '',
  );
  return (
    <NumberField
      label={label}
      value={text}
      onChange={(typed) => {
        setText(typed);
        field.onChange(typed === '' || typed === '-' ? Number.NaN : Number(typed));
      }}
      onBlur={field.onBlur}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message}
    />
  );
}
