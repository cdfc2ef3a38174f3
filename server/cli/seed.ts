import { findUserByEmail } from '@/db/queries/users';
import { isProductionDatabase } from '@/db/queries/deployment';
import { loadConfig } from '@/server/app/config';
import { parseFlags, runCli } from './cli';
import { DEMO_PASSWORD, DEMO_USERS } from './seed-data';
import { seedDemoAgency } from './seed-demo';

await runCli(async ({ db, kind }) => {
  const { force } = parseFlags({ force: { type: 'boolean', default: false } }, 'npm run seed [-- --force]');
  // Demo accounts share one known password: never in a production database by accident.
  if (!force && (loadConfig().production || (await isProductionDatabase(db)))) {
    throw new Error(
      'dit is een productiedatabase (NODE_ENV=production, of een productieserver heeft haar gebruikt). ' +
        `De demo-accounts hebben het bekende wachtwoord ${DEMO_PASSWORD}; gebruik --force als je dat echt wilt.`,
    );
  }
  const logins = DEMO_USERS.map((u) => `  ${u.role.padEnd(9)} ${u.email}`).join('\n');
  if (await findUserByEmail(db, DEMO_USERS[0]!.email)) {
    console.log(`De demo-gegevens staan er al (${kind}). Inloggen met wachtwoord ${DEMO_PASSWORD}:\n${logins}`);
    return;
  }
  await seedDemoAgency(db);
  console.log(`Demo-bureau aangemaakt (${kind}). Inloggen met wachtwoord ${DEMO_PASSWORD}:\n${logins}`);
});
