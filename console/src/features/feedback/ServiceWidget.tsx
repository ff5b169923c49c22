import { ServiceWidget as PlatformServiceWidget } from '@p5g/design-system';
import { useState } from 'react';
import { serviceHours, servicePhone } from '../../lib/contact.ts';
import { FeedbackDialog } from './FeedbackDialog.tsx';

/** The platform customer-service widget, as on the home page; 在线留言 opens the feedback form. */
export function ServiceWidget() {
  const [writing, setWriting] = useState(false);
  return (
    <>
      <PlatformServiceWidget
        phone={servicePhone}
        hours={serviceHours}
        chat={{ onPress: () => setWriting(true) }}
      />
      <FeedbackDialog isOpen={writing} onOpenChange={setWriting} />
    </>
  );
}
