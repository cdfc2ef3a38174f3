import { useEffect } from 'react';
import { nl } from '@/src/text/nl';

/** Sets the browser tab to "<title> · Klantportaal" for pages without a PageHeader. */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · ${nl.app.title}`;
    return () => {
      document.title = nl.app.title;
    };
  }, [title]);
  return null;
}
