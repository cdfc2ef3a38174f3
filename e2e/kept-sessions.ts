import fs from 'node:fs';
import path from 'node:path';
import type { Cookie, Page } from 'playwright-core';
import { sharedServer } from './shared-server';
import { DEMO_USERS } from '@/server/cli/seed-data';

// Each seed account's first session cookie of a run, kept for later test files (each its own process). Only that cookie: a folded
// sidebar or a remembered device stays with the test that made it.

export const SEED_EMAILS: ReadonlySet<string> = new Set(DEMO_USERS.map((user) => user.email));

type Kept = Record<string, Cookie>;

function keptFile(): string {
  return path.join(sharedServer().stateDir, 'sessions.json');
}

function readKept(): Kept {
  const file = keptFile();
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Kept) : {};
}

const isSessionCookie = (cookie: Cookie) => /(^|-)session$/.test(cookie.name);

/** After a sign-in on the sign-in screen: keeps this account's session cookie for later sign-ins. */
export async function keepSession(page: Page, email: string): Promise<void> {
  const cookie = (await page.context().cookies()).find(isSessionCookie);
  if (cookie) fs.writeFileSync(keptFile(), JSON.stringify({ ...readKept(), [email]: cookie }));
}

/**
 * Opens `path` of the portal (the dashboard by default) with the kept session cookie; true once the
 * portal shows it. False (cookie cleared again) when none is kept or the session ended, e.g. by "Uitloggen".
 */
export async function resumeSession(page: Page, email: string, path = '/'): Promise<boolean> {
  const cookie = readKept()[email];
  if (!cookie) return false;
  const context = page.context();
  await context.addCookies([cookie]);
  await page.goto(path);
  // The signed-in shell draws only once every guard let the session in; otherwise the sign-in screen shows.
  const portal = page.locator('main#inhoud');
  await portal.or(page.getByRole('heading', { name: 'Inloggen', exact: true })).first().waitFor({ timeout: 20_000 });
  if (new URL(page.url()).pathname === new URL(path, page.url()).pathname && (await portal.isVisible())) return true;
  await context.clearCookies({ name: cookie.name });
  return false;
}
