import fs from 'node:fs';
import path from 'node:path';
import { generateHOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import type { Page } from 'playwright-core';
import { sharedServer } from './shared-server';

// Staff set up two-step at their first sign-in of a run; the key is kept. The server takes each step's code once per account but
// accepts a step either side (clock drift), so the last step is kept: a quick re-sign-in uses the next step's code, or waits.

const STEP_MS = 30_000;

type Kept<T> = Record<string, T>;

function stateFile(name: 'totp-secrets.json' | 'totp-steps.json'): string {
  return path.join(sharedServer().stateDir, name);
}

function read<T>(name: 'totp-secrets.json' | 'totp-steps.json'): Kept<T> {
  const file = stateFile(name);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Kept<T>) : {};
}

export function rememberSecret(email: string, secret: string): void {
  fs.writeFileSync(stateFile('totp-secrets.json'), JSON.stringify({ ...read<string>('totp-secrets.json'), [email]: secret }));
}

function rememberStep(email: string, step: number): void {
  fs.writeFileSync(stateFile('totp-steps.json'), JSON.stringify({ ...read<number>('totp-steps.json'), [email]: step }));
}

const currentStep = () => Math.floor(Date.now() / STEP_MS);

/** The code an authenticator app shows for this key at a time step (now by default). */
export function totpCode(secret: string, step = currentStep()): string {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6);
}

/** A code the server has not taken for this account yet: this step's, the next one's, or (both used) the next one's once it is due. */
export async function codeFor(email: string): Promise<string> {
  const secret = read<string>('totp-secrets.json')[email];
  if (!secret) throw new Error(`Geen sleutel voor ${email}: tweestapsverificatie is in deze run niet via de browser ingesteld`);
  const last = read<number>('totp-steps.json')[email] ?? -1;
  while (last + 1 > currentStep() + 1) await new Promise((resolve) => setTimeout(resolve, 500));
  const step = Math.max(currentStep(), last + 1);
  rememberStep(email, step);
  return totpCode(secret, step);
}

/** On /two-step: reads the key as text, confirms it with a code and the password, keeps it; returns the recovery codes. */
export async function setUpTwoStep(page: Page, email: string, password: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const secretText = page.getByTestId('totp-secret');
  await secretText.waitFor();
  const secret = (await secretText.innerText()).replace(/\s/g, '');
  const step = currentStep();
  await page.getByLabel('Code', { exact: true }).fill(totpCode(secret, step));
  await page.getByLabel('Huidig wachtwoord', { exact: true }).fill(password);
  rememberStep(email, step);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  const list = page.getByRole('list', { name: 'Herstelcodes' });
  await list.waitFor();
  rememberSecret(email, secret);
  const recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  return { secret, recoveryCodes };
}

type AfterPassword = 'portal' | 'setup' | 'code';

/**
 * Where the password led (portal, second-step set-up, or code), judged by what the page shows once settled, never a passing address:
 * the app goes to / first, then guards send staff to /two-step. A plain loop, since it also runs in hooks.
 */
export async function afterPassword(page: Page, timeoutMs = 20_000): Promise<AfterPassword> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const pathname = new URL(page.url()).pathname;
    if (pathname === '/two-step' && (await page.getByTestId('totp-secret').isVisible())) return 'setup';
    if (pathname === '/auth' && (await page.getByRole('heading', { name: 'Code invullen' }).isVisible())) return 'code';
    // The signed-in pages' shell draws only once every guard has let the user in.
    if (pathname !== '/auth' && pathname !== '/two-step' && (await page.locator('main#inhoud').isVisible())) return 'portal';
    await page.waitForTimeout(100);
  }
  throw new Error(`Na het wachtwoord kwam geen portaal, code of instelpagina (${page.url()})`);
}

/** Finishes a sign-in after the password: sets the second step up (which asks the password again) or gives its code, as the page asks. */
export async function completeSecondStep(page: Page, email: string, password: string): Promise<void> {
  const where = await afterPassword(page);
  if (where === 'setup') {
    await setUpTwoStep(page, email, password);
    await page.getByRole('button', { name: 'Ik heb ze bewaard, verder' }).click();
  } else if (where === 'code') {
    await page.getByLabel('Code', { exact: true }).fill(await codeFor(email));
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  }
}
