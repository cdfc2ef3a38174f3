import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { firstName } from '@/src/domain/profile';
import { privacyText as privacyWords } from '@/src/text/nl/privacy';
import { recordActivity, type ActivitySource } from '@/db/queries/activity';
import { decideErasureRequest, eraseUserData, insertErasureRequest, lockOpenErasureRequest } from '@/db/queries/erasure';
import { findPerson } from '@/db/queries/mail-recipients';
import { countOtherAdmins, findUserRole } from '@/db/queries/users';
import { removeStoredFiles } from '@/server/storage/remove-files';
import { composeMail } from '@/server/features/mails/compose';
import type { Services } from '@/server/app/services';

/** "Account verwijderen": an open request for the admins (the password is checked by the caller). */
export async function requestErasure(services: Services, userId: string, source: ActivitySource) {
  return services.db.transaction().execute(async (trx) => {
    const request = await insertErasureRequest(trx, userId);
    if (!request) throw new TRPCError({ code: 'CONFLICT', message: privacyWords.erasure.alreadyRequested });
    await recordActivity(trx, source, { kind: 'erasure_requested', subjectUserId: userId, subjectId: request.id });
    return request;
  });
}

export interface ErasureDecision {
  /** The request, or (from the shell, for a request by post) the user, whose open request is made if missing. */
  by: { requestId: string } | { userId: string };
  approve: boolean;
  reason: string;
  source: ActivitySource;
}

/**
 * Approves or declines an open request. Approval erases the person in one transaction (the last
 * admin stays) and their stored files after the commit; the person is mailed either way.
 */
export async function decideErasure(services: Services, log: FastifyBaseLogger, decision: ErasureDecision): Promise<{ userId: string }> {
  const outcome = await services.db.transaction().execute(async (trx) => {
    if ('userId' in decision.by) await insertErasureRequest(trx, decision.by.userId);
    const request = await lockOpenErasureRequest(trx, decision.by);
    if (!request?.userId) throw new TRPCError({ code: 'NOT_FOUND', message: privacyWords.erasure.notFound });
    const person = await findPerson(trx, request.userId);
    if (!person) throw new TRPCError({ code: 'NOT_FOUND', message: privacyWords.erasure.notFound });
    const decidedBy = decision.source.actor?.id ?? null;
    await decideErasureRequest(trx, request.id, { status: decision.approve ? 'approved' : 'declined', reason: decision.reason, decidedBy, now: services.clock.now() });
    await recordActivity(trx, decision.source, { kind: decision.approve ? 'erasure_approved' : 'erasure_declined', subjectUserId: person.id, subjectId: request.id });
    if (!decision.approve) return { person, files: [] };
    const role = await findUserRole(trx, person.id);
    if (role?.role === 'admin' && (await countOtherAdmins(trx, person.id)) === 0) throw new TRPCError({ code: 'BAD_REQUEST', message: privacyWords.erasure.lastAdmin });
    return { person, files: await eraseUserData(trx, person) };
  });
  await removeStoredFiles(services.storage, log, outcome.files);
  const { person } = outcome;
  const text = privacyWords.erasure;
  try {
    await services.mailer.send({
      to: person.email,
      subject: decision.approve ? text.approvedSubject : text.declinedSubject,
      text: composeMail(firstName(person.fullName), [decision.approve ? text.approvedBody(decision.reason) : text.declinedBody(decision.reason)]),
      // After an erasure the notice goes out and then leaves neither address nor text behind.
      forgetAfterDelivery: decision.approve,
    });
  } catch (err) {
    log.error({ err }, 'erasure mail failed');
  }
  return { userId: person.id };
}
