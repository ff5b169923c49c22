import { useState } from 'react';
import { appletMessages, type Applet } from '@p5g/api/contract';
import { Button, Dialog, PasswordField, TextField, message } from '@p5g/design-system';
import { useAction } from '../../../lib/endpoint-hooks.ts';
import * as styles from '../micro-apps.css.ts';

/**
 * 显示完整信息: the company's admin account and its password, checked by the service, which then
 * shows this applet's names and phones whole in this session until logout (spec §4, §6).
 */
export function UnlockDialog({
  applet,
  isOpen,
  onClose,
  onUnlocked,
}: {
  applet: Applet;
  isOpen: boolean;
  onClose: () => void;
  onUnlocked: () => void;
}) {
  return (
    <Dialog
      title="验证管理员账号"
      size="small"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
    >
      {isOpen && <UnlockForm applet={applet} onClose={onClose} onUnlocked={onUnlocked} />}
    </Dialog>
  );
}

function UnlockForm({
  applet,
  onClose,
  onUnlocked,
}: {
  applet: Applet;
  onClose: () => void;
  onUnlocked: () => void;
}) {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ account?: string; password?: string }>({});
  const unlock = useAction('appletUnlock', {
    onSuccess: () => {
      message.success('验证成功');
      onUnlocked();
    },
    // A wrong account or password is said beside the password; anything else goes to the app.
    onFailure: (failure, handleFailure) => {
      const said = failure instanceof Error ? failure.message : '';
      if (said === appletMessages.wrongAdmin) setProblems({ password: said });
      else handleFailure(failure);
    },
  });

  function confirm() {
    const found = {
      ...(!account.trim() && { account: '请输入管理员账号' }),
      ...(!password && { password: '请输入密码' }),
    };
    setProblems(found);
    if (Object.keys(found).length === 0) void unlock.run({ applet, account, password });
  }

  return (
    <form
      className={styles.unlockForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <p className={styles.note}>
        居民姓名和手机号码属于敏感信息，请输入本单位管理员（主账号）的账号和密码。
      </p>
      <TextField
        label="管理员账号"
        autoComplete="off"
        value={account}
        onChange={(value) => {
          setAccount(value);
          setProblems((p) => ({ ...p, account: undefined }));
        }}
        isInvalid={problems.account !== undefined}
        errorMessage={problems.account}
      />
      <PasswordField
        label="密码"
        autoComplete="off"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setProblems((p) => ({ ...p, password: undefined }));
        }}
        isInvalid={problems.password !== undefined}
        errorMessage={problems.password}
      />
      <div className={styles.actions}>
        <Button onPress={onClose}>取消</Button>
        <Button type="submit" variant="primary" isLoading={unlock.isPending}>
          确认
        </Button>
      </div>
    </form>
  );
}
