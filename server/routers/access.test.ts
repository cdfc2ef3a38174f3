import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { appRouter } from './index';
import { atProcedurePath } from '@/src/procedure-path';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '@/server/testing/harness';
import { ACTORS, createAccessWorld, type ActorName, type World } from '@/server/testing/access-world';
import { IBAN, intakeInput } from '@/server/testing/client-fixtures';
import { createMoneyWorld, type MoneyWorld } from '@/server/testing/money-world';
import { pinOnOrderButton } from '@/server/testing/upload-fixtures';
import { quoteDraft } from '@/server/testing/quote-fixtures';

/**
 * Each procedure's exact outcome per actor on client A's records: `ok`, or the refusal's HTTP status (401, 403, 404, 400, 412).
 * A new procedure must be added here, with an input that reaches client A's project where it takes one.
 */
type Input = (world: World, actor: ActorName) => unknown;
const onProjectA: Input = (w) => ({ projectId: w.projectA.id });
let money: MoneyWorld;
const withProjectA = (extra: (w: World, actor: ActorName) => Promise<object> | object): Input => async (w, actor) => ({
  projectId: w.projectA.id,
  ...(await extra(w, actor)),
});

//                                                    anon  cliA  cliB  devX  devA  admin
const ACCESS: Record<string, [outcomes: string, input?: Input]> = {
  'auth.me':                                         ['ok   ok    ok    ok    ok    ok'],
  'auth.register':                                   ['ok   ok    ok    ok    ok    ok', (w) => ({ fullName: 'Nieuw', email: w.uniqueEmail(), password: 'zonnebloem42' })],
  'auth.login':                                      ['ok   ok    ok    ok    ok    ok', (w) => ({ email: w.users.clientA.email, password: TEST_PASSWORD })],
  'auth.logout':                                     ['401  ok    ok    ok    ok    ok'],
  'auth.requestPasswordReset':                       ['ok   ok    ok    ok    ok    ok', () => ({ email: `reset-${crypto.randomUUID()}@test.nl` })],
  'auth.resetPassword':                              ['ok   ok    ok    ok    ok    ok', async (w) => ({ token: await w.resetToken(), password: 'nieuw-wachtwoord' })],
  'auth.confirmEmail':                               ['ok   ok    ok    ok    ok    ok', async (w) => ({ token: await w.verificationToken() })],
  // Every session of the table has done its second step: there is no code left to give.
  'auth.verifyTwoFactor':                            ['401  400   400   400   400   400', () => ({ code: '123456' })],
  // An invitation's link works for whoever holds it, once; it signs that browser in as the invitee.
  'auth.invitation':                                 ['ok   ok    ok    ok    ok    ok', async (w) => ({ token: (await w.invitation()).token })],
  'auth.acceptInvitation':                           ['ok   ok    ok    ok    ok    ok', async (w) => ({ token: (await w.invitation()).token, password: 'zonnebloem42' })],
  'site.terms':                                      ['ok   ok    ok    ok    ok    ok'],
  'site.devMailbox':                                 ['ok   ok    ok    ok    ok    ok'],

  // The caller's own account, whatever the role; the actors' addresses are verified already.
  'account.overview':                                ['401  ok    ok    ok    ok    ok'],
  'account.email.resendVerification':                ['401  400   400   400   400   400'],
  'account.email.requestChange':                     ['401  ok    ok    ok    ok    ok', async (w, actor) => {
    if (actor !== 'anonymous') await w.setPassword(actor, 'tijdelijk-wachtwoord-8');
    return { newEmail: w.uniqueEmail(), currentPassword: 'tijdelijk-wachtwoord-8' };
  }],
  'account.password.change':                         ['401  ok    ok    ok    ok    ok', async (w, actor) => {
    if (actor !== 'anonymous') await w.setPassword(actor, 'tijdelijk-wachtwoord-7');
    return { currentPassword: 'tijdelijk-wachtwoord-7', newPassword: TEST_PASSWORD };
  }],
  'account.sessions.list':                           ['401  ok    ok    ok    ok    ok'],
  'account.sessions.revoke':                         ['401  ok    ok    ok    ok    ok', async (w, actor) => ({ sessionId: await w.otherSessionOf(actor) })],
  'account.sessions.revokeOthers':                   ['401  ok    ok    ok    ok    ok'],
  'account.twoFactor.setup':                         ['401  ok    ok    ok    ok    ok', async (w, actor) => (await w.twoFactorOff(actor), undefined)],
  'account.twoFactor.enable':                        ['401  ok    ok    ok    ok    ok', async (w, actor) => ({ code: await w.pendingTwoFactorCode(actor), password: TEST_PASSWORD })],
  'account.twoFactor.disable':                       ['401  ok    ok    ok    ok    ok', async (w, actor) => (await w.twoFactorOn(actor), { password: TEST_PASSWORD })],
  'account.twoFactor.newRecoveryCodes':              ['401  ok    ok    ok    ok    ok', async (w, actor) => (await w.twoFactorOn(actor), { password: TEST_PASSWORD })],
  'admin.users.resetTwoFactor':                      ['401  403   403   403   403   ok', async (w) => ({ userId: await w.spareUser() })],

  'client.onboarding.status':                        ['401  ok    ok    403   403   403'],
  'client.onboarding.complete':                      ['401  ok    ok    403   403   403', () => ({ packageType: 'website', intent: 'new' })],
  'client.dashboard.get':                            ['401  ok    ok    403   403   403'],
  'client.account.get':                              ['401  ok    ok    403   403   403'],
  'client.account.update':                           ['401  ok    ok    403   403   403', () => ({ fullName: 'Nieuwe Naam', phone: '0612345678', street: 'Laan 2', postcode: '3512 AB', city: 'Utrecht', country: 'NL' })],
  'client.billing.mandate':                          ['401  ok    ok    403   403   403'],
  'client.billing.setupMandate':                     ['401  ok    ok    403   403   403', () => ({ consumerName: 'A. Klant', iban: IBAN })],
  'client.billing.refreshMandate':                   ['401  ok    ok    403   403   403'],

  'project.intake.get':                              ['401  ok    404   404   ok    ok', onProjectA],
  'project.intake.save':                             ['401  ok    404   403   403   403', withProjectA(() => ({ submit: false, ...intakeInput() }))],
  'project.timeline.get':                            ['401  ok    404   404   ok    ok', onProjectA],
  'project.timeline.approve':                        ['401  ok    404   403   403   403', withProjectA(async (w) => ({ stepId: await w.readyStep() }))],
  'project.timeline.requestChanges':                 ['401  ok    404   403   403   403', withProjectA(async (w) => ({ stepId: await w.readyStep(), feedback: 'Logo groter' }))],
  'project.timeline.completeContentStep':            ['401  ok    404   403   403   403', withProjectA(async (w) => ({ stepId: await w.pendingContentStep() }))],
  'project.messages.list':                           ['401  ok    404   404   ok    ok', onProjectA],
  'project.messages.send':                           ['401  ok    404   404   ok    ok', withProjectA(() => ({ message: 'Hallo' }))],
  'project.uploads.list':                            ['401  ok    404   404   ok    ok', onProjectA],
  'project.uploads.delete':                          ['401  ok    404   404   ok    ok', withProjectA(async (w, actor) => ({ uploadId: await w.upload(actor) }))],

  // Review on the preview: the client places and reopens pins, the agency resolves them, both reply.
  'project.review.get':                              ['401  ok    404   404   ok    ok', onProjectA],
  'project.review.placePin':                         ['401  ok    404   403   403   403', withProjectA(async (w) => ({ stepId: await w.readyStep(), comment: 'Knop groter', where: pinOnOrderButton() }))],
  'project.review.reply':                            ['401  ok    404   404   ok    ok', withProjectA(async (w) => ({ pinId: await w.pin(), body: 'Klopt' }))],
  'project.review.resolvePin':                       ['401  403   403   404   ok    ok', withProjectA(async (w) => ({ pinId: await w.pin() }))],
  'project.review.reopenPin':                        ['401  ok    404   403   403   403', withProjectA(async (w) => ({ pinId: await w.pin('resolved') }))],

  'project.timeline.markReady':                      ['401  403   403   404   ok    403', withProjectA(async (w) => ({ stepId: await w.pendingStep(), developerNotes: 'Klaar' }))],
  'project.timeline.reschedule':                     ['401  403   403   404   ok    ok', withProjectA(async (w) => ({ stepId: await w.stepOf(5), expectedDate: '2026-12-15' }))],
  'project.detail.get':                              ['401  403   403   404   ok    ok', onProjectA],
  'project.detail.setBuildLink':                     ['401  403   403   404   ok    ok', withProjectA(() => ({ buildLink: 'https://preview.example.nl' }))],
  'project.checklist.list':                          ['401  403   403   404   ok    ok', onProjectA],
  'project.modules.list':                            ['401  403   403   404   ok    ok', onProjectA],
  'project.checklist.add':                           ['401  403   403   404   ok    ok', withProjectA(() => ({ title: 'Teksten controleren' }))],
  'project.checklist.setDone':                       ['401  403   403   404   ok    ok', withProjectA(async (w) => ({ itemId: await w.checklistItem(), isCompleted: true }))],
  'project.checklist.delete':                        ['401  403   403   403   403   ok', withProjectA(async (w) => ({ itemId: await w.checklistItem() }))],

  'developer.projects.list':                         ['401  403   403   ok    ok    403', () => ({})],
  'developer.agenda.get':                            ['401  403   403   ok    ok    403', () => ({})],
  'developer.dashboard.waiting':                     ['401  403   403   ok    ok    403'],
  'developer.dashboard.week':                        ['401  403   403   ok    ok    403'],
  'developer.dashboard.visited':                     ['401  403   403   ok    ok    403'],

  'admin.stats.get':                                 ['401  403   403   403   403   ok'],
  'admin.insight.figures':                           ['401  403   403   403   403   ok'],
  'admin.insight.attention':                         ['401  403   403   403   403   ok'],
  'admin.insight.remind':                            ['401  403   403   403   403   ok', async (w) => ({ stepId: await w.readyStep() })],
  'admin.users.list':                                ['401  403   403   403   403   ok', () => ({ q: 'klant' })],
  'admin.users.setRole':                             ['401  403   403   403   403   ok', async (w) => ({ userId: await w.spareUser(), role: 'developer' })],
  'admin.users.delete':                              ['401  403   403   403   403   ok', async (w) => ({ userId: await w.spareUser() })],
  'admin.invitations.list':                          ['401  403   403   403   403   ok'],
  'admin.invitations.create':                        ['401  403   403   403   403   ok', (w) => ({ fullName: 'Nieuwe Developer', email: w.uniqueEmail(), role: 'developer' })],
  'admin.invitations.resend':                        ['401  403   403   403   403   ok', async (w) => ({ invitationId: (await w.invitation()).id })],
  'admin.invitations.withdraw':                      ['401  403   403   403   403   ok', async (w) => ({ invitationId: (await w.invitation()).id })],
  'admin.projects.list':                             ['401  403   403   403   403   ok', () => ({})],
  'admin.projects.create':                           ['401  403   403   403   403   ok', (w) => ({ clientId: w.users.clientB.id, packageType: 'webshop' })],
  'admin.projects.assignDeveloper':                  ['401  403   403   403   403   ok', withProjectA((w) => ({ developerId: w.users.assignedDeveloper.id }))],
  'admin.projects.setStatus':                        ['401  403   403   403   403   ok', withProjectA(() => ({ status: 'in_progress' }))],
  'admin.projects.delete':                           ['401  403   403   403   403   ok', async (w) => ({ projectId: await w.spareProject() })],
  'admin.agenda.get':                                ['401  403   403   403   403   ok', () => ({})],

  // Invoices: client A's invoice; client B asking for it reads it as missing.
  'client.invoices.list':                            ['401  ok    ok    403   403   403', () => ({})],
  'client.invoices.document':                        ['401  ok    404   403   403   403', async (w) => ({ invoiceId: await w.invoice() })],
  'client.invoices.ubl':                             ['401  ok    404   403   403   403', async (w) => ({ invoiceId: await w.invoice() })],
  'client.invoices.pay':                             ['401  ok    404   403   403   403', async (w) => ({ invoiceId: await w.invoice('failed') })],
  'client.invoices.history':                         ['401  ok    404   403   403   403', () => ({ invoiceId: money.refundedInvoiceOfA })],
  'client.quotes.signed':                            ['401  ok    ok    403   403   403', () => ({})],
  'admin.invoices.list':                             ['401  403   403   403   403   ok', () => ({ q: 'website', status: 'pending' })],
  'admin.invoices.client':                           ['401  403   403   403   403   ok', (w) => ({ userId: w.users.clientA.id })],
  'admin.invoices.peppolGaps':                       ['401  403   403   403   403   ok', () => ({ page: 1 })],
  'admin.invoices.create':                           ['401  403   403   403   403   ok', (w) => ({ userId: w.users.clientA.id, projectId: w.projectA.id, lines: [{ description: 'Website', quantity: '1', unitPrice: '30', vat: '21' }] })],
  'admin.invoices.cancel':                           ['401  403   403   403   403   ok', async (w) => ({ invoiceId: await w.invoice() })],
  'admin.invoices.document':                         ['401  403   403   403   403   ok', async (w) => ({ invoiceId: await w.invoice() })],
  'admin.invoices.ubl':                              ['401  403   403   403   403   ok', async (w) => ({ invoiceId: await w.invoice() })],
  'admin.invoices.exportTotals':                     ['401  403   403   403   403   ok', () => ({ from: '2026-01-01', until: '2026-03-31' })],
  'admin.invoices.exportCsv':                        ['401  403   403   403   403   ok', () => ({ from: '2026-01-01', until: '2026-03-31' })],
  'admin.invoices.history':                          ['401  403   403   403   403   ok', () => ({ invoiceId: money.refundedInvoiceOfA })],
  'admin.invoices.refund':                           ['401  403   403   403   403   ok', async () => ({ invoiceId: await money.paidInvoice(), amount: '5.00', reason: 'Korting' })],
  'admin.invoices.schedules':                        ['401  403   403   403   403   ok', () => ({})],
  'admin.invoices.setSchedulePaused':                ['401  403   403   403   403   ok', async (w) => ({ scheduleId: await w.schedule(), paused: true })],

  // Quotes: the admin's; the recipient's link works for whoever holds it, without an account.
  'admin.quotes.list':                               ['401  403   403   403   403   ok', () => ({ q: 'OFF', status: 'concept' })],
  'admin.quotes.get':                                ['401  403   403   403   403   ok', async (w) => ({ id: await w.conceptQuote() })],
  'admin.quotes.create':                             ['401  403   403   403   403   ok', () => quoteDraft()],
  'admin.quotes.update':                             ['401  403   403   403   403   ok', async (w) => ({ id: await w.conceptQuote(), ...quoteDraft() })],
  'admin.quotes.send':                               ['401  403   403   403   403   ok', async (w) => ({ id: await w.conceptQuote() })],
  'admin.quotes.options':                            ['401  403   403   403   403   ok'],
  'quote.view':                                      ['ok   ok    ok    ok    ok    ok', async (w) => ({ token: (await w.sentQuote()).token })],
  'quote.accept':                                    ['ok   ok    ok    ok    ok    ok', async (w) => ({ token: (await w.sentQuote()).token, fullName: 'Anna de Vries', agree: true })],
  'quote.decline':                                   ['ok   ok    ok    ok    ok    ok', async (w) => ({ token: (await w.sentQuote()).token, reason: 'Te duur' })],

  // Complaints: own complaints only; a project outside the access rule reads as missing.
  'complaints.listOwn':                              ['401  ok    ok    ok    ok    403', () => ({ page: 1 })],
  'complaints.projectOptions':                       ['401  ok    ok    ok    ok    403', () => ({ q: '' })],
  'complaints.create':                               ['401  ok    404   404   ok    403', (w) => ({ subject: 'Traag', description: 'Laadt langzaam', projectId: w.projectA.id })],
  'admin.complaints.list':                           ['401  403   403   403   403   ok', () => ({ q: 'traag' })],
  'admin.complaints.update':                         ['401  403   403   403   403   ok', async (w) => ({ complaintId: await w.complaintOfA(), status: 'in_progress', adminNotes: 'Bezig' })],

  // Extra modules and payments. Client B buying for client A's project is refused; the price a browser sends is ignored.
  'client.modules.forProject':                       ['401  ok    404   403   403   403', onProjectA],
  'client.modules.buy':                              ['401  ok    404   403   403   403', withProjectA(() => ({ moduleId: money.oneOffModuleId, price: '0.01' }))],
  'client.modules.subscribe':                        ['401  ok    404   403   403   403', withProjectA(async () => ({ moduleId: await money.recurringModule() }))],
  'client.payments.confirm':                         ['401  ok    404   403   403   403', () => ({ paymentId: money.paymentOfClientA })],
  'admin.modules.list':                              ['401  403   403   403   403   ok', () => ({})],
  'admin.modules.create':                            ['401  403   403   403   403   ok', () => ({ title: 'SEO', description: 'Vindbaar', price: '19.95' })],
  'admin.modules.update':                            ['401  403   403   403   403   ok', () => ({ moduleId: money.oneOffModuleId, title: 'Extra pagina', description: 'Eén extra pagina', price: '49.00', isRecurring: false })],
  'admin.modules.setActive':                         ['401  403   403   403   403   ok', () => ({ moduleId: money.oneOffModuleId, isActive: true })],
  'admin.modules.purchasedForProject':               ['401  403   403   403   403   ok', onProjectA],
  'admin.modules.refundPurchase':                    ['401  403   403   403   403   ok', withProjectA(async () => ({ purchaseId: await money.paidPurchase(), amount: '5.00', reason: 'Korting' }))],

  // The bell: everyone with a role has their own notifications; client A's notification is missing for everyone else.
  'notifications.list':                              ['401  ok    ok    ok    ok    ok', () => ({})],
  'notifications.unreadCount':                       ['401  ok    ok    ok    ok    ok'],
  'notifications.markRead':                          ['401  ok    404   404   404   404', async (w) => ({ notificationId: await w.notificationOfA() })],
  'notifications.markAllRead':                       ['401  ok    ok    ok    ok    ok'],
  'notifications.markThreadRead':                    ['401  ok    404   404   ok    ok', onProjectA],
  'notifications.mailPreferences':                   ['401  ok    ok    ok    ok    ok'],
  'notifications.setMailPreference':                 ['401  ok    ok    ok    ok    ok', () => ({ kind: 'message_received', mail: false })],

  // Privacy: one's own erasure request, asked with the password; the admins decide.
  'account.privacy.dataExport':                      ['401  ok    ok    ok    ok    ok'],
  'account.privacy.requestDataExport':               ['401  ok    ok    ok    ok    ok'],
  'account.privacy.erasureStatus':                   ['401  ok    ok    ok    ok    ok'],
  'account.privacy.requestErasure':                  ['401  ok    ok    ok    ok    ok', () => ({ password: TEST_PASSWORD })],
  'admin.erasure.list':                              ['401  403   403   403   403   ok', () => ({})],
  'admin.erasure.decide':                            ['401  403   403   403   403   ok', async (w) => ({ requestId: await w.erasureRequest(), approve: false, reason: 'Nog een open factuur' })],

  // The activity log: one's own account and projects; a project outside the rule reads as missing.
  'activity.mine':                                   ['401  ok    404   404   ok    ok', onProjectA],
  'admin.activity.list':                             ['401  403   403   403   403   ok', () => ({ q: 'klant', from: '2026-01-01', to: '2026-12-31' })],
  'admin.activity.csv':                              ['401  403   403   403   403   ok', () => ({ q: '' })],
  'project.history.list':                            ['401  403   403   404   ok    ok', onProjectA],

  // Live updates: project A's stream only for those who may see project A; every signed-in role has its own.
  'live.events':                                     ['401  ok    404   404   ok    ok', onProjectA],
};

