// The intake questionnaire (spec 3/5). A "no" clears its follow-up field so no stale answer is stored; a draft may be partly
// filled in, submitting needs every required answer.
import { z } from './zod';
import { nl } from '@/src/text/nl';
import { LONG_TEXT_MAX, isWebsiteUrl, normalizeWebsiteUrl, optionalText, requiredText, yesNo } from './fields';

const required = nl.validation.required;

/** Spec 9: the required-pages hint says at most 8 pages; it is advice, not a rule. */
export const INTAKE_MAX_PAGES_HINT = 8;

const intakeFieldsSchema = z.object({
  hasExistingWebsite: yesNo(required),
  existingWebsiteUrl: optionalText(2000),
  servicesDescription: requiredText(required, LONG_TEXT_MAX),
  hasLogo: yesNo(required),
  logoUrl: optionalText(2000),
  hasDomain: yesNo(required),
  domainRegistrar: optionalText(),
  colorPalette: requiredText(required, LONG_TEXT_MAX),
  preferredFonts: optionalText(),
  exampleWebsites: optionalText(),
  targetAudience: requiredText(required, LONG_TEXT_MAX),
  visitorGoals: requiredText(required, LONG_TEXT_MAX),
  requiredPages: requiredText(required, LONG_TEXT_MAX),
  hasContent: yesNo(required),
  contentUrls: optionalText(),
  additionalNotes: optionalText(),
});

const optionalYesNo = z
  .boolean({ error: nl.validation.invalidChoice })
  .nullish()
  .transform((value) => value ?? null);

// A draft: every answer may still be missing (the table's columns are nullable for this).
const intakeDraftFieldsSchema = z.object({
  hasExistingWebsite: optionalYesNo,
  existingWebsiteUrl: optionalText(2000),
  servicesDescription: optionalText(LONG_TEXT_MAX),
  hasLogo: optionalYesNo,
  logoUrl: optionalText(2000),
  hasDomain: optionalYesNo,
  domainRegistrar: optionalText(),
  colorPalette: optionalText(LONG_TEXT_MAX),
  preferredFonts: optionalText(),
  exampleWebsites: optionalText(),
  targetAudience: optionalText(LONG_TEXT_MAX),
  visitorGoals: optionalText(LONG_TEXT_MAX),
  requiredPages: optionalText(LONG_TEXT_MAX),
  hasContent: optionalYesNo,
  contentUrls: optionalText(),
  additionalNotes: optionalText(),
});

type IntakeDraftFields = z.output<typeof intakeDraftFieldsSchema>;
type Question = 'hasExistingWebsite' | 'hasLogo' | 'hasDomain' | 'hasContent';
type FollowUp = 'existingWebsiteUrl' | 'logoUrl' | 'domainRegistrar' | 'contentUrls';

/** Each yes/no question and the field that only applies after a "yes". */
export const INTAKE_FOLLOW_UPS = [
  ['hasExistingWebsite', 'existingWebsiteUrl'],
  ['hasLogo', 'logoUrl'],
  ['hasDomain', 'domainRegistrar'],
  ['hasContent', 'contentUrls'],
] as const satisfies readonly (readonly [Question, FollowUp])[];

/** Follow-ups that hold a single web address, checked whenever one is given. */
const URL_FOLLOW_UPS = [
  ['hasExistingWebsite', 'existingWebsiteUrl'],
  ['hasLogo', 'logoUrl'],
] as const satisfies readonly (readonly [Question, FollowUp])[];

type CheckedForm = Partial<Record<Question, boolean | null>> & Partial<Record<FollowUp, string | null>>;

function checkUrls(form: CheckedForm, ctx: z.RefinementCtx) {
  for (const [question, field] of URL_FOLLOW_UPS) {
    const value = form[field];
    if (form[question] === true && value && !isWebsiteUrl(value)) {
      ctx.addIssue({ code: 'custom', message: nl.validation.urlInvalid, path: [field] });
    }
  }
}

function checkRequiredFollowUps(form: CheckedForm, ctx: z.RefinementCtx) {
  if (form.hasExistingWebsite === true && !form.existingWebsiteUrl) {
    ctx.addIssue({ code: 'custom', message: required, path: ['existingWebsiteUrl'] });
  }
  if (form.hasDomain === true && !form.domainRegistrar) {
    ctx.addIssue({ code: 'custom', message: required, path: ['domainRegistrar'] });
  }
  checkUrls(form, ctx);
}

// Follow-ups are `string | null` in both the draft and the submitted shape, so T keeps its type.
function clearUnansweredFollowUps<T extends IntakeDraftFields>(form: T): T {
  const cleared: IntakeDraftFields = { ...form };
  for (const [question, followUp] of INTAKE_FOLLOW_UPS) {
    if (cleared[question] !== true) cleared[followUp] = null;
  }
  for (const [, field] of URL_FOLLOW_UPS) {
    const value = cleared[field];
    if (value) cleared[field] = normalizeWebsiteUrl(value);
  }
  return cleared as T;
}

// `when` lets the follow-up checks run alongside other field errors, so the form shows them all at once.
const whenObject = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** A submitted form: every required answer given. */
export const intakeSchema = intakeFieldsSchema.superRefine(checkRequiredFollowUps, whenObject).transform(clearUnansweredFollowUps);

/** A saved draft: anything may be missing, but what is given must be valid. */
export const intakeDraftSchema = intakeDraftFieldsSchema.superRefine(checkUrls, whenObject).transform(clearUnansweredFollowUps);

export type IntakeInput = z.input<typeof intakeSchema>;
export type IntakeForm = z.output<typeof intakeSchema>;
export type IntakeDraftInput = z.input<typeof intakeDraftSchema>;
export type IntakeDraft = z.output<typeof intakeDraftSchema>;
