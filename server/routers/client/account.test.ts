import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nl } from '@/src/text/nl';
import { billingText } from '@/src/text/nl/billing';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { rejection, shownMessage } from '@/server/testing/client-fixtures';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

async function client() {
  const user = await createTestUser(env.services, { role: 'client', fullName: 'Els Jansen' });
  await env.services.db
    .updateTable('profiles')
    .set({ companyName: 'Jansen Bloemen', phone: '06 11111111', street: 'Markt 3', postcode: '3511 AB', city: 'Utrecht', kvkNumber: '12345678' })
    .where('id', '=', user.id)
    .execute();
  return { user, caller: await callerFor(env.services, user) };
}

/** The form as /account sends it. */
const form = (overrides: Record<string, string | null> = {}) => ({
  fullName: 'Els Jansen',
  phone: '06 11111111',
  companyName: 'Jansen Bloemen',
  kvkNumber: '12345678',
  btwNumber: '',
  street: 'Markt 3',
  postcode: '3511 AB',
  city: 'Utrecht',
  country: 'NL' as const,
  ...overrides,
});

describe('client.account.get', () => {
  it('shows the own profile with email and the address in parts', async () => {
    const { user, caller } = await client();
    expect(await caller.client.account.get()).toEqual({
      fullName: 'Els Jansen',
      email: user.email,
      companyName: 'Jansen Bloemen',
      phone: '06 11111111',
      street: 'Markt 3',
      postcode: '3511 AB',
      city: 'Utrecht',
      country: 'NL',
      kvkNumber: '12345678',
      btwNumber: null,
    });
  });

  it('refuses a developer', async () => {
    const developer = await callerFor(env.services, await createTestUser(env.services, { role: 'developer' }));
    expect((await rejection(developer.client.account.get())).code).toBe('FORBIDDEN');
  });
});

describe('client.account.update', () => {
  it('updates name, phone, company, KvK, VAT number and address, trimmed and written as kept', async () => {
    const { user, caller } = await client();
    const updated = await caller.client.account.update(
      form({ fullName: ' Els de Jong ', phone: '06 22222222', companyName: ' De Jong Bloemen ', kvkNumber: '8765 4321', btwNumber: 'nl 1234.56.789.b01', street: 'Plein 9', postcode: '1234ab', city: 'Gouda' }),
    );
    expect(updated).toEqual({
      fullName: 'Els de Jong',
      email: user.email,
      phone: '06 22222222',
      companyName: 'De Jong Bloemen',
      kvkNumber: '87654321',
      btwNumber: 'NL123456789B01',
      street: 'Plein 9',
      postcode: '1234 AB',
      city: 'Gouda',
      country: 'NL',
    });
    expect(await caller.client.account.get()).toEqual(updated);
  });

  it('lets the company name and numbers be cleared, and takes an address abroad with its own post code', async () => {
    const { caller } = await client();
    const updated = await caller.client.account.update(form({ companyName: ' ', kvkNumber: '', street: 'Grote Markt 1', postcode: '1000', city: 'Brussel', country: 'BE' }));
    expect(updated).toMatchObject({ companyName: null, kvkNumber: null, postcode: '1000', country: 'BE' });
  });

  it('checks a Dutch post code, a KvK number and a VAT number, each on its field', async () => {
    const { caller } = await client();
    for (const [field, value, message] of [
      ['postcode', '1234', billingText.billing.postcodeInvalid],
      ['kvkNumber', '1234', billingText.billing.kvkInvalid],
      ['btwNumber', '123456789B01', billingText.billing.btwInvalid],
    ] as const) {
      const error = await rejection(caller.client.account.update(form({ [field]: value })));
      expect(error.code).toBe('BAD_REQUEST');
      expect(shownMessage(error)).toBe(message);
    }
    expect((await caller.client.account.get()).kvkNumber).toBe('12345678');
  });

  it('never changes the email address, whatever is sent', async () => {
    const { user, caller } = await client();
    await caller.client.account.update({ ...form(), email: 'nieuw@voorbeeld.nl' } as never);
    const stored = await env.services.db.selectFrom('profiles').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.email).toBe(user.email);
  });

  it('refuses blank required fields with the Dutch message and keeps the old data', async () => {
    const { caller } = await client();
    for (const field of ['phone', 'street', 'city']) {
      const error = await rejection(caller.client.account.update(form({ [field]: ' ' })));
      expect(error.code).toBe('BAD_REQUEST');
      expect(shownMessage(error)).toBe(nl.validation.requiredFields);
    }
    expect((await caller.client.account.get()).phone).toBe('06 11111111');
  });

  it("touches only the caller's own profile", async () => {
    const other = await client();
    const { caller } = await client();
    await caller.client.account.update(form({ fullName: 'Iemand Anders' }));
    expect((await other.caller.client.account.get()).fullName).toBe('Els Jansen');
  });

  it('refuses an admin', async () => {
    const admin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
    const error = await rejection(admin.client.account.update(form()));
    expect(error.code).toBe('FORBIDDEN');
  });
});
