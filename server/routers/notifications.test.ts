import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { insertUploadWithinQuota } from '@/db/queries/content-uploads';
import { createInvoice } from '@/db/queries/invoices';
import { notify } from '@/db/queries/notifications';
import { announceChargedBack, announceDebitFailed, announceInvoiceIssued, announceModuleBought } from '@/db/queries/notify-money';
import { createMailer, type MailTransport } from '@/server/mail/mailer';
import { callerFor, createTestEnv, createTestProject, createTestUser, testLog, type TestEnv } from '@/server/testing/harness';
import { detailsWithMandate } from '@/server/testing/client-fixtures';

// Every kind of the notification centre, as its recipient reads it in the bell's panel: the Dutch
// sentence and the link, written in the transaction of what caused it; and the panel's own actions.

let env: TestEnv;
let client: { id: string; email: string };
let developer: { id: string; email: string };
let admins: { id: string; email: string }[];
let project: { id: string };
let unassigned: { id: string };

beforeAll(async () => {
  env = await createTestEnv();
  client = await createTestUser(env.services, { role: 'client', fullName: 'Pieter Visser' });
  developer = await createTestUser(env.services, { role: 'developer', fullName: 'Sanne Bakker' });
  admins = [await createTestUser(env.services, { role: 'admin', fullName: 'Anna Beheer' }), await createTestUser(env.services, { role: 'admin' })];
  project = await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: developer.id });
  unassigned = await createTestProject(env.services, { clientId: client.id, packageType: 'webshop' });
});
afterAll(() => env.close());

const as = (user: { id: string }) => callerFor(env.services, user);

/** The newest notification in the user's panel, as the panel shows it. */
async function newest(user: { id: string }) {
  const { items } = await (await as(user)).notifications.list({});
  return items[0] ? { sentence: items[0].sentence, link: items[0].link, read: items[0].readAt !== null } : undefined;
}

async function unread(user: { id: string }) {
  return (await (await as(user)).notifications.unreadCount()).unread;
}

async function stepId(projectId: string, stepNumber: number) {
  const row = await env.services.db
    .selectFrom('projectTimeline')
    .select('id')
    .where('projectId', '=', projectId)
    .where('stepNumber', '=', stepNumber)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the client hears', () => {
  it('of a new message, with a link to the project on their progress page', async () => {
    await (await as(developer)).project.messages.send({ projectId: project.id, message: 'Hoi Pieter' });
    expect(await newest(client)).toEqual({ sentence: 'Sanne Bakker stuurde je een bericht', link: `/progress?project=${project.id}`, read: false });
  });

  it('of a step ready for approval', async () => {
    await (await as(developer)).project.timeline.markReady({ projectId: project.id, stepId: await stepId(project.id, 2), developerNotes: 'Bekijk de preview' });
    expect(await newest(client)).toMatchObject({ sentence: 'Stap "Ontwerp" wacht op je goedkeuring', link: `/progress?project=${project.id}` });
  });

  it('of a step rescheduled, with the new date', async () => {
    await (await as(admins[0]!)).project.timeline.reschedule({ projectId: project.id, stepId: await stepId(project.id, 6), expectedDate: '2026-12-24' });
    expect((await newest(client))?.sentence).toBe('De verwachte datum van stap "Livegang" is nu 24 december 2026');
  });

  it('of an answer to their complaint', async () => {
    const complaint = await (await as(client)).complaints.create({ subject: 'Traag', description: 'Laadt langzaam', priority: 'normal', projectId: null });
    await (await as(admins[0]!)).admin.complaints.update({ complaintId: complaint.id, status: 'in_progress', adminNotes: 'We kijken ernaar' });
    expect(await newest(client)).toMatchObject({ sentence: 'Je klacht "Traag" is bijgewerkt: In behandeling', link: '/complaints' });
  });

  it('of an invoice issued, a failed debit and a chargeback (the calls the money code makes in its transactions)', async () => {
    const invoice = await env.services.db.transaction().execute(async (trx) => {
      const created = await createInvoice(trx, { userId: client.id, lines: [{ description: 'Website', quantity: '1.00', unitPrice: '30.00', vatRate: '21.00', reverseCharge: false }], invoiceDate: '2026-11-23', agency: env.services.config.invoicing.agency });
      await announceInvoiceIssued(trx, created!.id);
      return created!;
    });
    expect(await newest(client)).toMatchObject({ sentence: `Factuur ${invoice.invoiceNumber} van € 36,30 staat klaar`, link: '/invoices' });

    await env.services.db.transaction().execute((trx) => announceDebitFailed(trx, invoice.id));
    expect(await newest(client)).toMatchObject({
      sentence: `De incasso van factuur ${invoice.invoiceNumber} (€ 36,30) is mislukt: betaal via de betaallink`,
      link: `/invoices?betalen=${invoice.id}`,
    });
    expect(await newest(admins[1]!)).toMatchObject({
      sentence: `De incasso van factuur ${invoice.invoiceNumber} (€ 36,30) van Pieter Visser is mislukt`,
      link: `/admin/invoices?q=${invoice.invoiceNumber}`,
    });

    await env.services.db.transaction().execute((trx) => announceChargedBack(trx, invoice.id));
    expect((await newest(client))?.sentence).toBe(`Factuur ${invoice.invoiceNumber} (€ 36,30) is teruggeboekt`);
  });
});

