import { ServiceWidget as PlatformServiceWidget } from '@p5g/design-system';
import { lazy, Suspense, useState } from 'react';
import { serviceHours, servicePhone } from '../contact.ts';

/**
 * The feedback form (with react-hook-form, zod and the contract's schema) is a chunk of its own,
 * loaded when 在线留言 is first pressed, not with the page.
 */
const FeedbackDialog = lazy(async () => ({
  default: (await import('./FeedbackDialog.tsx')).FeedbackDialog,
}));

/** The platform customer-service widget, as on the home page; 在线留言 opens the feedback form. */
export function ServiceWidget() {
  const [writing, setWriting] = useState(false);
  // Once opened, the dialog stays mounted, so it can play its closing transition.
  const [asked, setAsked] = useState(false);
  return (
    <>
      <PlatformServiceWidget
        phone={servicePhone}
        hours={serviceHours}
        chat={{
          onPress: () => {
            setAsked(true);
            setWriting(true);
          },
        }}
      />
      {asked && (
        <Suspense fallback={null}>
          <FeedbackDialog isOpen={writing} onOpenChange={setWriting} />
        </Suspense>
      )}
    </>
  );
}
