import { Link } from '@tanstack/react-router';
import { nl } from '@/src/text/nl';
import { buttonClasses } from '@/client/components/ui/button';

export function NotFoundPage() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 bg-background px-6 text-center">
      <p className="text-6xl font-bold tracking-tight text-primary">{nl.pages.notFoundCode}</p>
      <h1 className="text-2xl font-semibold">{nl.app.notFound}</h1>
      <p className="max-w-sm text-muted-foreground">{nl.pages.notFoundDescription}</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-2')}>
        {nl.app.backHome}
      </Link>
    </main>
  );
}
