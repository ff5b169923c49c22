import { RcsPreview, type RcsPreviewProps } from '@p5g/design-system';
import * as styles from './message-previews.css.ts';

/** A message as the phone shows it: the 5G message and its fallback SMS side by side. */
export function MessagePreviews(props: Omit<RcsPreviewProps, 'view' | 'aria-label'>) {
  return (
    <div className={styles.previews}>
      {(['rcs', 'sms'] as const).map((view) => (
        <RcsPreview
          key={view}
          view={view}
          aria-label={view === 'rcs' ? '5G消息预览' : '回落短信预览'}
          {...props}
        />
      ))}
    </div>
  );
}
