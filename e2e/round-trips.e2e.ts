import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, DEMO, expectPath, expectTexts, expectVisible, login, mainMenu, WAIT_MS } from './browser';
import { PORTALS, SCREENS } from './screens';
import { screenLoadsDuring } from './screen-loads';

// Each role's own menu (spec 2), and every screen in it loads in one batched tRPC round trip when
// moving inside the app. A cold load of each screen is counted by e2e/every-page.e2e.ts.

/** The menu marks the item of the screen shown, and only that one. */
async function expectCurrent(page: Page, label: string): Promise<void> {
  await expect.poll(() => mainMenu(page).locator('[aria-current="page"]').allInnerTexts(), { timeout: WAIT_MS }).toEqual([label]);
}

describe('the menu and its round trips per screen', () => {
  let page: Page;
  browserPerTest((opened) => ({ page } = opened));

  for (const role of ['admin', 'developer', 'client'] as const) {
    const [dashboard, ...others] = SCREENS[role];
    it(`${role}: the "${PORTALS[role]}" lists its screens in order, and each item opens its screen in one batched request`, async () => {
      await screenLoadsDuring(page, () => login(page, DEMO[role]));
      await expectVisible(page.getByRole('complementary').getByText(PORTALS[role], { exact: true }));
      await expectTexts(mainMenu(page).getByRole('link'), SCREENS[role].map((screen) => screen.menu));
      // The dashboard was loaded on signing in; every other screen is reached from the menu.
      for (const screen of others) {
        const requests = await screenLoadsDuring(page, async () => {
          await mainMenu(page).getByRole('link', { name: screen.menu, exact: true }).click();
          await expectPath(page, screen.path);
        });
        expect(requests, `${screen.path} in de app`).toHaveLength(screen.requests);
        await expectCurrent(page, screen.menu);
      }
      await mainMenu(page).getByRole('link', { name: dashboard!.menu, exact: true }).click();
      await expectPath(page, dashboard!.path);
      await expectCurrent(page, dashboard!.menu);
    });
  }
});
