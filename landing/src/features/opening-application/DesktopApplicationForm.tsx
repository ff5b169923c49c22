import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, type FieldError, type UseFormReturn } from 'react-hook-form';
import { openingApplicationRequest, type OpeningApplicationRequest } from '@p5g/api/contract';
import {
  Button,
  DesignSystemProvider,
  RegionCascader,
  TextArea,
  TextField,
  ToastRegion,
  type RegionValue,
} from '@p5g/design-system';
import { useIsHydrated } from '../../lib/browser-state.ts';
import { emptyApplication } from './application.ts';
import { sendApplication } from './send-application.ts';
import * as styles from './ApplicationForm.css.ts';

type DesktopForm = UseFormReturn<OpeningApplicationRequest>;
type TextFieldName = 'name' | 'company' | 'content' | 'email';

/** How a field shows its problem: the schema's message only, never the browser's own. */
const problemProps = (problem: FieldError | undefined) => ({
  validationBehavior: 'aria' as const,
  isRequired: true,
  isInvalid: Boolean(problem),
  errorMessage: problem?.message,
});

/**
 * A text field of the form: checked when it loses focus (the form's mode) and, once it shows a
 * problem, again at each change, so the message goes as soon as the user has corrected it.
 */
function useTextField({ control, trigger }: DesktopForm, name: TextFieldName) {
  const { field, fieldState } = useController({ control, name });
  return {
    name,
    value: field.value,
    onChange: (value: string) => {
      field.onChange(value);
      if (fieldState.invalid) void trigger(name);
    },
    onBlur: field.onBlur,
    ...problemProps(fieldState.error),
  };
}

/** The province/city cascader: one field for the user, two values in the application. */
function useRegionField({ control, trigger }: DesktopForm) {
  const province = useController({ control, name: 'province' });
  const city = useController({ control, name: 'city' });
  const problem = province.fieldState.error ?? city.fieldState.error;
  return {
    value:
      province.field.value && city.field.value
        ? ([province.field.value, city.field.value] as const)
        : null,
    onChange: ([provinceCode, cityCode]: RegionValue) => {
      province.field.onChange(provinceCode);
      city.field.onChange(cityCode);
      if (problem) void trigger(['province', 'city']);
    },
    onBlur: () => {
      province.field.onBlur();
      city.field.onBlur();
    },
    ...problemProps(problem),
  };
}

/**
 * The desktop opening application (spec §2, §5): each field checked when it loses focus, with the
 * server's schema and messages; 提交申请 checks them all.
 */
export function DesktopApplicationForm() {
  const form = useForm<OpeningApplicationRequest>({
    resolver: zodResolver(openingApplicationRequest),
    defaultValues: emptyApplication,
    mode: 'onBlur',
    // Also after a submission: a field that was fine is checked again only when it loses focus.
    reValidateMode: 'onBlur',
  });
  const name = useTextField(form, 'name');
  const company = useTextField(form, 'company');
  const content = useTextField(form, 'content');
  const region = useRegionField(form);
  const email = useTextField(form, 'email');
  const isHydrated = useIsHydrated();
  const onSubmit = form.handleSubmit((application) =>
    sendApplication(application, () => form.reset()),
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
        className={styles.desktopForm}
      >
        <TextField label="姓名" autoComplete="name" suffix="先生/女士" width={200} {...name} />
        <TextField label="单位全称" autoComplete="organization" {...company} />
        <div className={styles.wide}>
          <TextArea label="需求描述" rows={4} {...content} />
        </div>
        <RegionCascader label="所在省市" {...region} />
        <TextField label="联系邮箱" inputMode="email" autoComplete="email" {...email} />
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="primary"
            size="large"
            isLoading={form.formState.isSubmitting}
          >
            提交申请
          </Button>
        </div>
      </form>
    </DesignSystemProvider>
  );
}
