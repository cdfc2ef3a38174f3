import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAccount, uniqueEmail, verifyEmailInNewTab } from './accounts';
import { browserPerTest, DEMO, expectFocused, expectPath, expectVisible, heading } from './browser';
import { expectFieldMessage } from './client-pages';

describe('the sign-in screen', () => {
  let page: Page;

  browserPerTest((opened) => ({ page } = opened));

  it('registers a new account, which is signed in and asked to confirm its address; the mailed link leads on to the onboarding', async () => {
    const account = { fullName: 'Eva de Vries', email: uniqueEmail('registratie'), password: 'geheim123' };
    await registerAccount(page, account, { verify: false });
    await expectVisible(heading(page, 'Bevestig je e-mailadres'));
    await expectVisible(page.getByRole('button', { name: 'Verificatiemail opnieuw versturen' }));

    await verifyEmailInNewTab(page, account.email);
    await page.reload();
    // No role and no project yet: spec 2 sends a new user to the onboarding.
    await expectPath(page, '/onboarding');
  });

  it('shows the Dutch messages of spec 5 and keeps what was typed', async () => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expectVisible(page.getByText('E-mailadres is verplicht'));
    await expectVisible(page.getByText('Wachtwoord is verplicht'));
    // The focus goes to the first field that needs attention.
    await expectFocused(page.getByLabel('E-mailadres'));

    await page.getByRole('button', { name: 'Registreer hier' }).click();
    await expectVisible(heading(page, 'Account aanmaken'));
    // The switch puts the focus on the new mode's heading, so the keyboard continues from there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Account aanmaken');
    await page.getByLabel('Volledige naam').fill('Eva de Vries');
    await page.getByLabel('E-mailadres').fill(uniqueEmail('kort'));
    await page.getByLabel('Wachtwoord', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Registreren' }).click();
    await expectVisible(page.getByText('Wachtwoord moet minimaal 6 karakters zijn'));
    expect(await page.getByLabel('Volledige naam').inputValue()).toBe('Eva de Vries');
  });

  it('refuses a login password under 6 characters before anything is sent (spec 5)', async () => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('auth.login')) sent.push(request.url());
    });
    await page.goto('/auth');
    await page.getByLabel('E-mailadres').fill(DEMO.client);
    const password = page.getByLabel('Wachtwoord', { exact: true });
    await password.fill('demo1');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expectFieldMessage(password, 'Wachtwoord moet minimaal 6 karakters zijn');
    await expectFocused(password);
    expect(sent).toEqual([]);

    // Typing on clears the message as soon as the password is long enough.
    await password.fill('demo1234');
    await expect.poll(() => password.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expectPath(page, '/');
    expect(sent).toHaveLength(1);
  });

  it('refuses a wrong password with the server message and stays on /auth', async () => {
    await page.goto('/auth');
    await page.getByLabel('E-mailadres').fill(DEMO.client);
    await page.getByLabel('Wachtwoord', { exact: true }).fill('niet-het-wachtwoord');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expectVisible(page.getByText('Ongeldig e-mailadres of wachtwoord'));
    await expectPath(page, '/auth');
    expect(await page.getByLabel('E-mailadres').inputValue()).toBe(DEMO.client);
  });
});
