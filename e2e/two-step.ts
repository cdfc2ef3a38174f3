import fs from 'node:fs';
import path from 'node:path';
import { generateTOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

// Two-step sign-in in the browser journeys. Admins and developers set it up at their first sign-in
// of a run (whichever test file signs in first); the key shown then is kept here, so every later
// sign-in types the code an authenticator app would show.

function secretsFile(): string {
  return path.join(inject('stateDir'), 'totp-secrets.json');
}

function secrets(): Record<string, string> {
  const file = secretsFile();
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

export function rememberSecret(email: string, secret: string): void {
  fs.writeFileSync(secretsFile(), JSON.stringify({ ...secrets(), [email]: secret }));
}

/** The code an authenticator app shows now for this key. */
export function totpCode(secret: string): string {
  return generateTOTP(decodeBase32IgnorePadding(secret), 30, 6);
}

export function codeFor(email: string): string {
  const secret = secrets()[email];
  if (!secret) throw new Error(`Geen sleutel voor ${email}: tweestapsverificatie is in deze run niet via de browser ingesteld`);
  return totpCode(secret);
}

/** On /two-step: reads the key as text, confirms it with a code, keeps it; returns the recovery codes. */
export async function setUpTwoStep(page: Page, email: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const secretText = page.getByTestId('totp-secret');
  await secretText.waitFor();
  const secret = (await secretText.innerText()).replace(/\s/g, '');
  await page.getByLabel('Code', { exact: true }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  const list = page.getByRole('list', { name: 'Herstelcodes' });
  await list.waitFor();
  rememberSecret(email, secret);
  const recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
  return { secret, recoveryCodes };
}

type AfterPassword = 'portal' | 'setup' | 'code';

/**
 * Where the password led: the portal, the set-up of the second step, or its code. Decided by what the
 * page shows once the router has settled, never by a passing address: after the password the app
 * goes to / and only then do the guards send staff on to /two-step. A plain loop: it also runs in hooks.
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

/** Finishes a sign-in after the password: sets the second step up or gives its code, as the page asks. */
export async function completeSecondStep(page: Page, email: string): Promise<void> {
  const where = await afterPassword(page);
  if (where === 'setup') {
    await setUpTwoStep(page, email);
    await page.getByRole('button', { name: 'Ik heb ze bewaard, verder' }).click();
  } else if (where === 'code') {
    await page.getByLabel('Code', { exact: true }).fill(codeFor(email));
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  }
}
