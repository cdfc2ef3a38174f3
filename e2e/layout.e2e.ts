import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '@/server/cli/seed-data';
import { expectedInvoiceCount, expectedModuleCount, expectedProjectCount, expectedUserCount } from './accounts';
import { browserPerTest, DEMO, expectPath, expectVisible, heading, login, mainMenu, untilHydrated, WAIT_MS } from './browser';
import { SCREENS } from './screens';

const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

describe('the signed-in layout', () => {
  let context: BrowserContext;
  let page: Page;

  browserPerTest((opened) => ({ context, page } = opened));

  it('shows the admin the platform counters of the seed and of what journeys created', async () => {
    await login(page, DEMO.admin);
    await expectVisible(heading(page, 'Admin Dashboard'));
    const card = async (testId: string) => (await page.getByTestId(testId).innerText()).split('\n').map((line) => line.trim()).filter(Boolean);
    await expectVisible(page.getByTestId('stat-users'));
    // Projects that journeys start are 'pending'; only 'in_progress' counts as active, so that stays the seed's.
    const active = DEMO_PROJECTS.filter((p) => p.status === 'in_progress').length;
    expect(await card('stat-users')).toEqual(['Totaal gebruikers', String(expectedUserCount()), 'Geregistreerde accounts']);
    expect(await card('stat-projects')).toEqual(['Totaal projecten', String(expectedProjectCount()), `${active} actief`]);
    expect(await card('stat-upsells')).toEqual(['Upsell modules', String(expectedModuleCount()), 'In de catalogus']);
    expect(await card('stat-invoices')).toEqual(['Facturen', String(expectedInvoiceCount()), 'Alle facturen, elke status']);
    // Every mail of the journeys reached the SMTP sink; the one given up on is the seed's (for "Aandacht nodig").
    expect(await card('stat-failed-mails')).toEqual(['Mislukte e-mails', '1', 'Niet bezorgd, ook niet na herhaalde pogingen']);
  });

  it('Uitloggen goes to /auth, and a reload stays signed out', async () => {
    await login(page, DEMO.developer);
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expectPath(page, '/auth');
    await expectVisible(heading(page, 'Inloggen'));
    await page.reload();
    await expectVisible(heading(page, 'Inloggen'));
    await page.goto('/');
    await expectVisible(heading(page, 'Inloggen'));
    await expectPath(page, '/auth');
  });

  it('Ctrl+B folds the sidebar to 3rem of icons and back; a reload remembers it for 7 days', async () => {
    await login(page, DEMO.admin);
    const sidebar = page.getByRole('complementary');
    const width = () => sidebar.boundingBox().then((box) => box?.width);
    const toggle = page.getByRole('button', { name: 'Zijbalk in- of uitklappen' });
    await expect.poll(width, { timeout: WAIT_MS }).toBe(256);
    // The page is drawn by the server; the shortcut works once the browser has taken it over.
    await untilHydrated(page);

    await page.keyboard.press('Control+b');
    await expect.poll(width, { timeout: WAIT_MS }).toBe(48);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // The folded menu still names its items (tooltips and the accessible name).
    for (const { menu } of SCREENS.admin) {
      await expectVisible(mainMenu(page).getByRole('link', { name: menu, exact: true }));
    }

    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + SEVEN_DAYS_S))).toBeLessThan(120);

    await page.reload();
    await expectVisible(heading(page, 'Admin Dashboard'));
    await expect.poll(width, { timeout: WAIT_MS }).toBe(48);
    await untilHydrated(page);

    // Cmd+B does the same on a Mac; the top bar button too.
    await page.keyboard.press('Meta+b');
    await expect.poll(width, { timeout: WAIT_MS }).toBe(256);
    await toggle.click();
    await expect.poll(width, { timeout: WAIT_MS }).toBe(48);
    await page.keyboard.press('Control+b');
    await expect.poll(width, { timeout: WAIT_MS }).toBe(256);
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
  });
});
