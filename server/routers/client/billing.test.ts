import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nl } from '@/src/text/nl';
import { paymentsText } from '@/src/text/nl/payments';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { controllablePayments, IBAN, OTHER_IBAN, rejection, shownMessage } from '@/server/testing/client-fixtures';

let env: TestEnv;
const payments = controllablePayments();

beforeAll(async () => {
  env = await createTestEnv({ payments: payments.provider });
  payments.bind(env.services.db);
});
afterAll(() => env.close());
beforeEach(() => payments.reset());

async function client() {
  const user = await createTestUser(env.services, { role: 'client', fullName: 'Els Jansen' });
  return { user, caller: await callerFor(env.services, user) };
}

function paymentRow(userId: string) {
  return env.services.db.selectFrom('paymentCustomers').selectAll().where('userId', '=', userId).executeTakeFirst();
}

describe('client.billing.mandate', () => {
  it('reads "not set up" without a record and the own mandate after set-up', async () => {
    const { caller } = await client();
    expect(await caller.client.billing.mandate()).toEqual({ status: null, ibanLast4: null, accountHolder: null });
    await caller.client.billing.setupMandate({ consumerName: 'E. Jansen', iban: IBAN });
    expect(await caller.client.billing.mandate()).toEqual({ status: 'valid', ibanLast4: '4300', accountHolder: 'E. Jansen' });
  });

  it("never shows another client's mandate", async () => {
    const owner = await client();
    await owner.caller.client.billing.setupMandate({ consumerName: 'E. Jansen', iban: IBAN });
    const other = await client();
    expect((await other.caller.client.billing.mandate()).status).toBeNull();
  });

  it('refuses a developer', async () => {
    const developer = await callerFor(env.services, await createTestUser(env.services, { role: 'developer' }));
    expect((await rejection(developer.client.billing.mandate())).code).toBe('FORBIDDEN');
  });
});

describe('client.billing.setupMandate', () => {
  it('creates the customer and mandate, storing only the last four IBAN characters', async () => {
    const { user, caller } = await client();
    const view = await caller.client.billing.setupMandate({ consumerName: ' E. Jansen ', iban: 'nl91 abna 0417 1643 00' });
    expect(view).toEqual({ status: 'valid', ibanLast4: '4300', accountHolder: 'E. Jansen' });
    expect(payments.control.calls).toEqual(['createCustomer', 'createMandate']);
    const row = await paymentRow(user.id);
    expect(row).toMatchObject({ mandateStatus: 'valid', ibanLast4: '4300', accountHolder: 'E. Jansen' });
    expect(row?.providerCustomerId).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(IBAN.slice(4, 14));
  });

  it('retries a pending mandate with the same provider customer', async () => {
    const { user, caller } = await client();
    payments.control.mandateStatus = 'pending';
    expect((await caller.client.billing.setupMandate({ consumerName: 'E. Jansen', iban: IBAN })).status).toBe('pending');
    const first = await paymentRow(user.id);
    payments.reset();
    const retried = await caller.client.billing.setupMandate({ consumerName: 'E. Jansen', iban: OTHER_IBAN });
    expect(retried).toEqual({ status: 'valid', ibanLast4: '4567', accountHolder: 'E. Jansen' });
    expect(payments.control.calls).toEqual(['createMandate']);
    const second = await paymentRow(user.id);
    expect(second?.providerCustomerId).toBe(first?.providerCustomerId);
    expect(second?.mandateId).not.toBe(first?.mandateId);
  });

  it('refuses a new mandate while one is active', async () => {
    const { caller } = await client();
    await caller.client.billing.setupMandate({ consumerName: 'E. Jansen', iban: IBAN });
    const error = await rejection(caller.client.billing.setupMandate({ consumerName: 'E. Jansen', iban: OTHER_IBAN }));
    expect(error.code).toBe('PRECONDITION_FAILED');
    expect(error.message).toBe(paymentsText.payments.mandateAlreadyActive);
    expect((await caller.client.billing.mandate()).ibanLast4).toBe('4300');
  });

  it('asks for all fields and refuses a wrong IBAN without calling the provider', async () => {
    const { user, caller } = await client();
    for (const input of [
      { consumerName: '  ', iban: IBAN },
      { consumerName: 'E. Jansen', iban: ' ' },
    ]) {
      expect(shownMessage(await rejection(caller.client.billing.setupMandate(input)))).toBe(nl.validation.allFieldsRequired);
    }
    const wrong = await rejection(caller.client.billing.setupMandate({ consumerName: 'E. Jansen', iban: 'NL91ABNA0417164301' }));
    expect(wrong.code).toBe('BAD_REQUEST');
    expect(shownMessage(wrong)).toBe(nl.validation.ibanInvalid);
    expect(payments.control.calls).toEqual([]);
    expect(await paymentRow(user.id)).toBeUndefined();
  });

  it.each([
    ['createCustomer', paymentsText.payments.customerFailed],
    ['createMandate', paymentsText.payments.mandateSetupFailed],
  ] as const)('stores nothing when %s fails and shows the Dutch message', async (operation, message) => {
    const { user, caller } = await client();
    payments.control.failOn.add(operation);
    const error = await rejection(caller.client.billing.setupMandate({ consumerName: 'E. Jansen', iban: IBAN }));
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(message);
    expect(await paymentRow(user.id)).toBeUndefined();
  });

  it('refuses a developer', async () => {
    const developer = await callerFor(env.services, await createTestUser(env.services, { role: 'developer' }));
    const error = await rejection(developer.client.billing.setupMandate({ consumerName: 'E. Jansen', iban: IBAN }));
    expect(error.code).toBe('FORBIDDEN');
  });
});

describe('client.billing.refreshMandate', () => {
  it('stores the status the provider reports now', async () => {
    const { user, caller } = await client();
    payments.control.mandateStatus = 'pending';
    await caller.client.billing.setupMandate({ consumerName: 'E. Jansen', iban: IBAN });
    payments.control.mandateStatus = 'valid';
    expect(await caller.client.billing.refreshMandate()).toEqual({ status: 'valid', ibanLast4: '4300', accountHolder: 'E. Jansen' });
    expect((await paymentRow(user.id))?.mandateStatus).toBe('valid');
  });

  it('answers "not set up" without asking the provider when there is no mandate', async () => {
    const { caller } = await client();
    expect((await caller.client.billing.refreshMandate()).status).toBeNull();
    expect(payments.control.calls).toEqual([]);
  });

  it('keeps the stored status when the provider fails', async () => {
    const { user, caller } = await client();
    payments.control.mandateStatus = 'pending';
    await caller.client.billing.setupMandate({ consumerName: 'E. Jansen', iban: IBAN });
    payments.control.failOn.add('getMandate');
    const error = await rejection(caller.client.billing.refreshMandate());
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(nl.generic.loadFailed);
    expect((await paymentRow(user.id))?.mandateStatus).toBe('pending');
  });

  it('refuses an admin', async () => {
    const admin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
    expect((await rejection(admin.client.billing.refreshMandate())).code).toBe('FORBIDDEN');
  });
});
