import { useRef, type BaseSyntheticEvent } from 'react';
import { INTAKE_FOLLOW_UPS, intakeDraftSchema, intakeSchema, type IntakeDraft } from '@/src/schemas/intake';
import type { RouterOutputs } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';

export type SavedIntake = NonNullable<RouterOutputs['project']['intake']['get']>;

/** The yes/no questions, held as true/false, and null until answered. */
export const INTAKE_QUESTIONS = ['hasExistingWebsite', 'hasLogo', 'hasDomain', 'hasContent'] as const;
export type IntakeQuestion = (typeof INTAKE_QUESTIONS)[number];

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

export type IntakeValues = Record<IntakeQuestion, boolean | null> & Record<IntakeTextField, string>;

type StoredAnswers = Partial<Record<IntakeQuestion, boolean | null> & Record<IntakeTextField, string | null>>;

/** The saved form (or none yet) as the inputs hold it: answers as stored, text '' where nothing is stored. */
export function toFormValues(saved: StoredAnswers | null): IntakeValues {
  const values = {} as IntakeValues;
  for (const question of INTAKE_QUESTIONS) values[question] = saved?.[question] ?? null;
  for (const field of TEXT_FIELDS) values[field] = saved?.[field] ?? '';
  return values;
}

/** The field that only applies after "ja" to `question`, if it has one. */
export function followUpOf(question: IntakeQuestion): IntakeTextField | undefined {
  return INTAKE_FOLLOW_UPS.find(([candidate]) => candidate === question)?.[1];
}

/**
 * The intake form, checked with the same schemas as the server: the draft schema for "save as
 * draft", the full one for submitting. Nothing typed is reset by a failed check.
 */
export function useIntakeForm(saved: SavedIntake | null) {
  // Which button was pressed decides the rules; re-checks while typing keep that button's rules.
  const mode = useRef<'draft' | 'submit'>('draft');
  const form = useAppForm<IntakeValues, IntakeDraft>({
    schema: () => (mode.current === 'submit' ? intakeSchema : intakeDraftSchema),
    defaultValues: toFormValues(saved),
  });

  /** Spec 4: answering "no" clears the field that belongs to the question, and its message. */
  function answered(question: IntakeQuestion, answer: boolean) {
    const followUp = followUpOf(question);
    if (!followUp || answer) return;
    form.setValue(followUp, '');
    form.clearErrors(followUp);
  }

  /** A button's handler: checks with the rules of a draft or a submission, then runs `action` with the parsed answers. */
  function sendAs(as: 'draft' | 'submit', action: (values: IntakeDraft) => Promise<void>) {
    return (event?: BaseSyntheticEvent) => {
      mode.current = as;
      return form.submitWith(action)(event);
    };
  }

  return { ...form, answered, sendAs };
}

export type IntakeFormState = ReturnType<typeof useIntakeForm>;
