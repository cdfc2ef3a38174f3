import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/class-names';
import { Input } from './input';
import { Label } from './label';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** A validation message shown under the field and announced with it. */
  error?: string;
  hint?: string;
};

/** Label, input and its message wired together, so every field has an accessible name. */
export function TextField({ label, error, hint, className, ...props }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={message ? messageId : undefined} {...props} />
      {message && (
        <p id={messageId} className={cn('text-sm', error ? 'text-destructive' : 'text-muted-foreground')}>
          {message}
        </p>
      )}
    </div>
  );
}
