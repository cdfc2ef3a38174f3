import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO = {
  admin: 'admin@klantportaal.nl',
  developer: 'daan@klantportaal.nl',
  client: 'info@bakkerijvisser.nl',
} as const;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function baseUrl(): string {
  return inject('baseUrl');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export function newContext(browser: Browser, width = 1280, height = 800): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), viewport: { width, height }, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
}

export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Saves a screenshot under e2e/screenshots/ for a person to look at (not committed). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(import.meta.dirname, 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
