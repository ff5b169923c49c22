import type { AlbumTempLink } from '@p5g/api/contract';
import { CopyButton, Dialog, QrCode } from '@p5g/design-system';
import { formatTime } from '../../lib/format-time.ts';
import * as styles from './showcases.css.ts';

/**
 * 预览链接 (book/getTempLink): a link to the album as saved, open to anyone who has it for an
 * hour (/ebookTemp/{key}), with copy and a QR code.
 */
export function AlbumTempLinkDialog({
  title,
  link,
  onClose,
}: {
  /** The album's title. */
  title: string;
  /** The link made; null keeps the dialog closed. */
  link: AlbumTempLink | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      title="画册预览链接"
      size="small"
      isOpen={link !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
    >
      {link && (
        <div className={styles.qrBox}>
          <QrCode value={link.url} label={`${title}的预览二维码`} size={180} />
          <p className={`${styles.note} ${styles.link}`}>
            <span>{link.url}</span>
            <CopyButton text={link.url} what="预览链接" />
          </p>
          <p className={styles.note}>
            有效期至 {formatTime(link.expireTime)}，知道链接的人均可查看
          </p>
        </div>
      )}
    </Dialog>
  );
}
