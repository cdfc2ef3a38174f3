import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '@/server/mail/mailer';
import { createSmtpTransport } from '@/server/mail/smtp';
import { notifyChangesRequested, notifyMessage, notifyStepReady } from './project-mails';
import { callerFor, createTestEnv, createTestUser, testLog, type TestEnv } from '@/server/testing/harness';
import { startSmtpSink, type DeliveredMail, type SmtpSink } from '@/server/testing/smtp-sink';
import { markStepReady, projectFor } from '@/server/testing/upload-fixtures';
import { notificationsText as mailWords } from '@/src/text/nl/notifications';

let env: TestEnv;
let client: Awaited<ReturnType<typeof createTestUser>>;
let developer: Awaited<ReturnType<typeof createTestUser>>;
let admins: Awaited<ReturnType<typeof createTestUser>>[];

beforeAll(async () => {
  env = await createTestEnv();
  client = await createTestUser(env.services, { fullName: 'Anouk de Vries' });
  developer = await createTestUser(env.services, { role: 'developer', fullName: 'Sanne Bakker' });
  admins = [await createTestUser(env.services, { role: 'admin' }), await createTestUser(env.services, { role: 'admin' })];
});
afterAll(() => env.close());

function outbox(to: string) {
  return env.services.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', to).orderBy('createdAt').execute();
}

async function message(projectId: string, authorId: string, text: string) {
  const row = await env.services.db.insertInto('projectUpdates').values({ projectId, authorId, message: text }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A logger that keeps what it logs, to see that a failure is reported. */
function capturingLog() {
  const entries: { msg: string; notification?: string }[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => void entries.push(JSON.parse(line)) });
  return { log, entries };
}

describe('notifyStepReady', () => {
  it('mails the client that a step awaits approval, with the developer’s note and the progress page', async () => {
    const { stepId } = await projectFor(env.services, client, developer);
    await markStepReady(env.services, stepId(2), 'Kleuren aangepast.\nGraag je akkoord.');
    await notifyStepReady(env.services, testLog, stepId(2));
    const mail = (await outbox(client.email)).at(-1)!;
    expect(mail.subject).toBe('Stap "Ontwerp" wacht op je goedkeuring');
    expect(mail.bodyText).toBe(
      'Hallo Anouk,\n\n' +
        'De stap "Ontwerp" van je project is klaar en wacht op je goedkeuring.\n\n' +
        'Notitie van de developer:\n> Kleuren aangepast.\n> Graag je akkoord.\n\n' +
        'Bekijk het in het portaal:\nhttp://localhost:3000/progress\n\n' +
        'Met vriendelijke groet,\nKlantportaal\n',
    );
  });

  it('does nothing for an unknown step', async () => {
    await expect(notifyStepReady(env.services, testLog, '00000000-0000-0000-0000-000000000000')).resolves.toBeUndefined();
  });
});

describe('notifyChangesRequested', () => {
  it('mails every admin when no developer is assigned', async () => {
    // Marked ready by its developer, who was unassigned before the client answered.
    const { project, stepId } = await projectFor(env.services, client, developer);
    const { round } = await markStepReady(env.services, stepId(2));
    await env.services.db.updateTable('projects').set({ developerId: null }).where('id', '=', project.id).execute();
    await env.services.db.updateTable('stepReviewRounds').set({ feedback: 'Logo groter', feedbackBy: client.id, feedbackAt: new Date() }).where('id', '=', round.id).execute();
    await notifyChangesRequested(env.services, testLog, stepId(2));
    for (const admin of admins) {
      const mail = (await outbox(admin.email)).at(-1)!;
      expect(mail.subject).toBe(mailWords.notifications.feedbackSubject('Ontwerp'));
      expect(mail.bodyText).toContain('Anouk de Vries vraagt wijzigingen in de stap "Ontwerp":\n> Logo groter');
      expect(mail.bodyText).toContain(`http://localhost:3000/admin/projects/${project.id}`);
    }
  });
});

describe('notifyMessage', () => {
  it('sends the developer’s message to the client', async () => {
    const { project } = await projectFor(env.services, client, developer);
    const before = (await outbox(developer.email)).length;
    await notifyMessage(env.services, testLog, await message(project.id, developer.id, 'De preview staat online'));
    const mail = (await outbox(client.email)).at(-1)!;
    expect(mail.bodyText).toContain('Sanne Bakker heeft een nieuw bericht gestuurd:\n> De preview staat online');
    expect(mail.bodyText).toContain('http://localhost:3000/progress');
    expect(await outbox(developer.email)).toHaveLength(before);
  });

  it('sends the client’s message to the admins when no developer is assigned', async () => {
    const { project } = await projectFor(env.services, client);
    await notifyMessage(env.services, testLog, await message(project.id, client.id, 'Is er al nieuws?'));
    for (const admin of admins) expect((await outbox(admin.email)).at(-1)!.bodyText).toContain('> Is er al nieuws?');
  });
});

describe('a failing mail', () => {
  // Sending fails only when the outbox cannot be written (an SMTP outage is queued, see mail/outbox.test.ts).
  const throwingMailer: Mailer = {
    send: async () => {
      throw new Error('outbox niet te schrijven');
    },
    deliverDue: async () => {},
    startDeliveryJob: () => {},
    close: async () => {},
  };

  const callerWithLog = (user: { id: string }, log: pino.Logger) => callerFor({ ...env.services, mailer: throwingMailer }, user, { log });

  it('is logged and never fails sending a message or asking for changes', async () => {
    const { log, entries } = capturingLog();
    const caller = await callerWithLog(client, log);
    const { project, stepId } = await projectFor(env.services, client, developer);
    const sent = await caller.project.messages.send({ projectId: project.id, message: 'Hallo!' });
    expect(sent.message).toBe('Hallo!');
    await markStepReady(env.services, stepId(2));
    const step = await caller.project.timeline.requestChanges({ projectId: project.id, stepId: stepId(2), feedback: 'Prima zo' });
    expect(step.status).toBe('changes_requested');
    expect(entries.map((entry) => [entry.notification, entry.msg])).toEqual([
      ['message_received', 'notification mail failed'],
      ['step_feedback', 'notification mail failed'],
    ]);
  });

  it('is logged by notifyStepReady, which resolves', async () => {
    const { log, entries } = capturingLog();
    const { stepId } = await projectFor(env.services, client, developer);
    await markStepReady(env.services, stepId(1));
    await expect(notifyStepReady({ ...env.services, mailer: throwingMailer }, log, stepId(1))).resolves.toBeUndefined();
    expect(entries).toHaveLength(1);
  });
});

describe('delivery over SMTP', () => {
  const received: DeliveredMail[] = [];
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink((mail) => received.push(mail));
  });
  afterAll(() => sink?.close());

  it('delivers the step notification to the client through a real SMTP server', async () => {
    const transport = createSmtpTransport({ url: sink.url, from: 'Klantportaal <noreply@bureau.test>' });
    const mailer = createMailer({ db: env.services.db, log: testLog, transport });
    const { stepId } = await projectFor(env.services, client, developer);
    await markStepReady(env.services, stepId(5));
    await notifyStepReady({ ...env.services, mailer }, testLog, stepId(5));
    await mailer.close();

    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([client.email]);
    expect(received[0]!.subject).toBe('Stap "Testen & feedback" wacht op je goedkeuring');
    expect(received[0]!.text).toContain('Bekijk het in het portaal:\nhttp://localhost:3000/progress');
    expect((await outbox(client.email)).at(-1)!.subject).toBe('Stap "Testen & feedback" wacht op je goedkeuring');
  });
});
