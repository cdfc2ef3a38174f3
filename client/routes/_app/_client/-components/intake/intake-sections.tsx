import { FileText, Globe, MessageSquarePlus, Palette, Users } from 'lucide-react';
import { INTAKE_MAX_PAGES_HINT } from '@/src/schemas/intake';
import { intakeText as intakeWords } from '@/src/text/nl/intake-form';
import { IntakeSection, IntakeText, YesNoQuestion, type IntakeFieldsProps } from './intake-fields';

const { sections, fields } = intakeWords.intake;

/** The five parts of the questionnaire (spec 2), in the spec's order. */
export function IntakeSections(props: IntakeFieldsProps) {
  return (
    <>
      <IntakeSection id="intake-website" icon={Globe} {...sections.website}>
        <YesNoQuestion {...props} name="hasExistingWebsite">
          <IntakeText
            {...props}
            name="existingWebsiteUrl"
            label={fields.existingWebsiteUrl}
            placeholder={fields.existingWebsiteUrlPlaceholder}
            type="url"
          />
        </YesNoQuestion>
        <IntakeText {...props} name="servicesDescription" label={fields.servicesDescription} multiline />
        <YesNoQuestion {...props} name="hasDomain">
          <IntakeText {...props} name="domainRegistrar" label={fields.domainRegistrar} placeholder={fields.domainRegistrarPlaceholder} />
        </YesNoQuestion>
      </IntakeSection>

      <IntakeSection id="intake-design" icon={Palette} {...sections.design}>
        <YesNoQuestion {...props} name="hasLogo">
          <IntakeText {...props} name="logoUrl" label={fields.logoUrl} hint={fields.logoUrlHint} optional type="url" />
        </YesNoQuestion>
        <IntakeText {...props} name="colorPalette" label={fields.colorPalette} placeholder={fields.colorPalettePlaceholder} multiline />
        <IntakeText {...props} name="preferredFonts" label={fields.preferredFonts} optional />
        <IntakeText {...props} name="exampleWebsites" label={fields.exampleWebsites} hint={fields.exampleWebsitesHint} optional multiline />
      </IntakeSection>

      <IntakeSection id="intake-audience" icon={Users} {...sections.audience}>
        <IntakeText {...props} name="targetAudience" label={fields.targetAudience} multiline />
        <IntakeText {...props} name="visitorGoals" label={fields.visitorGoals} placeholder={fields.visitorGoalsPlaceholder} multiline />
        <IntakeText
          {...props}
          name="requiredPages"
          label={fields.requiredPages}
          hint={fields.requiredPagesHint(INTAKE_MAX_PAGES_HINT)}
          multiline
        />
      </IntakeSection>

      <IntakeSection id="intake-content" icon={FileText} {...sections.content}>
        <YesNoQuestion {...props} name="hasContent">
          <IntakeText {...props} name="contentUrls" label={fields.contentUrls} hint={fields.contentUrlsHint} optional multiline />
        </YesNoQuestion>
      </IntakeSection>

      <IntakeSection id="intake-extra" icon={MessageSquarePlus} {...sections.extra}>
        <IntakeText {...props} name="additionalNotes" label={fields.additionalNotes} optional multiline />
      </IntakeSection>
    </>
  );
}
