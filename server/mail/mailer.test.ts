import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addToOutbox } from '@/db/queries/mail-outbox';
import { notificationsText as mailWords } from '@/src/text/nl/notifications';
import { callerFor, createTestEnv, createTestUser, testLog, type TestEnv } from '@/server/testing/harness';
import { startFaultProxy, type FaultProxy } from '@/server/testing/fault-proxy';
import { startSmtpSink, type DeliveredMail, type SmtpSink } from '@/server/testing/smtp-sink';
import { projectFor } from '@/server/testing/upload-fixtures';
import { createMailer, DEFAULT_DELIVERY_POLICY, type DeliveryPolicy, type Mailer } from './mailer';
import { createSmtpTransport } from './smtp';

// The mail server is down or slow: the action that sends a mail still succeeds, the
// mail waits in the outbox, and the delivery job retries it until it is sent or given up.

let env: TestEnv;
let sink: SmtpSink;
let smtp: FaultProxy;
const delivered: DeliveredMail[] = [];
const mailers: Mailer[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  sink = await startSmtpSink((mail) => delivered.push(mail));
  const { port } = new URL(sink.url);
  smtp = await startFaultProxy({ host: '127.0.0.1', port: Number(port) });
});
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((mailer) => mailer.close()));
  await smtp.restore();
  delivered.length = 0;
});
afterAll(async () => {
  await smtp?.close();
  await sink?.close();
  await env?.close();
});

/** A mailer on the test database that sends through the proxy; short SMTP timeouts keep a hanging server quick. */
function smtpMailer(policy: Partial<DeliveryPolicy> = {}, timeoutMs = 500) {
  const url = `${smtp.rewrite(sink.url)}&connectionTimeout=${timeoutMs}&greetingTimeout=${timeoutMs}&socketTimeout=${timeoutMs}`;
  const transport = createSmtpTransport({ url, from: 'Klantportaal <noreply@bureau.test>' });
  const mailer = createMailer({ db: env.services.db, log: testLog, transport, policy: { ...DEFAULT_DELIVERY_POLICY, ...policy } });
  mailers.push(mailer);
  return mailer;
}

function outbox(to: string) {
  return env.services.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', to).orderBy('createdAt').execute();
}

/** A client messages their developer: the action that mails the developer. */
async function clientMessagesDeveloper(mailer: Mailer) {
  const client = await createTestUser(env.services);
  const developer = await createTestUser(env.services, { role: 'developer' });
  const { project } = await projectFor(env.services, client, developer);
  const caller = await callerFor({ ...env.services, mailer }, client);
  const started = Date.now();
  const sent = await caller.project.messages.send({ projectId: project.id, message: 'Is de preview al klaar?' });
  return { sent, developer, ms: Date.now() - started };
}

describe('SMTP unreachable', () => {
  it('the message is sent at once; the mail waits in the outbox with its error and goes out when SMTP is back', async () => {
    await smtp.down();
    const mailer = smtpMailer();
    const { sent, developer, ms } = await clientMessagesDeveloper(mailer);
    expect(sent.message).toBe('Is de preview al klaar?');
    expect(ms).toBeLessThan(2_000);

    await mailer.deliverDue();
    const [waiting] = await outbox(developer.email);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, sentAt: null, subject: mailWords.notifications.messageSubject });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);
    // The first retry follows the default schedule: half a minute later.
    const pause = new Date(waiting!.nextAttemptAt!).getTime() - Date.now();
    expect(pause).toBeGreaterThan(25_000);
    expect(pause).toBeLessThanOrEqual(30_000);
    expect(delivered).toEqual([]);

    await smtp.restore();
    await sql`update mail_outbox set next_attempt_at = now() where id = ${waiting!.id}`.execute(env.services.db);
    await mailer.deliverDue();
    const [sentMail] = await outbox(developer.email);
    expect(sentMail).toMatchObject({ status: 'sent', attempts: 2, lastError: null, nextAttemptAt: null });
    expect(sentMail!.sentAt).toBeInstanceOf(Date);
    expect(delivered.map((mail) => [mail.to, mail.subject])).toEqual([[[developer.email], mailWords.notifications.messageSubject]]);
  });

  it('the delivery job retries with growing pauses by itself and delivers once SMTP returns', async () => {
    await smtp.down();
    const mailer = smtpMailer({ retryDelayMs: (attempt) => 100 * 2 ** (attempt - 1), pollMs: 25 });
    mailer.startDeliveryJob();
    const { developer } = await clientMessagesDeveloper(mailer);
    await expect.poll(async () => (await outbox(developer.email))[0]?.attempts, { timeout: 3_000 }).toBeGreaterThanOrEqual(3);
    expect((await outbox(developer.email))[0]!.status).toBe('pending');

    await smtp.restore();
    await expect.poll(async () => (await outbox(developer.email))[0]?.status, { timeout: 3_000 }).toBe('sent');
    expect(delivered).toHaveLength(1);
  });

  it('gives up after the last try: the mail is failed, counted on the admin dashboard, and not sent later', async () => {
    await smtp.down();
    const mailer = smtpMailer({ maxAttempts: 3, retryDelayMs: () => 0 });
    const { developer } = await clientMessagesDeveloper(mailer);
    const admin = await createTestUser(env.services, { role: 'admin' });
    const before = (await (await callerFor(env.services, admin)).admin.stats.get()).failedMails;

    for (let round = 0; round < 3; round++) await mailer.deliverDue();
    const [failed] = await outbox(developer.email);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null });
    expect(failed!.lastError).toMatch(/ECONNREFUSED/);
    expect((await (await callerFor(env.services, admin)).admin.stats.get()).failedMails).toBe(before + 1);

    await smtp.restore();
    await mailer.deliverDue();
    expect(delivered).toEqual([]);
  });
});