describe('the developer (or, without one, every admin) hears', () => {
  it('of a message from the client; on a project without a developer every admin does', async () => {
    await (await as(client)).project.messages.send({ projectId: project.id, message: 'Vraagje' });
    expect(await newest(developer)).toEqual({ sentence: 'Pieter Visser stuurde je een bericht', link: `/developer/projects/${project.id}`, read: false });
    await (await as(client)).project.messages.send({ projectId: unassigned.id, message: 'Is er iemand?' });
    for (const admin of admins) expect(await newest(admin)).toMatchObject({ sentence: 'Pieter Visser stuurde je een bericht', link: `/admin/projects/${unassigned.id}` });
  });

  it("of the client's request for changes and approval; the client of the next round", async () => {
    const step = await stepId(project.id, 2);
    await (await as(client)).project.timeline.requestChanges({ projectId: project.id, stepId: step, feedback: 'Iets meer blauw' });
    expect((await newest(developer))?.sentence).toBe('Pieter Visser vraagt wijzigingen in stap "Ontwerp"');
    await (await as(developer)).project.timeline.markReady({ projectId: project.id, stepId: step, developerNotes: 'Nu blauwer' });
    expect(await newest(client)).toMatchObject({ sentence: 'Stap "Ontwerp" staat opnieuw klaar: ronde 2 wacht op je goedkeuring', link: `/progress?project=${project.id}` });
    await (await as(client)).project.timeline.approve({ projectId: project.id, stepId: step });
    expect((await newest(developer))?.sentence).toBe('Pieter Visser keurde stap "Ontwerp" goed');
  });

  it('of new files: several in a row read as one line', async () => {
    const before = await unread(developer);
    for (const fileName of ['logo.png', 'teksten.docx']) {
      await insertUploadWithinQuota(
        env.services.db,
        { projectId: project.id, fileName, filePath: `${project.id}/${fileName}`, fileType: 'image/png', fileSize: 10, uploadedBy: client.id },
        1_000_000,
      );
    }
    expect((await newest(developer))?.sentence).toBe('Pieter Visser uploadde 2 bestanden');
    expect(await unread(developer)).toBe(before + 1);
  });

  it('of a project assigned to them', async () => {
    const other = await createTestUser(env.services, { role: 'developer' });
    await (await as(admins[0]!)).admin.projects.assignDeveloper({ projectId: unassigned.id, developerId: other.id });
    expect(await newest(other)).toMatchObject({ sentence: 'Je bent toegewezen aan het project van Pieter Visser (Webshop)', link: `/developer/projects/${unassigned.id}` });
    await (await as(admins[0]!)).admin.projects.assignDeveloper({ projectId: unassigned.id, developerId: null });
  });
});

