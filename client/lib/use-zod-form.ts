import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { useFieldErrors } from './use-field-errors';

type FieldValues = Record<string, string>;

/**
 * Form state driven by one of the shared zod schemas: the same rules and Dutch messages as the server.
 * `validate()` returns the parsed values or null, and then shows the first message of each field.
 */
export function useZodForm<TValues extends FieldValues, TOutput>(schema: z.ZodType<TOutput, TValues>, initialValues: TValues) {
  const [values, setValues] = useState<TValues>(initialValues);
  const isField = (name: unknown): name is keyof TValues & string => typeof name === 'string' && name in initialValues;
  const { errors, formRef, clearError, showIssues, showServerErrors, clearErrors } = useFieldErrors(isField);

  function field<K extends keyof TValues & string>(name: K) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        clearError(name);
      },
    };
  }

  function validate(): TOutput | null {
    const result = schema.safeParse(values);
    if (result.success) {
      clearErrors();
      return result.data;
    }
    showIssues(result.error.issues);
    return null;
  }

  /** Shows the server's per-field validation messages, if the error carries any. */
  function setServerErrors(error: unknown) {
    showServerErrors(error);
  }

  return { values, errors, field, validate, setServerErrors, formRef };
}
