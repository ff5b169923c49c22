import { useState } from 'react';
import { saveRoleRequest, type Role } from '@p5g/api/contract';
import { Button, Checkbox, Dialog, TextField, message } from '@p5g/design-system';
import { roleChoiceTree, samePageMenus } from './role-choices.ts';
import {
  asChoices,
  checkState,
  roleMenuNames,
  tickedLeaves,
  toggle,
  withSamePageMenus,
} from './role-menus.ts';
import { useAction } from '../../lib/endpoint-hooks.ts';
import * as styles from './PlatformManagementPage.css.ts';

type Props = {
  /** The role to edit, `'new'` to create one, null when closed. */
  editing: Role | 'new' | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
};

/** 新建 / 编辑角色: a name and the menus it grants, ticked in the console's menu tree. */
export function RoleDialog({ editing, onClose, onSaved }: Props) {
  return (
    <Dialog
      title={editing === 'new' ? '新建角色' : '编辑角色'}
      size="large"
      isOpen={editing !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
    >
      {editing && <RoleForm role={editing === 'new' ? null : editing} onSaved={onSaved} />}
    </Dialog>
  );
}

function RoleForm({ role, onSaved }: { role: Role | null; onSaved: () => Promise<unknown> }) {
  const [name, setName] = useState(role?.name ?? '');
  const [ticked, setTicked] = useState(() =>
    tickedLeaves(roleChoiceTree, asChoices(role?.menuNames ?? [], samePageMenus)),
  );
  const [problems, setProblems] = useState<{ name?: string; menuNames?: string }>({});
  const saveRole = useAction('saveRole', {
    onSuccess: async () => {
      message.success(role ? '修改成功' : '角色已创建');
      await onSaved();
    },
  });

  function save() {
    const menuNames = withSamePageMenus(roleMenuNames(roleChoiceTree, ticked), samePageMenus);
    const input = { id: role?.id, name, menuNames };
    const checked = saveRoleRequest.safeParse(input);
    if (!checked.success) {
      const first = (field: string) =>
        checked.error.issues.find((issue) => issue.path[0] === field)?.message;
      setProblems({ name: first('name'), menuNames: first('menuNames') });
      return;
    }
    void saveRole.run(checked.data);
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <TextField
        label="角色名称"
        isRequired
        maxLength={20}
        value={name}
        onChange={(value) => {
          setName(value);
          setProblems((p) => ({ ...p, name: undefined }));
        }}
        isInvalid={problems.name !== undefined}
        errorMessage={problems.name}
      />
      <fieldset className={styles.tree} aria-describedby="role-menus-error">
        <legend className={styles.legend}>菜单权限</legend>
        {roleChoiceTree.map((entry) => {
          const state = checkState(entry, ticked);
          const tick = () => {
            setTicked(toggle(entry, ticked));
            setProblems((p) => ({ ...p, menuNames: undefined }));
          };
          return (
            <div key={entry.name} className={styles.treeGroup}>
              <Checkbox
                isSelected={state === 'all'}
                isIndeterminate={state === 'some'}
                onChange={tick}
              >
                {entry.title}
              </Checkbox>
              {entry.children?.length ? (
                <div className={styles.treeChildren} role="group" aria-label={entry.title}>
                  {entry.children.map((child) => (
                    <Checkbox
                      key={child.name}
                      isSelected={checkState(child, ticked) === 'all'}
                      onChange={() => {
                        setTicked(toggle(child, ticked));
                        setProblems((p) => ({ ...p, menuNames: undefined }));
                      }}
                    >
                      {child.title}
                    </Checkbox>
                  ))}
                </div>
              ) : null}
            </div>
          );
        })}
        <p id="role-menus-error" className={styles.error} role="alert">
          {problems.menuNames}
        </p>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isLoading={saveRole.isPending}>
          保存
        </Button>
      </div>
    </form>
  );
}