describe('SMTP slow', () => {
  it('a mail server that never answers does not hold up the action; the mail is retried and delivered later', async () => {
    await smtp.stall();
    const mailer = smtpMailer({}, 2_000);
    const { sent, developer } = await clientMessagesDeveloper(mailer);
    expect(sent.message).toBe('Is de preview al klaar?');
    // The action has answered before the delivery could even fail (2 s without a greeting).
    expect(await outbox(developer.email)).toMatchObject([{ status: 'pending', lastError: null }]);

    await mailer.deliverDue();
    const [waiting] = await outbox(developer.email);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.lastError).toMatch(/Greeting never received|timeout/i);

    await smtp.restore();
    await sql`update mail_outbox set next_attempt_at = now() where id = ${waiting!.id}`.execute(env.services.db);
    await mailer.deliverDue();
    expect((await outbox(developer.email))[0]!.status).toBe('sent');
    expect(delivered).toHaveLength(1);
  });
});

describe('two instances on one database', () => {
  it('deliver every waiting mail exactly once', async () => {
    const recipients = Array.from({ length: 12 }, (_, i) => `rij${i}-${Date.now()}@klant.test`);
    for (const to of recipients) await addToOutbox(env.services.db, { to, subject: `Mail ${to}`, text: 'Hallo' }, 'pending');
    const [first, second] = [smtpMailer(), smtpMailer()];
    await Promise.all([first.deliverDue(), second.deliverDue(), first.deliverDue(), second.deliverDue()]);

    expect(delivered.flatMap((mail) => mail.to).sort()).toEqual([...recipients].sort());
    const rows = await env.services.db.selectFrom('mailOutbox').select(['status', 'attempts']).where('toAddress', 'in', recipients).execute();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe('a mail carrying a secret (a reset link)', () => {
  const secretMail = (to: string) => ({ to, subject: 'Wachtwoord herstellen', text: 'Herstel via https://portaal.test/reset?token=geheim-123', secrets: ['geheim-123'] });

  it('is kept in the outbox without the secret, and delivered in full by the process that holds it, also after a retry', async () => {
    await smtp.down();
    const to = `reset-${Date.now()}@klant.test`;
    const holder = smtpMailer({ retryDelayMs: () => 50 });
    const other = smtpMailer();
    await holder.send(secretMail(to));
    await holder.deliverDue();
    const [waiting] = await outbox(to);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, bodyText: 'Herstel via https://portaal.test/reset?token=[verborgen]' });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);

    // Another instance leaves it alone: it cannot deliver the link.
    await other.deliverDue();
    expect((await outbox(to))[0]).toMatchObject({ status: 'pending', attempts: 1 });

    await smtp.restore();
    await expect.poll(async () => (await outbox(to))[0]?.status, { timeout: 3_000 }).toBe('sent');
    expect(delivered.map((mail) => mail.text.trim())).toEqual(['Herstel via https://portaal.test/reset?token=geheim-123']);
    expect((await outbox(to))[0]!.bodyText).not.toContain('geheim-123');
  });

  it('is marked failed, never sent redacted, when its holder stopped before delivering it', async () => {
    const to = `verloren-${Date.now()}@klant.test`;
    await addToOutbox(env.services.db, { to, subject: 'Wachtwoord herstellen', text: 'Herstel via token=[verborgen]' }, 'pending');
    await smtpMailer().deliverDue();
    expect((await outbox(to))[0]).toMatchObject({ status: 'failed' });
    expect(delivered).toEqual([]);
  });
});

describe('without SMTP configured', () => {
  it('keeps the mail as stored, as the embedded default always did, and delivers nothing', async () => {
    const mailer = createMailer({ db: env.services.db, log: testLog });
    mailers.push(mailer);
    const { developer } = await clientMessagesDeveloper(mailer);
    await mailer.deliverDue();
    expect(await outbox(developer.email)).toMatchObject([{ status: 'stored', attempts: 0, nextAttemptAt: null, subject: mailWords.notifications.messageSubject }]);
  });
});

it('the default schedule: 30 s, then doubling up to an hour, ten tries', () => {
  expect(Array.from({ length: 9 }, (_, i) => DEFAULT_DELIVERY_POLICY.retryDelayMs(i + 1) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  expect(DEFAULT_DELIVERY_POLICY.maxAttempts).toBe(10);
});
