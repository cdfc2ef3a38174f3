import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, DEMO, expectPath, signIn } from './browser';
import { FRESH_STAFF, FRESH_STAFF_PASSWORD, registerAccount, uniqueEmail } from './accounts';
import { codeFor, setUpTwoStep } from './two-step';

// Every page loads under the server's Content-Security-Policy without a single violation: no
// inline script, no style or image from elsewhere, no framing. Violations are collected from the
// page's `securitypolicyviolation` events and from the console, where Chromium reports them too.

interface Violation {
  page: string;
  what: string;
}

const PAGES = {
  anonymous: ['/auth', '/privacy', '/deze-pagina-bestaat-niet', '/verify-email?result=verified', '/verify-email?result=invalid'],
  client: ['/', '/intake', '/progress', '/upsells', '/invoices', '/complaints', '/account', '/onboarding?intent=new'],
  developer: ['/', '/developer/projects', '/developer/projects/:project', '/developer/calendar', '/developer/complaints'],
  admin: [
    '/',
    '/admin/users',
    '/admin/projects',
    '/admin/projects/:project',
    '/admin/calendar',
    '/admin/upsells',
    '/admin/invoices',
    '/admin/complaints',
  ],
} as const;

async function watchViolations(context: BrowserContext, page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page: source }, what: string) => {
    violations.push({ page: new URL(source.url()).pathname, what });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (what: string) => void }).__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push({ page: new URL(page.url()).pathname, what: message.text() });
  });
  return violations;
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').or(page.getByRole('heading').first()).first().waitFor();
}

/** An id of a project the signed-in developer works on (the seed assigns several). */
async function aDevelopersProject(page: Page): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({ json: {} }));
  const answer = await page.request.get(`/trpc/developer.projects.list?input=${input}`);
  const id = /"id":"([0-9a-f-]{36})"/.exec(await answer.text())?.[1];
  expect(id).toBeTruthy();
  return id!;
}

describe('the Content-Security-Policy', () => {
  let context: BrowserContext;
  let page: Page;
  let violations: Violation[];

  browserPerTest((opened) => ({ context, page } = opened));

  it('is enforced: an injected inline script is blocked and reported', async () => {
    violations = await watchViolations(context, page);
    await visit(page, '/auth');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.head.append(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });

  it('is not violated by any page, signed out or as each role', async () => {
    violations = await watchViolations(context, page);
    for (const path of PAGES.anonymous) await visit(page, path);
    let project = '';
    for (const role of ['client', 'developer', 'admin'] as const) {
      await context.clearCookies();
      await signIn(page, DEMO[role]);
      if (role === 'developer') project = await aDevelopersProject(page);
      for (const path of PAGES[role]) {
        await visit(page, path.replace(':project', project));
        // The admin dashboard's charts (their own chunk, drawn as SVG) are on screen before moving on.
        if (role === 'admin' && path === '/') await page.getByTestId('chart-omzet').locator('svg.recharts-surface').first().waitFor();
      }
    }
    // The last page really was an admin page, not a redirect to the sign-in screen.
    await expectPath(page, '/admin/complaints');
    expect(violations).toEqual([]);
  });

  it('is not violated by the steps between the password and the portal (the QR code is a data: image)', async () => {
    violations = await watchViolations(context, page);
    // An address still to verify.
    const account = { fullName: 'Cas Csp', email: uniqueEmail('csp'), password: 'Tulpenveld-2026' };
    await registerAccount(page, account, { verify: false });
    await expectPath(page, '/verify-email');
    await visit(page, '/verify-email');

    // A first sign-in as an admin: the set-up with its QR code, the recovery codes, then the code step.
    await context.clearCookies();
    await visit(page, '/auth');
    await page.getByLabel('E-mailadres').fill(FRESH_STAFF.cspAdmin);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(FRESH_STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expectPath(page, '/two-step');
    await page.getByRole('img', { name: /QR-code/ }).waitFor();
    await setUpTwoStep(page, FRESH_STAFF.cspAdmin, FRESH_STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Ik heb ze bewaard, verder' }).click();
    await expectPath(page, '/');
    await context.clearCookies();
    await visit(page, '/auth');
    await page.getByLabel('E-mailadres').fill(FRESH_STAFF.cspAdmin);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(FRESH_STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByLabel('Code', { exact: true }).fill(await codeFor(FRESH_STAFF.cspAdmin));
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expectPath(page, '/');
    expect(violations).toEqual([]);
  });
});
