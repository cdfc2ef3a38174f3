import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { errorMessage } from './trpc';
import { useFieldErrors } from './use-field-errors';

type FieldValues = Record<string, string>;

type SubmitMessages = {
  /** The spec 8 fallback toast when the server gives no message. */
  failure?: string;
  /** Toasted when the fields do not pass, for forms whose spec message is a toast too; a function gets the first field message. */
  invalid?: string | ((firstMessage: string) => string);
};

/**
 * Form state driven by one of the shared zod schemas: the same rules and Dutch messages as the server.
 * A failed check shows the first message of each field and focuses the first invalid one.
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

  function check(): { ok: true; data: TOutput } | { ok: false; firstMessage: string } {
    const result = schema.safeParse(values);
    if (result.success) {
      clearErrors();
      return { ok: true, data: result.data };
    }
    showIssues(result.error.issues);
    return { ok: false, firstMessage: result.error.issues[0]?.message ?? '' };
  }

  /**
   * The form's onSubmit: checks the fields, then runs `action` with the parsed values. A refusal
   * shows the server's field messages and its Dutch message as a toast.
   */
  function handleSubmit(action: (values: TOutput) => Promise<void>, messages: SubmitMessages = {}) {
    return async (event: FormEvent) => {
      event.preventDefault();
      const result = check();
      if (!result.ok) {
        const { invalid } = messages;
        if (invalid) toast.error(typeof invalid === 'string' ? invalid : invalid(result.firstMessage));
        return;
      }
      try {
        await action(result.data);
      } catch (error) {
        showServerErrors(error);
        toast.error(errorMessage(error, messages.failure));
      }
    };
  }

  return { values, errors, field, handleSubmit, formRef };
}
