import { useState } from 'react';
import { INTAKE_FOLLOW_UPS, intakeDraftSchema, intakeSchema, type IntakeDraftInput } from '@/src/schemas/intake';
import type { RouterOutputs } from '@/client/lib/trpc';
import { useFieldErrors } from '@/client/lib/use-field-errors';

export type SavedIntake = NonNullable<RouterOutputs['project']['intake']['get']>;

/** The yes/no questions, held as '' until answered. */
export const INTAKE_QUESTIONS = ['hasExistingWebsite', 'hasLogo', 'hasDomain', 'hasContent'] as const;
export type IntakeQuestion = (typeof INTAKE_QUESTIONS)[number];
export type YesNo = 'yes' | 'no' | '';

const TEXT_FIELDS = [
  'existingWebsiteUrl',
  'servicesDescription',
  'logoUrl',
  'domainRegistrar',
  'colorPalette',
  'preferredFonts',
  'exampleWebsites',
  'targetAudience',
  'visitorGoals',
  'requiredPages',
  'contentUrls',
  'additionalNotes',
] as const;
export type IntakeTextField = (typeof TEXT_FIELDS)[number];

export type IntakeValues = Record<IntakeQuestion, YesNo> & Record<IntakeTextField, string>;
export type IntakeFieldName = keyof IntakeValues;

const FIELD_NAMES: readonly string[] = [...INTAKE_QUESTIONS, ...TEXT_FIELDS];

function isFieldName(name: unknown): name is IntakeFieldName {
  return typeof name === 'string' && FIELD_NAMES.includes(name);
}

type StoredAnswers = Partial<Record<IntakeQuestion, boolean | null> & Record<IntakeTextField, string | null>>;

/** The saved form (or none yet) as the inputs hold it: every answer a string. */
export function toFormValues(saved: StoredAnswers | null): IntakeValues {
  const values = {} as IntakeValues;
  for (const question of INTAKE_QUESTIONS) {
    const answer = saved?.[question];
    values[question] = answer === true ? 'yes' : answer === false ? 'no' : '';
  }
  for (const field of TEXT_FIELDS) values[field] = saved?.[field] ?? '';
  return values;
}

/** What the server takes: booleans for yes/no (null while unanswered), text as typed. */
export function toIntakeInput(values: IntakeValues): IntakeDraftInput {
  const input: IntakeDraftInput = { ...values, hasExistingWebsite: null, hasLogo: null, hasDomain: null, hasContent: null };
  for (const question of INTAKE_QUESTIONS) input[question] = values[question] === '' ? null : values[question] === 'yes';
  return input;
}

/**
 * The intake form's state, checked with the same schemas as the server: the draft schema for
 * "save as draft", the full one for submitting. Nothing typed is reset by a failed check.
 */
export function useIntakeForm(initialValues: IntakeValues) {
  const [values, setValues] = useState(initialValues);
  const { errors, formRef, clearError, showIssues, showServerErrors, clearErrors } = useFieldErrors(isFieldName);

  /** Shows what was stored (trimmed, addresses completed) without remounting, so focus stays. */
  function reset(next: IntakeValues) {
    setValues(next);
    clearErrors();
  }

  function setText(name: IntakeTextField, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  }

  /** Spec 4: answering "no" clears the field that belongs to the question. */
  function setAnswer(question: IntakeQuestion, answer: YesNo) {
    const followUp = INTAKE_FOLLOW_UPS.find(([q]) => q === question)?.[1];
    setValues((current) => ({ ...current, [question]: answer, ...(followUp && answer === 'no' ? { [followUp]: '' } : {}) }));
    clearError(question);
    if (followUp && answer === 'no') clearError(followUp);
  }

  /** The input to send, or null after showing each field's first message. */
  function validate(mode: 'submit' | 'draft'): IntakeDraftInput | null {
    const input = toIntakeInput(values);
    const result = (mode === 'submit' ? intakeSchema : intakeDraftSchema).safeParse(input);
    if (result.success) {
      clearErrors();
      return input;
    }
    showIssues(result.error.issues);
    return null;
  }

  return { values, errors, formRef, setText, setAnswer, validate, setServerErrors: showServerErrors, reset };
}

export type IntakeFormState = ReturnType<typeof useIntakeForm>;
