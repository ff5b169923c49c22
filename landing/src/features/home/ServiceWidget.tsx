import { ServiceWidget as PlatformServiceWidget } from '@p5g/design-system/service-widget';
import { serviceHours, servicePhone } from './contact.ts';
import * as styles from './ServiceWidget.css.ts';

/**
 * The platform customer-service widget (spec §1, §2); its 在线留言 leads to the opening
 * application, where a message reaches the staff.
 */
export function ServiceWidget() {
  return (
    <div className={styles.placement}>
      <PlatformServiceWidget phone={servicePhone} hours={serviceHours} chat={{ href: '#apply' }} />
    </div>
  );
}
