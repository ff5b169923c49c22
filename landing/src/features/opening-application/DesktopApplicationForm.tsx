import { useState, type FormEvent } from 'react';
import {
  Button,
  DesignSystemProvider,
  RegionCascader,
  TextArea,
  TextField,
  ToastRegion,
} from '@p5g/design-system';
import { desktopPayload, desktopProblems, type DesktopField } from './rules.ts';
import { useApplicationForm } from './useApplicationForm.ts';
import * as styles from './ApplicationForm.css.ts';

/**
 * The desktop opening application (spec §2, §5): each field checked when it loses focus, with the
 * server's schema and messages; 提交申请 checks them all.
 */
export function DesktopApplicationForm() {
  const { form, update, submit, isSubmitting, isReady } = useApplicationForm();
  const [problems, setProblems] = useState<Partial<Record<DesktopField, string>>>({});

  const check = (field: DesktopField, values = form) =>
    setProblems((p) => ({ ...p, [field]: desktopProblems(values)[field] }));
  /** Updates a field; once it has been flagged, it is re-checked as the user corrects it. */
  const change = (field: DesktopField, patch: Parameters<typeof update>[0]) => {
    update(patch);
    if (problems[field]) check(field, { ...form, ...patch });
  };
  const fieldProps = (field: DesktopField) => ({
    // The schema's messages only, never the browser's own.
    validationBehavior: 'aria' as const,
    isRequired: true,
    isInvalid: Boolean(problems[field]),
    errorMessage: problems[field],
    onBlur: () => check(field),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = desktopProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (await submit(desktopPayload(form))) setProblems({});
  }

  return (
    <DesignSystemProvider>
      <ToastRegion />
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="apply-title"
        data-ready={isReady || undefined}
        className={styles.desktopForm}
      >
        <TextField
          label="姓名"
          name="name"
          autoComplete="name"
          suffix="先生/女士"
          width={200}
          value={form.name}
          onChange={(name) => change('name', { name })}
          {...fieldProps('name')}
        />
        <TextField
          label="单位全称"
          name="company"
          autoComplete="organization"
          value={form.company}
          onChange={(company) => change('company', { company })}
          {...fieldProps('company')}
        />
        <div className={styles.wide}>
          <TextArea
            label="需求描述"
            name="content"
            rows={4}
            value={form.content}
            onChange={(content) => change('content', { content })}
            {...fieldProps('content')}
          />
        </div>
        <RegionCascader
          label="所在省市"
          value={form.province && form.city ? [form.province, form.city] : null}
          onChange={([province, city], names) => change('region', { province, city, ...names })}
          {...fieldProps('region')}
        />
        <TextField
          label="联系邮箱"
          name="email"
          inputMode="email"
          autoComplete="email"
          value={form.email}
          onChange={(email) => change('email', { email })}
          {...fieldProps('email')}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" size="large" isLoading={isSubmitting}>
            提交申请
          </Button>
        </div>
      </form>
    </DesignSystemProvider>
  );
}
