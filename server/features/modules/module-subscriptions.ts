import { TRPCError } from '@trpc/server';
import { nextPeriod, periodOf } from '@/src/domain/invoices';
import { todayInAmsterdam } from '@/src/dates';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { addRecurringModule } from '@/db/queries/modules';
import { ensureProjectSchedule } from '@/db/queries/invoice-schedules';
import { announceModuleBought } from '@/db/queries/notify-money';
import { recordActivity, type ActivitySource } from '@/db/queries/activity';
import type { Services } from '@/server/services';

// Not paid at checkout: a recurring module joins the project's monthly invoice from next month (recurring-invoices.ts bills it) at its
// price without VAT; a project without a monthly invoice gets one of its own, on the first of the month.

export async function subscribeToModule(
  services: Services,
  input: { clientId: string; projectId: string; module: { id: string; title: string; price: string } },
  source: ActivitySource,
) {
  const { clientId, projectId, module } = input;
  return services.db.transaction().execute(async (trx) => {
    // Locks the project, so two clicks make one schedule and one purchase.
    const now = services.clock.now();
    await ensureProjectSchedule(trx, { userId: clientId, projectId, firstPeriod: nextPeriod(periodOf(todayInAmsterdam(now))) });
    const purchase = await addRecurringModule(trx, { projectId, moduleId: module.id, title: module.title, price: module.price, purchasedAt: now });
    if (!purchase) throw new TRPCError({ code: 'CONFLICT', message: moduleWords.modules.alreadyOwned });
    await announceModuleBought(trx, { projectId, moduleId: module.id });
    await recordActivity(trx, source, { kind: 'module_bought', projectId, subjectUserId: clientId, subjectId: purchase.id });
    return { purchaseId: purchase.id };
  });
}
