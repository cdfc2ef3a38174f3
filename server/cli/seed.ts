import { findUserByEmail } from '@/db/queries/users';
import { runCli } from './cli';
import { DEMO_PASSWORD, DEMO_USERS } from './seed-data';
import { seedDemoAgency } from './seed-demo';

await runCli(async ({ db, kind }) => {
  const logins = DEMO_USERS.map((u) => `  ${u.role.padEnd(9)} ${u.email}`).join('\n');
  if (await findUserByEmail(db, DEMO_USERS[0]!.email)) {
    console.log(`De demo-gegevens staan er al (${kind}). Inloggen met wachtwoord ${DEMO_PASSWORD}:\n${logins}`);
    return;
  }
  await seedDemoAgency(db);
  console.log(`Demo-bureau aangemaakt (${kind}). Inloggen met wachtwoord ${DEMO_PASSWORD}:\n${logins}`);
});
