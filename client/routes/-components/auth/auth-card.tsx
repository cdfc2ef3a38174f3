import type { ReactNode } from 'react';

type AuthCardProps = { title: string; description: string; children: ReactNode; footer?: ReactNode };

/** One mode of the sign-in screen: its heading, a sentence, the form and the way to another mode. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className="w-full rounded-xl border bg-card p-6 shadow-sm sm:p-8">
      <div className="mb-6 grid gap-1.5">
        {/* Focusable from script: auth.tsx moves the focus here when the mode changes. */}
        <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight text-balance outline-none">
          {title}
        </h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
      {footer && <div className="mt-6 border-t pt-5 text-center text-sm text-muted-foreground">{footer}</div>}
    </div>
  );
}

/** A text button that switches the mode of the sign-in screen. */
export function ModeLink({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="cursor-pointer rounded-sm font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </button>
  );
}
