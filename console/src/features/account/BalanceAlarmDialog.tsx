import { useState } from 'react';
import { Button, Dialog, TextField, message } from '@p5g/design-system';
import { filterInt } from '@p5g/design-system/input-filters';
import { balanceAlarmMaxLength, checkBalanceAlarm } from './account-centre.ts';
import { useAction, useEndpoint } from '../../lib/endpoint-hooks.ts';
import * as styles from './AccountPage.css.ts';

/**
 * The balance alert setting (spec §5, §8): the 5G message count below which an SMS alert goes out.
 * An empty box changes nothing; a failure only stops the loading state.
 */
export function BalanceAlarmDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog title="余额预警设置" size="small" isOpen={isOpen} onOpenChange={onOpenChange}>
      <AlarmForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function AlarmForm({ onDone }: { onDone: () => void }) {
  const { data: current, mutate } = useEndpoint('balanceAlarm');
  const [value, setValue] = useState('');
  const update = useAction('updateBalanceAlarm', {
    onSuccess: async (_data, { ecBalanceAlarm }) => {
      message.success('设置成功');
      await mutate(ecBalanceAlarm, { revalidate: false });
      onDone();
    },
    // Spec §8: a failed alert setting only stops loading.
    onFailure: () => undefined,
  });

  async function save() {
    const checked = checkBalanceAlarm(value);
    if (!checked.ok) {
      message.warning(checked.message);
      return;
    }
    await update.run({ ecBalanceAlarm: checked.value });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className={styles.dialogForm}
    >
      <TextField
        label="预警条数"
        description={`当5G消息余额低于该条数时，将以短信提醒您（当前：${current == null ? '未设置' : `${current}条`}）`}
        inputMode="numeric"
        maxLength={balanceAlarmMaxLength}
        filter={filterInt}
        value={value}
        onChange={setValue}
        suffix="条"
      />
      <div className={styles.dialogActions}>
        <Button onPress={onDone} isDisabled={update.isPending}>
          取消
        </Button>
        <Button type="submit" variant="primary" isLoading={update.isPending}>
          确定
        </Button>
      </div>
    </form>
  );
}
