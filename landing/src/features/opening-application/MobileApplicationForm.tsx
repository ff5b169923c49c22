import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, type UseFormReturn } from 'react-hook-form';
import { mobileOpeningApplicationRequest, type OpeningApplicationRequest } from '@p5g/api/contract';
import {
  Button,
  DesignSystemProvider,
  message,
  RegionPicker,
  TextArea,
  TextField,
  ToastRegion,
  type RegionNames,
  type RegionValue,
} from '@p5g/design-system';
import { useIsHydrated } from '../../lib/browser-state.ts';
import { emptyApplication } from './application.ts';
import { sendApplication } from './send-application.ts';
import { firstMobileProblem } from './mobile-problem.ts';
import * as styles from './ApplicationForm.css.ts';

type MobileForm = UseFormReturn<OpeningApplicationRequest>;

/** A text field of the form: its value only, as problems show as a toast on 立即申请体验. */
function useTextField({ control }: MobileForm, name: 'name' | 'company' | 'content' | 'email') {
  const { field } = useController({ control, name });
  return { name, value: field.value, onChange: field.onChange };
}

/** The area picker: the codes and, for the mobile form only, their names (spec §3). */
function useRegionField({ control, setValue }: MobileForm) {
  const province = useController({ control, name: 'province' });
  const city = useController({ control, name: 'city' });
  return {
    value:
      province.field.value && city.field.value
        ? ([province.field.value, city.field.value] as const)
        : null,
    onChange: ([provinceCode, cityCode]: RegionValue, names: RegionNames) => {
      province.field.onChange(provinceCode);
      city.field.onChange(cityCode);
      setValue('provinceName', names.provinceName);
      setValue('cityName', names.cityName);
    },
  };
}

/**
 * The mobile opening application (spec §2, §5): checked on 立即申请体验 in the spec's order, the
 * first problem shown as a toast; the area comes from the bottom-sheet picker.
 */
export function MobileApplicationForm() {
  const form = useForm<OpeningApplicationRequest>({
    resolver: zodResolver(mobileOpeningApplicationRequest),
    defaultValues: { ...emptyApplication, provinceName: '', cityName: '' },
    // Checked on submission only: nothing is shown beside the fields.
    reValidateMode: 'onSubmit',
  });
  const name = useTextField(form, 'name');
  const region = useRegionField(form);
  const content = useTextField(form, 'content');
  const company = useTextField(form, 'company');
  const email = useTextField(form, 'email');
  const isHydrated = useIsHydrated();
  const onSubmit = form.handleSubmit(
    (application) => sendApplication(application, () => form.reset()),
    (problems) => {
      const problem = firstMobileProblem(problems);
      if (problem) message.warning(problem);
    },
  );

  return (
    <DesignSystemProvider>
      <ToastRegion />
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="apply-title"
        // Set once React owns the pre-rendered form, so scripts and tests know it will respond.
        data-ready={isHydrated || undefined}
        className={styles.mobileForm}
      >
        <TextField label="姓名" autoComplete="name" suffix="先生/女士" {...name} />
        <RegionPicker label="所在省市" {...region} />
        <TextArea label="需求描述" rows={3} {...content} />
        <TextField label="公司名称" autoComplete="organization" {...company} />
        <TextField label="邮箱" inputMode="email" autoComplete="email" {...email} />
        <Button
          type="submit"
          variant="primary"
          size="large"
          isLoading={form.formState.isSubmitting}
        >
          立即申请体验
        </Button>
      </form>
    </DesignSystemProvider>
  );
}
