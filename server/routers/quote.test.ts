import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import superjson from 'superjson';
import { addCalendarDays, todayInAmsterdam } from '@/src/dates';
import { quotesText as t } from '@/src/text/nl/quotes';
import { buildApp } from '@/server/app/app';
import { createSession, sessionCookieName } from '@/server/auth/sessions';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { rejection } from '@/server/testing/client-fixtures';
import { mailsTo } from '@/server/testing/account-fixtures';
import { pdfText } from '@/server/testing/pdf-text';
import { createSentQuote, quoteDraft } from '@/server/testing/quote-fixtures';

// /offerte/<token> without an account: an open quote is declined or accepted once and shown until valid-until; a wrong or
// expired link is not found. Acceptance creates everything once; the signed PDF's audit page carries the original's SHA-256.

let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: { id: string; email: string };
let moduleIds: string[];
const headers = { origin: 'http://localhost:3000', host: 'localhost:3000' };

beforeAll(async () => {
  env = await createTestEnv();
  app = await buildApp({ services: env.services });
  admin = await createTestUser(env.services, { role: 'admin', fullName: 'Anna Beheer' });
  const insert = (title: string, price: string, isRecurring: boolean) =>
    env.services.db.insertInto('modules').values({ title, description: title, price, isRecurring }).returning('id').executeTakeFirstOrThrow();
  moduleIds = [(await insert('Nieuwsbrief', '12.50', true)).id, (await insert('Fotoshoot', '350.00', false)).id];
});
afterAll(async () => {
  await app.close();
  await env.close();
});

const anonymous = () => callerFor(env.services);
const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
const db = () => env.services.db;

async function cookieOf(userId: string) {
  const { token } = await createSession(db(), userId);
  return `${sessionCookieName(false)}=${token}`;
}

describe('a link that does not open a quote', () => {
  it('answers NOT_FOUND with one message when wrong, expired or used, for reading, answering and the PDF alike', async () => {
    const expired = await createSentQuote(env.services, admin.id);
    await db().updateTable('quotes').set({ validUntil: addCalendarDays(todayInAmsterdam(), -1) }).where('id', '=', expired.id).execute();
    const declined = await createSentQuote(env.services, admin.id);
    await (await anonymous()).quote.decline({ token: declined.token, reason: null });
    const accepted = await createSentQuote(env.services, admin.id);
    await (await anonymous()).quote.accept({ token: accepted.token, fullName: 'Anna de Vries', agree: true });

    for (const token of ['verkeerd-token', expired.token, declined.token, accepted.token]) {
      const caller = await anonymous();
      const answered = token === declined.token || token === accepted.token;
      // One at a time: a call starts only when its rejection is awaited.
      for (const attempt of [
        ...(answered ? [] : [() => caller.quote.view({ token })]),
        () => caller.quote.accept({ token, fullName: 'Anna de Vries', agree: true }),
        () => caller.quote.decline({ token, reason: 'Nee' }),
      ]) {
        const error = await rejection(attempt());
        expect([error.code, error.message]).toEqual(['NOT_FOUND', t.errors.notFound]);
      }
      const download = await get(`/api/offerte/${token}/pdf`);
      expect([download.statusCode, download.json().error.message]).toEqual([404, t.errors.notFound]);
    }
  });

  it('shows an answered quote with its outcome until the valid-until date, and not after', async () => {
    const declined = await createSentQuote(env.services, admin.id);
    await (await anonymous()).quote.decline({ token: declined.token, reason: null });
    const accepted = await createSentQuote(env.services, admin.id);
    await (await anonymous()).quote.accept({ token: accepted.token, fullName: 'Anna de Vries', agree: true });
    const caller = await anonymous();
    expect((await caller.quote.view({ token: declined.token })).status).toBe('afgewezen');
    const shown = await caller.quote.view({ token: accepted.token });
    expect([shown.status, shown.number]).toEqual(['geaccepteerd', accepted.number]);
    expect((await get(`/api/offerte/${accepted.token}/signed-pdf`)).statusCode).toBe(200);

    await db().updateTable('quotes').set({ validUntil: addCalendarDays(todayInAmsterdam(), -1) }).where('id', '=', accepted.id).execute();
    const error = await rejection(caller.quote.view({ token: accepted.token }));
    expect([error.code, error.message]).toEqual(['NOT_FOUND', t.errors.notFound]);
  });

  it('asks for the typed name and the ticked agreement before anything is signed', async () => {
    const { token, id } = await createSentQuote(env.services, admin.id);
    const caller = await anonymous();
    expect((await rejection(caller.quote.accept({ token, fullName: '  ', agree: true }))).code).toBe('BAD_REQUEST');
    expect((await rejection(caller.quote.accept({ token, fullName: 'Anna', agree: false as true }))).code).toBe('BAD_REQUEST');
    expect(await db().selectFrom('quoteSignatures').select('quoteId').where('quoteId', '=', id).execute()).toEqual([]);
  });
});

