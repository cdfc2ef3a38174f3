import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { callerFor, createTestEnv, createTestProject, createTestUser, TEST_PASSWORD, type TestEnv } from '@/server/testing/harness';
import { intakeInput, rejection } from '@/server/testing/client-fixtures';
import { clientWithMandate } from '@/server/testing/money-fixtures';
import { insertUploadWithinQuota } from '@/db/queries/content-uploads';
import { mailsTo } from '@/server/testing/account-fixtures';

// Erasure (AVG article 17): the client asks with their password, an admin decides with a reason and
// the client is mailed either way. On approval nothing of the person is left in any table or in
// storage, except the invoices' own billing copy (fiscal retention) and the mail telling them.

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
    await env.services.db.updateTable('profiles').set({ companyName: 'Vergeetachtig BV', address: 'Geheugenlaan 7, Utrecht' }).where('id', '=', client.id).execute();
    const developer = await createTestUser(env.services, { role: 'developer', fullName: 'Ontwikkelaar Blijft' });
    const project = await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: developer.id });
    const asClient = await callerFor(env.services, client);
    await asClient.project.intake.save({ projectId: project.id, submit: false, ...intakeInput() });
    await asClient.project.messages.send({ projectId: project.id, message: 'Mijn geheime plannen' });
    const key = `${project.id}/bestand.txt`;
    await env.services.storage.put(key, Buffer.from('inhoud'), { contentType: 'text/plain' });
    await insertUploadWithinQuota(env.services.db, { projectId: project.id, fileName: 'plannen.txt', filePath: key, fileType: 'text/plain', fileSize: 6, uploadedBy: client.id }, 1e9);
    const asAdmin = await callerFor(env.services, admin);
    const invoice = await asAdmin.admin.invoices.create({ userId: client.id, amount: '30', description: 'Website-pakket' });
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
    // The billing copy, and the lowered copy of it that the invoice search reads.
    expect((await tablesHolding(client.email)).sort()).toEqual(['invoices.billing_email', 'invoices.search_text', 'mail_outbox.to_address']);
    expect(await tablesHolding(fullName)).toEqual([]);
    expect((await tablesHolding('Vergeetachtig')).sort()).toEqual(['invoices.billing_name', 'invoices.search_text']);
    expect(await tablesHolding('Mijn geheime plannen')).toEqual([]);
    expect(await tablesHolding('Geheugenlaan')).toEqual(['invoices.billing_address']);
    // The one mail left for the address is the one that tells them.
    const outbox = await env.services.db.selectFrom('mailOutbox').select('subject').where('toAddress', '=', client.email).execute();
    expect(outbox).toEqual([{ subject: 'Je account is verwijderd' }]);
    expect(await env.services.storage.exists(key)).toBe(false);

    // The person cannot sign in any more; the developer and their message stay.
    const anonymous = await callerFor(env.services);
    expect((await rejection(anonymous.auth.login({ email: client.email, password: TEST_PASSWORD }))).code).toBe('UNAUTHORIZED');
    expect(await env.services.db.selectFrom('users').select('id').where('id', '=', developer.id).executeTakeFirst()).toBeDefined();
  });
});
