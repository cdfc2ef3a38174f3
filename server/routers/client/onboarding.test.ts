import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nl } from '@/src/text/nl';
import { paymentsText } from '@/src/text/nl/payments';
import { projectText } from '@/src/text/nl/project';
import { DEFAULT_TIMELINE } from '@/src/domain/timeline-template';
import { isProfileComplete } from '@/src/domain/profile';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { clientWithMandate } from '@/server/testing/money-fixtures';
import { companyDetails, detailsWithMandate, controllablePayments, IBAN, OTHER_IBAN, rejection, shownMessage } from '@/server/testing/client-fixtures';

let env: TestEnv;
const payments = controllablePayments();

beforeAll(async () => {
  env = await createTestEnv({ payments: payments.provider });
  payments.bind(env.services.db);
});
afterAll(() => env.close());
beforeEach(() => payments.reset());

/** A freshly registered user: a profile with only a name, no role. */
async function newcomer() {
  const user = await createTestUser(env.services, { role: null, fullName: 'Jan de Vries' });
  return { user, caller: await callerFor(env.services, user) };
}

async function storedState(userId: string) {
  const db = env.services.db;
  const [projects, payment, role, profile] = await Promise.all([
    db.selectFrom('projects').selectAll().where('clientId', '=', userId).execute(),
    db.selectFrom('paymentCustomers').selectAll().where('userId', '=', userId).executeTakeFirst(),
    db.selectFrom('userRoles').select('role').where('userId', '=', userId).executeTakeFirst(),
    db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return { projects, payment, role: role?.role ?? null, profile };
}

describe('client.onboarding.complete', () => {
  it('leaves a newcomer with step 2 to fill in: no company details, no project', async () => {
    const { caller } = await newcomer();
    const me = await caller.auth.me();
    expect(isProfileComplete(me?.profile)).toBe(false);
    expect(me?.hasProject).toBe(false);
  });

  it('refuses admins and developers', async () => {
    for (const role of ['admin', 'developer'] as const) {
      const caller = await callerFor(env.services, await createTestUser(env.services, { role }));
      expect((await rejection(caller.client.onboarding.complete({ packageType: 'website', ...detailsWithMandate() }))).code).toBe(
        'FORBIDDEN',
      );
    }
  });

  it('creates the project, timeline, client role, profile and mandate in one go', async () => {
    const { user, caller } = await newcomer();
    const result = await caller.client.onboarding.complete({ packageType: 'website', ...detailsWithMandate() });
    expect(result.mandateStatus).toBe('valid');

    const state = await storedState(user.id);
    expect(state.role).toBe('client');
    expect(state.projects).toHaveLength(1);
    expect(state.projects[0]).toMatchObject({ id: result.projectId, packageType: 'website', monthlyPrice: '30.00', status: 'pending' });
    expect(state.profile).toMatchObject({
      companyName: 'Bakkerij de Vries',
      phone: '06 12345678',
      street: 'Dorpsstraat 1', postcode: '1234 AB', city: 'Ergens',
      kvkNumber: null,
      btwNumber: null,
      fullName: 'Jan de Vries',
    });
    const steps = await env.services.db
      .selectFrom('projectTimeline')
      .select(['stepNumber', 'stepName', 'status', 'expectedDate'])
      .where('projectId', '=', result.projectId)
      .orderBy('stepNumber')
      .execute();
    expect(steps.map((step) => step.stepName)).toEqual(DEFAULT_TIMELINE.map((step) => step.stepName));
    expect(steps.every((step) => step.status === 'pending' && step.expectedDate)).toBe(true);

    expect(state.payment).toMatchObject({ mandateStatus: 'valid', ibanLast4: '4300', accountHolder: 'J. de Vries' });
    expect(JSON.stringify(state.payment)).not.toContain(IBAN.slice(4, 14));
    const me = await caller.auth.me();
    expect(isProfileComplete(me?.profile)).toBe(true);
    expect(me?.hasProject).toBe(true);
  });

  it('writes the webshop price from the package and keeps filled-in KvK and BTW numbers', async () => {
    const { user, caller } = await newcomer();
    await caller.client.onboarding.complete({
      packageType: 'webshop',
      ...detailsWithMandate({ kvkNumber: '12345678', btwNumber: 'NL123456789B01' }),
    });
    const state = await storedState(user.id);
    expect(state.projects[0]?.monthlyPrice).toBe('55.00');
    expect(state.profile).toMatchObject({ kvkNumber: '12345678', btwNumber: 'NL123456789B01' });
  });

  it('skips step 2 for a complete profile: only the package is needed', async () => {
    const { user, caller } = await newcomer();
    await env.services.db
      .updateTable('profiles')
      .set({ companyName: 'Kapsalon Knip', phone: '020 1234567', street: 'Kerkstraat 2', postcode: '1017 GC', city: 'Amsterdam' })
      .where('id', '=', user.id)
      .execute();
    expect(isProfileComplete((await caller.auth.me())?.profile)).toBe(true);
    const result = await caller.client.onboarding.complete({ packageType: 'webshop' });
    expect(result.mandateStatus).toBeNull();
    const state = await storedState(user.id);
    expect(state.projects).toHaveLength(1);
    expect(state.profile.companyName).toBe('Kapsalon Knip');
    expect(state.payment).toBeUndefined();
    expect(payments.control.calls).toEqual([]);
  });

  it('gives a client with a project a second one only with intent new, without touching the valid mandate', async () => {
    const { user, caller } = await newcomer();
    await caller.client.onboarding.complete({ packageType: 'website', ...detailsWithMandate() });
    const first = await storedState(user.id);
    payments.reset();
    const client = await callerFor(env.services, user);

    const again = await rejection(client.client.onboarding.complete({ packageType: 'webshop' }));
    expect(again).toMatchObject({ code: 'CONFLICT', message: projectText.project.alreadyOnboarded });
    const replacing = await rejection(
      client.client.onboarding.complete({ packageType: 'webshop', intent: 'new', ...detailsWithMandate({ iban: OTHER_IBAN }) }),
    );
    expect(replacing).toMatchObject({ code: 'CONFLICT', message: paymentsText.payments.mandateAlreadyActive });
    expect(payments.control.calls).toEqual([]);
    expect((await storedState(user.id)).projects).toHaveLength(1);

    const second = await client.client.onboarding.complete({ packageType: 'webshop', intent: 'new' });
    expect(second.mandateStatus).toBe('valid');
    expect(payments.control.calls).toEqual([]);
    const state = await storedState(user.id);
    expect(state.projects.map((project) => project.packageType).sort()).toEqual(['webshop', 'website']);
    expect(state.payment).toEqual(first.payment);
  });

  it('lets a client with an active mandate and no company name start a second project: step 2 is the company details alone', async () => {
    // The admin made their first project and they set up the mandate on /invoices; the profile has a name only.
    const user = await clientWithMandate(env, 'Sanne Zonder Bedrijf');
    await createTestProject(env.services, { clientId: user.id, packageType: 'website' });
    const client = await callerFor(env.services, user);
    expect(await client.client.onboarding.status()).toEqual({ mandateActive: true, quoteProject: null });
    const mandateBefore = (await storedState(user.id)).payment;

    // The package alone is not enough: the company details are missing.
    const bare = await rejection(client.client.onboarding.complete({ packageType: 'webshop', intent: 'new' }));
    expect([bare.code, bare.message]).toEqual(['BAD_REQUEST', nl.validation.onboardingRequired]);
    // A new mandate is never asked for nor taken.
    const withMandate = await rejection(client.client.onboarding.complete({ packageType: 'webshop', intent: 'new', ...detailsWithMandate() }));
    expect([withMandate.code, withMandate.message]).toEqual(['CONFLICT', paymentsText.payments.mandateAlreadyActive]);

    const second = await client.client.onboarding.complete({ packageType: 'webshop', intent: 'new', details: companyDetails({ companyName: 'Sanne Fietsen', kvkNumber: '12345678' }) });
    expect(second.mandateStatus).toBe('valid');
    expect(payments.control.calls).toEqual([]);
    const state = await storedState(user.id);
    expect(state.projects.map((project) => project.packageType).sort()).toEqual(['webshop', 'website']);
    expect(state.profile).toMatchObject({ companyName: 'Sanne Fietsen', kvkNumber: '12345678', street: 'Dorpsstraat 1', postcode: '1234 AB', city: 'Ergens', country: 'NL' });
    expect(state.payment).toEqual(mandateBefore);
    expect(isProfileComplete((await client.auth.me())?.profile)).toBe(true);
  });

  it('asks a client without an active mandate for one beside the company details', async () => {
    const { user, caller } = await newcomer();
    expect(await caller.client.onboarding.status()).toEqual({ mandateActive: false, quoteProject: null });
    const error = await rejection(caller.client.onboarding.complete({ packageType: 'website', details: companyDetails() }));
    expect([error.code, error.message]).toEqual(['BAD_REQUEST', nl.validation.onboardingRequired]);
    expect((await storedState(user.id)).projects).toHaveLength(0);
  });

  it('refuses a Dutch address without a real post code on its field', async () => {
    const { user, caller } = await newcomer();
    const error = await rejection(caller.client.onboarding.complete({ packageType: 'website', ...detailsWithMandate({ postcode: '123' }) }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(shownMessage(error)).toBe('Vul een postcode in als 1234 AB');
    expect((await storedState(user.id)).projects).toHaveLength(0);
  });

  it('makes one project when a first onboarding is sent twice at once', async () => {
    const { user, caller } = await newcomer();
    const answers = await Promise.allSettled([
      caller.client.onboarding.complete({ packageType: 'website', ...detailsWithMandate() }),
      caller.client.onboarding.complete({ packageType: 'website', ...detailsWithMandate() }),
    ]);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    expect((await storedState(user.id)).projects).toHaveLength(1);
  });

  it('asks for step 2 when the profile is incomplete, and stores nothing', async () => {
    const { user, caller } = await newcomer();
    const error = await rejection(caller.client.onboarding.complete({ packageType: 'website' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(nl.validation.onboardingRequired);
    const state = await storedState(user.id);
    expect(state.projects).toHaveLength(0);
    expect(state.role).toBeNull();
  });

  it('refuses blank required fields and unaccepted terms with the spec message', async () => {
    const { user, caller } = await newcomer();
    for (const details of [companyDetails({ companyName: '  ' }), companyDetails({ acceptedTerms: false as true })]) {
      const error = await rejection(caller.client.onboarding.complete({ packageType: 'website', details }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(shownMessage(error)).toBe(nl.validation.onboardingRequired);
    }
    expect((await storedState(user.id)).projects).toHaveLength(0);
  });

  it('refuses a missing package with "Selecteer een pakket"', async () => {
    const { caller } = await newcomer();
    const error = await rejection(caller.client.onboarding.complete({ ...detailsWithMandate() } as never));
    expect(shownMessage(error)).toBe(nl.validation.packageRequired);
  });

  it('refuses a wrong IBAN with "Ongeldig IBAN" and stores nothing', async () => {
    const { user, caller } = await newcomer();
    const error = await rejection(
      caller.client.onboarding.complete({ packageType: 'website', ...detailsWithMandate({ iban: 'NL91ABNA0417164301' }) }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(shownMessage(error)).toBe(nl.validation.ibanInvalid);
    const state = await storedState(user.id);
    expect(state).toMatchObject({ projects: [], payment: undefined, role: null });
    expect(state.profile.companyName).toBeNull();
    expect(payments.control.calls).toEqual([]);
  });

  it.each([
    ['createCustomer', paymentsText.payments.customerFailed],
    ['createMandate', paymentsText.payments.mandateFailed],
  ] as const)('leaves no project, payment row or profile change when %s fails', async (operation, message) => {
    const { user, caller } = await newcomer();
    payments.control.failOn.add(operation);
    const error = await rejection(caller.client.onboarding.complete({ packageType: 'website', ...detailsWithMandate() }));
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(message);
    const state = await storedState(user.id);
    expect(state).toMatchObject({ projects: [], payment: undefined, role: null });
    expect(state.profile.companyName).toBeNull();
  });

  it('refuses admins and developers, who never become clients this way', async () => {
    for (const role of ['admin', 'developer'] as const) {
      const user = await createTestUser(env.services, { role });
      const caller = await callerFor(env.services, user);
      const error = await rejection(caller.client.onboarding.complete({ packageType: 'website', ...detailsWithMandate() }));
      expect(error.code).toBe('FORBIDDEN');
      expect((await storedState(user.id)).projects).toHaveLength(0);
    }
  });
});
