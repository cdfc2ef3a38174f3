import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { sharedServer } from './shared-server';
import { DEMO_MODULES, DEMO_PROJECTS, DEMO_USERS } from '@/server/cli/seed-data';
import { DEMO_INVOICE_COUNT } from '@/server/cli/seed-invoices';
import { PACKAGES } from '@/src/domain/packages';
import { formatEuro } from '@/src/domain/money';
import { expectPath, expectVisible } from './browser';
import { waitForMail } from './mailbox';

// Test files share one database, so counters on the admin dashboard are the seed plus what
// journeys created; each registration, new project and erasure is noted here, whatever the file order.
function stateFile(name: 'registered.txt' | 'projects.txt' | 'invoices.txt' | 'modules.txt' | 'erased-accounts.txt' | 'erased-projects.txt'): string {
  return path.join(sharedServer().stateDir, name);
}

function countLines(file: string): number {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
}

/** Call just before the click that makes an account some other way than registering (an accepted quote). */
export function noteRegisteredAccount(email: string): void {
  fs.appendFileSync(stateFile('registered.txt'), `${email}\n`);
}

export function registeredAccountCount(): number {
  return countLines(stateFile('registered.txt'));
}

/** Users the admin dashboard should count right now. */
export function expectedUserCount(): number {
  return DEMO_USERS.length + registeredAccountCount() - countLines(stateFile('erased-accounts.txt'));
}

/** Call just before the click that approves an erasure: the account and its projects go (its invoices stay). */
export function noteErasedAccount(email: string, projects: number): void {
  fs.appendFileSync(stateFile('erased-accounts.txt'), `${email}\n`);
  for (let i = 0; i < projects; i++) fs.appendFileSync(stateFile('erased-projects.txt'), `${email}\n`);
}

/** Call just before the click that creates a project (onboarding, "Nieuw project"), one line per project. */
export function noteCreatedProject(owner: string): void {
  fs.appendFileSync(stateFile('projects.txt'), `${owner}\n`);
}

/** Projects the admin dashboard should count right now. */
export function expectedProjectCount(): number {
  return DEMO_PROJECTS.length + countLines(stateFile('projects.txt')) - countLines(stateFile('erased-projects.txt'));
}

/** Call just before the click that adds an upsell module, one line per module. */
export function noteCreatedModule(title: string): void {
  fs.appendFileSync(stateFile('modules.txt'), `${title}\n`);
}

/** Upsell modules the admin dashboard should count right now. */
export function expectedModuleCount(): number {
  return DEMO_MODULES.length + countLines(stateFile('modules.txt'));
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.klantportaal.test`;
}

export type NewAccount = { fullName: string; email: string; password: string };

/** Registers through the sign-in screen's register mode; ends signed in as the new account (see fillRegistration). */
export async function registerAccount(page: Page, account: NewAccount, options: { verify?: boolean } = {}): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Registreer hier' }).click();
  await fillRegistration(page, account, options);
}

/**
 * Sends the open register mode; the new account waits signed in on the verification screen. Unless `verify: false`, the address
 * is verified as its owner would (the mailed link in another tab) and this page moves on, to /onboarding for a client.
 */
export async function fillRegistration(page: Page, account: NewAccount, { verify = true } = {}): Promise<void> {
  await page.getByLabel('Volledige naam').fill(account.fullName);
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
  fs.appendFileSync(stateFile('registered.txt'), `${account.email}\n`);
  await page.getByRole('button', { name: 'Registreren' }).click();
  await page.getByText('Account aangemaakt! Bevestig je e-mailadres via de link die we je stuurden.').waitFor();
  await page.waitForURL((url) => url.pathname === '/verify-email');
  if (!verify) return;
  await verifyEmailInNewTab(page, account.email);
  // Back from the mail's tab, as its owner would be: the screen checks again and moves on.
  await page.reload();
  await page.waitForURL((url) => url.pathname !== '/verify-email');
}

/** The verification link mailed to the address (the newest one). */
export async function verificationLink(email: string): Promise<string> {
  const mail = await waitForMail(email);
  const link = /(\S+\/verify-email\?token=[a-z0-9]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`Geen verificatielink in de mail aan ${email}: ${mail.text}`);
  return link;
}

/** Opens the mailed verification link in another tab of the same browser, and closes it once it worked. */
export async function verifyEmailInNewTab(page: Page, email: string): Promise<void> {
  const link = await verificationLink(email);
  const tab = await page.context().newPage();
  try {
    await tab.goto(link);
    await tab.waitForURL((url) => url.searchParams.get('result') === 'verified');
  } finally {
    await tab.close();
  }
}

export { FRESH_STAFF, FRESH_STAFF_PASSWORD } from './fresh-staff';

/** Call just before the click that creates an invoice ("Nieuwe factuur"), one line per invoice. */
export function noteCreatedInvoice(number: string): void {
  fs.appendFileSync(stateFile('invoices.txt'), `${number}\n`);
}

/** Invoices the admin dashboard should count right now. */
export function expectedInvoiceCount(): number {
  return DEMO_INVOICE_COUNT + countLines(stateFile('invoices.txt'));
}

/**
 * The shortest way through onboarding to a client with a website project (ends on /intake).
 * `sharedServer: false` for a journey's own server, whose projects the shared dashboards never count.
 */
export async function onboardWithWebsite(page: Page, account: NewAccount, { sharedServer = true } = {}) {
  await expectPath(page, '/onboarding');
  await page.getByRole('radio', { name: `Website ${formatEuro(PACKAGES.website.monthlyPrice)} per maand` }).click();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expectVisible(page.getByText('Stap 2 van 2'));
  const details = { Bedrijfsnaam: `Studio ${account.fullName}`, Telefoonnummer: '06 1234 5678', 'Straat en huisnummer': 'Lange Voorhout 1', Postcode: '2514 EA', Plaats: 'Den Haag' };
  for (const [label, value] of Object.entries(details)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('IBAN', { exact: true }).fill('NL91 ABNA 0417 1643 00');
  await page.getByRole('checkbox', { name: /Ik ga akkoord met de algemene voorwaarden/ }).click();
  if (sharedServer) noteCreatedProject(account.email);
  await page.getByRole('button', { name: 'Account activeren' }).click();
  await expectPath(page, '/intake');
}
