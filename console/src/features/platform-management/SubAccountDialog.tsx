import { Controller } from 'react-hook-form';
import {
  newPassword,
  saveSubAccountRequest,
  type Role,
  type SaveSubAccountRequest,
  type SubAccount,
} from '@p5g/api/contract';
import { PasswordField, Select, SelectItem } from '@p5g/design-system';
import { FormTextField } from '../../lib/form/FormTextField.tsx';
import { newPasswordRules } from '../../lib/form/password-rules.ts';
import { FormDialog } from '../../lib/ui/FormDialog.tsx';

/** A new sub-account needs its first password (spec §5); an edit leaves the password alone. */
const createSchema = saveSubAccountRequest.extend({ password: newPassword });
const editSchema = saveSubAccountRequest.omit({ password: true });

type Props = {
  /** The sub-account to edit, `'new'` to create one, null when closed. */
  editing: SubAccount | 'new' | null;
  roles: readonly Role[];
  onClose: () => void;
  onSaved: () => Promise<unknown>;
};

/** 新建 / 编辑子账号: account name, display name, phone, role and, when new, the first password. */
export function SubAccountDialog({ editing, roles, onClose, onSaved }: Props) {
  const subAccount = editing === 'new' ? null : editing;
  return (
    <FormDialog<'saveSubAccount', SaveSubAccountRequest>
      title={editing === 'new' ? '新建子账号' : '编辑子账号'}
      isOpen={editing !== null}
      onClose={onClose}
      schema={subAccount ? editSchema : createSchema}
      defaultValues={{
        account: subAccount?.account ?? '',
        showName: subAccount?.showName ?? '',
        phone: subAccount?.phone ?? '',
        roleId: subAccount?.roleId ?? '',
        password: '',
      }}
      action="saveSubAccount"
      toInput={(form) => (subAccount ? { ...form, id: subAccount.id } : form)}
      successMessage={subAccount ? '修改成功' : '子账号已创建'}
      onSaved={onSaved}
    >
      {({ control }) => (
        <>
          <FormTextField
            control={control}
            name="account"
            label="账号"
            description={
              subAccount ? '账号创建后不可修改' : '以字母开头，4至20位字母、数字或下划线'
            }
            autoComplete="off"
            isReadOnly={subAccount !== null}
            isRequired
          />
          <FormTextField control={control} name="showName" label="显示名称" isRequired />
          <FormTextField
            control={control}
            name="phone"
            label="手机号"
            type="tel"
            inputMode="numeric"
            isRequired
          />
          <Controller
            control={control}
            name="roleId"
            render={({ field, fieldState }) => (
              <Select
                label="角色"
                isRequired
                placeholder="请选择角色"
                items={roles.map((role) => ({ id: role.id, name: role.name }))}
                selectedKey={field.value || null}
                onSelectionChange={(key) => field.onChange(String(key))}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error && '请选择角色'}
                emptyText="暂无角色，请先在“角色”中新建"
              >
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
            )}
          />
          {!subAccount && (
            <Controller
              control={control}
              name="password"
              render={({ field, fieldState }) => (
                <PasswordField
                  label="初始密码"
                  isRequired
                  autoComplete="new-password"
                  rules={newPasswordRules}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  isInvalid={fieldState.invalid}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}
