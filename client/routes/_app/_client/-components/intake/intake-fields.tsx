import type { ChangeEvent, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { nl } from '@/src/text/nl';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { RadioGroupField, type RadioOption } from '@/client/components/ui/radio-group';
import { TextareaField, TextField } from '@/client/components/ui/text-field';
import type { IntakeFormState, IntakeQuestion, IntakeTextField, YesNo } from '@/client/features/intake/use-intake-form';

const text = nl.intake;

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

const YES_NO: readonly RadioOption<'yes' | 'no'>[] = [
  { value: 'yes', label: text.yes },
  { value: 'no', label: text.no },
];

/** A yes/no question; its follow-up field shows only after "ja". */
export function YesNoQuestion({ form, disabled, name, children }: IntakeFieldsProps & { name: IntakeQuestion; children?: ReactNode }) {
  const answer: YesNo = form.values[name];
  return (
    <div className="grid gap-4">
      <RadioGroupField
        label={text.fields[name]}
        options={YES_NO}
        value={answer}
        onValueChange={(value) => form.setAnswer(name, value)}
        error={form.errors[name]}
        disabled={disabled}
        inline
      />
      {answer === 'yes' && children && <div className="border-l-2 border-primary/20 pl-4">{children}</div>}
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
  const shared = {
    name,
    label: optional ? text.optional(label) : label,
    hint,
    placeholder,
    disabled,
    value: form.values[name],
    error: form.errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.setText(name, event.target.value),
  };
  if (multiline) return <TextareaField rows={3} {...shared} />;
  return (
    <TextField
      {...shared}
      inputMode={type === 'url' ? 'url' : undefined}
      autoComplete={type === 'url' ? 'url' : 'off'}
      spellCheck={type === 'url' ? false : undefined}
    />
  );
}