const STATUS_OF: Record<string, string> = {
  UNAUTHORIZED: '401',
  FORBIDDEN: '403',
  NOT_FOUND: '404',
  BAD_REQUEST: '400',
  PRECONDITION_FAILED: '412',
};

let env: TestEnv;
let world: World;

beforeAll(async () => {
  env = await createTestEnv();
  world = await createAccessWorld(env);
  money = await createMoneyWorld(env, world);
});
afterAll(() => env.close());

async function outcome(path: string, actor: ActorName, input: Input | undefined): Promise<string> {
  const caller = await world.caller(actor);
  const procedure = atProcedurePath<(input: unknown) => Promise<unknown>>(caller, path);
  try {
    const result = await procedure(input ? await input(world, actor) : undefined);
    // A subscription admitted: its stream is closed before it sends anything.
    if (result && typeof result === 'object' && Symbol.asyncIterator in result) await (result as AsyncGenerator).return(undefined);
    return 'ok';
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return STATUS_OF[error.code] ?? error.code;
  }
}

describe('access table', () => {
  it('lists every procedure of the app router', () => {
    expect(Object.keys(appRouter._def.procedures).sort()).toEqual(Object.keys(ACCESS).sort());
  });

  for (const [path, [outcomes, input]] of Object.entries(ACCESS)) {
    it(`${path}: ${outcomes.replace(/\s+/g, ' ')}`, async () => {
      const actual: Record<string, string> = {};
      for (const actor of ACTORS) actual[actor] = await outcome(path, actor, input);
      const expected = Object.fromEntries(ACTORS.map((actor, i) => [actor, outcomes.split(/\s+/)[i]]));
      expect(actual).toEqual(expected);
    });
  }
});

