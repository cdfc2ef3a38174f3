import { useEffect, useId, useState } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { invoicesText } from '@/src/text/nl/invoices';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Spinner } from '@/client/components/ui/spinner';
import { cn } from '@/client/lib/class-names';
import { trpc } from '@/client/lib/trpc';

const t = invoicesText.invoices;
const DEBOUNCE_MS = 250;

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPathByValue<T, string>;
  /** The name of a client chosen before (a saved quote's), shown until another is picked. */
  chosen?: string;
};

/** The invoice's client, searched on the server (name, email, company) and chosen from a short list of radios. */
export function ClientPicker<T extends FieldValues, O>({ control, name, chosen }: Props<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [chosenName, setChosenName] = useState<string | null>(chosen ?? null);
  const id = useId();
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const clients = trpc.admin.users.list.useQuery({ q, role: 'client', page: 1 }, { placeholderData: (previous) => previous });
  const error = fieldState.error?.message;

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">{t.client}</legend>
      <Label htmlFor={`${id}-search`} className="sr-only">
        {t.clientSearch}
      </Label>
      <Input
        id={`${id}-search`}
        ref={field.ref}
        type="search"
        value={text}
        placeholder={t.clientSearchPlaceholder}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="max-h-44 overflow-y-auto rounded-lg border" data-testid="client-options">
        {clients.isPending && <Spinner className="m-3" />}
        {clients.data?.items.length === 0 && <p className="p-3 text-sm text-muted-foreground">{t.noClients}</p>}
        {clients.data?.items.map((client) => {
          const label = client.companyName || client.fullName || client.email;
          const checked = field.value === client.id;
          return (
            <label key={client.id} className={cn('flex cursor-pointer items-start gap-3 border-b px-3 py-2 text-sm last:border-b-0 hover:bg-muted', checked && 'bg-primary-soft')}>
              <input
                type="radio"
                name={field.name}
                value={client.id}
                checked={checked}
                onChange={() => {
                  field.onChange(client.id);
                  setChosenName(label);
                }}
                className="mt-1 accent-primary"
              />
              <span className="min-w-0">
                <span className="block font-medium break-words">{label}</span>
                <span className="block text-xs break-all text-muted-foreground">{client.email}</span>
              </span>
            </label>
          );
        })}
      </div>
      {chosenName && field.value && <p className="text-sm text-muted-foreground">{`${t.client}: ${chosenName}`}</p>}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
