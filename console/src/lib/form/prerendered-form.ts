import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

const subscribeToNothing = () => () => {};

/**
 * A form the build pre-renders (login, registration), whose fields can be typed in before the
 * page's script has hydrated it. Its submit button stays disabled until then (`hydrated` is false
 * on the server and while hydrating, as React's server snapshot says), so Enter or a click cannot
 * send the form the browser's way, a GET with the password in the address. Once hydrated, what
 * was typed meanwhile becomes the form's values instead of being wiped by the first render.
 */
export function usePrerenderedForm<Form extends FieldValues>({
  getValues,
  setValue,
}: Pick<UseFormReturn<Form>, 'getValues' | 'setValue'>) {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const values = getValues() as Record<string, unknown>;
    for (const [name, typed] of new FormData(formRef.current!)) {
      if (typeof typed === 'string' && typed !== '' && values[name] === '') {
        setValue(name as Path<Form>, typed as PathValue<Form, Path<Form>>);
      }
    }
    // Once, right after hydration: later values are the form's own.
  }, []);
  return { formRef, hydrated };
}
