import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import * as styles from './VideoModal.css.ts';

export type VideoModalProps = { title: string; video: string; poster: string; onClose: () => void };

/**
 * The banner video in a modal overlay, 880 × 495 (spec §2, §9). The page behind does not scroll
 * while it plays; Esc or the close button ends it. A native modal dialog keeps focus inside and
 * returns it to the play button; the design system's Dialog is at most 800 px wide.
 */
export function VideoModal({ title, video, poster, onClose }: VideoModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    document.body.dataset.scrollLocked = '';
    return () => {
      delete document.body.dataset.scrollLocked;
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog ref={dialogRef} aria-label={title} onClose={onClose} className={styles.dialog}>
      <button
        type="button"
        aria-label="关闭视频"
        onClick={() => dialogRef.current?.close()}
        className={styles.close}
      >
        <X aria-hidden size={20} />
      </button>
      {/* The sample videos carry no speech; a captions track belongs with real content. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        src={video}
        poster={poster}
        width={880}
        height={495}
        controls
        autoPlay
        playsInline
        className={styles.video}
      />
    </dialog>
  );
}
