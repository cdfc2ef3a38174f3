import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app/app';
import { nl } from '@/src/text/nl';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { createTestEnv, callerFor, type TestEnv } from '@/server/testing/harness';
import { rejection } from '@/server/testing/client-fixtures';
import { trpcInput, trpcResponse } from '@/server/testing/trpc-http';
import { passwordWork } from './password';
import { PASSWORD_WORK_CONCURRENCY, PASSWORD_WORK_MAX_WAITING, passwordWorkQueue, PasswordWorkBusyError } from './password-work';

// Argon2 work cannot pile up: at most two hashes at once in this process, a few more wait their
// turn, the rest get 429 with Retry-After at once. A reset link's token is checked before any hashing.

let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  env = await createTestEnv();
  app = await buildApp({ services: env.services });
});
afterAll(async () => {
  await app.close();
  await env.close();
});

describe('the password work queue', () => {
  it('runs at most its concurrency at once, queues a few, refuses the rest', async () => {
    const queue = passwordWorkQueue(2, 3);
    let running = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const work = () =>
      new Promise<string>((resolve) => {
        running++;
        peak = Math.max(peak, running);
        release.push(() => {
          running--;
          resolve('klaar');
        });
      });
    const accepted = Array.from({ length: 5 }, () => queue.run(work));
    await expect(queue.run(work)).rejects.toBeInstanceOf(PasswordWorkBusyError);
    while (release.length > 0 || running > 0) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      release.shift()?.();
    }
    expect(await Promise.all(accepted)).toEqual(Array(5).fill('klaar'));
    expect(peak).toBe(2);
    expect(queue.stats).toMatchObject({ started: 5, peakRunning: 2, refused: 1 });
  });
});

describe('a burst of registrations', () => {
  it(`hashes at most ${PASSWORD_WORK_CONCURRENCY} at once and answers the overflow 429 in Dutch with Retry-After`, async () => {
    // Two long hashes hold both slots, so the burst meets a full queue however fast this machine hashes.
    let releaseSlots!: () => void;
    const slotsHeld = new Promise<void>((resolve) => (releaseSlots = resolve));
    const holders = Array.from({ length: PASSWORD_WORK_CONCURRENCY }, () => passwordWork.run(() => slotsHeld));
    const overflow = 4;
    const burst = PASSWORD_WORK_MAX_WAITING + overflow;
    const refusedBefore = passwordWork.stats.refused;
    // Long passwords skip the common-password check, so every request reaches the hashing.
    const password = `een-heel-lang-wachtwoord-van-de-test-${Date.now()}`;
    const pending = Array.from({ length: burst }, (_, i) =>
      app.inject({
        method: 'POST',
        url: '/trpc/auth.register',
        remoteAddress: `192.0.2.${i + 1}`,
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        payload: trpcInput({ fullName: 'Drukte', email: `drukte-${i}-${Date.now()}@voorbeeld.nl`, password }),
      }),
    );
    await expect.poll(() => passwordWork.stats.refused - refusedBefore, { timeout: 10_000 }).toBe(overflow);
    releaseSlots();
    await Promise.all(holders);
    const responses = await Promise.all(pending);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(overflow);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(PASSWORD_WORK_MAX_WAITING);
    for (const response of refused) {
      expect(response.headers['retry-after']).toBe('2');
      expect(trpcResponse(response).error?.message).toBe(security.passwords.busy);
    }
    expect(passwordWork.stats.peakRunning).toBeLessThanOrEqual(PASSWORD_WORK_CONCURRENCY);
  });
});

describe('a reset link', () => {
  it('is checked before any Argon2 work is spent on it', async () => {
    const anonymous = await callerFor(env.services);
    const before = passwordWork.stats.started;
    const refused = await rejection(anonymous.auth.resetPassword({ token: 'verzonnen-token', password: 'een-nieuw-wachtwoord' }));
    expect(refused.message).toBe(nl.auth.resetTokenInvalid);
    expect(passwordWork.stats.started).toBe(before);
  });
});
