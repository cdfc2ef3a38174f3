import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/client/lib/class-names';
import { Input, Textarea } from './input';
import { Label } from './label';

type FieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type FieldFrameProps = {
  label: string;
  /** A validation message shown under the field and announced with it. */
  error?: string;
  hint?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, control and message wired together, so every field has an accessible name. */
export function FieldFrame({ label, error, hint, className, children }: FieldFrameProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': message ? messageId : undefined })}
      {message && (
        <p id={messageId} className={cn('text-sm', error ? 'text-destructive' : 'text-muted-foreground')}>
          {message}
        </p>
      )}
    </div>
  );
}

type FieldLabels = { label: string; error?: string; hint?: string };

export function TextField({ label, error, hint, className, ...props }: Omit<ComponentProps<'input'>, 'id'> & FieldLabels) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <Input {...control} {...props} />}
    </FieldFrame>
  );
}

export function TextareaField({ label, error, hint, className, ...props }: Omit<ComponentProps<'textarea'>, 'id'> & FieldLabels) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <Textarea {...control} {...props} />}
    </FieldFrame>
  );
}
