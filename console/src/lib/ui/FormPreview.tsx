import { useState } from 'react';
import {
  uploadKinds,
  visibleQuestions,
  type AnswerValue,
  type FormDocument,
} from '@p5g/api/contract';
import { FormRenderer } from '@p5g/design-system';
import * as styles from './page.css.ts';

/**
 * A form document as citizens see it on the fill-in page: its title, description and questions,
 * which can be answered to try the display logic (nothing is sent). The builder's 预览 and the
 * management platform's review show it.
 */
export function FormPreview({ document }: { document: FormDocument }) {
  const [values, setValues] = useState<Record<string, AnswerValue>>({});
  const [otherText, setOtherText] = useState<Record<string, string>>({});
  const shown = new Set(visibleQuestions(document, values).map((q) => q.id));
  return (
    <article className={styles.page} aria-label={`${document.title}（预览）`}>
      <h2 className={styles.subtitle}>{document.title}</h2>
      {document.description && <p className={styles.note}>{document.description}</p>}
      <FormRenderer
        questions={document.questions}
        values={values}
        otherText={otherText}
        shown={shown}
        uploadKinds={uploadKinds}
        onChange={(id, value) => setValues((current) => ({ ...current, [id]: value }))}
        onOtherTextChange={(id, text) => setOtherText((current) => ({ ...current, [id]: text }))}
      />
    </article>
  );
}
