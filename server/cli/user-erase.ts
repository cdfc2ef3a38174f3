import os from 'node:os';
import { z } from 'zod';
import { emailSchema } from '@/src/schemas/auth';
import { findUserByEmail, findUserRole } from '@/db/queries/users';
import { loadConfig } from '@/server/app/config';
import { createLogger } from '@/server/app/logger';
import { closeServices, createServices } from '@/server/app/create-services';
import { decideErasure } from '@/server/features/privacy/erasure';
import { parseFlags, UsageError } from './cli';

// Erasure for a request that came in by post: the same erasure as an admin's approval. `--by` names
// the admin who handles it (the activity log records them); the shell user is logged too.
const usage = 'npm run user:erase -- --email <e-mail> --by <e-mail van de beheerder> [--reason "<reden>"]';

const config = loadConfig();
const log = createLogger(config.logLevel);
const services = await createServices(config, log);
try {
  const flags = parseFlags({ email: { type: 'string' }, by: { type: 'string' }, reason: { type: 'string' } }, usage);
  const parsed = z.object({ email: emailSchema, by: emailSchema, reason: z.string().trim().min(1).default('Verzoek per post.') }).safeParse(flags);
  if (!parsed.success) throw new UsageError(`${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\nGebruik: ${usage}`);
  const user = await findUserByEmail(services.db, parsed.data.email);
  if (!user) throw new UsageError(`Geen gebruiker met e-mailadres ${parsed.data.email}`);
  const admin = await findUserByEmail(services.db, parsed.data.by);
  const adminRole = admin ? await findUserRole(services.db, admin.id) : undefined;
  if (!admin || adminRole?.role !== 'admin') throw new UsageError(`--by: ${parsed.data.by} is geen beheerder`);
  log.info({ erased: user.id, by: admin.id, shellUser: os.userInfo().username }, 'account erased from the shell');
  await decideErasure(services, log, {
    by: { userId: user.id },
    approve: true,
    reason: parsed.data.reason,
    source: { actor: { id: admin.id, role: 'admin' }, network: null },
  });
  await services.mailer.deliverDue();
  console.log(`Het account van ${parsed.data.email} en de gegevens zijn verwijderd; facturen blijven bewaard. Vastgelegd als handeling van ${admin.email}.`);
} catch (error) {
  console.error(`Fout: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
} finally {
  await closeServices(services);
}
