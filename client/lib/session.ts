import { redirect, useRouteContext, useRouter } from '@tanstack/react-router';
import type { Role } from '@/src/domain/statuses';
import type { Me, TrpcUtils } from './trpc';

/**
 * Never stale: whatever changes the user (sign-in, onboarding, the personal data form) calls refreshMe,
 * and an ended session shows as a 401 on the page's own queries.
 */
export function loadMe(trpc: TrpcUtils): Promise<Me | null> {
  return trpc.auth.me.ensureData(undefined, { staleTime: Infinity });
}

/** Reads the user again from the server, e.g. after signing in; the router re-reads it on its next load. */
export async function refreshMe(trpc: TrpcUtils): Promise<Me | null> {
  await trpc.auth.me.invalidate();
  return trpc.auth.me.fetch(undefined, { staleTime: Infinity });
}

/** The signed-in user as the root route put it in the router context (null when signed out). */
export function useMe(): Me | null {
  return useRouteContext({ from: '__root__', select: (context) => context.me });
}

type GuardContext = { me: Me | null };

/**
 * Sends a user who still owes a step (two-step code, two-step setup, address verification) to its page.
 * The server refuses the rest anyway; this only shows the way.
 */
export function requireNoPendingStep(me: Me): void {
  if (me.pending === 'twoFactorCode') throw redirect({ to: '/auth', replace: true });
  if (me.pending === 'twoFactorSetup') throw redirect({ to: '/two-step', replace: true });
  if (me.pending === 'emailVerification') throw redirect({ to: '/verify-email', replace: true });
}

/** Spec 2: not signed in → /auth; a step still owed → its page; no role and no own project, or a quote's project without its details → /onboarding. */
export function requireSignedIn({ me }: GuardContext): Me {
  if (!me) throw redirect({ to: '/auth', replace: true });
  requireNoPendingStep(me);
  if (me.role === null) throw redirect({ to: '/onboarding', replace: true });
  // A client whose project came from an accepted quote gives the company details and mandate first.
  if (me.role === 'client' && me.quoteOnboarding) throw redirect({ to: '/onboarding', replace: true });
  return me;
}

/** Spec 2: a role outside the route group's list goes to /. */
export function requireRole(context: GuardContext, allowed: readonly Role[]): Me {
  const me = requireSignedIn(context);
  if (!me.role || !allowed.includes(me.role)) throw redirect({ to: '/', replace: true });
  return me;
}

/** After a change to the signed-in user (the name in the sidebar): read it again and let the router pass it on. */
export function useRefreshMe(): () => Promise<void> {
  const router = useRouter();
  return async () => {
    await refreshMe(router.options.context.trpc);
    await router.invalidate();
  };
}
