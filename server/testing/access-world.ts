// The cast of the record-level access table (server/routers/access.test.ts): client A owns project A,
// which is assigned to one developer; client B, another developer and an admin are the others.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { startRound } from '@/db/queries/review-rounds';
import { insertUpload } from '@/db/queries/content-uploads';
import { createInvoice } from '@/db/queries/invoices';
import { createSchedule } from '@/db/queries/invoice-schedules';
import { generateTOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { createPasswordResetToken } from '@/server/auth/password-reset';
import { createVerificationToken } from '@/server/auth/email-tokens';
import { hashPassword } from '@/server/auth/password';
import { createSession } from '@/server/auth/sessions';
import { newTotpKey } from '@/server/auth/two-factor';
import { pendingTotpKey } from '@/db/queries/two-factor';
import { inviteUser } from '@/server/features/accounts/invitations';
import { callerFor, createTestProject, createTestUser, type TestEnv } from './harness';
import { createConceptQuote, createSentQuote } from './quote-fixtures';

const websiteLine = { description: 'Website', quantity: '1.00', unitPrice: '30.00', vatRate: '21.00', reverseCharge: false };

export const ACTORS = ['anonymous', 'clientA', 'clientB', 'otherDeveloper', 'assignedDeveloper', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];

export type World = Awaited<ReturnType<typeof createAccessWorld>>;

export async function createAccessWorld(env: TestEnv) {
  const { services } = env;
  const db = services.db;
  const users = {
    clientA: await createTestUser(services, { role: 'client', fullName: 'Klant A' }),
    clientB: await createTestUser(services, { role: 'client', fullName: 'Klant B' }),
    otherDeveloper: await createTestUser(services, { role: 'developer', fullName: 'Andere Developer' }),
    assignedDeveloper: await createTestUser(services, { role: 'developer', fullName: 'Toegewezen Developer' }),
    admin: await createTestUser(services, { role: 'admin', fullName: 'Beheerder' }),
  };
  // Complete profiles: onboarding a next project needs no company details again.
  await db
    .updateTable('profiles')
    .set({ companyName: 'Bedrijf', phone: '0612345678', street: 'Straat 1', postcode: '3511 AA', city: 'Utrecht' })
    .where('id', 'in', [users.clientA.id, users.clientB.id])
    .execute();
  const projectA = await createTestProject(services, { clientId: users.clientA.id, packageType: 'website', developerId: users.assignedDeveloper.id });
  const projectB = await createTestProject(services, { clientId: users.clientB.id, packageType: 'webshop' });
  const stepOf = async (stepNumber: number) =>
    (await db.selectFrom('projectTimeline').select('id').where('projectId', '=', projectA.id).where('stepNumber', '=', stepNumber).executeTakeFirstOrThrow()).id;

  /** The user behind an actor; the anonymous caller and outsiders act on client A's records. */
  const userOf = (actor: ActorName) => (actor === 'anonymous' ? users.clientA : users[actor]);

  return {
    users,
    projectA,
    projectB,
    /** A fresh caller (its own session) for every call, so logging in or out never leaks into the next case. */
    caller: (actor: ActorName) => callerFor(services, actor === 'anonymous' ? undefined : users[actor]),
    /** Step 2 of project A, put back in the state where the client can approve it, in a fresh round. */
    async readyStep() {
      const id = await stepOf(2);
      await db.deleteFrom('stepSignOffs').where('stepId', '=', id).execute();
      await db
        .updateTable('projectTimeline')
        .set({ status: 'ready_for_approval', completedBy: users.assignedDeveloper.id, completedAt: new Date(), approvedDate: null, remindedAt: null })
        .where('id', '=', id)
        .execute();
      await db.transaction().execute((trx) => startRound(trx, { id, projectId: projectA.id }, { id: users.assignedDeveloper.id, note: null }, new Date()));
      return id;
    },
    /** A pin of client A on step 2 of project A, open or resolved. */
    async pin(status: 'open' | 'resolved' = 'open') {
      const stepId = await this.readyStep();
      const round = await db.selectFrom('stepReviewRounds').select('id').where('stepId', '=', stepId).orderBy('roundNumber', 'desc').limit(1).executeTakeFirstOrThrow();
      const pin = await db
        .insertInto('reviewPins')
        .values((eb) => ({
          projectId: projectA.id,
          stepId,
          roundId: round.id,
          number: eb.selectFrom('reviewPins').select(sql<number>`coalesce(max(number), 0) + 1`.as('n')).where('stepId', '=', stepId),
          authorId: users.clientA.id,
          comment: 'Knop groter',
          target: 'page',
          pagePath: '/',
          selector: '#bestel',
          textFallback: 'Bestel nu',
          elementRole: 'button',
          elementName: 'Bestel nu',
          xFraction: 0.5,
          yFraction: 0.5,
          status,
        }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return pin.id;
    },
    /** Step 3 (content) of project A, pending, with an upload present. */
    async pendingContentStep() {
      const id = await stepOf(3);
      await db.updateTable('projectTimeline').set({ status: 'pending', approvedDate: null, completedBy: null, completedAt: null }).where('id', '=', id).execute();
      await this.upload('clientA');
      return id;
    },
    /** A file in project A uploaded by this actor (by client A for outsiders). */
    async upload(actor: ActorName) {
      const upload = await insertUpload(db, {
        projectId: projectA.id,
        fileName: 'tekst.txt',
        filePath: `${projectA.id}/${randomUUID()}.txt`,
        fileType: 'text/plain',
        fileSize: 5,
        uploadedBy: userOf(actor).id,
      });
      return upload.id;
    },
    /** Step 4 of project A, back to pending: the developer can mark it ready again. */
    async pendingStep() {
      const id = await stepOf(4);
      await db.updateTable('projectTimeline').set({ status: 'pending', completedBy: null, completedAt: null }).where('id', '=', id).execute();
      return id;
    },
    stepOf,
    /** A checklist item of project A. */
    async checklistItem() {
      const item = await db.insertInto('checklistItems').values({ projectId: projectA.id, title: 'Logo plaatsen', orderIndex: 0 }).returning('id').executeTakeFirstOrThrow();
      return item.id;
    },
    /** Another project of client A with the same developer, for procedures that delete one. */
    async spareProject() {
      return (await createTestProject(services, { clientId: users.clientA.id, packageType: 'website', developerId: users.assignedDeveloper.id })).id;
    },
    /** A client account that nothing else uses, for role changes and deletion. */
    async spareUser() {
      return (await createTestUser(services, { role: 'client', fullName: 'Reserve' })).id;
    },
    /** An open erasure request of a spare client, for the admin's decision. */
    async erasureRequest() {
      const user = await createTestUser(services, { role: 'client', fullName: 'Reserve' });
      const request = await db.insertInto('erasureRequests').values({ userId: user.id }).returning('id').executeTakeFirstOrThrow();
      return request.id;
    },
    // Invoices: client A's, fresh for each call so a cancellation never blocks the next.
    async invoice(status: 'pending' | 'failed' = 'pending') {
      const invoice = await db.transaction().execute((trx) =>
        createInvoice(trx, { userId: users.clientA.id, lines: [websiteLine], invoiceDate: '2026-11-23', agency: services.config.invoicing.agency }),
      );
      await db.updateTable('invoices').set({ status }).where('id', '=', invoice!.id).execute();
      return invoice!.id;
    },
    async schedule() {
      const schedule = await db.transaction().execute((trx) =>
        createSchedule(trx, { userId: users.clientA.id, projectId: null, lines: [websiteLine], recurringDay: 1, firstPeriod: '2026-11', paymentTermDays: 14 }),
      );
      return schedule.id;
    },
    /** A complaint of client A about project A. */
    async complaintOfA() {
      const complaint = await db
        .insertInto('complaints')
        .values({ userId: users.clientA.id, subject: 'Traag', description: 'Laadt langzaam', projectId: projectA.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      return complaint.id;
    },
    /** A notification of client A's. */
    async notificationOfA() {
      const row = await db
        .insertInto('notifications')
        .values({ recipientId: users.clientA.id, kind: 'step_ready', projectId: projectA.id, params: JSON.stringify({ stepName: 'Ontwerp' }), link: '/progress' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    resetToken: () => createPasswordResetToken(db, users.clientB.id),
    uniqueEmail: () => `nieuw-${randomUUID()}@test.nl`,
    // The account's own procedures act on the caller's account; outsiders' rows use client A's.
    /** A link token that verifies a fresh, unverified account. */
    async verificationToken() {
      const user = await createTestUser(services, { role: null, verified: false });
      return createVerificationToken(db, user);
    },
    /** Another session of the actor's user, to revoke. */
    async otherSessionOf(actor: ActorName) {
      return (await createSession(db, userOf(actor).id)).session.id;
    },
    /** Sets the actor's password (an Argon2 hash), so a change can start from a known one. */
    async setPassword(actor: ActorName, password: string) {
      await db.updateTable('users').set({ passwordHash: await hashPassword(password) }).where('id', '=', userOf(actor).id).execute();
    },
    /** The second step off for the actor, as before setting it up. */
    async twoFactorOff(actor: ActorName) {
      await db.updateTable('users').set({ totpKey: null, totpPendingKey: null }).where('id', '=', userOf(actor).id).execute();
    },
    /** The second step off and a key pending for the actor: the code the app would show now. */
    async pendingTwoFactorCode(actor: ActorName) {
      await this.twoFactorOff(actor);
      const key = await pendingTotpKey(db, userOf(actor).id, newTotpKey());
      return generateTOTP(decodeBase32IgnorePadding(key!), 30, 6);
    },
    /** An open invitation of a fresh account, made by the admin, with its link's token. */
    async invitation() {
      const invitee = { email: `uitgenodigd-${randomUUID()}@test.nl`, fullName: 'Uitgenodigd', role: 'developer' as const };
      const invited = await db.transaction().execute((trx) => inviteUser(trx, invitee, { actor: { id: users.admin.id, role: 'admin' }, network: null }));
      return { id: invited.invitationId, token: invited.token };
    },
    /** A concept quote for a new contact, made by the admin. */
    async conceptQuote() {
      return (await createConceptQuote(services, users.admin.id)).id;
    },
    /** A quote made and sent by the admin, with its link's token. */
    sentQuote: () => createSentQuote(services, users.admin.id),
    async twoFactorOn(actor: ActorName) {
      await db.updateTable('users').set({ totpKey: newTotpKey(), totpPendingKey: null }).where('id', '=', userOf(actor).id).execute();
    },
  };
}