describe('accepting', () => {
  it('twice at the same moment makes one account, one project, one set of purchases and one signature', async () => {
    const draft = quoteDraft({ moduleIds });
    const { token, id } = await createSentQuote(env.services, admin.id, draft);
    const email = (draft.recipient as { email: string }).email;
    const [first, second] = await Promise.allSettled([
      (await anonymous()).quote.accept({ token, fullName: 'Anna de Vries', agree: true }),
      (await anonymous()).quote.accept({ token, fullName: 'Anna de Vries', agree: true }),
    ]);
    const outcomes = [first, second].map((outcome) => (outcome.status === 'fulfilled' ? 'ok' : (outcome.reason as { code: string }).code)).sort();
    expect(outcomes).toEqual(['NOT_FOUND', 'ok']);

    const users = await db().selectFrom('users').select('id').where('email', '=', email).execute();
    expect(users).toHaveLength(1);
    const clientId = users[0]!.id;
    const projects = await db().selectFrom('projects').select(['id', 'packageType', 'monthlyPrice']).where('clientId', '=', clientId).execute();
    expect(projects).toEqual([{ id: expect.any(String), packageType: 'website', monthlyPrice: '30.00' }]);
    const purchases = await db().selectFrom('modulePurchases').select(['title', 'price', 'isRecurring']).where('projectId', '=', projects[0]!.id).orderBy('title').execute();
    expect(purchases).toEqual([
      { title: 'Fotoshoot', price: '350.00', isRecurring: false },
      { title: 'Nieuwsbrief', price: '12.50', isRecurring: true },
    ]);
    expect(await db().selectFrom('quoteSignatures').select('fullName').where('quoteId', '=', id).execute()).toEqual([{ fullName: 'Anna de Vries' }]);

    // The account waits for its owner to choose a password; the company is known already.
    expect(await db().selectFrom('invitations').select('userId').where('userId', '=', clientId).execute()).toHaveLength(1);
    const profile = await db().selectFrom('profiles').innerJoin('userRoles', 'userRoles.userId', 'profiles.id').select(['companyName', 'role']).where('profiles.id', '=', clientId).executeTakeFirst();
    expect(profile).toEqual({ companyName: 'Bloemen & Zo', role: 'client' });
    const welcome = (await mailsTo(env, email)).filter((mail) => mail.subject === t.mail.welcomeSubject);
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.text).toMatch(/\/invitation\?token=[a-z0-9]+/);

    // The admins are told, in the bell and by mail; every step is in the log.
    const notified = await db().selectFrom('notifications').select(['kind', 'params']).where('recipientId', '=', admin.id).where('subjectId', '=', id).execute();
    expect(notified).toEqual([{ kind: 'quote_accepted', params: expect.objectContaining({ recipientName: 'Anna de Vries' }) }]);
    expect((await mailsTo(env, admin.email)).filter((mail) => mail.text.includes(`/admin/quotes/${id}`))).toHaveLength(1);
    const logged = await db().selectFrom('activityLog').select('kind').where((eb) => eb.or([eb('subjectId', '=', id), eb('projectId', '=', projects[0]!.id)])).orderBy('id').execute();
    expect(logged.map((row) => row.kind)).toEqual(['quote_created', 'quote_sent', 'quote_accepted', 'project_created']);
  });

  it('links an existing client instead of making an account', async () => {
    const client = await createTestUser(env.services, { role: 'client', fullName: 'Cas Klant' });
    const { token } = await createSentQuote(env.services, admin.id, quoteDraft({ recipient: { kind: 'client', clientId: client.id } }));
    const answer = await (await anonymous()).quote.accept({ token, fullName: 'Cas Klant', agree: true });
    expect(answer).toEqual({ status: 'geaccepteerd', signedPdfUrl: `/api/offerte/${token}/signed-pdf`, newAccount: false });
    expect(await db().selectFrom('projects').select('clientId').where('clientId', '=', client.id).execute()).toHaveLength(1);
    expect(await db().selectFrom('invitations').select('id').where('userId', '=', client.id).execute()).toEqual([]);
  });
});

