import { useEffect, useState } from 'react';
import { message } from '@p5g/design-system';
import type { OpeningApplicationRequest } from '@p5g/api/contract';
import { callPublic } from '../../lib/api.ts';
import { emptyApplication, type ApplicationForm } from './rules.ts';

/**
 * Values, submission and the hydrated flag shared by both forms. A successful submission says
 * 提交成功 and clears the form; a failed one shows why and keeps what was typed (spec §4).
 */
export function useApplicationForm() {
  const [form, setForm] = useState(emptyApplication);
  const [isSubmitting, setSubmitting] = useState(false);
  // Set once React owns the pre-rendered form, so scripts and tests know it will respond.
  const [isReady, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const update = (patch: Partial<ApplicationForm>) => setForm((f) => ({ ...f, ...patch }));

  async function submit(payload: OpeningApplicationRequest): Promise<boolean> {
    setSubmitting(true);
    const result = await callPublic('addOpeningApplication', payload);
    setSubmitting(false);
    if (!result.ok) {
      message.error(result.message);
      return false;
    }
    message.success('提交成功');
    setForm(emptyApplication);
    return true;
  }

  return { form, update, submit, isSubmitting, isReady };
}
