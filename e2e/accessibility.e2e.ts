import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS, DEMO_USERS } from '@/server/cli/seed-data';
import { packageName } from '@/src/domain/packages';
import { baseUrl, DEMO, expectFocused, expectHidden, expectPath, expectVisible, launchBrowser, login } from './browser';
import { FRESH_STAFF, FRESH_STAFF_PASSWORD, registerAccount, uniqueEmail } from './accounts';
import { codeFor, setUpTwoStep } from './two-step';
import { region } from './client-pages';
import { SCREENS } from './screens';

// axe-core (WCAG 2.1 A/AA and best practice) on every page of every role, at desktop and phone width.
// A serious or critical violation fails; so does any finding of the rules listed in KEPT_CLEAN.

type Audience = 'visitor' | keyof typeof SCREENS;
type AuditedPage = {
  who: Audience;
  /** `$projectId` stands for the demo client's website, which the demo developer works on. */
  path: string;
  /** What a person does first on the page, e.g. switch the sign-in screen to another mode. */
  prepare?: (page: Page) => Promise<unknown>;
};

/** Pages no menu item leads to: the public ones, a project's detail page, a second project. */
const OFF_MENU: readonly AuditedPage[] = [
  { who: 'visitor', path: '/auth' },
  { who: 'visitor', path: '/auth', prepare: (page) => page.getByRole('button', { name: 'Registreer hier' }).click() },
  { who: 'visitor', path: '/auth', prepare: (page) => page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click() },
  { who: 'visitor', path: '/auth?type=recovery&token=voorbeeld' },
  { who: 'visitor', path: '/auth?package=webshop' },
  { who: 'visitor', path: '/onboarding' },
  { who: 'visitor', path: '/privacy' },
  { who: 'visitor', path: '/verify-email?result=verified' },
  { who: 'visitor', path: '/verify-email?result=invalid' },
  { who: 'visitor', path: '/bestaat-niet' },
  { who: 'admin', path: '/admin/projects/$projectId' },
  { who: 'admin', path: '/account' },
  { who: 'developer', path: '/account' },
  { who: 'developer', path: '/developer/projects/$projectId' },
  { who: 'client', path: '/onboarding?intent=new' },
];

/** Every page of the app: every menu screen of e2e/screens.ts, and the pages above. A new page is one line in either. */
const PAGES: readonly AuditedPage[] = [
  ...(['admin', 'developer', 'client'] as const).flatMap((who) => SCREENS[who].map((screen) => ({ who, path: screen.path }))),
  ...OFF_MENU,
];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Minor rules the scan once found and that were fixed; they stay fixed. */
const KEPT_CLEAN = new Set(['landmark-unique', 'heading-order']);

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const AUDIENCES: readonly Audience[] = ['visitor', 'admin', 'developer', 'client'];

function fails(violation: Result): boolean {
  return FAILING_IMPACTS.has(violation.impact ?? '') || KEPT_CLEAN.has(violation.id);
}

function describeViolation(where: string, violation: Result): string {
  const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
  return `${where}: ${violation.id} (${violation.impact}) ${violation.help} → ${targets.join(', ')}`;
}

// The demo client's project that has a developer, so the admin, that developer and the client may all open it.
const DEMO_CLIENT_KEY = DEMO_USERS.find((user) => user.email === DEMO.client)!.key;
const SHARED_PROJECT = DEMO_PROJECTS.find((project) => project.client === DEMO_CLIENT_KEY && project.developer !== null)!;

/** That project's id, read from the link on its card on the client's dashboard. */
async function sharedProjectId(browser: Browser): Promise<string> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  try {
    const page = await context.newPage();
    await login(page, DEMO.client);
    const link = region(page, packageName(SHARED_PROJECT.packageType)).getByRole('link', { name: 'Bekijk volledige planning' });
    await expectVisible(link);
    const href = (await link.getAttribute('href')) ?? '';
    const id = new URL(href, baseUrl()).searchParams.get('project');
    if (!id) throw new Error(`Geen project in ${href}`);
    return id;
  } finally {
    await context.close();
  }
}

/** Opens the page as a person would, waits until it has nothing left to load, and runs axe on it. */
async function audit(page: Page, target: AuditedPage, projectId: string): Promise<Result[]> {
  await page.goto(target.path.replace('$projectId', projectId));
  await expectVisible(page.getByRole('heading', { level: 1 }).first());
  await page.waitForLoadState('networkidle');
  if (target.prepare) {
    await target.prepare(page);
    await page.waitForLoadState('networkidle');
  }
  return auditShown(page);
}

/**
 * A context for the scan. axe comes with every page it opens, before the app's own scripts (the
 * browser compiles it once; sent and compiled again on each page it cost as much as the scan).
 * The test injects it as a script; a Content-Security-Policy must not stop it.
 */
