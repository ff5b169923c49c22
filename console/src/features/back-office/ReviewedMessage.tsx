import type { ComponentProps, ReactNode } from 'react';
import { Descriptions } from '@p5g/design-system';
import { MessagePreviews } from '../../lib/ui/MessagePreviews.tsx';

type Props = {
  /** The message and its service account as the recipient's phone shows them. */
  preview: ComponentProps<typeof MessagePreviews>;
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
      <MessagePreviews {...preview} />
      {table}
      <Descriptions columns={1} items={facts} />
    </>
  );
}
