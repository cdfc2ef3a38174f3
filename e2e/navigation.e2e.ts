import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { browserPerTest, DEMO, expectPath, expectVisible, heading, login } from './browser';

describe('route guards and the 404 page', () => {
  let page: Page;

  browserPerTest((opened) => ({ page } = opened));

  it('sends a signed-out visitor of any protected page to /auth', async () => {
    for (const path of ['/', '/admin/users', '/developer/projects', '/intake', '/account']) {
      await page.goto(path);
      await expectVisible(heading(page, 'Inloggen'));
      await expectPath(page, '/auth');
    }
  });

  it('sends a client who opens an admin page back to their dashboard', async () => {
    await login(page, DEMO.client);
    await page.goto('/admin/users');
    await expectPath(page, '/');
    await expectVisible(page.getByRole('complementary').getByText('Client Portal', { exact: true }));
  });

  it('sends a developer who opens a client page back to their dashboard', async () => {
    await login(page, DEMO.developer);
    await page.goto('/intake');
    await expectPath(page, '/');
    await expectVisible(page.getByRole('complementary').getByText('Developer Portal', { exact: true }));
  });

  it('sends an admin who opens a developer page back to the admin dashboard', async () => {
    await login(page, DEMO.admin);
    await page.goto('/developer/projects');
    await expectPath(page, '/');
    await expectVisible(heading(page, 'Admin Dashboard'));
  });

  it('shows "Oops! Page not found" for an unknown path, with a link home that works', async () => {
    await page.goto('/deze-pagina-bestaat-niet');
    await expectVisible(heading(page, 'Oops! Page not found'));
    // Signed out, home is the sign-in screen.
    await page.getByRole('link', { name: 'Terug naar home' }).click();
    await expectPath(page, '/auth');

    await login(page, DEMO.admin);
    await page.goto('/admin/bestaat-niet');
    await expectVisible(heading(page, 'Oops! Page not found'));
    await page.getByRole('link', { name: 'Terug naar home' }).click();
    await expectPath(page, '/');
    await expectVisible(heading(page, 'Admin Dashboard'));
  });
});
