import { lazy, Suspense, useEffect } from 'react';
import { nl } from '@/src/text/nl';
import { loadSonner, notifierIsShown } from '@/client/lib/toast';

// Loaded after the first paint (client/lib/toast.ts); the toasts asked for meanwhile follow.
const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await loadSonner();
  return {
    default: function ListeningToaster() {
      // Runs after sonner's own effect has subscribed to new toasts.
      useEffect(() => notifierIsShown(), []);
      // Spec 9: one notification at a time; at the top, where it never covers a page's buttons on a phone.
      return <SonnerToaster visibleToasts={1} position="top-center" richColors closeButton containerAriaLabel={nl.app.notifications} />;
    },
  };
});

/** Where the app's toasts appear. */
export function Notifier() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
