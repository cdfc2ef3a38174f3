import { useId } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { Check, Globe, ShoppingBag } from 'lucide-react';
import { formatEuro } from '@/src/domain/money';
import { PACKAGE_TYPES, PACKAGES, type PackageType } from '@/src/domain/packages';
import { nl } from '@/src/text/nl';
import { cn } from '@/client/lib/class-names';

const ICONS = { website: Globe, webshop: ShoppingBag } as const;

type PackageCardsProps = {
  value: PackageType | '';
  onChange: (value: PackageType) => void;
  error?: string;
};

/** The two packages as one radio group: click a card, or Tab to the group and use the arrow keys. */
export function PackageCards({ value, onChange, error }: PackageCardsProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-3">
      <RadioGroupPrimitive.Root
        aria-label={nl.onboardingPage.packageGroupLabel}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        value={value}
        onValueChange={(next) => onChange(next as PackageType)}
        className="grid gap-4 sm:grid-cols-2"
      >
        {PACKAGE_TYPES.map((type) => {
          const pkg = PACKAGES[type];
          const Icon = ICONS[type];
          const nameId = `${id}-${type}-name`;
          const priceId = `${id}-${type}-price`;
          const featuresId = `${id}-${type}-features`;
          return (
            <RadioGroupPrimitive.Item
              key={type}
              value={type}
              data-testid={`package-${type}`}
              aria-labelledby={`${nameId} ${priceId}`}
              aria-describedby={featuresId}
              className={cn(
                'group flex h-full cursor-pointer flex-col rounded-xl border-2 bg-card p-5 text-left shadow-xs transition-colors',
                'hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                'data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft/50',
                error ? 'border-destructive/60' : 'border-border',
              )}
            >
              <span className="flex w-full items-center gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary group-data-[state=checked]:bg-primary group-data-[state=checked]:text-primary-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span id={nameId} className="min-w-0 flex-1 text-lg font-semibold">
                  {pkg.name}
                </span>
                {/* The radio dot: empty, or filled when this package is chosen. */}
                <span
                  aria-hidden="true"
                  className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-input group-data-[state=checked]:border-primary"
                >
                  <span className="size-2.5 rounded-full bg-primary opacity-0 group-data-[state=checked]:opacity-100" />
                </span>
              </span>
              <span id={priceId} className="mt-4 flex items-baseline gap-1.5">
                <span className="text-3xl font-semibold tracking-tight tabular-nums">{formatEuro(pkg.monthlyPrice)}</span>
                <span className="text-sm text-muted-foreground">{nl.onboardingPage.perMonth}</span>
              </span>
              <span id={featuresId} className="mt-4 grid gap-2 border-t pt-4">
                {pkg.features.map((feature) => (
                  <span key={feature} className="flex items-start gap-2 text-sm">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" strokeWidth={2.5} />
                    <span>{feature}</span>
                  </span>
                ))}
              </span>
            </RadioGroupPrimitive.Item>
          );
        })}
      </RadioGroupPrimitive.Root>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
