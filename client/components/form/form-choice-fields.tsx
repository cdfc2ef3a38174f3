import type { ComponentProps } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { CheckboxField } from '@/client/components/ui/checkbox';
import { RadioGroupField } from '@/client/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { FieldFrame } from '@/client/components/ui/text-field';
import type { Bound } from './form-text-fields';

// The choices bound to a react-hook-form field: a checkbox (boolean), a radio group and a select.

type CheckboxProps = Omit<ComponentProps<typeof CheckboxField>, 'name' | 'checked' | 'defaultChecked' | 'onCheckedChange' | 'error'>;

export function FormCheckboxField<T extends FieldValues, O>({ control, name, ...props }: Bound<T, O, boolean> & CheckboxProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <CheckboxField
      {...props}
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onCheckedChange={(checked) => field.onChange(checked === true)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** A choice's value as the form holds it: text, a number or a yes/no boolean. */
type Choice = string | number | boolean;
export type FormOption<V extends Choice> = { value: V; label: string; description?: string };

type RadioProps<V extends Choice> = {
  label: string;
  options: readonly FormOption<V>[];
  /** After the form took the new value, e.g. to clear a field that only applies to "ja". */
  onValueChange?: (value: V) => void;
  disabled?: boolean;
  inline?: boolean;
  className?: string;
};

/** A radio group over any kind of value; null (or a value not offered) shows nothing chosen. */
export function FormRadioGroupField<T extends FieldValues, O, V extends Choice>({
  control,
  name,
  options,
  onValueChange,
  ...props
}: Bound<T, O, V | null> & RadioProps<V>) {
  const { field, fieldState } = useController({ control, name });
  const chosen = options.find((option) => option.value === field.value);
  return (
    <RadioGroupField
      {...props}
      options={options.map((option) => ({ ...option, value: String(option.value) }))}
      value={chosen ? String(chosen.value) : ''}
      onValueChange={(key) => {
        const option = options.find((candidate) => String(candidate.value) === key);
        if (!option) return;
        field.onChange(option.value);
        onValueChange?.(option.value);
      }}
      error={fieldState.error?.message}
    />
  );
}

type SelectProps<V extends string> = {
  label: string;
  options: readonly FormOption<V>[];
  placeholder?: string;
  hint?: string;
  disabled?: boolean;
  className?: string;
};

/** A select over text values ('none' for "geen", as the schemas read it); '' or null shows the placeholder. */
export function FormSelectField<T extends FieldValues, O, V extends string>({
  control,
  name,
  label,
  options,
  placeholder,
  hint,
  disabled,
  className,
}: Bound<T, O, V | '' | null> & SelectProps<V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FieldFrame label={label} error={fieldState.error?.message} hint={hint} className={className}>
      {(frame) => (
        <Select name={field.name} value={(field.value as V | null) ?? ''} onValueChange={(value) => field.onChange(value)} disabled={disabled}>
          <SelectTrigger {...frame} ref={field.ref} onBlur={field.onBlur}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FieldFrame>
  );
}
