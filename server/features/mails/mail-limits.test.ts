import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nl } from '@/src/text/nl';
import { complaintsText as complaintWords } from '@/src/text/nl/complaints';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { mailsTo } from '@/server/testing/account-fixtures';
import { rejection } from '@/server/testing/client-fixtures';
import { markStepReady, projectFor } from '@/server/testing/upload-fixtures';
import { ACCOUNT_EXISTS_MAILS_PER_HOUR } from '@/server/features/accounts/registration';
import { FEEDBACK_MAILS_PER_HOUR } from '@/server/routers/project/timeline';

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

describe('feedback on a step', () => {
  it(`is saved every time, but mails the developer at most ${FEEDBACK_MAILS_PER_HOUR} times an hour per step`, async () => {
    const client = await createTestUser(env.services);
    const developer = await createTestUser(env.services, { role: 'developer' });
    const { project, stepId } = await projectFor(env.services, client, developer);
    await markStepReady(env.services, stepId(2));
    await markStepReady(env.services, stepId(4));
    const asClient = await callerFor(env.services, client);
    for (let i = 1; i <= FEEDBACK_MAILS_PER_HOUR + 2; i++) {
      const step = await asClient.project.timeline.feedback({ projectId: project.id, stepId: stepId(2), feedback: `Versie ${i}` });
      expect(step.feedback).toBe(`Versie ${i}`);
    }
    expect(await mailsTo(env, developer.email)).toHaveLength(FEEDBACK_MAILS_PER_HOUR);
    // Another step is another conversation.
    await asClient.project.timeline.feedback({ projectId: project.id, stepId: stepId(4), feedback: 'Prima' });
    expect(await mailsTo(env, developer.email)).toHaveLength(FEEDBACK_MAILS_PER_HOUR + 1);
  });
});

describe('the "account exists" note', () => {
  it(`goes to an address at most ${ACCOUNT_EXISTS_MAILS_PER_HOUR} times an hour, however often someone registers it`, async () => {
    const owner = await createTestUser(env.services);
    const anonymous = await callerFor(env.services);
    for (let i = 0; i < ACCOUNT_EXISTS_MAILS_PER_HOUR + 3; i++) {
      expect(await anonymous.auth.register({ fullName: 'Iemand', email: owner.email, password: 'Zeilboot-op-de-Kaag' })).toEqual({ ok: true });
    }
    const mails = await mailsTo(env, owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(Array(ACCOUNT_EXISTS_MAILS_PER_HOUR).fill(nl.auth.accountExistsMailSubject));
  });
});
