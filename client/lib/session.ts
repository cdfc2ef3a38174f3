import { redirect } from '@tanstack/react-router';
import type { Role } from '@/src/domain/statuses';
import type { Me, TrpcUtils } from './trpc';

type GuardContext = { trpc: TrpcUtils };

/** The current user from the cache, fetched once when missing. */
export function loadMe({ trpc }: GuardContext): Promise<Me | null> {
  return trpc.auth.me.ensureData();
}

/** Reads the user again from the server, e.g. after signing in. */
export async function refreshMe(trpc: TrpcUtils): Promise<Me | null> {
  await trpc.auth.me.invalidate();
  return trpc.auth.me.fetch();
}

/** Spec 2: not signed in → /auth; no role and no own project → /onboarding. */
export async function requireSignedIn(context: GuardContext): Promise<Me> {
  const me = await loadMe(context);
  if (!me) throw redirect({ to: '/auth', replace: true });
  if (me.role === null) throw redirect({ to: '/onboarding', replace: true });
  return me;
}

/** Spec 2: a role outside the route group's list goes to /. */
export async function requireRole(context: GuardContext, allowed: readonly Role[]): Promise<Me> {
  const me = await requireSignedIn(context);
  const role = me.role;
  if (!role || !allowed.includes(role)) throw redirect({ to: '/', replace: true });
  return me;
}
