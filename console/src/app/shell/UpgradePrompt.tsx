import { useNavigate } from 'react-router-dom';
import { Button, Dialog } from '@p5g/design-system';
import { href } from '../../lib/routes-table.ts';

type Props = {
  /** The server's message for the 3006 refusal; null while closed. */
  message: string | null;
  onClose: () => void;
};

/** Spec §8, code 3006: the account's level is too low; the way up is the account centre or the shop. */
export function UpgradePrompt({ message, onClose }: Props) {
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <Dialog
      title="客户等级不足"
      size="small"
      role="alertdialog"
      isOpen={message !== null}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onPress={() => go(href('account-order'))}>前往账户中心</Button>
          <Button variant="primary" onPress={() => go(href('setmeal'))}>
            前往服务商城
          </Button>
        </>
      }
    >
      <p>{message}</p>
      <p>
        您当前的客户等级暂不能使用该功能。近365天累计消费达到相应等级门槛后即可使用，可在账户中心查看等级与权益，或前往服务商城订购套餐。
      </p>
    </Dialog>
  );
}
