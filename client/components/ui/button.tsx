import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/class-names';
import { Spinner } from './spinner';

const variants = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'bg-muted text-foreground hover:bg-accent',
  outline: 'border border-input bg-card text-foreground shadow-xs hover:bg-accent',
  ghost: 'text-foreground hover:bg-accent',
  /** A row's delete or cancel action: quiet until hovered, red so it reads as destructive. */
  'destructive-ghost': 'text-destructive hover:bg-accent hover:text-destructive',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:opacity-90',
  link: 'text-primary underline-offset-4 hover:underline px-0 h-auto',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-11 px-6 text-base gap-2',
  icon: 'size-9',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
};

export function buttonClasses(variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md', className?: string) {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}

/** A button; a link that looks like one takes `buttonClasses` instead. */
export function Button({ variant, size, loading, disabled, className, children, type, ...props }: ButtonProps) {
  const classes = buttonClasses(variant, size, className);
  return (
    <button type={type ?? 'button'} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...props}>
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
