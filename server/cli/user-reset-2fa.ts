import os from 'node:os';
import { z } from 'zod';
import { emailSchema } from '@/src/schemas/auth';
import { findUserByEmail, findUserRole } from '@/db/queries/users';
import { loadConfig } from '@/server/app/config';
import { createLogger } from '@/server/app/logger';
import { closeServices, createServices } from '@/server/app/create-services';
import { resetSecondStep } from '@/server/features/accounts/two-factor-changes';
import { parseFlags, UsageError } from './cli';

// For the last admin who lost phone and recovery codes, whom no other admin can reset. `--by` names the admin handling it for the
// activity log (the last admin names themselves); the shell user goes to the server log.
const usage = 'npm run user:reset-2fa -- --email <e-mail> --by <e-mail van de beheerder>';

const config = loadConfig();
const log = createLogger(config.logLevel);
const services = await createServices(config, log);
try {
  const flags = parseFlags({ email: { type: 'string' }, by: { type: 'string' } }, usage);
  const parsed = z.object({ email: emailSchema, by: emailSchema }).safeParse(flags);
  if (!parsed.success) throw new UsageError(`${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\nGebruik: ${usage}`);
  const user = await findUserByEmail(services.db, parsed.data.email);
  if (!user) throw new UsageError(`Geen gebruiker met e-mailadres ${parsed.data.email}`);
  const admin = await findUserByEmail(services.db, parsed.data.by);
  const adminRole = admin ? await findUserRole(services.db, admin.id) : undefined;
  if (!admin || adminRole?.role !== 'admin') throw new UsageError(`--by: ${parsed.data.by} is geen beheerder`);
  log.info({ user: user.id, by: admin.id, shellUser: os.userInfo().username }, 'second step reset from the shell');
  await resetSecondStep(services, log, user.id, { actor: { id: admin.id, role: 'admin' }, network: null });
  await services.mailer.deliverDue();
  console.log(
    `Tweestapsverificatie van ${user.email} staat uit en alle sessies zijn beëindigd. Bij de volgende keer inloggen stelt ${user.email} het opnieuw in. Vastgelegd als handeling van ${admin.email}.`,
  );
} catch (error) {
  console.error(`Fout: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
} finally {
  await closeServices(services);
}
