import { z } from 'zod';
import { hashPassword } from '@/server/auth/password';
import { emailSchema, passwordSchema } from '@/src/schemas/auth';
import { createUser, EmailTakenError } from '@/db/queries/users';
import { parseFlags, runCli, UsageError } from './cli';
import { roleSchema } from './role';

const usage = 'npm run user:create -- --email <e-mail> --password <wachtwoord> --role admin|developer|client [--name "Volledige naam"]';

const argsSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  role: roleSchema,
  name: z.string().trim().min(1).optional(),
});

await runCli(async ({ db }) => {
  const flags = parseFlags(
    { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
    usage,
  );
  const parsed = argsSchema.safeParse(flags);
  if (!parsed.success) throw new UsageError(`${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\nGebruik: ${usage}`);
  const { email, password, role, name } = parsed.data;
  try {
    const passwordHash = await hashPassword(password);
    await db.transaction().execute((trx) => createUser(trx, { email, passwordHash, fullName: name ?? null, role }));
  } catch (error) {
    if (error instanceof EmailTakenError) throw new UsageError(`Er bestaat al een account met ${email}`);
    throw error;
  }
  console.log(`Gebruiker ${email} aangemaakt met rol ${role}.`);
});