/**
 * Every money resource a client owns, asked for by client B with client A's id: NOT_FOUND, never a
 * leak; client A reaches each. (A refund is reached through its invoice's history.)
 */
const OWNED: [resource: string, path: string, input: Input][] = [
  ['invoice', 'client.invoices.document', async (w) => ({ invoiceId: await w.invoice() })],
  ['credit note', 'client.invoices.document', () => ({ invoiceId: money.creditNoteOfA })],
  ['e-invoice', 'client.invoices.ubl', async (w) => ({ invoiceId: await w.invoice() })],
  ['e-invoice of a credit note', 'client.invoices.ubl', () => ({ invoiceId: money.creditNoteOfA })],
  ['refund', 'client.invoices.history', () => ({ invoiceId: money.refundedInvoiceOfA })],
  ['payment', 'client.payments.confirm', () => ({ paymentId: money.paymentOfClientA })],
  ['checkout of an invoice', 'client.invoices.pay', async (w) => ({ invoiceId: await w.invoice('failed') })],
  ['checkout of a module', 'client.modules.buy', withProjectA(() => ({ moduleId: money.oneOffModuleId }))],
];

describe('pins reached through another project', () => {
  it("answer NOT_FOUND for client A's pin asked for with client B's own project", async () => {
    const pinId = await world.pin('resolved');
    const viaB = { projectId: world.projectB.id, pinId };
    expect(await outcome('project.review.reply', 'clientB', () => ({ ...viaB, body: 'Hallo' }))).toBe('404');
    expect(await outcome('project.review.reopenPin', 'clientB', () => viaB)).toBe('404');
    expect(await outcome('project.review.resolvePin', 'admin', () => ({ ...viaB }))).toBe('404');
    const stepOfA = await world.stepOf(2);
    expect(await outcome('project.review.get', 'clientB', () => ({ projectId: world.projectB.id, stepId: stepOfA }))).toBe('404');
  });
});

