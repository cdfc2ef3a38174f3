import { z } from 'zod';
import { emailSchema } from '@/src/schemas/auth';
import { setRole } from '@/db/queries/roles';
import { findUserByEmail } from '@/db/queries/users';
import { parseFlags, runCli, UsageError } from './cli';
import { roleSchema } from './role';

const usage = 'npm run user:role -- --email <e-mail> --role admin|developer|client';

await runCli(async ({ db }) => {
  const flags = parseFlags({ email: { type: 'string' }, role: { type: 'string' } }, usage);
  const parsed = z.object({ email: emailSchema, role: roleSchema }).safeParse(flags);
  if (!parsed.success) throw new UsageError(`${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\nGebruik: ${usage}`);
  const user = await findUserByEmail(db, parsed.data.email);
  if (!user) throw new UsageError(`Geen gebruiker met e-mailadres ${parsed.data.email}`);
  await setRole(db, user.id, parsed.data.role);
  console.log(`Rol van ${user.email} is nu ${parsed.data.role}.`);
});
