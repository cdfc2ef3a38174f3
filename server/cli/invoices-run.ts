import { loadConfig } from '@/server/app/config';
import { createLogger } from '@/server/app/logger';
import { closeServices, createServices } from '@/server/app/create-services';
import { runRecurringInvoices } from '@/server/features/invoices/recurring-invoices';
import { collectDueDebits } from '@/server/features/invoices/collection';

// `npm run invoices:run`: one run of the recurring-invoice job and the due direct debits, for cron. Safe beside running app
// instances and beside another run: a schedule's month is billed once (see recurring-invoices.ts).
const config = loadConfig();
const log = createLogger(config.logLevel);
const services = await createServices(config, log);
try {
  const created = await runRecurringInvoices(services, log);
  console.log(created.length === 1 ? '1 terugkerende factuur aangemaakt.' : `${created.length} terugkerende facturen aangemaakt.`);
  const debits = await collectDueDebits(services, log);
  console.log(debits === 1 ? '1 incasso gestart.' : `${debits} incasso's gestart.`);
  await services.mailer.deliverDue();
} catch (error) {
  console.error(`Fout: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeServices(services);
}
