import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAccount, uniqueEmail } from './accounts';
import { baseUrl, browserPerTest, expectPath, expectVisible, heading, newContext, untilHydrated } from './browser';
import { mailCount, waitForMail } from './mailbox';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

describe('forgotten password', () => {
  let browser: Browser;
  let page: Page;

  browserPerTest((opened) => ({ browser, page } = opened));

  it('mails a link that sets a new password once; then only the new password works', async () => {
    const account = { fullName: 'Ruben Smit', email: uniqueEmail('reset'), password: 'oud-geheim' };
    const newPassword = 'nieuw-geheim';
    await registerAccount(page, account);
    await page.context().clearCookies();
    await page.goto('/auth');
    await page.getByLabel('E-mailadres').fill(account.email);

    await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
    await expectVisible(heading(page, 'Wachtwoord vergeten'));
    expect(await page.getByLabel('E-mailadres').inputValue()).toBe(account.email);
    const mailsBefore = mailCount();
    await page.getByRole('button', { name: 'Verstuur reset link' }).click();
    await expectVisible(page.getByText('Check je e-mail voor de reset link!'));
    await expectVisible(heading(page, 'Inloggen'));

    const mail = await waitForMail(account.email, mailsBefore);
    expect(mail.subject).toBe('Stel een nieuw wachtwoord in voor Klantportaal');
    const link = /(\S+\/auth\?type=recovery&token=[\w-]+)/.exec(mail.text)?.[1];
    expect(link, mail.text).toMatch(new RegExp(`^${baseUrl()}/auth\\?`));

    // The link opens the set-new-password mode and the token leaves the address bar.
    await page.goto(link!);
    await expectVisible(heading(page, 'Nieuw wachtwoord instellen'));
    await expect.poll(() => page.url()).toBe(`${baseUrl()}/auth`);

    await page.getByLabel('Nieuw wachtwoord').fill(newPassword);
    await page.getByLabel('Bevestig wachtwoord').fill('iets-anders');
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expectVisible(page.getByText('Wachtwoorden komen niet overeen'));
    expect(await page.getByLabel('Nieuw wachtwoord').inputValue()).toBe(newPassword);

    await page.getByLabel('Bevestig wachtwoord').fill(newPassword);
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expectVisible(page.getByText('Wachtwoord succesvol gewijzigd! Je kunt nu inloggen.'));
    await expectVisible(heading(page, 'Inloggen'));

    await signIn(page, account.email, account.password);
    await expectVisible(page.getByText('Ongeldig e-mailadres of wachtwoord'));
    await expectPath(page, '/auth');

    await page.getByLabel('Wachtwoord', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expectPath(page, '/onboarding');

    // The link is single-use.
    const second = await newContext(browser);
    const other = await second.newPage();
    await other.goto(link!);
    await expectVisible(heading(other, 'Nieuw wachtwoord instellen'));
    await untilHydrated(other);
    await other.getByLabel('Nieuw wachtwoord').fill('nog-een-keer');
    await other.getByLabel('Bevestig wachtwoord').fill('nog-een-keer');
    await other.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expectVisible(other.getByText('Deze resetlink is ongeldig of verlopen. Vraag een nieuwe aan.'));
    await second.close();
  });
});
