import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { callerFor, createTestEnv, createTestProject, createTestUser, TEST_PASSWORD, type TestEnv } from '@/server/testing/harness';
import { intakeInput, rejection } from '@/server/testing/client-fixtures';
import { clientWithMandate, line } from '@/server/testing/money-fixtures';
import { insertUploadWithinQuota } from '@/db/queries/content-uploads';
import { lastEmailToken, mailsTo, signIn } from '@/server/testing/account-fixtures';
import { runRetention } from './retention';
import { announceMailFailed } from '@/db/queries/notify-account';

// AVG article 17: asked with the password, decided by an admin with a reason, mailed either way. On approval nothing of the person is
// left but the invoices' billing copy (fiscal retention): no stored mail to any address of theirs (the farewell keeps none), no network.

let env: TestEnv;
let admin: { id: string };

beforeAll(async () => {
  env = await createTestEnv();
  admin = await createTestUser(env.services, { role: 'admin', fullName: 'Beheerder Bureau' });
});
afterAll(() => env.close());

/** Every table and text-like column where a value occurs, from information_schema. */
async function tablesHolding(value: string): Promise<string[]> {
  const { rows: columns } = await sql<{ tableName: string; columnName: string }>`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'uuid', 'jsonb', 'character varying')
  `.execute(env.services.db);
  const found: string[] = [];
  for (const { tableName: table, columnName: column } of columns) {
    const { rows } = await sql<{ hits: number }>`
      SELECT count(*)::int AS hits FROM ${sql.table(table)} WHERE ${sql.ref(column)}::text ILIKE ${`%${value}%`}
    `.execute(env.services.db);
    if ((rows[0]?.hits ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('erasure of an account', () => {
  it('is asked with the password, and a declined request is mailed with its reason', async () => {
    const client = await createTestUser(env.services, { role: 'client', fullName: 'Twijfel Klant' });
    const asClient = await callerFor(env.services, client);
    expect((await rejection(asClient.account.privacy.requestErasure({ password: 'niet-mijn-wachtwoord' }))).message).toBe('Je huidige wachtwoord klopt niet');
    const request = await asClient.account.privacy.requestErasure({ password: TEST_PASSWORD });
    // Every further request while it is open, also after PostgreSQL's five runs before it plans a named statement for any values.
    for (let again = 0; again < 7; again++) expect((await rejection(asClient.account.privacy.requestErasure({ password: TEST_PASSWORD }))).code).toBe('CONFLICT');
    const asAdmin = await callerFor(env.services, admin);
    const list = await asAdmin.admin.erasure.list({});
    expect(list.items[0]).toMatchObject({ id: request.id, status: 'pending', fullName: 'Twijfel Klant' });
    await asAdmin.admin.erasure.decide({ requestId: request.id, approve: false, reason: 'Er staat nog een factuur open.' });
    expect(await asClient.account.privacy.erasureStatus()).toMatchObject({ status: 'declined', reason: 'Er staat nog een factuur open.' });
    const mail = (await mailsTo(env, client.email)).find((m) => m.subject === 'Je verzoek om je account te verwijderen');
    expect(mail?.text).toContain('Reden: Er staat nog een factuur open.');
    // Decided is decided: the same request cannot be approved afterwards.
    expect((await rejection(asAdmin.admin.erasure.decide({ requestId: request.id, approve: true, reason: 'Toch' }))).code).toBe('NOT_FOUND');
  });

  it('on approval leaves nothing of the person but the invoices with their copied details', async () => {
    const fullName = 'Vergeet Mij-Nietje';
    const client = await clientWithMandate(env, fullName);
    await env.services.db.updateTable('profiles').set({ companyName: 'Vergeetachtig BV', street: 'Geheugenlaan 7', city: 'Utrecht' }).where('id', '=', client.id).execute();
    const developer = await createTestUser(env.services, { role: 'developer', fullName: 'Ontwikkelaar Blijft' });
    const project = await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: developer.id });
    const asClient = await callerFor(env.services, client);
    await asClient.project.intake.save({ projectId: project.id, submit: false, ...intakeInput() });
    await asClient.project.messages.send({ projectId: project.id, message: 'Mijn geheime plannen' });
    const key = `${project.id}/bestand.txt`;
    await env.services.storage.put(key, Buffer.from('inhoud'), { contentType: 'text/plain' });
    await insertUploadWithinQuota(env.services.db, { projectId: project.id, fileName: 'plannen.txt', filePath: key, fileType: 'text/plain', fileSize: 6, uploadedBy: client.id }, 1e9);
    const asAdmin = await callerFor(env.services, admin);
    const invoice = await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Website-pakket', '30')] });
    const asDeveloper = await callerFor(env.services, developer);
    await asDeveloper.project.messages.send({ projectId: project.id, message: 'Antwoord' });

    const request = await asClient.account.privacy.requestErasure({ password: TEST_PASSWORD });
    await asAdmin.admin.erasure.decide({ requestId: request.id, approve: true, reason: 'Op verzoek van de klant.' });

    // The invoice stays, with its own billing copy; the log keeps kinds and times without the person.
    const kept = await env.services.db.selectFrom('invoices').selectAll().where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ userId: null, billingName: 'Vergeetachtig BV', billingEmail: client.email });
    const log = await asAdmin.admin.activity.list({ q: 'bericht verstuurd' });
    expect(log.items.find((item) => item.projectId === project.id && item.actorRole === 'client')).toMatchObject({ who: 'Verwijderde gebruiker', actorId: null });

    expect(await tablesHolding(client.id)).toEqual([]);
    // The billing copy, and the lowered copy of it that the invoice search reads; the mail that
    // told them went out and kept no address.
    await mailsTo(env, client.email);
    expect((await tablesHolding(client.email)).sort()).toEqual(['invoices.billing_email', 'invoices.search_text']);
    expect(await tablesHolding(fullName)).toEqual([]);
    expect((await tablesHolding('Vergeetachtig')).sort()).toEqual(['invoices.billing_name', 'invoices.search_text']);
    expect(await tablesHolding('Mijn geheime plannen')).toEqual([]);
    expect(await tablesHolding('Geheugenlaan')).toEqual(['invoices.billing_street']);
    // The one mail that went out after is the one that tells them; it keeps neither address nor text.
    expect((await mailsTo(env, client.email)).at(-1)?.subject).toBe('Je account is verwijderd');
    const outbox = await env.services.db.selectFrom('mailOutbox').select(['toAddress', 'bodyText', 'status']).where('subject', '=', 'Je account is verwijderd').execute();
    expect(outbox).toEqual([{ toAddress: '', bodyText: '', status: 'sent' }]);
    expect(await env.services.storage.exists(key)).toBe(false);

    // The person cannot sign in any more; the developer and their message stay.
    const anonymous = await callerFor(env.services);
    expect((await rejection(anonymous.auth.login({ email: client.email, password: TEST_PASSWORD }))).code).toBe('UNAUTHORIZED');
    expect(await env.services.db.selectFrom('users').select('id').where('id', '=', developer.id).executeTakeFirst()).toBeDefined();
  });

  it('leaves no address the person ever had, nor name, phone or network: only the invoices keep their billing copy', async () => {
    const fullName = 'Wies Wisselaar';
    const phone = '06 9876 5432';
    const oldAddress = `wies-oud-${Date.now()}@voorbeeld.nl`;
    const newAddress = `wies-nieuw-${Date.now()}@voorbeeld.nl`;
    const network = '198.51.100.0/24';
    const client = await createTestUser(env.services, { role: 'client', fullName, email: oldAddress });
    await env.services.db.updateTable('profiles').set({ phone, companyName: 'Wissel & Co', street: 'Ruilstraat 3', city: 'Gouda' }).where('id', '=', client.id).execute();
    const developer = await createTestUser(env.services, { role: 'developer', fullName: 'Ontwikkelaar Van Wies' });
    const project = await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: developer.id });
    const browser = await signIn(env.services, oldAddress, TEST_PASSWORD, { userAgent: 'Firefox', ipNetwork: network });
    const asClient = browser.caller();

    // A reset asked for the old address, then the change to the new one, confirmed.
    await (await callerFor(env.services)).auth.requestPasswordReset({ email: oldAddress });
    await asClient.account.email.requestChange({ newEmail: newAddress, currentPassword: TEST_PASSWORD });
    expect(await (await callerFor(env.services)).auth.confirmEmail({ token: await lastEmailToken(env, newAddress) })).toEqual({ outcome: 'changed' });
    // Sent messages (the developer is mailed, with their name), an upload, a data export.
    await asClient.project.messages.send({ projectId: project.id, message: `Bel me op ${phone}` });
    const key = `${project.id}/logo.png`;
    await env.services.storage.put(key, Buffer.from('png'), { contentType: 'image/png' });
    await insertUploadWithinQuota(env.services.db, { projectId: project.id, fileName: 'logo.png', filePath: key, fileType: 'image/png', fileSize: 3, uploadedBy: client.id }, 1e9);
    await asClient.account.privacy.requestDataExport();
    await env.services.tasks.settled();
    const built = await env.services.db.selectFrom('dataExports').select(['status', 'storageKey']).where('userId', '=', client.id).executeTakeFirstOrThrow();
    expect(built.status).toBe('ready');
    const asAdmin = await callerFor(env.services, admin);
    await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Webshop-pakket', '55')] });
    await mailsTo(env, developer.email);
    // A mail to the old address that never arrived, as the admins were told of it.
    await env.services.db.transaction().execute((trx) => announceMailFailed(trx, { id: crypto.randomUUID(), to: oldAddress, subject: 'Bevestig je nieuwe e-mailadres' }));
    for (const value of [oldAddress, newAddress, fullName, phone, network]) expect(await tablesHolding(value), value).not.toEqual([]);

    const request = await asClient.account.privacy.requestErasure({ password: TEST_PASSWORD });
    await asAdmin.admin.erasure.decide({ requestId: request.id, approve: true, reason: 'Op verzoek.' });
    expect((await mailsTo(env, newAddress)).at(-1)?.subject).toBe('Je account is verwijderd');

    expect(await tablesHolding(oldAddress)).toEqual([]);
    expect((await tablesHolding(newAddress)).sort()).toEqual(['invoices.billing_email', 'invoices.search_text']);
    expect(await tablesHolding(fullName)).toEqual([]);
    expect(await tablesHolding(phone)).toEqual([]);
    expect(await tablesHolding(client.id)).toEqual([]);
    expect(await tablesHolding(network)).toEqual([]);
    expect(await env.services.storage.exists(key)).toBe(false);
    expect(await env.services.storage.exists(built.storageKey!)).toBe(false);
  });

  it('clears the text of stored mail (no SMTP) after 30 days, as it does for sent mail', async () => {
    const { db } = env.services;
    const ago = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await db.insertInto('mailOutbox').values([
      { toAddress: 'bewaard@voorbeeld.nl', subject: 'Oud bewaard', bodyText: 'Oude inhoud', status: 'stored', createdAt: ago(31) },
      { toAddress: 'bewaard@voorbeeld.nl', subject: 'Nieuw bewaard', bodyText: 'Nieuwe inhoud', status: 'stored', createdAt: ago(2) },
    ]).execute();
    await runRetention(env.services);
    const mails = await db.selectFrom('mailOutbox').select(['subject', 'bodyText']).where('toAddress', '=', 'bewaard@voorbeeld.nl').orderBy('subject').execute();
    expect(mails).toEqual([
      { subject: 'Nieuw bewaard', bodyText: 'Nieuwe inhoud' },
      { subject: 'Oud bewaard', bodyText: '' },
    ]);
  });
});
