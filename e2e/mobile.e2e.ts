import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, DEMO, expectHidden, expectNoSideScroll, expectPath, expectTexts, expectVisible, login, mainMenu } from './browser';

const PHONE = { width: 375, height: 740 };

// The phone's menu drawer. That every page, and the open drawer, fit 375 px is checked by e2e/every-page.e2e.ts.

describe('at 375 px wide', () => {
  let page: Page;

  browserPerTest((opened) => ({ page } = opened), { width: PHONE.width, height: PHONE.height });

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
});
