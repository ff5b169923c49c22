import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@p5g/design-system';

export type FormTextFieldProps<Form extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> & {
  control: Control<Form>;
  name: FieldPath<Form>;
  /** Runs after the form has recorded the blur (e.g. a server-side check). */
  onBlurred?: () => void;
};

/** A design-system TextField bound to a react-hook-form field: value, blur, and its error. */
export function FormTextField<Form extends FieldValues>({
  control,
  name,
  onBlurred,
  ...props
}: FormTextFieldProps<Form>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={() => {
            field.onBlur();
            onBlurred?.();
          }}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}
