import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPersonalData } from '@/db/queries/data-export';
import { purgeActivityLog } from '@/db/queries/retention';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { createSentQuote, quoteDraft } from '@/server/testing/quote-fixtures';

// A quote is kept like an invoice: in the person's data export with its signature, and its log
// rows for the fiscal seven years while the rest of the log goes after two.

let env: TestEnv;
let admin: { id: string };
beforeAll(async () => {
  env = await createTestEnv();
  admin = await createTestUser(env.services, { role: 'admin' });
});
afterAll(() => env.close());

const DAY = 24 * 3600_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

describe('quote records', () => {
  it("are in the client's data export, with the lines and the signature", async () => {
    const client = await createTestUser(env.services, { role: 'client', fullName: 'Dirk Klant' });
    const { token, number } = await createSentQuote(env.services, admin.id, quoteDraft({ recipient: { kind: 'client', clientId: client.id } }));
    await (await callerFor(env.services)).quote.accept({ token, fullName: 'Dirk Klant', agree: true });
    const data = await collectPersonalData(env.services.db, client.id);
    expect(data.quotes).toHaveLength(1);
    expect(data.quotes[0]).toMatchObject({
      quoteNumber: number,
      status: 'geaccepteerd',
      lines: [expect.objectContaining({ kind: 'package' }), expect.objectContaining({ description: 'Logo-ontwerp' })],
      signature: { fullName: 'Dirk Klant', agreed: true, pdfSha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    // Another person's export holds none of it.
    const other = await createTestUser(env.services, { role: 'client' });
    expect((await collectPersonalData(env.services.db, other.id)).quotes).toEqual([]);
  });

  it("keep their log rows for seven years while other rows go after two", async () => {
    const quoteId = crypto.randomUUID();
    const db = env.services.db;
    await db.insertInto('activityLog').values([
      { kind: 'quote_sent', subjectId: quoteId, createdAt: ago(731) },
      { kind: 'quote_accepted', subjectId: quoteId, createdAt: ago(2558) },
      { kind: 'project_created', subjectId: quoteId, createdAt: ago(731) },
    ]).execute();
    await db.transaction().execute((trx) => purgeActivityLog(trx));
    const left = await db.selectFrom('activityLog').select('kind').where('subjectId', '=', quoteId).execute();
    expect(left.map((row) => row.kind)).toEqual(['quote_sent']);
    await expect(db.deleteFrom('activityLog').where('subjectId', '=', quoteId).execute()).rejects.toThrow(/never deleted/);
  });
});
