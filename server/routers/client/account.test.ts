import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nl } from '@/src/text/nl';
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
    .set({ companyName: 'Jansen Bloemen', phone: '06 11111111', address: 'Markt 3', kvkNumber: '12345678' })
    .where('id', '=', user.id)
    .execute();
  return { user, caller: await callerFor(env.services, user) };
}

describe('client.account.get', () => {
  it('shows the own profile with email', async () => {
    const { user, caller } = await client();
    expect(await caller.client.account.get()).toEqual({
      fullName: 'Els Jansen',
      email: user.email,
      companyName: 'Jansen Bloemen',
      phone: '06 11111111',
      address: 'Markt 3',
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
  it('updates name, phone and address, trimmed, and answers the new profile', async () => {
    const { user, caller } = await client();
    const updated = await caller.client.account.update({ fullName: ' Els de Jong ', phone: '06 22222222', address: 'Plein 9' });
    expect(updated).toMatchObject({ fullName: 'Els de Jong', phone: '06 22222222', address: 'Plein 9', email: user.email });
    expect(await caller.client.account.get()).toEqual(updated);
  });

  it('never changes the email address, whatever is sent', async () => {
    const { user, caller } = await client();
    const input = { fullName: 'Els Jansen', phone: '06 11111111', address: 'Markt 3', email: 'nieuw@voorbeeld.nl' };
    await caller.client.account.update(input);
    const stored = await env.services.db.selectFrom('profiles').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.email).toBe(user.email);
  });

  it('refuses blank required fields with the Dutch message and keeps the old data', async () => {
    const { caller } = await client();
    const error = await rejection(caller.client.account.update({ fullName: 'Els Jansen', phone: ' ', address: 'Markt 3' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(shownMessage(error)).toBe(nl.validation.requiredFields);
    expect((await caller.client.account.get()).phone).toBe('06 11111111');
  });

  it("touches only the caller's own profile", async () => {
    const other = await client();
    const { caller } = await client();
    await caller.client.account.update({ fullName: 'Iemand Anders', phone: '06 33333333', address: 'Laan 1' });
    expect((await other.caller.client.account.get()).fullName).toBe('Els Jansen');
  });

  it('refuses an admin', async () => {
    const admin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
    const error = await rejection(admin.client.account.update({ fullName: 'A', phone: '1', address: 'B' }));
    expect(error.code).toBe('FORBIDDEN');
  });
});
