import { nl } from '@/src/text/nl';
import { cn } from '@/client/lib/class-names';

const STEPS = [nl.onboardingPage.stepPackage, nl.onboardingPage.stepDetails] as const;

/** "Stap 1 van 2" with a bar per step; the current step is announced as such. */
export function StepIndicator({ step }: { step: 1 | 2 }) {
  return (
    <div className="mb-8" data-testid="step-indicator">
      <p className="text-sm font-medium text-primary">{nl.onboardingPage.stepOf(step, STEPS.length)}</p>
      <ol className="mt-3 grid grid-cols-2 gap-3">
        {STEPS.map((label, index) => {
          const number = index + 1;
          return (
            <li key={label} aria-current={number === step ? 'step' : undefined} className="grid gap-2">
              <span aria-hidden="true" className={cn('h-1.5 rounded-full', number <= step ? 'bg-primary' : 'bg-muted')} />
              <span className={cn('text-sm', number === step ? 'font-medium text-foreground' : 'text-muted-foreground')}>{label}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
