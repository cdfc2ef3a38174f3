import { z } from 'zod';
import { emailSchema } from '@/src/schemas/auth';
import { findUserByEmail } from '@/db/queries/users';
import { resetTwoFactor } from '@/db/queries/two-factor';
import { parseFlags, runCli, UsageError } from './cli';

// For the last admin who lost their phone and their recovery codes: no other admin can reset it.
const usage = 'npm run user:reset-2fa -- --email <e-mail>';

await runCli(async ({ db }) => {
  const flags = parseFlags({ email: { type: 'string' } }, usage);
  const parsed = z.object({ email: emailSchema }).safeParse(flags);
  if (!parsed.success) throw new UsageError(`${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\nGebruik: ${usage}`);
  const user = await findUserByEmail(db, parsed.data.email);
  if (!user) throw new UsageError(`Geen gebruiker met e-mailadres ${parsed.data.email}`);
  await db.transaction().execute((trx) => resetTwoFactor(trx, user.id));
  console.log(`Tweestapsverificatie van ${user.email} staat uit en alle sessies zijn beëindigd. Bij de volgende keer inloggen stelt ${user.email} het opnieuw in.`);
});