describe('owned money resources', () => {
  for (const [resource, path, input] of OWNED) {
    it(`client B asking for client A's ${resource} (${path}) gets NOT_FOUND`, async () => {
      expect(await outcome(path, 'clientB', input)).toBe('404');
      expect(await outcome(path, 'clientA', input)).toBe('ok');
    });
  }

  it("client B reading the mandate sees only their own, never client A's", async () => {
    const clientA = await world.caller('clientA');
    if ((await clientA.client.billing.mandate()).status !== 'valid') await clientA.client.billing.setupMandate({ consumerName: 'A. Klant', iban: IBAN });
    await env.services.db.updateTable('paymentCustomers').set({ accountHolder: 'Alleen van A', ibanLast4: 'AAAA' }).where('userId', '=', world.users.clientA.id).execute();
    expect(await clientA.client.billing.mandate()).toEqual({ status: 'valid', ibanLast4: 'AAAA', accountHolder: 'Alleen van A' });
    const seenByB = await (await world.caller('clientB')).client.billing.mandate();
    expect(seenByB.accountHolder).not.toBe('Alleen van A');
    expect(seenByB.ibanLast4).not.toBe('AAAA');
  });

  it("client A's refund and credit note are in the history client A reads", async () => {
    const history = await (await world.caller('clientA')).client.invoices.history({ invoiceId: money.refundedInvoiceOfA });
    expect(history.flatMap((payment) => payment.refunds)).toEqual([expect.objectContaining({ amount: '10.00', reason: 'Korting', creditNoteNumber: expect.stringMatching(/^\d{4}-\d{4}$/) })]);
  });
});
