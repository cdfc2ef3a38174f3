import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { onboardWithWebsite, uniqueEmail } from './accounts';
import { expectPath, expectVisible, heading, fileBrowser, releaseBrowser } from './browser';
import { FIRST_ADMIN } from './first-run-server';
import { setUpTwoStep } from './two-step';

// `npm start` with no settings, as the README describes (embedded database, no SMTP, no APP_URL), on 127.0.0.1 since the default
// names localhost. Only this file reaches it; the global setup starts and stops it (e2e/first-run-server.ts).

describe('a first run without settings', () => {
  let port: number;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let admin: Page;

  async function open(): Promise<Page> {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 800 }, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
    contexts.push(context);
    return context.newPage();
  }

  /** Opens the newest mail to `to` about `subject` in /dev/mail, and its link that contains `linkPart`. */
  async function openMailedLink(page: Page, to: string, subject: string, linkPart: string): Promise<void> {
    const mail = page.getByRole('link').filter({ hasText: subject }).filter({ hasText: to }).first();
    // The mail is stored just after the click that caused it: the mailbox is read again until it is there.
    await expect
      .poll(async () => {
        await page.goto('/dev/mail');
        await expectVisible(heading(page, 'Ontwikkelmailbox'));
        return mail.count();
      })
      .toBe(1);
    await mail.click();
    await expectVisible(heading(page, subject));
    await page.locator(`a[href*="${linkPart}"]`).click();
  }

  beforeAll(async () => {
    const firstRun = inject('firstRun');
    if ('error' in firstRun) throw new Error(`De server van de eerste keer kwam niet op: ${firstRun.error}`);
    port = firstRun.port;
    browser = await fileBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await releaseBrowser(browser);
  });

  it('signs the first admin in on 127.0.0.1, through the set-up of the second step', async () => {
    admin = await open();
    await admin.goto('/auth');
    await admin.getByLabel('E-mailadres').fill(FIRST_ADMIN.email);
    await admin.getByLabel('Wachtwoord', { exact: true }).fill(FIRST_ADMIN.password);
    await admin.getByRole('button', { name: 'Inloggen' }).click();
    await expectPath(admin, '/two-step');
    await setUpTwoStep(admin, FIRST_ADMIN.email, FIRST_ADMIN.password);
    await admin.getByRole('button', { name: 'Ik heb ze bewaard, verder' }).click();
    await expectVisible(admin.getByText('Succesvol ingelogd!'));
    await expectVisible(heading(admin, 'Admin Dashboard'));
  });

  it('a new client registers, opens the link from /dev/mail and onboards', async () => {
    const client = await open();
    const account = { fullName: 'Fenna Eerstelink', email: uniqueEmail('eerste-klant'), password: 'Tulpenveld-2026' };
    await client.goto('/auth');
    await client.getByRole('button', { name: 'Registreer hier' }).click();
    await client.getByLabel('Volledige naam').fill(account.fullName);
    await client.getByLabel('E-mailadres').fill(account.email);
    await client.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
    await client.getByRole('button', { name: 'Registreren' }).click();
    await expectVisible(client.getByText('Account aangemaakt! Bevestig je e-mailadres via de link die we je stuurden.'));
    await expectPath(client, '/verify-email');
    await expectVisible(client.getByRole('button', { name: 'Verificatiemail opnieuw versturen' }));
    // Outside production the toast leads to the mail.
    expect(await client.getByRole('link', { name: 'Ontwikkelmailbox openen' }).first().getAttribute('href')).toBe('/dev/mail');

    await openMailedLink(client, account.email, 'Bevestig je e-mailadres voor Klantportaal', '/verify-email?token=');
    await expectVisible(heading(client, 'Je e-mailadres is bevestigd!'));
    await client.getByRole('link', { name: 'Verder' }).click();
    await onboardWithWebsite(client, account, { sharedServer: false });
  });

  it('an admin invites a developer, who sets a password and a second step', async () => {
    const developer = { fullName: 'Dirk Uitgenodigd', email: uniqueEmail('uitgenodigd'), password: 'Zeilboot-op-de-Kaag' };
    await admin.goto('/admin/users');
    await admin.getByRole('button', { name: 'Gebruiker uitnodigen' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Gebruiker uitnodigen' });
    await dialog.getByLabel('Naam').fill(developer.fullName);
    await dialog.getByLabel('E-mailadres').fill(developer.email);
    await dialog.getByRole('combobox', { name: 'Rol' }).click();
    await admin.getByRole('option', { name: 'Developer' }).click();
    await dialog.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expectVisible(admin.getByText(`Uitnodiging verstuurd naar ${developer.email}`));
    await expectVisible(admin.getByText(developer.email).first());

    const page = await open();
    await openMailedLink(page, developer.email, 'Je bent uitgenodigd voor Klantportaal', '/invitation?token=');
    await expectVisible(heading(page, 'Welkom bij Klantportaal'));
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(developer.password);
    await page.getByLabel('Bevestig wachtwoord').fill(developer.password);
    await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
    await expectPath(page, '/two-step');
    await setUpTwoStep(page, developer.email, developer.password);
    await page.getByRole('button', { name: 'Ik heb ze bewaard, verder' }).click();
    await expectVisible(heading(page, 'Developer Dashboard'));
  });

  it("shows the admin the bell's notifications as links: the new client's onboarding among them", async () => {
    await admin.goto('/');
    await admin.getByTestId('notification-bell').click();
    const list = admin.getByTestId('notification-list');
    await expectVisible(list.getByRole('listitem').first());
    const count = await list.getByRole('listitem').count();
    const links = list.getByRole('link');
    expect(await links.count()).toBe(count);
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) expect(href).toMatch(/^\/\S*/);
    // A plain click opens it inside the app, where the link points.
    const first = new URL((await links.first().getAttribute('href'))!, admin.url());
    await links.first().click();
    await expectPath(admin, first.pathname);
  });
});
