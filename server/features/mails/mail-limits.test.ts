import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { complaintsText as complaintWords } from '@/src/text/nl/complaints';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { mailsTo } from '@/server/testing/account-fixtures';
import { rejection } from '@/server/testing/client-fixtures';
import { markStepReady, projectFor } from '@/server/testing/upload-fixtures';
import { ACCOUNT_EXISTS_MAILS_PER_HOUR } from '@/server/features/accounts/registration';
import { authMailsText } from '@/src/text/nl/auth-mails';

// Mail in the agency's name has bounds a registered user cannot get around: complaints (each one
// mails every admin), feedback on a step, and the "you already have an account" note.

let env: TestEnv;
let admin: { id: string; email: string };
beforeAll(async () => {
  env = await createTestEnv();
  admin = await createTestUser(env.services, { role: 'admin' });
});
afterAll(() => env.close());
afterEach(() => vi.useRealTimers());

const HOUR_MS = 60 * 60 * 1000;

describe('complaints', () => {
  it('take at most 5 an hour and 20 a day per user, refused in Dutch, and each mails the admins once', async () => {
    const client = await createTestUser(env.services);
    const asClient = await callerFor(env.services, client);
    const before = (await mailsTo(env, admin.email)).length;
    let now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const file = () => asClient.complaints.create({ subject: 'Traag', description: 'De site laadt traag' });
    for (let i = 0; i < 5; i++) await file();
    expect(await rejection(file())).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: complaintWords.complaints.tooManyPerHour });
    for (let hour = 1; hour <= 3; hour++) {
      now += HOUR_MS + 1000;
      vi.setSystemTime(now);
      for (let i = 0; i < 5; i++) await file();
    }
    now += HOUR_MS + 1000;
    vi.setSystemTime(now);
    expect(await rejection(file())).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: complaintWords.complaints.tooManyPerDay });
    vi.useRealTimers();
    const filed = await env.services.db.selectFrom('complaints').select('id').where('userId', '=', client.id).execute();
    expect(filed).toHaveLength(20);
    expect((await mailsTo(env, admin.email)).length - before).toBe(20);
    // Another user has limits of their own.
    const other = await callerFor(env.services, await createTestUser(env.services));
    expect(await other.complaints.create({ subject: 'Ook traag', description: 'Hier ook' })).toMatchObject({ status: 'open' });
  });
});

describe('changes asked on a step', () => {
  it('mail the developer once per round: asking again before the next round is refused and mails nothing', async () => {
    const client = await createTestUser(env.services);
    const developer = await createTestUser(env.services, { role: 'developer' });
    const { project, stepId } = await projectFor(env.services, client, developer);
    await markStepReady(env.services, stepId(2));
    await markStepReady(env.services, stepId(4));
    const asClient = await callerFor(env.services, client);
    expect(await asClient.project.timeline.requestChanges({ projectId: project.id, stepId: stepId(2), feedback: 'Versie 1' })).toMatchObject({ status: 'changes_requested' });
    for (let i = 2; i <= 4; i++) {
      expect(await rejection(asClient.project.timeline.requestChanges({ projectId: project.id, stepId: stepId(2), feedback: `Versie ${i}` }))).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await mailsTo(env, developer.email)).toHaveLength(1);
    // Another step is another conversation.
    await asClient.project.timeline.requestChanges({ projectId: project.id, stepId: stepId(4), feedback: 'Prima' });
    expect(await mailsTo(env, developer.email)).toHaveLength(2);
  });
});

describe('the "account exists" note', () => {
  it(`goes to an address at most ${ACCOUNT_EXISTS_MAILS_PER_HOUR} times an hour, however often someone registers it`, async () => {
    const owner = await createTestUser(env.services);
    const anonymous = await callerFor(env.services);
    for (let i = 0; i < ACCOUNT_EXISTS_MAILS_PER_HOUR + 3; i++) {
      expect(await anonymous.auth.register({ fullName: 'Iemand', email: owner.email, password: 'Zeilboot-op-de-Kaag' })).toEqual({ ok: true, verification: false });
    }
    const mails = await mailsTo(env, owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(Array(ACCOUNT_EXISTS_MAILS_PER_HOUR).fill(authMailsText.accountExistsSubject));
  });
});
