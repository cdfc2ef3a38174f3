import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { intakeText as intakeWords } from '@/src/text/nl/intake-form';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { FormRadioGroupField, type FormOption } from '@/client/components/form/form-choice-fields';
import { FormTextareaField, FormTextField } from '@/client/components/form/form-text-fields';
import type { IntakeFormState, IntakeQuestion, IntakeTextField } from './use-intake-form';

const text = intakeWords.intake;

/** The form and whether it can still be changed: what every field below needs. */
export type IntakeFieldsProps = { form: IntakeFormState; disabled: boolean };

type SectionProps = { id: string; icon: LucideIcon; title: string; description: string; children: ReactNode };

export function IntakeSection({ id, icon: Icon, title, description, children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="grid-cols-[auto_1fr] items-start gap-x-3">
          <div className="row-span-2 flex size-9 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <Icon aria-hidden="true" className="size-4" />
          </div>
          {/* h2: the sections sit directly under the page's h1. */}
          <h2 id={headingId} className="pt-0.5 text-base leading-tight font-semibold tracking-tight">
            {title}
          </h2>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">{children}</CardContent>
      </Card>
    </section>
  );
}

const YES_NO: readonly FormOption<boolean>[] = [
  { value: true, label: text.yes },
  { value: false, label: text.no },
];

/** A yes/no question; its follow-up field shows only after "ja", and "nee" clears it (spec 4). */
export function YesNoQuestion({ form, disabled, name, children }: IntakeFieldsProps & { name: IntakeQuestion; children?: ReactNode }) {
  const answer = useWatch({ control: form.control, name });
  return (
    <div className="grid gap-4">
      <FormRadioGroupField
        control={form.control}
        name={name}
        label={text.fields[name]}
        options={YES_NO}
        onValueChange={(value) => form.answered(name, value)}
        disabled={disabled}
        inline
      />
      {answer === true && children && <div className="border-l-2 border-primary/20 pl-4">{children}</div>}
    </div>
  );
}

type TextProps = IntakeFieldsProps & {
  name: IntakeTextField;
  label: string;
  optional?: boolean;
  hint?: string;
  placeholder?: string;
  multiline?: boolean;
  type?: 'text' | 'url';
};

/** A text answer; optional ones say so in their label. */
export function IntakeText({ form, disabled, name, label, optional, hint, placeholder, multiline, type = 'text' }: TextProps) {
  const shared = { control: form.control, name, label: optional ? text.optional(label) : label, hint, placeholder, disabled };
  if (multiline) return <FormTextareaField rows={3} {...shared} />;
  return (
    <FormTextField
      {...shared}
      inputMode={type === 'url' ? 'url' : undefined}
      autoComplete={type === 'url' ? 'url' : 'off'}
      spellCheck={type === 'url' ? false : undefined}
    />
  );
}
