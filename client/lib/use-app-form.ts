import { useEffect, useLayoutEffect, useRef, type BaseSyntheticEvent } from 'react';
import { get, useForm, type FieldError, type FieldErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { toast } from '@/client/lib/toast';
import type { z } from 'zod';
import { errorMessage, fieldErrors } from './trpc';
import { takeTypedValues } from './typed-before-hydration';

/** One field's first message, in the schema's order. */
export type FieldIssue = { name: string; message: string };

type Schema<TOutput> = z.ZodType<TOutput, unknown>;

export type AppFormOptions<TValues extends FieldValues, TOutput> = {
  /**
   * A shared schema from src/schemas; a function when the rules depend on the button (a draft or a
   * submission), or when the schema (and zod with it) should load only once the form is checked.
   */
  schema: Schema<TOutput> | (() => Schema<TOutput> | Promise<Schema<TOutput>>);
  /** What the inputs start with: strings for text, booleans for checkboxes, null for an unanswered choice. */
  defaultValues: TValues;
  /** The spec 8 fallback toast when the server gives no message of its own. */
  failure?: string;
  /** Toasted when the fields do not pass, for forms whose spec message is a toast too. */
  invalid?: string | ((issues: readonly FieldIssue[]) => string);
  /** Says a message differently under its field (the toast keeps the schema's words). */
  fieldMessage?: (issue: FieldIssue) => string;
};

/**
 * zod's adapter for react-hook-form. Checking needs zod, which a page may load later (the sign-in
 * page does), so its adapter comes along with the first check, or as soon as someone enters the form.
 */
const loadZodResolver = () => import('@hookform/resolvers/zod').then((module) => module.zodResolver);

/** Puts the focus on the first field marked invalid, in the order the page shows them; for a radio group its first radio. */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = invalid?.getAttribute('role') === 'radiogroup' ? invalid.querySelector<HTMLElement>('[role="radio"]') : invalid;
  target?.focus();
  return Boolean(target);
}

/** The first message of every field of a failed check, nested paths joined with dots as react-hook-form names them. */
export function fieldIssues(errors: FieldErrors, prefix = ''): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [key, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') continue;
    const name = `${prefix}${key}`;
    if (typeof error.message === 'string') issues.push({ name, message: error.message });
    else issues.push(...fieldIssues(error as FieldErrors, `${name}.`));
  }
  return issues;
}

/**
 * The shared zod schema gives the browser the server's rules and Dutch messages. The house conventions live here once: first message
 * per field, focus on the first invalid one, the server's field messages on their fields and its message (or the fallback) in a toast.
 */
export function useAppForm<TValues extends FieldValues, TOutput>(options: AppFormOptions<TValues, TOutput>) {
  const { schema, defaultValues, failure, invalid, fieldMessage } = options;
  const formRef = useRef<HTMLFormElement>(null);
  // The schema's own messages of the latest check: the toast reads these, the fields may show them reworded.
  const lastIssues = useRef<FieldIssue[]>([]);

  const loadChecks = () => Promise.all([typeof schema === 'function' ? schema() : schema, loadZodResolver()]);
  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, resolverOptions) => {
    const [current, zodResolver] = await loadChecks();
    const check = zodResolver(current as z.ZodType<TOutput, TValues>) as unknown as Resolver<TValues, unknown, TOutput>;
    const result = await check(values, context, resolverOptions);
    lastIssues.current = fieldIssues(result.errors);
    if (!fieldMessage) return result;
    for (const issue of lastIssues.current) {
      const error = get(result.errors, issue.name) as FieldError | undefined;
      if (error) error.message = fieldMessage(issue);
    }
    return result;
  };

  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    // `defaultValues` is typed by the inputs, which DefaultValues<T> deep-partials; the same object.
    defaultValues: defaultValues as never,
    // The focus follows the page's order, not the order in which fields happened to mount (a follow-up
    // question that appears after "ja" registers last but sits in the middle).
    shouldFocusError: false,
  });

  // Text typed into the drawn form before the app took it over is the form's value, before the first paint.
  useLayoutEffect(() => {
    const textFields = Object.keys(defaultValues).filter((name) => typeof defaultValues[name] === 'string');
    for (const [name, value] of takeTypedValues(textFields, window.location.pathname)) form.setValue(name as Path<TValues>, value as never, { shouldDirty: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form first mounts
  }, []);

  // Someone entering the form will have it checked: fetch what checking needs (once) meanwhile.
  useEffect(() => {
    const element = formRef.current;
    const prepare = () => void loadChecks();
    element?.addEventListener('focusin', prepare, { once: true });
    return () => element?.removeEventListener('focusin', prepare);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form element; the schema's rules are read at each check
  }, []);

  // The focus moves once the messages are on screen: react-hook-form hands them to the fields after
  // the submit callbacks return. Reading `errors` re-renders this component with them, then the effect runs.
  const focusPending = useRef(false);
  void form.formState.errors;
  useEffect(() => {
    if (focusPending.current && focusFirstInvalid(formRef.current)) focusPending.current = false;
  });
  const focusLater = () => {
    focusPending.current = true;
  };

  /** Shows the server's per-field messages on the fields this form has (a message for another field is only toasted). */
  function showServerErrors(error: unknown) {
    const known = form.getValues();
    const onFields = Object.entries(fieldErrors(error)).filter(([name]) => name in known);
    if (onFields.length > 0) focusLater();
    for (const [name, message] of onFields) {
      form.setError(name as Path<TValues>, { type: 'server', message: fieldMessage ? fieldMessage({ name, message }) : message });
    }
  }

  /**
   * The handler for a form's onSubmit (or a button's onClick): checks the fields, then runs `action`
   * with the parsed values. An error thrown by `action` is shown as the server's refusal.
   */
  function submitWith(action: (values: TOutput) => Promise<void>) {
    return (event?: BaseSyntheticEvent) => {
      focusPending.current = false;
      return form.handleSubmit(
        async (values) => {
          try {
            await action(values);
          } catch (error) {
            showServerErrors(error);
            toast.error(errorMessage(error, failure));
          }
        },
        () => {
          if (invalid) toast.error(typeof invalid === 'string' ? invalid : invalid(lastIssues.current));
          focusLater();
        },
      )(event);
    };
  }

  return { ...form, formRef, submitWith };
}

export type AppForm<TValues extends FieldValues, TOutput> = ReturnType<typeof useAppForm<TValues, TOutput>>;
