import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { rejection, shownMessage } from '@/server/testing/client-fixtures';

let env: TestEnv;
let client: Awaited<ReturnType<typeof createTestUser>>;
let asAdmin: Awaited<ReturnType<typeof callerFor>>;
let asClient: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  env = await createTestEnv();
  client = await createTestUser(env.services, { role: 'client', fullName: 'Sanne Fietsen' });
  await env.services.db.updateTable('profiles').set({ companyName: 'Fietsen bij Sanne' }).where('id', '=', client.id).execute();
  asAdmin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
  asClient = await callerFor(env.services, client);
});
afterAll(() => env.close());

/** Files as the client; the per-user complaint limits (mail-limits.test.ts) are not what these tests are about. */
async function file(subject: string, description = 'Omschrijving') {
  await env.services.db.deleteFrom('rateLimits').where('key', 'like', 'complaints:%').execute();
  return asClient.complaints.create({ subject, description });
}

describe('admin.complaints.list', () => {
  it('searches subject, description, name, email and company on the server, filters by status and counts per status', async () => {
    const filed = await file('Factuur klopt niet', 'Bedrag te hoog');
    await file('Trage site');
    for (const q of ['factuur', 'TE HOOG', 'sanne fietsen', client.email, 'bij sanne']) {
      const found = await asAdmin.admin.complaints.list({ q, page: 1 });
      expect(found.items.map((c) => c.subject), q).toContain(q === 'factuur' || q === 'TE HOOG' ? 'Factuur klopt niet' : 'Trage site');
    }
    expect((await asAdmin.admin.complaints.list({ q: 'factuur', page: 1 })).items).toHaveLength(1);
    await asAdmin.admin.complaints.update({ complaintId: filed.id, status: 'in_progress', adminNotes: null });
    const inProgress = await asAdmin.admin.complaints.list({ q: '', page: 1, status: 'in_progress' });
    expect(inProgress.items.map((c) => c.id)).toEqual([filed.id]);
    expect(inProgress.items[0]).toMatchObject({ fullName: 'Sanne Fietsen', companyName: 'Fietsen bij Sanne' });
    expect(inProgress.counts).toEqual({ open: 1, in_progress: 1, resolved: 0 });
    expect(inProgress.total).toBe(1);
  });

  it('pages 25 at a time with the total', async () => {
    for (let i = 0; i < 26; i++) await file(`Pagina ${i}`);
    const second = await asAdmin.admin.complaints.list({ q: 'pagina', page: 2 });
    expect(second.total).toBe(26);
    expect(second.items.map((c) => c.subject)).toEqual(['Pagina 0']);
  });
});

describe('admin.complaints.update', () => {
  it('stamps resolved_at on resolving, keeps it while resolved and clears it on reopening', async () => {
    const { id } = await file('Resolved regels');
    const resolved = await asAdmin.admin.complaints.update({ complaintId: id, status: 'resolved', adminNotes: ' Opgelost ' });
    expect(resolved).toMatchObject({ status: 'resolved', adminNotes: 'Opgelost' });
    expect(resolved.resolvedAt).toBeInstanceOf(Date);
    const again = await asAdmin.admin.complaints.update({ complaintId: id, status: 'resolved', adminNotes: 'Opgelost, met cache' });
    expect(again.resolvedAt).toEqual(resolved.resolvedAt);
    const reopened = await asAdmin.admin.complaints.update({ complaintId: id, status: 'open', adminNotes: 'Toch niet' });
    expect(reopened.resolvedAt).toBeNull();
    const own = await asClient.complaints.listOwn({ page: 1 });
    expect(own.items.find((c) => c.id === id)).toMatchObject({ status: 'open', adminNotes: 'Toch niet', resolvedAt: null });
  });

  it('mails the complainant when status or reply changes, and not when nothing changed', async () => {
    const { id } = await file('Mail regels');
    await env.services.mailer.deliverDue();
    env.delivered.length = 0;
    await asAdmin.admin.complaints.update({ complaintId: id, status: 'in_progress', adminNotes: 'We kijken ernaar' });
    await asAdmin.admin.complaints.update({ complaintId: id, status: 'in_progress', adminNotes: 'We kijken ernaar' });
    await env.services.mailer.deliverDue();
    const mails = env.delivered.filter((m) => m.to === client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Update over je klacht: Mail regels');
    expect(mails[0]?.text).toContain('De status van je klacht "Mail regels" is nu: In behandeling.');
    expect(mails[0]?.text).toContain('Reactie van beheerder:\nWe kijken ernaar');
  });

  it('answers a missing complaint and a wrong status in Dutch', async () => {
    const missing = await rejection(asAdmin.admin.complaints.update({ complaintId: crypto.randomUUID(), status: 'open', adminNotes: null }));
    expect(missing).toMatchObject({ code: 'NOT_FOUND', message: 'Klacht niet gevonden' });
    const { id } = await file('Status');
    // @ts-expect-error: an unknown status from a tampered request
    expect(shownMessage(await rejection(asAdmin.admin.complaints.update({ complaintId: id, status: 'closed' })))).toBe('Ongeldige keuze');
  });
});
