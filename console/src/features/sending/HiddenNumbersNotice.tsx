import { useState } from 'react';
import { sendMessages } from '@p5g/api/contract';
import { Button, Dialog, InlineNotice, PasswordField, message } from '@p5g/design-system';
import { useAction } from '../../lib/endpoint-hooks.ts';
import { mayOpenPath } from '../../lib/navigation-rules.ts';
import { href } from '../../lib/routes-table.ts';
import { storedUser, unlock } from '../../lib/session.ts';
import * as styles from './sending.css.ts';

/**
 * Said wherever recipients' numbers are shown masked (the server's one rule, `shownMobile`): the
 * middle four digits are hidden until the user confirms their password, which lasts until logout.
 * Users who may open 发送查询 confirm it here; others are told whom to ask.
 */
export function HiddenNumbersNotice({ onUnlocked }: { onUnlocked: () => void }) {
  const [unlocking, setUnlocking] = useState(false);
  const mayUnlock = mayOpenPath(href('detail_enquiry'), storedUser(localStorage));
  return (
    <>
      <InlineNotice
        title="号码已隐藏"
        action={
          mayUnlock && (
            <Button variant="text" size="small" onPress={() => setUnlocking(true)}>
              显示完整号码
            </Button>
          )
        }
      >
        {mayUnlock
          ? '为保护用户隐私，号码中间四位已隐藏；验证登录密码后显示完整号码，直到退出登录。'
          : '为保护用户隐私，号码中间四位已隐藏；查看完整号码需要发送查询权限，请联系主账号开通。'}
      </InlineNotice>
      {mayUnlock && (
        <UnlockDialog
          isOpen={unlocking}
          onClose={() => setUnlocking(false)}
          onUnlocked={() => {
            setUnlocking(false);
            onUnlocked();
          }}
        />
      )}
    </>
  );
}

function UnlockDialog({
  isOpen,
  onClose,
  onUnlocked,
}: {
  isOpen: boolean;
  onClose: () => void;
  onUnlocked: () => void;
}) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const unlockQuery = useAction('taskUnlockQuery', {
    onSuccess: () => {
      unlock(localStorage, 'detail_enquiry');
      setPassword('');
      message.success('验证成功');
      onUnlocked();
    },
    // A wrong password is said beside the field; anything else goes to the app's handler.
    onFailure: (failure, handleFailure) => {
      const msg = failure instanceof Error ? failure.message : '';
      if (msg === sendMessages.wrongPassword) setProblem(msg);
      else handleFailure(failure);
    },
  });

  function confirm() {
    if (password) void unlockQuery.run({ password });
    else setProblem('请输入密码');
  }

  return (
    <Dialog
      title="验证登录密码"
      size="small"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <p className={styles.note}>查看完整号码属于敏感信息，请输入当前账号的登录密码。</p>
        <PasswordField
          label="登录密码"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setProblem(null);
          }}
          isInvalid={problem !== null}
          errorMessage={problem}
        />
        <div className={styles.actions}>
          <Button onPress={onClose}>取消</Button>
          <Button type="submit" variant="primary" isLoading={unlockQuery.isPending}>
            确认
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
