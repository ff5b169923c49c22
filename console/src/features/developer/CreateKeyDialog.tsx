import { useState } from 'react';
import { createApiKeyRequest, type CreatedApiKey } from '@p5g/api/contract';
import { Button, Dialog, Select, SelectItem, TextField } from '@p5g/design-system';
import { useAction, useEndpoint } from '../../lib/endpoint-hooks.ts';
import { SecretShownOnce } from '../../lib/ui/SecretShownOnce.tsx';
import * as styles from './DeveloperCentre.css.ts';

type Props = {
  isOpen: boolean;
  onClose: () => void;
  onCreated: () => Promise<unknown>;
};

/** The role choice that names no role: the key holds every menu a sub-account may hold. */
const everyMenu = 'every-menu';

/**
 * 新建密钥: a name and the role whose menus the key holds; then the key's secret, shown this once
 * (no readable copy of it is kept), with a button to copy it.
 */
export function CreateKeyDialog({ isOpen, onClose, onCreated }: Props) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Dialog
      title={created ? '密钥已创建' : '新建密钥'}
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
    >
      {created ? (
        <CreatedKey created={created} onDone={close} />
      ) : (
        isOpen && (
          <KeyForm
            onCreated={async (key) => {
              setCreated(key);
              await onCreated();
            }}
          />
        )
      )}
    </Dialog>
  );
}

function KeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => Promise<void> }) {
  const roles = useEndpoint('roles');
  const [name, setName] = useState('');
  const [roleId, setRoleId] = useState<string>(everyMenu);
  const [problem, setProblem] = useState<string | undefined>();
  const create = useAction('createApiKey', { onSuccess: (key) => onCreated(key) });

  function submit() {
    const checked = createApiKeyRequest.safeParse({
      name,
      roleId: roleId === everyMenu ? null : roleId,
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    void create.run(checked.data);
  }

  const choices = [
    { id: everyMenu, name: '不限角色（全部菜单）' },
    ...(roles.data ?? []).map((role) => ({ id: role.id, name: role.name })),
  ];
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label="密钥名称"
        isRequired
        maxLength={20}
        description="如对接的系统名称：客服系统、政务服务大厅"
        value={name}
        onChange={(value) => {
          setName(value);
          setProblem(undefined);
        }}
        isInvalid={problem !== undefined}
        errorMessage={problem}
      />
      <Select
        label="角色"
        description="密钥按角色的菜单权限调用接口（如发送记录可发送、发送查询可查看完整号码），不能购买或管理账号"
        items={choices}
        selectedKey={roleId}
        onSelectionChange={(key) => setRoleId(String(key))}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isLoading={create.isPending}>
          创建
        </Button>
      </div>
    </form>
  );
}

function CreatedKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <div className={styles.form}>
      <SecretShownOnce
        notice="Secret 只显示这一次，关闭后无法再次查看。请立即复制并妥善保存；遗失后请停用此密钥并新建。"
        values={[
          { name: 'Access Key', value: created.accessKey },
          { name: 'Secret', value: created.secret },
        ]}
      />
      <div className={styles.actions}>
        <Button variant="primary" onPress={onDone}>
          我已保存
        </Button>
      </div>
    </div>
  );
}
