import { Dialog, Spinner } from '@p5g/design-system';
import { lazy, Suspense } from 'react';
import * as styles from './FeedbackDialog.css.ts';

const FeedbackForm = lazy(() => import('./FeedbackForm.tsx'));

/**
 * 在线留言 (spec §7 feedback/add): the message and, for a visitor, a mobile number. A signed-in
 * customer's reply arrives in the inbox, a visitor's by SMS.
 */
export function FeedbackDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog title="在线留言" isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen && (
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner label="加载中" />
            </div>
          }
        >
          <FeedbackForm onSent={() => onOpenChange(false)} />
        </Suspense>
      )}
    </Dialog>
  );
}
