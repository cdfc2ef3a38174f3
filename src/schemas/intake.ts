// The intake questionnaire (spec 3/5). Yes/no answers are booleans; a "yes" makes its follow-up
// field required, a "no" clears it so no stale answer is stored.
import { z } from 'zod';
import { nl } from '../text/nl';
import { LONG_TEXT_MAX, isWebsiteUrl, normalizeWebsiteUrl, optionalText, requiredText, yesNo } from './fields';

const required = nl.validation.required;

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

type IntakeFields = z.output<typeof intakeFieldsSchema>;

/** Each yes/no question and the field that only applies after a "yes". */
const FOLLOW_UPS = [
  ['hasExistingWebsite', 'existingWebsiteUrl'],
  ['hasLogo', 'logoUrl'],
  ['hasDomain', 'domainRegistrar'],
  ['hasContent', 'contentUrls'],
] as const satisfies readonly (readonly [keyof IntakeFields, keyof IntakeFields])[];

function checkFollowUps(form: Partial<IntakeFields>, ctx: z.RefinementCtx) {
  if (form.hasExistingWebsite === true) {
    const url = form.existingWebsiteUrl;
    if (!url) ctx.addIssue({ code: 'custom', message: required, path: ['existingWebsiteUrl'] });
    else if (!isWebsiteUrl(url)) ctx.addIssue({ code: 'custom', message: nl.validation.urlInvalid, path: ['existingWebsiteUrl'] });
  }
  if (form.hasDomain === true && !form.domainRegistrar) {
    ctx.addIssue({ code: 'custom', message: required, path: ['domainRegistrar'] });
  }
}

function clearUnansweredFollowUps(form: IntakeFields): IntakeFields {
  const cleared = { ...form };
  for (const [question, followUp] of FOLLOW_UPS) {
    if (!cleared[question]) cleared[followUp] = null;
  }
  if (cleared.existingWebsiteUrl) cleared.existingWebsiteUrl = normalizeWebsiteUrl(cleared.existingWebsiteUrl);
  return cleared;
}

export const intakeSchema = intakeFieldsSchema
  // `when` lets the follow-up checks run alongside other field errors, so the form shows them all at once.
  .superRefine(checkFollowUps, { when: (payload) => typeof payload.value === 'object' && payload.value !== null })
  .transform(clearUnansweredFollowUps);

export type IntakeInput = z.input<typeof intakeSchema>;
export type IntakeForm = z.output<typeof intakeSchema>;
