// `npm run bench:seed`: fills the configured database (DATA_DIR's PGlite, or DATABASE_URL) with the
// agency at scale. Every bench user has the demo password; see benchEmail().
import { isProductionDatabase } from '@/db/queries/deployment';
import { hashPassword } from '@/server/auth/password';
import { runCli } from '@/server/cli/cli';
import { DEMO_PASSWORD } from '@/server/cli/seed-data';
import { loadConfig } from '@/server/app/config';
import { AGENCY_SCALE, benchEmail, fillScaleData } from './scale-data';

await runCli(async ({ db, kind }) => {
  if (loadConfig().production || (await isProductionDatabase(db))) throw new Error('dit is een productiedatabase; de bench-seed weigert.');
  const existing = await db.selectFrom('users').select('id').where('email', '=', benchEmail('admin')).executeTakeFirst();
  if (existing) {
    console.log(`De bench-gegevens staan er al (${kind}).`);
    return;
  }
  const started = performance.now();
  await fillScaleData(db, AGENCY_SCALE, await hashPassword(DEMO_PASSWORD));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Bench-bureau aangemaakt (${kind}) in ${seconds} s. Inloggen met wachtwoord ${DEMO_PASSWORD}, bijvoorbeeld:`);
  for (const email of [benchEmail('admin'), benchEmail('developer', 1), benchEmail('client', 1)]) console.log(`  ${email}`);
});
