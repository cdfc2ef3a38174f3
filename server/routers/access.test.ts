import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import type { Role } from '@/db/types';
import { appRouter } from './index';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';

type Actor = Role | 'anonymous';
const SIGNED_IN: Actor[] = ['admin', 'developer', 'client'];
const EVERYONE: Actor[] = ['anonymous', ...SIGNED_IN];

/** Every procedure of the app router and who may call it. A new procedure must be added here. */
const ACCESS: Record<string, Actor[]> = {
  'auth.me': EVERYONE,
  'auth.register': EVERYONE,
  'auth.login': EVERYONE,
  'auth.logout': SIGNED_IN,
  'auth.requestPasswordReset': EVERYONE,
  'auth.resetPassword': EVERYONE,
  'admin.stats.get': ['admin'],
  'client.projects.list': ['client'],
  // -- client: onboarding, dashboard, intake, account, billing
  // onboarding also admits a signed-in user without a role (tested in onboarding.test.ts)
  'client.onboarding.complete': ['client'],
  'client.dashboard.get': ['client'],
  'client.intake.get': ['client'],
  'client.intake.save': ['client'],
  'client.account.get': ['client'],
  'client.account.update': ['client'],
  'client.billing.mandate': ['client'],
  'client.billing.setupMandate': ['client'],
  'client.billing.refreshMandate': ['client'],
  // -- client: timeline, messages, uploads
  'client.timeline.get': ['client'],
  'client.timeline.approve': ['client'],
  'client.timeline.feedback': ['client'],
  'client.timeline.completeContentStep': ['client'],
  'client.messages.list': ['client'],
  'client.messages.send': ['client'],
  'client.uploads.list': ['client'],
  'client.uploads.delete': ['client'],
  'developer.projects.list': ['developer'],
};

let env: TestEnv;
const callers = {} as Record<Actor, Awaited<ReturnType<typeof callerFor>>>;

beforeAll(async () => {
  env = await createTestEnv();
  callers.anonymous = await callerFor(env.services);
  for (const role of ['admin', 'developer', 'client'] as const) {
    callers[role] = await callerFor(env.services, await createTestUser(env.services, { role }));
  }
});
afterAll(() => env.close());

function invoke(caller: unknown, path: string): Promise<unknown> {
  const procedure = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (procedure as (input: unknown) => Promise<unknown>)({});
}

describe('access table', () => {
  it('lists every procedure of the app router', () => {
    expect(Object.keys(appRouter._def.procedures).sort()).toEqual(Object.keys(ACCESS).sort());
  });

  const guarded = Object.entries(ACCESS).filter(([, allowed]) => !allowed.includes('anonymous'));
  for (const [path, allowed] of guarded) {
    for (const actor of EVERYONE.filter((a) => !allowed.includes(a))) {
      it(`${path} refuses ${actor}`, async () => {
        const error = await invoke(callers[actor], path).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(TRPCError);
        expect((error as TRPCError).code).toBe(actor === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN');
      });
    }
  }
});
