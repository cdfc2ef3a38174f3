import type { FastifyBaseLogger } from 'fastify';
import { recordActivity, type ActivitySource } from '@/db/queries/activity';
import { findPerson } from '@/db/queries/mail-recipients';
import { resetTwoFactor } from '@/db/queries/two-factor';
import { mailTwoFactorChanged, type TwoFactorChange } from '@/server/features/mails/two-factor-mails';
import type { Services } from '@/server/services';

// Every change to someone's second step is on the record: an activity row in the change's
// transaction, and a mail to its owner afterwards.

/** The owner hears of it; a failed mail is logged and never undoes the change. */
export async function tellOwner(services: Pick<Services, 'db' | 'mailer' | 'config'>, log: FastifyBaseLogger, userId: string, change: TwoFactorChange) {
  try {
    const person = await findPerson(services.db, userId);
    if (person) await mailTwoFactorChanged(services, person, change);
  } catch (err) {
    log.error({ err, change }, 'two-step sign-in mail failed');
  }
}

/**
 * An admin's reset (or the shell's, `--by` naming the admin): every session of the user ends, the log names who and for whom, and
 * the user is mailed. False when there is no such user.
 */
export async function resetSecondStep(services: Services, log: FastifyBaseLogger, userId: string, source: ActivitySource): Promise<boolean> {
  const found = await services.db.transaction().execute(async (trx) => {
    if (!(await resetTwoFactor(trx, userId))) return false;
    await recordActivity(trx, source, { kind: 'two_factor_reset', subjectUserId: userId });
    return true;
  });
  if (found) await tellOwner(services, log, userId, 'reset');
  return found;
}