describe('every admin hears', () => {
  it('of a new complaint', async () => {
    await (await as(developer)).complaints.create({ subject: 'Laptop stuk', description: 'Scherm zwart', priority: 'high', projectId: null });
    for (const admin of admins) expect(await newest(admin)).toMatchObject({ sentence: 'Nieuwe klacht van Sanne Bakker: "Laptop stuk"', link: '/admin/complaints?q=Laptop%20stuk' });
  });

  it('of a new client onboarded (their first project only)', async () => {
    const newcomer = await createTestUser(env.services, { role: null, fullName: 'Jan de Vries' });
    const { projectId } = await (await as(newcomer)).client.onboarding.complete({ packageType: 'webshop', ...detailsWithMandate() });
    expect(await newest(admins[0]!)).toMatchObject({ sentence: 'Nieuwe klant: Jan de Vries (Webshop)', link: `/admin/projects/${projectId}` });
    const count = await unread(admins[0]!);
    await (await as(newcomer)).client.onboarding.complete({ packageType: 'website', intent: 'new' });
    expect(await unread(admins[0]!)).toBe(count);
  });

  it('of a module bought', async () => {
    const module = await env.services.db.insertInto('modules').values({ title: 'SEO', description: 'Vindbaar', price: '19.95' }).returning('id').executeTakeFirstOrThrow();
    await env.services.db.transaction().execute(async (trx) => {
      await trx.insertInto('modulePurchases').values({ projectId: project.id, moduleId: module.id, paymentId: null, title: 'SEO', price: '19.95' }).execute();
      await announceModuleBought(trx, { projectId: project.id, moduleId: module.id });
    });
    expect(await newest(admins[1]!)).toMatchObject({ sentence: 'Pieter Visser kocht de module "SEO" (€ 19,95)', link: `/admin/projects/${project.id}` });
  });

  it('of a mail that will not be delivered', async () => {
    const refusing: MailTransport = { send: async () => Promise.reject(new Error('550 mailbox unavailable')), close: () => {} };
    const policy = { maxAttempts: 1, retryDelayMs: () => 0, leaseMs: 60_000, pollMs: 60_000 };
    const mailer = createMailer({ db: env.services.db, log: testLog, transport: refusing, policy });
    await mailer.send({ to: 'weg@example.nl', subject: 'Nieuw bericht over je project', text: 'Hallo' });
    await mailer.deliverDue();
    await mailer.close();
    expect(await newest(admins[0]!)).toMatchObject({ sentence: 'Een e-mail aan weg@example.nl kon niet worden bezorgd ("Nieuw bericht over je project")', link: '/admin' });
  });
});

describe('written in the transaction of their cause', () => {
  it('leave nothing behind when that transaction fails', async () => {
    const before = await unread(client);
    await expect(
      env.services.db.transaction().execute(async (trx) => {
        await notify(trx, { kind: 'step_ready', recipients: [{ id: client.id, role: 'client' }], params: { stepName: 'Ontwerp' }, link: '/progress' });
        throw new Error('the action failed after notifying');
      }),
    ).rejects.toThrow('the action failed');
    expect(await unread(client)).toBe(before);
  });

  it('a refused approval notifies nobody', async () => {
    const before = await unread(developer);
    const refused = await rejection((await as(client)).project.timeline.approve({ projectId: project.id, stepId: await stepId(project.id, 4) }));
    expect(refused.code).toBe('BAD_REQUEST');
    expect(await unread(developer)).toBe(before);
  });
});

