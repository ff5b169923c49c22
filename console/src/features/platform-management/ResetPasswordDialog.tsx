import { useState } from 'react';
import { passwordProblem, type SubAccount } from '@p5g/api/contract';
import { Button, Dialog, PasswordField, message } from '@p5g/design-system';
import { newPasswordRules } from '../../lib/form/password-rules.ts';
import { useAction } from '../../lib/endpoint-hooks.ts';
import * as styles from './PlatformManagementPage.css.ts';

/** 重置密码: a new password under spec §5; the sub-account's open sessions end with it. */
export function ResetPasswordDialog({
  subAccount,
  onClose,
}: {
  subAccount: SubAccount | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      title="重置密码"
      size="small"
      isOpen={subAccount !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
    >
      {subAccount && <ResetPasswordForm subAccount={subAccount} onDone={onClose} />}
    </Dialog>
  );
}

function ResetPasswordForm({ subAccount, onDone }: { subAccount: SubAccount; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const resetPassword = useAction('resetSubPassword', {
    onSuccess: () => {
      message.success('密码已重置，该子账号需用新密码重新登录');
      onDone();
    },
  });

  function reset() {
    const found = passwordProblem(password);
    setProblem(found);
    if (!found) void resetPassword.run({ id: subAccount.id, password });
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        reset();
      }}
    >
      <p>
        为子账号「{subAccount.showName}」（{subAccount.account}
        ）设置新密码。重置后，该子账号已登录的会话将立即失效。
      </p>
      <PasswordField
        label="新密码"
        isRequired
        autoComplete="new-password"
        rules={newPasswordRules}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setProblem(null);
        }}
        isInvalid={problem !== null}
        errorMessage={problem}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isLoading={resetPassword.isPending}>
          确认重置
        </Button>
      </div>
    </form>
  );
}
