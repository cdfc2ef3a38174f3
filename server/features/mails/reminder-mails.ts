import type { FastifyBaseLogger } from 'fastify';
import { firstName } from '@/src/domain/profile';
import { insightText as insightWords } from '@/src/text/nl/insight';
import { findPerson } from '@/db/queries/mail-recipients';
import type { Services } from '@/server/services';
import { composeMail, guarded, sendQuietly } from './compose';

/**
 * "Herinnering sturen": an admin asks the client to look at a waiting step. Sent whatever the
 * client's mail settings: a person asked for it, and it goes at most once a day.
 */
export function sendStepReminder(
  services: Pick<Services, 'db' | 'mailer' | 'config'>,
  log: FastifyBaseLogger,
  step: { stepName: string; clientId: string },
): Promise<void> {
  return guarded(log, 'step-reminder', async () => {
    const client = await findPerson(services.db, step.clientId);
    if (!client) return;
    await sendQuietly(services.mailer, log, 'step-reminder', {
      to: client.email,
      subject: insightWords.insight.reminderSubject(step.stepName),
      text: composeMail(firstName(client.fullName), [insightWords.insight.reminderBody(step.stepName)], { url: `${services.config.appUrl}/progress` }),
    });
  });
}
