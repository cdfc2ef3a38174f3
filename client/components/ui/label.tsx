import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/class-names';

/** A field's label (the native element: sign-in and every form draw it, so it brings no library along). */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn('text-sm font-medium leading-none text-foreground', className)}
      onMouseDown={(event) => {
        // A double click on the label's text does not select it (a control inside the label still may).
        if (event.detail > 1 && !(event.target as Element).closest('button, input, select, textarea')) event.preventDefault();
      }}
      {...props}
    />
  );
}
