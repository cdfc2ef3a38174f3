import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, DEMO, expectHidden, expectNoSideScroll, expectPath, expectTexts, expectVisible, heading, login, mainMenu } from './browser';

const PHONE = { width: 375, height: 740 };

/** Waits until the page shows its heading and has nothing left to load, then measures. */
async function openAndMeasure(page: Page, path: string) {
  await page.goto(path);
  await expectVisible(page.getByRole('heading', { level: 1 }).first());
  await page.waitForLoadState('networkidle');
  await expectNoSideScroll(page, path);
}

describe('at 375 px wide', () => {
  let context: BrowserContext;
  let page: Page;

  browserPerTest((opened) => ({ context, page } = opened), { width: PHONE.width, height: PHONE.height });

  it('the sign-in screen fits in all four modes', async () => {
    await page.goto('/auth');
    await expectVisible(heading(page, 'Inloggen'));
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expectVisible(page.getByText('E-mailadres is verplicht'));
    await expectNoSideScroll(page, 'inloggen');
    await page.getByRole('button', { name: 'Registreer hier' }).click();
    await expectVisible(heading(page, 'Account aanmaken'));
    await expectNoSideScroll(page, 'registreren');
    await page.getByRole('button', { name: 'Log hier in' }).click();
    await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
    await expectVisible(heading(page, 'Wachtwoord vergeten'));
    await expectNoSideScroll(page, 'wachtwoord vergeten');
    await page.goto('/auth?type=recovery&token=voorbeeld');
    await expectVisible(heading(page, 'Nieuw wachtwoord instellen'));
    await expectNoSideScroll(page, 'nieuw wachtwoord');
    await openAndMeasure(page, '/bestaat-niet');
  });

  it('the menu is a closed drawer that opens and closes by button, Escape and navigation', async () => {
    await login(page, DEMO.client);
    const openButton = page.getByRole('button', { name: 'Menu openen' });
    const drawer = page.getByRole('dialog', { name: 'Client Portal' });
    await expectVisible(openButton);
    await expectHidden(mainMenu(page));

    await openButton.click();
    await expectVisible(drawer);
    await expectTexts(drawer.getByRole('link'), ['Dashboard', 'Intakeformulier', 'Projectvoortgang', 'Extra Modules', 'Facturen', 'Klachten', 'Activiteit', 'Account']);
    await expectVisible(drawer.getByRole('button', { name: 'Uitloggen' }));
    await drawer.getByRole('button', { name: 'Menu sluiten' }).click();
    await expectHidden(drawer);

    await openButton.click();
    await expectVisible(drawer);
    await page.keyboard.press('Escape');
    await expectHidden(drawer);
    // Focus goes back to the button that opened the drawer.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu openen');

    await openButton.click();
    await drawer.getByRole('link', { name: 'Klachten' }).click();
    await expectPath(page, '/complaints');
    await expectHidden(drawer);
    await expectNoSideScroll(page, '/complaints');
  });

  it('nothing scrolls sideways on the dashboards and the shell pages of each role', async () => {
    await login(page, DEMO.admin);
    for (const path of ['/', '/admin/users', '/admin/calendar', '/admin/invoices']) await openAndMeasure(page, path);
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Admin Portal' }));
    await expectNoSideScroll(page, 'het menu');

    await context.clearCookies();
    await login(page, DEMO.developer);
    for (const path of ['/', '/developer/projects', '/developer/calendar']) await openAndMeasure(page, path);

    await context.clearCookies();
    await login(page, DEMO.client);
    for (const path of ['/', '/complaints']) await openAndMeasure(page, path);
  });
});
