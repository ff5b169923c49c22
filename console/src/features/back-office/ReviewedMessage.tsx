import type { ComponentProps, ReactNode } from 'react';
import { Descriptions, RcsPreview, type RcsPreviewProps } from '@p5g/design-system';
import * as styles from './BackOffice.css.ts';

type Props = {
  /** The message and its service account as the recipient's phone shows them. */
  preview: Omit<RcsPreviewProps, 'view' | 'aria-label'>;
  /** What goes with the message: its buttons, the numbers it goes to. */
  table: ReactNode;
  facts: ComponentProps<typeof Descriptions>['items'];
};

/**
 * The detail of a message under review (a template, a send task): the 5G message and its fallback
 * SMS side by side, then its table and its facts.
 */
export function ReviewedMessage({ preview, table, facts }: Props) {
  return (
    <>
      <div className={styles.filters}>
        {(['rcs', 'sms'] as const).map((view) => (
          <RcsPreview
            key={view}
            view={view}
            aria-label={view === 'rcs' ? '5G消息预览' : '回落短信预览'}
            {...preview}
          />
        ))}
      </div>
      {table}
      <Descriptions columns={1} items={facts} />
    </>
  );
}
