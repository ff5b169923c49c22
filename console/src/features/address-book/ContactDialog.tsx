import { Plus } from 'lucide-react';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { contactLimits, contactMessages, type Contact, type ContactGroup } from '@p5g/api/contract';
import { Button, Select, SelectItem } from '@p5g/design-system';
import { FormTextField } from '../../lib/form/FormTextField.tsx';
import { FormDialog } from '../../lib/ui/FormDialog.tsx';
import { contactFormSchema, variableRowsOf, variablesOf, type ContactForm } from './rules.ts';
import * as styles from './address-book.css.ts';

type Props = {
  /** The contact to edit, `'new'` to add one, null when closed. */
  editing: Contact | 'new' | null;
  groups: readonly ContactGroup[];
  /** The group a new contact goes to unless another is chosen. */
  defaultGroupId: string | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
};

/** 新建联系人 / 编辑联系人: group, name, mobile, remark and template variables. */
export function ContactDialog({ editing, groups, defaultGroupId, onClose, onSaved }: Props) {
  const contact = editing === 'new' ? null : editing;
  return (
    <FormDialog
      title={editing === 'new' ? '新建联系人' : '编辑联系人'}
      isOpen={editing !== null}
      onClose={onClose}
      schema={contactFormSchema}
      defaultValues={{
        groupId: contact?.groupId ?? defaultGroupId ?? groups[0]?.id ?? '',
        name: contact?.name ?? '',
        mobile: contact?.mobile ?? '',
        remark: contact?.remark ?? '',
        variables: variableRowsOf(contact?.variables ?? {}),
      }}
      action="contactSave"
      toInput={(form) => {
        const input = { ...form, variables: variablesOf(form.variables) };
        return contact ? { ...input, id: contact.id } : input;
      }}
      successMessage={contact ? '修改成功' : '联系人已添加'}
      onSaved={onSaved}
      fieldErrors={{ mobile: [contactMessages.mobileTaken] }}
    >
      {({ control }) => <ContactFields control={control} groups={groups} />}
    </FormDialog>
  );
}

function ContactFields({
  control,
  groups,
}: {
  control: Control<ContactForm>;
  groups: readonly ContactGroup[];
}) {
  const variables = useFieldArray({ control, name: 'variables' });
  return (
    <>
      <Controller
        control={control}
        name="groupId"
        render={({ field, fieldState }) => (
          <Select
            label="分组"
            isRequired
            placeholder="请选择分组"
            items={groups.map((g) => ({ id: g.id, name: g.name }))}
            selectedKey={field.value || null}
            onSelectionChange={(key) => field.onChange(String(key))}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error && '请选择分组'}
            emptyText="暂无分组，请先新建分组"
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        )}
      />
      <FormTextField
        control={control}
        name="mobile"
        label="手机号"
        type="tel"
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
        isRequired
      />
      <FormTextField
        control={control}
        name="name"
        label="姓名"
        maxLength={contactLimits.name}
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="remark"
        label="备注"
        maxLength={contactLimits.remark}
        autoComplete="off"
      />
      <fieldset className={styles.variables}>
        <legend className={styles.legend}>变量</legend>
        <p className={styles.hint}>
          发送模板时按变量名填入，如模板中的 {'{城市}'} 填入变量“城市”的值。
        </p>
        {variables.fields.map((row, index) => (
          <div key={row.id} className={styles.variableRow}>
            <FormTextField
              control={control}
              name={`variables.${index}.name`}
              label={`变量名 ${index + 1}`}
              maxLength={20}
              autoComplete="off"
            />
            <FormTextField
              control={control}
              name={`variables.${index}.value`}
              label={`变量值 ${index + 1}`}
              maxLength={contactLimits.variableValue}
              autoComplete="off"
            />
            <Button variant="text" size="small" onPress={() => variables.remove(index)}>
              删除变量 {index + 1}
            </Button>
          </div>
        ))}
        {variables.fields.length < contactLimits.variablesPerContact && (
          <div>
            <Button size="small" onPress={() => variables.append({ name: '', value: '' })}>
              <Plus aria-hidden size={14} />
              添加变量
            </Button>
          </div>
        )}
      </fieldset>
    </>
  );
}
