import { useId } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '@/client/lib/class-names';

export type RadioOption<T extends string> = { value: T; label: string; description?: string };

type RadioGroupFieldProps<T extends string> = {
  label: string;
  options: readonly RadioOption<T>[];
  value: T | '';
  onValueChange: (value: T) => void;
  error?: string;
  disabled?: boolean;
  /** Options side by side (yes/no) instead of stacked. */
  inline?: boolean;
  className?: string;
};

/** A labelled group of radio buttons: arrow keys move between options, as a radio group should. */
export function RadioGroupField<T extends string>({
  label,
  options,
  value,
  onValueChange,
  error,
  disabled,
  inline,
  className,
}: RadioGroupFieldProps<T>) {
  const id = useId();
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  return (
    <div className={cn('grid gap-2', className)}>
      <p id={labelId} className="text-sm font-medium leading-none">
        {label}
      </p>
      <RadioGroupPrimitive.Root
        aria-labelledby={labelId}
        aria-describedby={error ? messageId : undefined}
        aria-invalid={error ? true : undefined}
        value={value}
        onValueChange={(next) => onValueChange(next as T)}
        disabled={disabled}
        className={cn('grid gap-2', inline && 'flex flex-wrap gap-x-6')}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="flex items-start gap-2.5">
              <RadioGroupPrimitive.Item
                id={optionId}
                value={option.value}
                className={cn(
                  'mt-0.5 flex size-[18px] shrink-0 cursor-pointer items-center justify-center rounded-full border border-input bg-card shadow-xs',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  'data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-60',
                  error && 'border-destructive',
                )}
              >
                <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-primary" />
              </RadioGroupPrimitive.Item>
              <label htmlFor={optionId} className="cursor-pointer text-sm leading-snug">
                {option.label}
                {option.description && <span className="block text-muted-foreground">{option.description}</span>}
              </label>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
      {error && (
        <p id={messageId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
