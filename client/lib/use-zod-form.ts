import { useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from './trpc';

type FieldValues = Record<string, string>;

/**
 * Form state driven by one of the shared zod schemas: the same rules and Dutch messages as the server.
 * `validate()` returns the parsed values or null, and then shows the first message of each field.
 */
export function useZodForm<TValues extends FieldValues, TOutput>(schema: z.ZodType<TOutput, TValues>, initialValues: TValues) {
  const [values, setValues] = useState<TValues>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof TValues, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  function focusFirstInvalid() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function showErrors(next: Partial<Record<keyof TValues, string>>) {
    setErrors(next);
    if (Object.keys(next).length > 0) focusFirstInvalid();
  }

  function field<K extends keyof TValues & string>(name: K) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      },
    };
  }

  function validate(): TOutput | null {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: Partial<Record<keyof TValues, string>> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as keyof TValues | undefined;
      if (name !== undefined && name in values && !next[name]) next[name] = issue.message;
    }
    showErrors(next);
    return null;
  }

  /** Shows the server's per-field validation messages, if the error carries any. */
  function setServerErrors(error: unknown) {
    const next: Partial<Record<keyof TValues, string>> = {};
    for (const [name, message] of Object.entries(fieldErrors(error))) {
      if (name in values) next[name as keyof TValues] = message;
    }
    showErrors(next);
  }

  return { values, errors, field, validate, setServerErrors, formRef };
}
