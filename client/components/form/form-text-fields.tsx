import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { TextareaField, TextField } from '@/client/components/ui/text-field';

// Kept apart from the choice fields (form-choice-fields.tsx), so a page of text fields such as signing in loads no select,
// radio or checkbox. aria-invalid and aria-describedby come with the primitive.

export type Bound<T extends FieldValues, O, V> = { control: Control<T, unknown, O>; name: FieldPathByValue<T, V> };

type TextProps = Omit<ComponentProps<typeof TextField>, 'name' | 'value' | 'defaultValue' | 'error' | 'type'> & {
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'date';
};

type StringEvents<E> = { onChange?: (event: E) => void; onBlur?: (event: E) => void };

/** The props that tie a text input or textarea to its field: value, error, and both handlers passed on. */
function useStringField<T extends FieldValues, O, E extends { target: { value: string } }>(
  { control, name }: Bound<T, O, string>,
  { onChange, onBlur }: StringEvents<E>,
) {
  const { field, fieldState } = useController({ control, name });
  return {
    ref: field.ref,
    name: field.name,
    value: field.value as string,
    error: fieldState.error?.message,
    onChange: (event: E) => {
      field.onChange(event.target.value);
      onChange?.(event);
    },
    onBlur: (event: E) => {
      field.onBlur();
      onBlur?.(event);
    },
  };
}

export function FormTextField<T extends FieldValues, O>({ control, name, onChange, onBlur, ...props }: Bound<T, O, string> & TextProps) {
  return <TextField {...props} {...useStringField({ control, name }, { onChange, onBlur })} />;
}

type TextareaProps = Omit<ComponentProps<typeof TextareaField>, 'name' | 'value' | 'defaultValue' | 'error'>;

export function FormTextareaField<T extends FieldValues, O>({ control, name, onChange, onBlur, ...props }: Bound<T, O, string> & TextareaProps) {
  return <TextareaField {...props} {...useStringField({ control, name }, { onChange, onBlur })} />;
}

/** A number, or null while the box is empty (the schema says whether that is allowed). */
export function FormNumberField<T extends FieldValues, O>({ control, name, ...props }: Bound<T, O, number | null> & Omit<TextProps, 'type'>) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | null;
  return (
    <TextField
      inputMode="decimal"
      {...props}
      type="number"
      ref={field.ref}
      name={field.name}
      value={value ?? ''}
      error={fieldState.error?.message}
      onChange={(event) => field.onChange(Number.isNaN(event.target.valueAsNumber) ? null : event.target.valueAsNumber)}
      onBlur={field.onBlur}
    />
  );
}

