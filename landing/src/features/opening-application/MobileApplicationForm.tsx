import type { FormEvent } from 'react';
import {
  Button,
  DesignSystemProvider,
  message,
  RegionPicker,
  TextArea,
  TextField,
  ToastRegion,
} from '@p5g/design-system';
import { firstMobileProblem, mobilePayload } from './rules.ts';
import { useApplicationForm } from './useApplicationForm.ts';
import * as styles from './ApplicationForm.css.ts';

/**
 * The mobile opening application (spec §2, §5): checked on 立即申请体验 in the spec's order, the
 * first problem shown as a toast; the area comes from the bottom-sheet picker.
 */
export function MobileApplicationForm() {
  const { form, update, submit, isSubmitting, isReady } = useApplicationForm();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = firstMobileProblem(form);
    if (problem) {
      message.warning(problem);
      return;
    }
    await submit(mobilePayload(form));
  }

  return (
    <DesignSystemProvider>
      <ToastRegion />
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="apply-title"
        data-ready={isReady || undefined}
        className={styles.mobileForm}
      >
        <TextField
          label="姓名"
          name="name"
          autoComplete="name"
          suffix="先生/女士"
          value={form.name}
          onChange={(name) => update({ name })}
        />
        <RegionPicker
          label="所在省市"
          value={form.province && form.city ? [form.province, form.city] : null}
          onChange={([province, city], names) => update({ province, city, ...names })}
        />
        <TextArea
          label="需求描述"
          name="content"
          rows={3}
          value={form.content}
          onChange={(content) => update({ content })}
        />
        <TextField
          label="公司名称"
          name="company"
          autoComplete="organization"
          value={form.company}
          onChange={(company) => update({ company })}
        />
        <TextField
          label="邮箱"
          name="email"
          inputMode="email"
          autoComplete="email"
          value={form.email}
          onChange={(email) => update({ email })}
        />
        <Button type="submit" variant="primary" size="large" isLoading={isSubmitting}>
          立即申请体验
        </Button>
      </form>
    </DesignSystemProvider>
  );
}
