import { useController, type Control } from 'react-hook-form';
import { formatEuro } from '@/src/domain/money';
import type { QuoteOptions } from '@/src/schemas/quote-answers';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { CheckboxField } from '@/client/components/ui/checkbox';
import type { QuoteEditorValues } from './quote-editor-values';

const t = quoteScreensText.editor;

/** The active modules of the catalogue, each a checkbox with its price and whether it is billed monthly. */
export function ModulePicker({ control, modules }: { control: Control<QuoteEditorValues, unknown, unknown>; modules: QuoteOptions['modules'] }) {
  const { field, fieldState } = useController({ control, name: 'moduleIds' });
  const chosen = new Set(field.value);
  const toggle = (id: string, on: boolean) => field.onChange(on ? [...field.value, id] : field.value.filter((value) => value !== id));
  return (
    <fieldset className="grid gap-3" data-testid="quote-modules">
      <legend className="mb-1 text-sm font-medium">{t.modules}</legend>
      <p className="text-sm text-muted-foreground">{t.modulesHint}</p>
      {modules.length === 0 && <p className="text-sm text-muted-foreground">{t.noModules}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        {modules.map((module) => (
          <CheckboxField
            key={module.id}
            className="rounded-lg border p-3"
            checked={chosen.has(module.id)}
            onCheckedChange={(checked) => toggle(module.id, checked === true)}
            label={
              <span className="grid gap-0.5">
                <span className="font-medium break-words">{module.title}</span>
                <span className="text-muted-foreground tabular-nums">{`${formatEuro(module.price)} ${module.isRecurring ? t.recurring : t.oneOff}`}</span>
              </span>
            }
          />
        ))}
      </div>
      {fieldState.error?.message && <p className="text-sm text-destructive">{fieldState.error.message}</p>}
    </fieldset>
  );
}