describe('the signature', () => {
  it('is never changed or removed: the database refuses a direct UPDATE and DELETE', async () => {
    const { token, id } = await createSentQuote(env.services, admin.id);
    await (await anonymous()).quote.accept({ token, fullName: 'Anna de Vries', agree: true });
    await expect(sql`UPDATE quote_signatures SET full_name = 'Iemand anders' WHERE quote_id = ${id}`.execute(db())).rejects.toThrow(/never changed/);
    await expect(sql`DELETE FROM quote_signatures WHERE quote_id = ${id}`.execute(db())).rejects.toThrow(/never changed/);
    await expect(sql`DELETE FROM quotes WHERE id = ${id}`.execute(db())).rejects.toThrow();
    expect(await db().selectFrom('quoteSignatures').select('fullName').where('quoteId', '=', id).execute()).toEqual([{ fullName: 'Anna de Vries' }]);
  });

  it("records the network and browser, and the audit page's SHA-256 is that of the original download", async () => {
    const { token, id, number } = await createSentQuote(env.services, admin.id);
    const original = await get(`/api/offerte/${token}/pdf`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-disposition']).toBe(`attachment; filename="offerte-${number}.pdf"`);
    const originalHash = sha256(original.rawPayload);
    expect(await db().selectFrom('quotes').select('pdfSha256').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ pdfSha256: originalHash });
    // The same bytes at every download, also by id.
    const byId = await get(`/api/quotes/${id}/pdf`, await cookieOf(admin.id));
    expect(sha256(byId.rawPayload)).toBe(originalHash);

    const accepted = await app.inject({
      method: 'POST',
      url: '/trpc/quote.accept',
      remoteAddress: '203.0.113.77',
      headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (Testbrowser)' },
      payload: JSON.stringify(superjson.serialize({ token, fullName: 'Anna de Vries', agree: true })),
    });
    expect(accepted.statusCode).toBe(200);
    expect(await db().selectFrom('quoteSignatures').select(['network', 'userAgent', 'pdfSha256']).where('quoteId', '=', id).executeTakeFirst()).toEqual({
      network: '203.0.113.0/24',
      userAgent: 'Mozilla/5.0 (Testbrowser)',
      pdfSha256: originalHash,
    });

    const signed = await get(`/api/offerte/${token}/signed-pdf`);
    expect(signed.statusCode).toBe(200);
    const text = await pdfText(signed.rawPayload);
    expect(text).toContain(originalHash);
    for (const fact of ['Anna de Vries', '203.0.113.0/24', 'Mozilla/5.0 (Testbrowser)', t.pdf.audit.made, t.pdf.audit.sent, t.pdf.audit.accepted]) expect(text).toContain(fact);
    // Rendered again, the signed PDF is the same file.
    expect(sha256((await get(`/api/offerte/${token}/signed-pdf`)).rawPayload)).toBe(sha256(signed.rawPayload));
  });

  it('is downloaded by the admin and by the client from their account, never by another', async () => {
    const client = await createTestUser(env.services, { role: 'client' });
    const other = await createTestUser(env.services, { role: 'client' });
    const { token, id } = await createSentQuote(env.services, admin.id, quoteDraft({ recipient: { kind: 'client', clientId: client.id } }));
    expect((await get(`/api/quotes/${id}/pdf`, await cookieOf(client.id))).statusCode).toBe(404);
    await (await anonymous()).quote.accept({ token, fullName: 'Klant', agree: true });
    const path = `/api/quotes/${id}/signed-pdf`;
    expect((await get(path)).statusCode).toBe(401);
    expect((await get(path, await cookieOf(admin.id))).statusCode).toBe(200);
    expect((await get(path, await cookieOf(client.id))).statusCode).toBe(200);
    expect((await get(path, await cookieOf(other.id))).statusCode).toBe(404);
  });
});
