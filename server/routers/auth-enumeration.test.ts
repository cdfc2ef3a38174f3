import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { createMailer, type Mail } from '@/server/mail/mailer';
import { RESET_REQUESTS_PER_ADDRESS } from '@/server/auth/password-reset';
import { callerFor, createTestEnv, createTestUser, testLog, type TestEnv } from '@/server/testing/harness';
import { authMailsText } from '@/src/text/nl/auth-mails';

// Register and reset requests must not tell whether an address has an account, by their answer or by their timing. Mail goes through
// a transport that takes a second, as a slow SMTP server would; an answer that waited for it would give the address away.

const SLOW_MAIL_MS = 1000;
let env: TestEnv;
const delivered: Pick<Mail, 'to' | 'subject' | 'text'>[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  env.services.mailer = createMailer({
    db: env.services.db,
    log: testLog,
    transport: {
      send: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_MAIL_MS));
        delivered.push(mail);
      },
      close: () => {},
    },
  });
});
afterAll(() => env.close());

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('a password reset request', () => {
  it('answers a known and an unknown address alike, without waiting for the mail', async () => {
    const user = await createTestUser(env.services);
    const anonymous = await callerFor(env.services);
    const known = await timed(() => anonymous.auth.requestPasswordReset({ email: user.email }));
    const unknown = await timed(() => anonymous.auth.requestPasswordReset({ email: 'onbekend-adres@voorbeeld.nl' }));
    expect(known.result).toEqual(unknown.result);
    expect(known.ms).toBeLessThan(SLOW_MAIL_MS / 2);
    expect(unknown.ms).toBeLessThan(SLOW_MAIL_MS / 2);
    // The mail still goes out, after the answer.
    await env.services.tasks.settled();
    await env.services.mailer.deliverDue();
    expect(delivered.filter((mail) => mail.to === user.email)).toHaveLength(1);
    expect(delivered.filter((mail) => mail.to === 'onbekend-adres@voorbeeld.nl')).toEqual([]);
  });

  it(`is limited to ${RESET_REQUESTS_PER_ADDRESS} an hour per address, known or not, whoever asks`, async () => {
    const user = await createTestUser(env.services);
    for (const email of [user.email, 'ook-onbekend@voorbeeld.nl']) {
      for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++) {
        expect(await (await callerFor(env.services)).auth.requestPasswordReset({ email })).toEqual({ ok: true });
      }
      const refused = await (await callerFor(env.services)).auth.requestPasswordReset({ email: email.toUpperCase() }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(TRPCError);
      expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: nl.auth.resetTooMany });
    }
    await env.services.tasks.settled();
    await env.services.mailer.deliverDue();
    expect(delivered.filter((mail) => mail.to === user.email)).toHaveLength(RESET_REQUESTS_PER_ADDRESS);
  });
});

describe('a registration', () => {
  it('answers a taken address like a free one, in about the same time, and mails the owner afterwards', async () => {
    const owner = await createTestUser(env.services);
    const anonymous = await callerFor(env.services);
    const register = (email: string) => anonymous.auth.register({ fullName: 'Iemand Anders', email, password: 'geheim123' });
    // Warm up Argon2 so both measurements start equal.
    await register('opwarmen@voorbeeld.nl');
    const free = await timed(() => register('nieuw-adres@voorbeeld.nl'));
    const taken = await timed(() => register(owner.email));
    expect(taken.result).toEqual(free.result);
    // Both did the Argon2 work; neither waited for a mail.
    expect(taken.ms).toBeLessThan(SLOW_MAIL_MS / 2);
    expect(Math.abs(taken.ms - free.ms)).toBeLessThan(SLOW_MAIL_MS / 4);
    const accounts = await env.services.db.selectFrom('users').select('id').where('email', '=', owner.email).execute();
    expect(accounts).toHaveLength(1);
    await env.services.tasks.settled();
    await env.services.mailer.deliverDue();
    expect(delivered.filter((mail) => mail.to === owner.email).map((mail) => mail.subject)).toEqual([authMailsText.accountExistsSubject]);
    expect(delivered.filter((mail) => mail.to === 'nieuw-adres@voorbeeld.nl')).toEqual([]);
  });
});
