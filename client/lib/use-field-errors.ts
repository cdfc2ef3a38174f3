import { useRef, useState } from 'react';
import { fieldErrors } from './trpc';

type Issue = { path: readonly PropertyKey[]; message: string };

/** Focuses the first field marked invalid; for a radio group (not focusable itself) its first radio. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = invalid?.getAttribute('role') === 'radiogroup' ? invalid.querySelector<HTMLElement>('[role="radio"]') : invalid;
  target?.focus();
}

/**
 * Per-field messages of a form, shared by every form hook: the first message of each field from a
 * failed zod parse or from the server's validation answer, and the focus on the first invalid field.
 */
export function useFieldErrors<Name extends string>(isField: (name: unknown) => name is Name) {
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  function showErrors(next: Partial<Record<Name, string>>) {
    setErrors(next);
    if (Object.keys(next).length > 0) requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  }

  function clearError(name: Name) {
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  /** Shows the first issue of each field; `reword` may say it differently under the field. */
  function showIssues(issues: readonly Issue[], reword: (name: Name, message: string) => string = (_name, message) => message) {
    const next: Partial<Record<Name, string>> = {};
    for (const issue of issues) {
      const name = issue.path[0];
      if (isField(name) && !next[name]) next[name] = reword(name, issue.message);
    }
    showErrors(next);
  }

  /** Shows the server's per-field messages, if its answer carries any; true when it did. */
  function showServerErrors(error: unknown): boolean {
    const next: Partial<Record<Name, string>> = {};
    for (const [name, message] of Object.entries(fieldErrors(error))) {
      if (isField(name)) next[name] = message;
    }
    showErrors(next);
    return Object.keys(next).length > 0;
  }

  return { errors, formRef, clearError, showIssues, showServerErrors, clearErrors: () => setErrors({}) };
}
