// The fill-in page's script, on the server-rendered form (`FormFillPage.tsx`), which works
// without it: display logic, the service's answer check as the citizen fills, a half-filled
// answer kept in the browser, page breaks as steps, uploads and the SMS code through the public
// API, and one submit. No React and no zod: the page's budget is 60 KB of JavaScript and CSS.
import '@p5g/tokens/theme.css';
import '@p5g/design-system/form-renderer.css';
import './FormFillPage.css.ts';
import {
  checkAnswers,
  visibleQuestions,
  type AnswerValue,
  type RegionLevelOf,
} from '@p5g/api/contract/answers';
import type { FormDocument } from '@p5g/api/contract';
import { formFillIds, problemsSummary } from './form-fill-ids.ts';
import { keepDraft } from './draft.ts';
import { enhanceUploads } from './uploads.ts';
import { enhanceRegionSelects } from './region-selects.ts';
import { enhanceSmsCode } from './sms-code.ts';

const form = document.getElementById(formFillIds.form) as HTMLFormElement | null;
const source = document.getElementById(formFillIds.document)?.textContent;
if (form && source) start(form, JSON.parse(source) as FormDocument);

/** Region codes are 2, 4, 6 and 9 digits long by level (the shared tree's codes). */
const regionLevelOf: RegionLevelOf = (code) =>
  (({ 2: 1, 4: 2, 6: 3, 9: 4 }) as const)[code.length as 2 | 4 | 6 | 9] ?? null;

/** The answers as the form would post them, in the contract's shape. */
export function answersOf(form: HTMLFormElement) {
  const answers: Record<string, AnswerValue> = {};
  const otherText: Record<string, string> = {};
  const multiple = new Set(
    [
      ...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="hidden"]'),
    ].map((input) => input.name),
  );
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    const [prefix, id] = [name.slice(0, 2), name.slice(2)];
    if (prefix === 'o.') otherText[id] = value;
    if (prefix !== 'a.') continue;
    if (multiple.has(name)) answers[id] = [...((answers[id] as string[] | undefined) ?? []), value];
    else answers[id] = value;
  }
  return { answers, otherText };
}

function start(form: HTMLFormElement, doc: FormDocument) {
  const problems = document.getElementById(formFillIds.problems)!;
  const pages = [...form.querySelectorAll<HTMLElement>('[data-form-page]')];
  const back = document.getElementById(formFillIds.back) as HTMLButtonElement;
  const next = document.getElementById(formFillIds.next) as HTMLButtonElement;
  const submit = document.getElementById(formFillIds.submit) as HTMLButtonElement;
  const questionElement = (id: string) =>
    form.querySelector<HTMLElement>(`[data-question="${CSS.escape(id)}"]`);
  let current = 0;
  let checked = false;

  // A fresh key for each page load: reloading after a submit starts a new filling.
  const key = form.elements.namedItem('submissionKey') as HTMLInputElement;
  key.value = crypto.randomUUID();

  const draft = keepDraft(form, `form-fill:${form.dataset.code}:${form.dataset.version}`);

  function applyDisplayLogic() {
    const shown = new Set(visibleQuestions(doc, answersOf(form).answers).map((q) => q.id));
    for (const q of doc.questions) {
      const element = questionElement(q.id);
      if (element) element.hidden = !shown.has(q.id);
    }
  }

  function showErrors(errors: Record<string, string>, only?: Set<string>) {
    for (const line of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
      const id = line.dataset.errorFor!;
      if (only && !only.has(id)) continue;
      const message = errors[id] ?? '';
      line.textContent = message;
      const owner = questionElement(id);
      const controls = owner?.matches('fieldset')
        ? [owner]
        : [...(owner?.querySelectorAll<HTMLElement>(`[name="a.${CSS.escape(id)}"]`) ?? [])];
      for (const control of controls) {
        const described = (control.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .filter((ref) => ref && ref !== line.id);
        if (message) described.push(line.id);
        if (described.length > 0) control.setAttribute('aria-describedby', described.join(' '));
        else control.removeAttribute('aria-describedby');
        if (control.matches('input, select, textarea')) {
          if (message) control.setAttribute('aria-invalid', 'true');
          else control.removeAttribute('aria-invalid');
        }
      }
    }
  }

  /** The answer check on the questions of `pageIndexes`; their messages shown, the count returned. */
  function check(pageIndexes: number[]) {
    const ids = new Set(
      pageIndexes.flatMap((index) =>
        [...pages[index]!.querySelectorAll<HTMLElement>('[data-question]')].map(
          (element) => element.dataset.question!,
        ),
      ),
    );
    const { errors } = checkAnswers(doc, answersOf(form), regionLevelOf);
    const onPages = Object.fromEntries(Object.entries(errors).filter(([id]) => ids.has(id)));
    showErrors(onPages, ids);
    return Object.keys(onPages);
  }

  function announce(failed: string[]) {
    problems.textContent = failed.length > 0 ? problemsSummary(failed.length) : '';
    if (failed.length === 0) return;
    const first = questionElement(failed[0]!)?.querySelector<HTMLElement>(
      'input, select, textarea',
    );
    first?.focus();
  }

  function showPage(index: number) {
    current = index;
    pages.forEach((page, i) => (page.hidden = i !== index));
    back.hidden = index === 0;
    next.hidden = index === pages.length - 1;
    submit.hidden = index !== pages.length - 1;
  }

  const all = () => pages.map((_, i) => i);

  form.addEventListener('change', () => {
    applyDisplayLogic();
    if (checked) check(all());
    draft.save();
  });
  form.addEventListener('input', () => draft.save());
  next.addEventListener('click', () => {
    const failed = check([current]);
    announce(failed);
    if (failed.length > 0) return;
    showPage(current + 1);
    pages[current]!.querySelector<HTMLElement>('input, select, textarea')?.focus();
  });
  back.addEventListener('click', () => showPage(current - 1));
  form.addEventListener('submit', (event) => {
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter && submitter !== submit) return;
    checked = true;
    const failed = check(all());
    if (failed.length > 0) {
      event.preventDefault();
      const firstPage = pages.findIndex((page) =>
        failed.some((id) => page.contains(questionElement(id))),
      );
      if (firstPage >= 0) showPage(firstPage);
      announce(failed);
      return;
    }
    draft.clear();
    // After this submit has built its data: a second tap sends nothing more.
    setTimeout(() => {
      submit.disabled = true;
      submit.textContent = '提交中…';
    });
  });

  draft.restore();
  enhanceRegionSelects(form);
  applyDisplayLogic();
  if (pages.length > 1) {
    // The service refused the answer: open on the first page holding a message.
    const refused = pages.findIndex((page) => page.querySelector('[data-error-for]:not(:empty)'));
    showPage(Math.max(refused, 0));
  }
  enhanceUploads(form, (id, message) => showErrors({ [id]: message }, new Set([id])));
  enhanceSmsCode(form, problems);
}
