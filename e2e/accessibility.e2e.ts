import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeToasts, DEMO, expectFocused, expectHidden, expectPath, expectVisible, fileBrowser, releaseBrowser, login } from './browser';
import { FRESH_STAFF, FRESH_STAFF_PASSWORD, registerAccount, uniqueEmail } from './accounts';
import { codeFor, setUpTwoStep } from './two-step';
import { axeFailures, checkedPage, describeCspViolations } from './page-checks';

// axe-core on what a page shows only after a person did something: an open row menu, and each step
// between the password and the portal, which keep to the Content-Security-Policy as well (the QR
// code is a data: image). Every page as it opens is checked by e2e/every-page.e2e.ts.

describe.each([
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
])('accessibility at $width px', ({ width, height }) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await fileBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('has no serious or critical axe violations with a row\'s "Acties" menu open, which arrow keys walk and Escape closes', async () => {
    const { context, page } = await checkedPage(browser, width, height);
    try {
      await login(page, DEMO.admin);
      await page.goto('/admin/invoices');
      const trigger = page.getByRole('button', { name: /^Acties voor factuur / }).first();
      await trigger.focus();
      await page.keyboard.press('Enter');
      const items = page.getByRole('menu').getByRole('menuitem');
      await expectFocused(items.first());
      const found = await axeFailures(page, `admin /admin/invoices, Acties open @${width}px`);
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

  it('has no serious or critical axe violations and no CSP violation on the steps between the password and the portal', async () => {
    const { context, page, cspViolations } = await checkedPage(browser, width, height);
    try {
      const found: string[] = [];
      const check = async (where: string) => {
        // As a person reads the step: with the notification gone.
        await closeToasts(page);
        found.push(...(await axeFailures(page, `${where} @${width}px`)));
      };
      const account = { fullName: `Axel Axe ${width}`, email: uniqueEmail(`axe-${width}`), password: 'Tulpenveld-2026' };
      await registerAccount(page, account, { verify: false });
      await expectPath(page, '/verify-email');
      await check('nog niet bevestigd /verify-email');
      // Opened again from its address, as after a reload.
      await page.reload();
      await expectVisible(page.getByRole('heading', { level: 1 }).first());

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
      // The code from the key kept at the set-up signs in.
      await signIn();
      await page.getByLabel('Code', { exact: true }).fill(await codeFor(admin));
      await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
      await expectPath(page, '/');
      found.push(...describeCspViolations(cspViolations));
      expect(found, found.join('\n')).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
