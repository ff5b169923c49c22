import { serviceHours, servicePhone } from './contact.ts';
import * as styles from './MobileFooter.css.ts';

/** The mobile footer (spec §2): contact phone, address and copyright. */
export function MobileFooter() {
  return (
    <footer className={styles.footer}>
      <p>
        联系电话：
        <a href={servicePhone.href} className={styles.link}>
          {servicePhone.display}
        </a>
        （{serviceHours}）
      </p>
      <p>地址：北京市海淀区复兴路11号</p>
      <p>Copyright © 央视网 版权所有</p>
    </footer>
  );
}
