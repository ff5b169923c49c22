import { privacyAgreement, serviceAgreement, type Agreement } from './agreement-texts.ts';
import * as styles from './AgreementPages.css.ts';

function AgreementPage({ agreement }: { agreement: Agreement }) {
  return (
    <article className={styles.page} aria-labelledby="agreement-title">
      <h1 id="agreement-title" className={styles.title}>
        {agreement.title}
      </h1>
      <p className={styles.updated}>更新日期：{agreement.updatedOn}</p>
      <p className={styles.paragraph}>{agreement.intro}</p>
      {agreement.sections.map((section) => (
        <section key={section.heading}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

/** /serviceAgreement (public; linked from registration). */
export const ServiceAgreement = () => <AgreementPage agreement={serviceAgreement} />;

/** /privacyAgreement (public; linked from registration). */
export const PrivacyAgreement = () => <AgreementPage agreement={privacyAgreement} />;
