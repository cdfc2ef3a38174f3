import { ClipboardList } from 'lucide-react';
import { projectDetailPage } from '@/src/text/nl/project-detail';
import { intakeText as intakeWords } from '@/src/text/nl/intake-form';
import { SectionCard } from '@/client/components/layout/section-card';
import { Badge } from '@/client/components/ui/badge';
import { EmptyState } from '@/client/components/ui/empty-state';
import { trpc, type RouterOutputs } from '@/client/lib/trpc';

type Intake = NonNullable<RouterOutputs['project']['intake']['get']>;
type Question = keyof typeof intakeWords.intake.fields & keyof Intake;

const { sections, fields } = intakeWords.intake;
const t = projectDetailPage.intake;

// The questionnaire's order (spec 2), each yes/no question followed by what it asks after a "ja".
const SECTIONS: readonly { title: string; questions: readonly Question[] }[] = [
  { title: sections.website.title, questions: ['hasExistingWebsite', 'existingWebsiteUrl', 'servicesDescription', 'hasDomain', 'domainRegistrar'] },
  { title: sections.design.title, questions: ['hasLogo', 'logoUrl', 'colorPalette', 'preferredFonts', 'exampleWebsites'] },
  { title: sections.audience.title, questions: ['targetAudience', 'visitorGoals', 'requiredPages'] },
  { title: sections.content.title, questions: ['hasContent', 'contentUrls'] },
  { title: sections.extra.title, questions: ['additionalNotes'] },
];

function Answer({ value }: { value: Intake[Question] }) {
  if (value === true) return <>{intakeWords.intake.yes}</>;
  if (value === false) return <>{intakeWords.intake.no}</>;
  if (typeof value === 'string' && value.trim() !== '') return <span className="whitespace-pre-wrap wrap-anywhere">{value}</span>;
  return <span className="text-muted-foreground">{t.unanswered}</span>;
}

/** Spec 2: the staff read the client's intake answers; nothing here can be changed. */
export function IntakeAnswersSection({ projectId }: { projectId: string }) {
  const [form] = trpc.project.intake.get.useSuspenseQuery({ projectId });
  return (
    <SectionCard
      id="intake"
      title={t.title}
      description={t.description}
      aside={form && <Badge tone={form.status === 'submitted' ? 'success' : 'neutral'}>{form.status === 'submitted' ? t.submitted : intakeWords.intake.draft}</Badge>}
    >
      {!form ? (
        <EmptyState icon={ClipboardList} title={t.none} description={t.noneDescription} className="py-8" />
      ) : (
        <div className="grid grid-cols-1 gap-5" data-testid="intake-answers">
          {SECTIONS.map((section) => (
            <section key={section.title} aria-label={section.title}>
              <h3 className="mb-2 text-sm font-semibold">{section.title}</h3>
              <dl className="grid grid-cols-1 gap-3">
                {section.questions.map((question) => (
                  <div key={question} className="grid gap-0.5 text-sm">
                    <dt className="text-muted-foreground">{fields[question]}</dt>
                    <dd>
                      <Answer value={form[question]} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      )}
    </SectionCard>
  );
}
