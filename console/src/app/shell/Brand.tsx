import * as styles from '../Layout.css.ts';

/** The product's name at the start of the header, a link to the 5G message home. */
export function Brand() {
  return (
    <a className={styles.brand} href="/v2/pg/tpl_management">
      5G智能平台
    </a>
  );
}
