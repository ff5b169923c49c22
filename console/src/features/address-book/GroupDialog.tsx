import { contactMessages, saveGroupRequest, type ContactGroup } from '@p5g/api/contract';
import { FormTextField } from '../../lib/form/FormTextField.tsx';
import { FormDialog } from '../../lib/ui/FormDialog.tsx';

type Props = {
  /** The group to rename, `'new'` to create one, null when closed. */
  editing: ContactGroup | 'new' | null;
  onClose: () => void;
  onSaved: (group: ContactGroup) => Promise<unknown>;
};

/** 新建分组 / 重命名分组: the group's name, unique in the company. */
export function GroupDialog({ editing, onClose, onSaved }: Props) {
  const group = editing === 'new' ? null : editing;
  return (
    <FormDialog
      title={editing === 'new' ? '新建分组' : '重命名分组'}
      size="small"
      isOpen={editing !== null}
      onClose={onClose}
      schema={saveGroupRequest}
      defaultValues={{ name: group?.name ?? '' }}
      action="contactSaveGroup"
      toInput={(form) => (group ? { ...form, id: group.id } : form)}
      successMessage={group ? '分组已重命名' : '分组已创建'}
      onSaved={onSaved}
      fieldErrors={{ name: [contactMessages.groupNameTaken] }}
    >
      {({ control }) => (
        <FormTextField
          control={control}
          name="name"
          label="分组名称"
          maxLength={20}
          autoComplete="off"
          isRequired
        />
      )}
    </FormDialog>
  );
}
