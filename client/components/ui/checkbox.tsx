import { useId, type ComponentProps, type ReactNode } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check } from 'lucide-react';
import { cn } from '@/client/lib/class-names';

type CheckboxFieldProps = Omit<ComponentProps<typeof CheckboxPrimitive.Root>, 'id'> & {
  label: ReactNode;
  error?: string;
};

/** A labelled checkbox (e.g. accepting the terms); the whole label toggles it. */
export function CheckboxField({ label, error, className, ...props }: CheckboxFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <CheckboxPrimitive.Root
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          className={cn(
            'mt-0.5 flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-[5px] border border-input bg-card shadow-xs transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
            'disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive',
          )}
          {...props}
        >
          <CheckboxPrimitive.Indicator>
            <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        <label htmlFor={id} className="cursor-pointer text-sm leading-snug">
          {label}
        </label>
      </div>
      {error && (
        <p id={messageId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
