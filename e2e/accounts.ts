import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_USERS } from '../db/cli/seed-data';

// Test files share one database, so counters on the admin dashboard are the seed plus the
// accounts that journeys registered; each registration is noted here, whatever the file order.
function registrationsFile(): string {
  return path.join(inject('stateDir'), 'registered.txt');
}

export function registeredAccountCount(): number {
  const file = registrationsFile();
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
}

/** Users the admin dashboard should count right now. */
export function expectedUserCount(): number {
  return DEMO_USERS.length + registeredAccountCount();
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.klantportaal.test`;
}

export type NewAccount = { fullName: string; email: string; password: string };

/** Registers through the sign-in screen's register mode and waits for its confirmation toast. */
export async function registerAccount(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Registreer hier' }).click();
  await page.getByLabel('Volledige naam').fill(account.fullName);
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
  fs.appendFileSync(registrationsFile(), `${account.email}\n`);
  await page.getByRole('button', { name: 'Registreren' }).click();
  await page.getByText('Account aangemaakt! Je kunt nu direct inloggen.').waitFor();
}
