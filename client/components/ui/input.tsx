import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/class-names';

export const fieldClasses = cn(
  'w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm text-foreground shadow-xs transition-colors',
  'placeholder:text-muted-foreground/80',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
  'aria-[invalid=true]:border-destructive aria-[invalid=true]:focus-visible:outline-destructive/30',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-24 py-2', className)} {...props} />;
}