describe('the panel', () => {
  it('pages from the newest to older ones, 20 at a time', async () => {
    const reader = await createTestUser(env.services, { role: 'client' });
    await env.services.db.transaction().execute(async (trx) => {
      for (let i = 1; i <= 23; i++) {
        await notify(trx, { kind: 'step_ready', recipients: [{ id: reader.id, role: 'client' }], params: { stepName: `Stap ${i}` }, link: '/progress' });
      }
    });
    // One transaction: equal times, so the order falls back on the id; what matters is no overlap and no gap.
    const caller = await as(reader);
    const first = await caller.notifications.list({});
    expect(first.items).toHaveLength(20);
    const second = await caller.notifications.list({ cursor: first.nextCursor });
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((item) => item.sentence)).size).toBe(23);
  });

  it('marks one read, then all ("Alles gelezen"); another user\'s notification reads as missing', async () => {
    const reader = await createTestUser(env.services, { role: 'client' });
    await env.services.db.transaction().execute(async (trx) => {
      for (const stepName of ['Ontwerp', 'Livegang']) {
        await notify(trx, { kind: 'step_ready', recipients: [{ id: reader.id, role: 'client' }], params: { stepName }, link: '/progress' });
      }
    });
    const caller = await as(reader);
    const { items } = await caller.notifications.list({});
    await caller.notifications.markRead({ notificationId: items[0]!.id });
    expect(await unread(reader)).toBe(1);
    expect((await rejection((await as(client)).notifications.markRead({ notificationId: items[1]!.id }))).code).toBe('NOT_FOUND');
    expect(await caller.notifications.markAllRead()).toEqual({ changed: 1 });
    expect(await unread(reader)).toBe(0);
  });

  it('counts a message read when it arrives in a thread open on screen, and leaves the rest unread', async () => {
    const own = await createTestUser(env.services, { role: 'client', fullName: 'Lotte Lezer' });
    const open = await createTestProject(env.services, { clientId: own.id, packageType: 'website', developerId: developer.id });
    const other = await createTestProject(env.services, { clientId: own.id, packageType: 'webshop', developerId: developer.id });
    const asDeveloper = await as(developer);
    await asDeveloper.project.messages.send({ projectId: open.id, message: 'Het ontwerp staat klaar' });
    await asDeveloper.project.messages.send({ projectId: other.id, message: 'Over de webshop' });
    await env.services.db.transaction().execute((trx) =>
      notify(trx, { kind: 'step_ready', recipients: [{ id: own.id, role: 'client' }], params: { stepName: 'Ontwerp' }, link: '/progress' }),
    );
    expect(await unread(own)).toBe(3);

    const reader = await as(own);
    expect(await reader.notifications.markThreadRead({ projectId: open.id })).toEqual({ changed: 1 });
    expect(await unread(own)).toBe(2);
    const { items } = await reader.notifications.list({});
    expect(items.filter((item) => item.readAt === null).map((item) => item.sentence).sort()).toEqual(['Sanne Bakker stuurde je een bericht', 'Stap "Ontwerp" wacht op je goedkeuring'].sort());
    // Someone else's thread reads as missing.
    expect((await rejection((await as(client)).notifications.markThreadRead({ projectId: open.id }))).code).toBe('NOT_FOUND');
  });
});

describe('mail choices (/account, Meldingen)', () => {
  it('turn a kind\'s mail off; the notification still comes', async () => {
    const caller = await as(client);
    expect((await caller.notifications.mailPreferences()).kinds).toEqual([
      { kind: 'message_received', mail: true },
      { kind: 'step_ready', mail: true },
      { kind: 'complaint_answered', mail: true },
    ]);
    await caller.notifications.setMailPreference({ kind: 'message_received', mail: false });
    expect((await caller.notifications.mailPreferences()).kinds[0]).toEqual({ kind: 'message_received', mail: false });

    await (await as(developer)).project.messages.send({ projectId: project.id, message: 'Zonder mail' });
    expect((await newest(client))?.sentence).toBe('Sanne Bakker stuurde je een bericht');
    const mails = await env.services.db.selectFrom('mailOutbox').select('bodyText').where('toAddress', '=', client.email).execute();
    expect(mails.some((mail) => mail.bodyText.includes('Zonder mail'))).toBe(false);

    await caller.notifications.setMailPreference({ kind: 'message_received', mail: true });
    await (await as(developer)).project.messages.send({ projectId: project.id, message: 'Weer met mail' });
    const after = await env.services.db.selectFrom('mailOutbox').select('bodyText').where('toAddress', '=', client.email).execute();
    expect(after.some((mail) => mail.bodyText.includes('Weer met mail'))).toBe(true);
  });

  it("refuse a kind the user's role never receives", async () => {
    const refused = await rejection((await as(client)).notifications.setMailPreference({ kind: 'complaint_filed', mail: false }));
    expect(refused.code).toBe('BAD_REQUEST');
  });
});
