import { Button, CopyButton, Dialog, QrCode } from '@p5g/design-system';
import * as styles from './card-list.css.ts';
import { note } from './page.css.ts';

export type PublicLinkFactProps = {
  /** The fact's name, e.g. `填写链接`. */
  name: string;
  url: string;
  onShowCode: () => void;
};

/** A live item's public link among its card's facts: the link, copy and 二维码. */
export function PublicLinkFact({ name, url, onShowCode }: PublicLinkFactProps) {
  return (
    <>
      <dt className={styles.term}>{name}</dt>
      <dd className={`${styles.definition} ${styles.link}`}>
        <span>{url}</span>
        <CopyButton text={url} what={name} />
        <Button variant="text" size="small" onPress={onShowCode}>
          二维码
        </Button>
      </dd>
    </>
  );
}

export type QrCodeDialogProps = {
  /** The item whose code is shown; the dialog is open while there is one. */
  item: { title: string; publicUrl?: string | null } | null;
  /** What the reader does at the link, e.g. `填写`. */
  purpose: string;
  onClose: () => void;
};

/** A live item's QR code with its link. */
export function QrCodeDialog({ item, purpose, onClose }: QrCodeDialogProps) {
  return (
    <Dialog
      title={`${item?.title ?? ''}的二维码`}
      size="small"
      isOpen={item !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
    >
      {item?.publicUrl && (
        <div className={styles.qrBox}>
          <QrCode value={item.publicUrl} label={`${item.title}的二维码`} size={200} />
          <p className={note}>{`扫码或打开链接${purpose}：${item.publicUrl}`}</p>
        </div>
      )}
    </Dialog>
  );
}
