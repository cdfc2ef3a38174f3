import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, expectFocused, expectHidden, fileBrowser, releaseBrowser, loginAt } from './browser';
import { axeFailures, checkedPage } from './page-checks';

// axe-core on what a page shows only after a person did something (an open row menu); every page as it opens is checked by
// e2e/every-page.e2e.ts, each step between the password and the portal by e2e/account-security.e2e.ts.

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
      await loginAt(page, '/admin/invoices', DEMO.admin);
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
});
