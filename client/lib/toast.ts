import type { ExternalToast } from 'sonner';

// Spec 9: one toast at a time. sonner loads only at the first toast or once someone starts using the page; a toast asked for
// meanwhile waits for the notifier to be on screen, so none is lost and their order stays.

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'info' | 'loading';
type Message = string;

let sonner: Promise<Sonner> | undefined;
let ready: () => void = () => {};
const notifierShown = new Promise<void>((resolve) => {
  ready = resolve;
});

/** sonner itself, fetched once, by the notifier or by the first toast, whichever comes first. */
export function loadSonner(): Promise<Sonner> {
  return (sonner ??= import('sonner'));
}

let notifierWanted = false;
const wantListeners = new Set<() => void>();

/** The notifier is needed now: a toast is on its way, or someone started using the page. */
export function wantNotifier(): void {
  if (notifierWanted) return;
  notifierWanted = true;
  wantListeners.forEach((listener) => listener());
}

/** For the notifier (useSyncExternalStore): whether it is needed yet. */
export const notifierNeeded = {
  subscribe(listener: () => void) {
    wantListeners.add(listener);
    return () => void wantListeners.delete(listener);
  },
  current: () => notifierWanted,
};

/** Called by the notifier once it listens for toasts. */
export function notifierIsShown(): void {
  ready();
}

let lastId = 0;

function show(kind: Kind, message: Message, options?: ExternalToast): string | number {
  // An id now, so a caller can update or dismiss the toast before sonner has loaded.
  const id = options?.id ?? `toast-${++lastId}`;
  wantNotifier();
  void Promise.all([loadSonner(), notifierShown]).then(([{ toast }]) => toast[kind](message, { ...options, id }));
  return id;
}

export const toast = {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
  loading: (message: Message, options?: ExternalToast) => show('loading', message, options),
  dismiss: (id?: string | number) => void Promise.all([loadSonner(), notifierShown]).then(([{ toast }]) => toast.dismiss(id)),
};
