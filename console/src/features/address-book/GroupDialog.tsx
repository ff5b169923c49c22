import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { saveGroupRequest, type ContactGroup, type SaveGroupRequest } from '@p5g/api/contract';
import { Button, Dialog, message } from '@p5g/design-system';
import { FormTextField } from '../../lib/form/FormTextField.tsx';
import { useAction } from '../../lib/endpoint-hooks.ts';
import * as styles from './address-book.css.ts';

type Props = {
  /** The group to rename, `'new'` to create one, null when closed. */
  editing: ContactGroup | 'new' | null;
  onClose: () => void;
  onSaved: (group: ContactGroup) => Promise<unknown>;
};

/** 新建分组 / 重命名分组: the group's name, unique in the company. */
export function GroupDialog({ editing, onClose, onSaved }: Props) {
  return (
    <Dialog
      title={editing === 'new' ? '新建分组' : '重命名分组'}
      size="small"
      isOpen={editing !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
    >
      {editing && <GroupForm group={editing === 'new' ? null : editing} onSaved={onSaved} />}
    </Dialog>
  );
}

function GroupForm({ group, onSaved }: { group: ContactGroup | null; onSaved: Props['onSaved'] }) {
  const { control, handleSubmit, formState } = useForm<SaveGroupRequest>({
    resolver: zodResolver(saveGroupRequest),
    mode: 'onBlur',
    defaultValues: { name: group?.name ?? '' },
  });

  const save = useAction('contactSaveGroup', {
    onSuccess: async (saved) => {
      message.success(group ? '分组已重命名' : '分组已创建');
      await onSaved(saved);
    },
  });
  const onSubmit = handleSubmit((form) => save.run(group ? { ...form, id: group.id } : form));

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <FormTextField
        control={control}
        name="name"
        label="分组名称"
        maxLength={20}
        autoComplete="off"
        isRequired
      />
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" isLoading={formState.isSubmitting}>
          保存
        </Button>
      </div>
    </form>
  );
}
