import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FRESH_STAFF, FRESH_STAFF_PASSWORD, onboardWithWebsite, registerAccount, uniqueEmail, verificationLink } from './accounts';
import { baseUrl, closeToasts, expectNoSideScroll, expectPath, expectVisible, fileBrowser, heading, login, newContext, releaseBrowser, WAIT_MS } from './browser';
import { menuTo } from './client-pages';
import { mailCount, waitForMail } from './mailbox';
import { axeFailures, checkedPage, describeCspViolations, type CheckedPage } from './page-checks';
import { codeFor, setUpTwoStep } from './two-step';

// A new client proves their address before onboarding; an admin sets up two-step at first sign-in and gives a code after; a session
// ends from the list and a new password signs other browsers out. Each step passes axe and keeps to the Content-Security-Policy.

/** A tRPC mutation sent from the page's browser, with its cookies and the site's Origin: what the server answers. */
async function mutate(page: Page, procedure: string, input: unknown) {
  const response = await page.request.post(`/trpc/${procedure}`, {
    headers: { origin: baseUrl(), 'content-type': 'application/json' },
    data: JSON.stringify({ json: input }),
  });
  const body = (await response.json()) as { error?: { json?: { message?: string } } };
  return { status: response.status(), message: body.error?.json?.message };
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** A second browser (own cookies) signed in as the same person. */
async function anotherBrowser(browser: Browser, width: number, height: number, email: string, password: string) {
  const context = await newContext(browser, width, height);
  const page = await context.newPage();
  await login(page, email, password);
  return { context, page };
}

async function signOut(page: Page, phone: boolean) {
  if (phone) {
    await closeToasts(page);
    await page.getByRole('button', { name: 'Menu openen' }).click();
  }
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expectPath(page, '/auth');
}

describe.each([
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
])('accounts at $width px', ({ width, height }) => {
  const phone = width < 768;
  let browser: Browser;
  let checked: CheckedPage;
  let page: Page;

  beforeAll(async () => {
    browser = await fileBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });
  beforeEach(async () => {
    checked = await checkedPage(browser, width, height);
    page = checked.page;
  });
  afterEach(async () => {
    await checked.context.close();
  });

  /** axe on the step as a person reads it: with the notification gone. */
  async function expectAxeClean(where: string) {
    await closeToasts(page);
    const found = await axeFailures(page, `${where} @${width}px`);
    expect(found, found.join('\n')).toEqual([]);
  }

  function expectNoCspViolation() {
    const violations = describeCspViolations(checked.cspViolations);
    expect(violations, violations.join('\n')).toEqual([]);
  }

  it('a new client cannot onboard until they open the link from the mail, and then onboards', async () => {
    const account = { fullName: `Vera Verifieer ${width}`, email: uniqueEmail(`verifieer-${width}`), password: 'Tulpenveld-2026' };
    await registerAccount(page, account, { verify: false });

    await expectPath(page, '/verify-email');
    await expectVisible(heading(page, 'Bevestig je e-mailadres'));
    await expectVisible(page.getByText(account.email));
    if (phone) await expectNoSideScroll(page, 'verificatiepagina');
    await expectAxeClean('nog niet bevestigd /verify-email');
    // Opened again from its address, as after a reload.
    await page.reload();
    await expectVisible(heading(page, 'Bevestig je e-mailadres'));
    // Onboarding leads back here, and the server refuses it too.
    await page.goto('/onboarding');
    await expectPath(page, '/verify-email');
    const refused = await mutate(page, 'client.onboarding.complete', { packageType: 'website' });
    expect(refused).toEqual({ status: 403, message: 'Bevestig eerst je e-mailadres via de link in je mail.' });

    const before = mailCount();
    await page.getByRole('button', { name: 'Verificatiemail opnieuw versturen' }).click();
    await expectVisible(page.getByText('We hebben de verificatiemail opnieuw verstuurd.'));
    await waitForMail(account.email, before);
    await page.goto(await verificationLink(account.email));
    await expectVisible(heading(page, 'Je e-mailadres is bevestigd!'));
    // The token leaves the address bar.
    await expect.poll(() => new URL(page.url()).search).toBe('?result=verified');
    await page.getByRole('link', { name: 'Verder' }).click();
    await onboardWithWebsite(page, account);
    expectNoCspViolation();
  });

  it('an admin sets up two-step sign-in at the first sign-in, then signs out and in again with a code', async () => {
    const email = width === 1280 ? FRESH_STAFF.firstAdmin1280 : FRESH_STAFF.firstAdmin375;
    await signInWithPassword(page, email, FRESH_STAFF_PASSWORD);
    await expectPath(page, '/two-step');
    await expectVisible(heading(page, 'Tweestapsverificatie instellen'));
    await expectVisible(page.getByRole('img', { name: 'QR-code om Klantportaal aan je authenticator-app toe te voegen' }));
    if (phone) await expectNoSideScroll(page, 'tweestapsverificatie instellen');
    await expectAxeClean('eerste keer inloggen /two-step');
    // Nothing else is reachable until it is set up: not by the menu's addresses, not by the server.
    await page.goto('/admin/users');
    await expectPath(page, '/two-step');
    const refused = await mutate(page, 'admin.users.setRole', { userId: '00000000-0000-4000-8000-000000000000', role: 'client' });
    expect(refused).toEqual({ status: 403, message: 'Stel eerst tweestapsverificatie in.' });

    const { recoveryCodes } = await setUpTwoStep(page, email, FRESH_STAFF_PASSWORD);
    expect(recoveryCodes).toHaveLength(10);
    await expectVisible(heading(page, 'Bewaar je herstelcodes'));
    if (phone) await expectNoSideScroll(page, 'herstelcodes');
    await expectAxeClean('herstelcodes /two-step');
    await page.getByRole('button', { name: 'Ik heb ze bewaard, verder' }).click();
    await expectPath(page, '/');
    await expectVisible(heading(page, 'Admin Dashboard'));

    await signOut(page, phone);
    await signInWithPassword(page, email, FRESH_STAFF_PASSWORD);
    await expectVisible(heading(page, 'Code invullen'));
    await expectPath(page, '/auth');
    await expectAxeClean('code na het wachtwoord /auth');
    await page.getByRole('button', { name: 'Telefoon kwijt? Gebruik een herstelcode' }).click();
    await expectVisible(heading(page, 'Herstelcode invullen'));
    await expectAxeClean('herstelcode na het wachtwoord /auth');
    // The code from the key kept at the set-up signs in.
    await page.getByRole('button', { name: 'Gebruik een code uit je app' }).click();
    await page.getByLabel('Code', { exact: true }).fill(await codeFor(email));
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expectPath(page, '/');
    await expectVisible(heading(page, 'Admin Dashboard'));
    expectNoCspViolation();
  });

  it('a client ends a session from the list, and a new password signs every other browser out', async () => {
    const account = { fullName: `Sam Sessie ${width}`, email: uniqueEmail(`sessies-${width}`), password: 'Zeilboot-op-de-Kaag' };
    await registerAccount(page, account);
    await onboardWithWebsite(page, account);
    const elsewhere: { context: BrowserContext; page: Page }[] = [];
    try {
      // Two other devices, signed in at the same time.
      elsewhere.push(...(await Promise.all([1, 2].map(() => anotherBrowser(browser, width, height, account.email, account.password)))));

      await menuTo(page, phone, 'Account');
      await page.getByRole('navigation', { name: 'Onderdelen van je account' }).getByRole('link', { name: 'Beveiliging' }).click();
      const sessions = page.getByTestId('sessions-card');
      await expectVisible(sessions.getByText('dit apparaat', { exact: true }));
      await expect.poll(() => sessions.getByTestId('session-row').count()).toBe(3);
      if (phone) await expectNoSideScroll(page, 'account met sessies');
      // End the first other session in the list: one of the two other browsers is out at its next step.
      await sessions.getByTestId('session-row').filter({ hasNot: page.getByText('dit apparaat', { exact: true }) }).first().getByRole('button', { name: /uitloggen/ }).click();
      await expectVisible(page.getByText('Die sessie is uitgelogd.'));
      await expect.poll(() => sessions.getByTestId('session-row').count()).toBe(2);
      // Signed in, the page shows in the portal; signed out, the sign-in screen shows instead.
      const stillIn = async (other: Page) => {
        await other.goto('/progress');
        await other.locator('main#inhoud').or(heading(other, 'Inloggen')).first().waitFor({ timeout: WAIT_MS });
        return new URL(other.url()).pathname !== '/auth';
      };
      const signedIn = await Promise.all(elsewhere.map((other) => stillIn(other.page)));
      expect(signedIn.sort()).toEqual([false, true]);
      const survivor = elsewhere[signedIn.indexOf(true)]!.page;

      const mailsBefore = mailCount();
      const form = page.getByTestId('password-card');
      await form.getByLabel('Huidig wachtwoord', { exact: true }).fill(account.password);
      await form.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nieuw-wachtwoord-2026');
      await form.getByLabel('Herhaal nieuw wachtwoord').fill('Nieuw-wachtwoord-2026');
      await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
      await expectVisible(page.getByText('Je wachtwoord is gewijzigd. Andere apparaten zijn uitgelogd.'));
      await expect.poll(() => sessions.getByTestId('session-row').count()).toBe(1);
      expect((await waitForMail(account.email, mailsBefore)).subject).toBe('Je wachtwoord voor Klantportaal is gewijzigd');

      // The other browser is signed out at its next step; this one stays.
      await survivor.goto('/progress');
      await expectPath(survivor, '/auth');
      await page.reload();
      await expectVisible(page.getByTestId('sessions-card').getByText('dit apparaat', { exact: true }));
      await expectPath(page, '/account');
      expectNoCspViolation();
    } finally {
      for (const other of elsewhere) await other.context.close();
    }
  }, 120_000);
});