async function auditContext(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height }, locale: 'nl-NL', bypassCSP: true });
  await context.addInitScript({ content: AXE_SOURCE });
  return context;
}

/** Runs axe on the page as it is now (a step reached by what a person did, not by an address). */
async function auditShown(page: Page): Promise<Result[]> {
  await expectVisible(page.getByRole('heading', { level: 1 }).first());
  await page.waitForLoadState('networkidle');
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    }),
    TAGS,
  );
  return results.violations;
}

describe.each([
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
])('accessibility at $width px', ({ width, height }) => {
  let browser: Browser;
  let projectId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    projectId = await sharedProjectId(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const who of AUDIENCES) {
    const pages = PAGES.filter((target) => target.who === who);
    it(`has no serious or critical axe violations on the ${pages.length} pages of the ${who}`, async () => {
      const context = await auditContext(browser, width, height);
      try {
        const page = await context.newPage();
        if (who !== 'visitor') await login(page, DEMO[who]);
        const found: string[] = [];
        for (const target of pages) {
          const where = `${who} ${target.path}${target.prepare ? ' (na een klik)' : ''} @${width}px`;
          for (const violation of await audit(page, target, projectId)) {
            if (fails(violation)) found.push(describeViolation(where, violation));
            else console.warn(`[axe] ${describeViolation(where, violation)}`);
          }
        }
        expect(found, found.join('\n')).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }

  it('has no serious or critical axe violations with a row\'s "Acties" menu open, which arrow keys walk and Escape closes', async () => {
    const context = await auditContext(browser, width, height);
    try {
      const page = await context.newPage();
      await login(page, DEMO.admin);
      await page.goto('/admin/invoices');
      const trigger = page.getByRole('button', { name: /^Acties voor factuur / }).first();
      await trigger.focus();
      await page.keyboard.press('Enter');
      const items = page.getByRole('menu').getByRole('menuitem');
      await expectFocused(items.first());
      const violations = await auditShown(page);
      for (const violation of violations.filter((found) => !fails(found))) console.warn(`[axe] ${describeViolation(`Acties open @${width}px`, violation)}`);
      const found = violations.filter(fails).map((violation) => describeViolation(`admin /admin/invoices, Acties open @${width}px`, violation));
      expect(found, found.join('\n')).toEqual([]);
      await page.keyboard.press('ArrowDown');
      await expectFocused(items.nth(1));
      await page.keyboard.press('Escape');
      await expectHidden(page.getByRole('menu'));
      await expectFocused(trigger);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('has no serious or critical axe violations on the steps between the password and the portal', async () => {
    const context = await auditContext(browser, width, height);
    try {
      const page = await context.newPage();
      const found: string[] = [];
      const check = async (where: string) => {
        // As a person reads the step: after the sign-in's toast has gone.
        await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
        for (const violation of await auditShown(page)) {
          if (fails(violation)) found.push(describeViolation(`${where} @${width}px`, violation));
          else console.warn(`[axe] ${describeViolation(`${where} @${width}px`, violation)}`);
        }
      };
      const account = { fullName: `Axel Axe ${width}`, email: uniqueEmail(`axe-${width}`), password: 'Tulpenveld-2026' };
      await registerAccount(page, account, { verify: false });
      await expectPath(page, '/verify-email');
      await check('nog niet bevestigd /verify-email');

      const admin = width === 1280 ? FRESH_STAFF.axeAdmin1280 : FRESH_STAFF.axeAdmin375;
      const signIn = async () => {
        await context.clearCookies();
        await page.goto('/auth');
        await page.getByLabel('E-mailadres').fill(admin);
        await page.getByLabel('Wachtwoord', { exact: true }).fill(FRESH_STAFF_PASSWORD);
        await page.getByRole('button', { name: 'Inloggen' }).click();
      };
      await signIn();
      await expectPath(page, '/two-step');
      await page.getByRole('img', { name: /QR-code/ }).waitFor();
      await check('eerste keer inloggen /two-step');
      await setUpTwoStep(page, admin, FRESH_STAFF_PASSWORD);
      await check('herstelcodes /two-step');
      await page.getByRole('button', { name: 'Ik heb ze bewaard, verder' }).click();
      await expectPath(page, '/');
      await signIn();
      await page.getByLabel('Code', { exact: true }).waitFor();
      await check('code na het wachtwoord /auth');
      await page.getByRole('button', { name: 'Telefoon kwijt? Gebruik een herstelcode' }).click();
      await check('herstelcode na het wachtwoord /auth');
      expect(await codeFor(admin)).toMatch(/^\d{6}$/);
      expect(found, found.join('\n')).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
