import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { nl } from '@/src/text/nl';
import { loadSonner, notifierIsShown, notifierNeeded, wantNotifier } from '@/client/lib/toast';

// Loaded when first needed (client/lib/toast.ts); the toasts asked for meanwhile follow.
const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await loadSonner();
  return {
    default: function ListeningToaster() {
      // Runs after sonner's own effect has subscribed to new toasts.
      useEffect(() => notifierIsShown(), []);
      // Spec 9: one notification at a time, at the top, with a close button (on a phone it covers the header while shown).
      return (
        <SonnerToaster
          visibleToasts={1}
          position="top-center"
          richColors
          closeButton
          containerAriaLabel={nl.app.notifications}
          toastOptions={{ closeButtonAriaLabel: nl.app.closeNotification }}
        />
      );
    },
  };
});

// Someone using the page may soon cause a toast: its region is then on screen before the first one.
const USE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Where the app's toasts appear, once the first is asked for or the page is first used. */
export function Notifier() {
  const needed = useSyncExternalStore(notifierNeeded.subscribe, notifierNeeded.current, () => false);
  useEffect(() => {
    if (needed) return;
    USE_EVENTS.forEach((event) => window.addEventListener(event, wantNotifier, { passive: true }));
    return () => USE_EVENTS.forEach((event) => window.removeEventListener(event, wantNotifier));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
