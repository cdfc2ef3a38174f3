import { z } from 'zod';
import { nl } from '@/src/text/nl';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { hashPassword } from '@/server/auth/password';
import { emailSchema, passwordSchema } from '@/src/schemas/auth';
import { createUser, EmailTakenError } from '@/db/queries/users';
import { parseFlags, runCli, UsageError } from './cli';
import { readPassword } from './password-input';
import { roleSchema } from './role';

const usage =
  'npm run user:create -- --email <e-mail> --role admin|developer|client [--name "Volledige naam"] [--password <wachtwoord>]\n' +
  'Zonder --password vraagt het commando het wachtwoord (of leest het de eerste regel van stdin).';

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
  // Checked before the password is asked, so a typo in a flag does not cost a prompt.
  const early = argsSchema.omit({ password: true }).safeParse(flags);
  if (!early.success) throw new UsageError(`${early.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\nGebruik: ${usage}`);
  const password = flags.password ?? (await readPassword());
  if (password === null) throw new UsageError(nl.validation.passwordsDontMatch);
  const parsed = argsSchema.safeParse({ ...flags, password });
  if (!parsed.success) throw new UsageError(`${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n')}\nGebruik: ${usage}`);
  const { isCommonPassword } = await import('@/server/auth/password-strength');
  if (isCommonPassword(parsed.data.password)) throw new UsageError(`--password: ${security.passwords.tooCommon}`);
  const { email, role, name } = parsed.data;
  try {
    const passwordHash = await hashPassword(parsed.data.password);
    // Made by whoever runs the shell: the address needs no link.
    await db.transaction().execute((trx) => createUser(trx, { email, passwordHash, fullName: name ?? null, role, emailVerified: true }));
  } catch (error) {
    if (error instanceof EmailTakenError) throw new UsageError(`Er bestaat al een account met ${email}`);
    throw error;
  }
  console.log(`Gebruiker ${email} aangemaakt met rol ${role}.`);
});
