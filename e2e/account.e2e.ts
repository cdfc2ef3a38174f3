import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, DEMO, expectFocused, expectHidden, expectNoSideScroll, expectPath, expectTexts, expectVisible, login, loginAt } from './browser';
import { expectFieldMessage } from './client-pages';

/** Sets `key` wherever it occurs in a request body, whatever wraps the procedure's input. */
function replaceKey(value: unknown, key: string, replacement: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceKey(item, key, replacement));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === key ? replacement : replaceKey(v, key, replacement)]));
}

/** The page's sub-navigation: Profiel, Beveiliging, Meldingen, Betaling, Privacy. */
function sections(page: Page) {
  return page.getByRole('navigation', { name: 'Onderdelen van je account' });
}

// Lotte de Boer (seed): her SEPA mandate is still pending and no other journey touches her account.
const LOTTE = 'lotte@yogalotte.nl';

describe('the account page', () => {
  let page: Page;

  browserPerTest((opened) => ({ page } = opened));

  it('shows a pending mandate by its last four digits and sets it up again after refusing bad input', async () => {
    await loginAt(page, '/account?sectie=betaling', LOTTE);
    const payment = page.getByTestId('payment-method');
    await expectVisible(payment.getByText('Betaalmethode'));
    await expectVisible(payment.getByText('•••• 7034'));
    await expectVisible(payment.getByText('In afwachting').first());

    await page.getByRole('button', { name: 'Opnieuw instellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'SEPA-mandaat instellen' });
    await expectVisible(dialog);
    await dialog.getByLabel('Naam rekeninghouder').fill('');
    await dialog.getByRole('button', { name: 'Mandaat instellen' }).click();
    await expectVisible(page.getByText('Vul alle velden in').first());

    await dialog.getByLabel('Naam rekeninghouder').fill('L. de Boer');
    await dialog.getByLabel('IBAN').fill('NL00 GEEN 1234');
    await dialog.getByRole('button', { name: 'Mandaat instellen' }).click();
    // The submit's own toast: typing showed the field's message already, and a check still running would read the next IBAN.
    await expectVisible(page.locator('[data-sonner-toast]').getByText('Ongeldig IBAN'));
    await expectVisible(dialog.getByText('Ongeldig IBAN'));

    await dialog.getByLabel('IBAN').fill('nl91 abna 0417 1643 00');
    await dialog.getByRole('button', { name: 'Mandaat instellen' }).click();
    await expectVisible(page.getByText('SEPA-mandaat ingesteld! Status: Actief'));
    await expectVisible(payment.getByText('•••• 4300'));

    await page.reload();
    await expectVisible(payment.getByText('•••• 4300'));
    await expectVisible(payment.getByText('Actief'));
  });

  it('keeps the email fixed, refuses blank required fields and saves the personal data', async () => {
    await loginAt(page, '/account', LOTTE);
    const email = page.getByLabel('E-mailadres');
    await expectVisible(email);
    await expectVisible(page.getByText('Je e-mailadres kun je niet wijzigen.'));
    expect(await email.isDisabled()).toBe(true);

    await page.getByLabel('Telefoonnummer').fill('   ');
    await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
    await expectVisible(page.getByText('Vul alle verplichte velden in').first());

    await page.getByLabel('Telefoonnummer').fill('050 111 2233');
    await page.getByLabel('Volledige naam').fill('Lotte van den Boer');
    await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
    await expectVisible(page.getByText('Gegevens succesvol bijgewerkt!'));
    // The new name shows in the top bar too, and survives a reload.
    await page.reload();
    await expectVisible(page.getByText('Lotte van den Boer').first());
    expect(await page.getByLabel('Telefoonnummer').inputValue()).toBe('050 111 2233');
  });

  it('puts the server’s field message on its field when the server refuses what the browser let through', async () => {
    await loginAt(page, '/account', LOTTE);
    const phone = page.getByLabel('Telefoonnummer');
    await expectVisible(phone);
    // Stands in for a rule only the server knows: the request carries a phone number over the limit.
    await page.route(
      (url) => url.pathname.includes('account.update'),
      async (route) => {
        const body = JSON.parse(route.request().postData() ?? 'null') as unknown;
        await route.continue({ postData: JSON.stringify(replaceKey(body, 'phone', '0'.repeat(60))) });
      },
    );
    await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
    await expectFieldMessage(phone, 'Dit veld mag maximaal 50 tekens zijn');
    // Under the field and, as every refusal, in a toast.
    await expect.poll(() => page.getByText('Dit veld mag maximaal 50 tekens zijn').count()).toBe(2);
    await expectFocused(phone);
    await page.unroute((url) => url.pathname.includes('account.update'));
  });

  it('gives staff their own account page, from beside their name: password, second step and sessions, no client details', async () => {
    for (const who of [DEMO.admin, DEMO.developer]) {
      await login(page, who);
      await page.getByRole('complementary').getByRole('link', { name: 'Account', exact: true }).click();
      await expectPath(page, '/account');
      await expectVisible(page.getByText('Beheer je e-mailadres, je wachtwoord, je tweestapsverificatie en waar je bent ingelogd.'));
      await expectHidden(sections(page).getByRole('link', { name: 'Betaling' }));
      await sections(page).getByRole('link', { name: 'Beveiliging' }).click();
      await expectVisible(page.getByTestId('password-card').getByRole('button', { name: 'Wachtwoord wijzigen' }));
      await expectVisible(page.getByTestId('sessions-card').getByText('dit apparaat').first());
      await expectHidden(page.getByTestId('payment-method'));
      await expectHidden(page.getByRole('button', { name: 'Gegevens opslaan' }));
      await page.context().clearCookies();
    }
  });
});

describe('the account page on a phone', () => {
  let page: Page;

  browserPerTest((opened) => ({ page } = opened), { width: 390, height: 844 });

  it('shows one part at a time, chosen with the keyboard; the part stays in the address and the page never scrolls sideways', async () => {
    await loginAt(page, '/account', LOTTE);
    await expectTexts(sections(page).getByRole('link'), ['Profiel', 'Beveiliging', 'Meldingen', 'Betaling', 'Privacy']);
    await expectVisible(page.getByRole('button', { name: 'Gegevens opslaan' }));
    await expectHidden(page.getByTestId('password-card'));
    await expectNoSideScroll(page, 'account, Profiel');

    for (const [name, shown, sectie] of [
      ['Beveiliging', 'password-card', 'beveiliging'],
      ['Meldingen', 'mail-preferences', 'meldingen'],
      ['Betaling', 'payment-method', 'betaling'],
      ['Privacy', 'data-export-card', 'privacy'],
    ] as const) {
      const link = sections(page).getByRole('link', { name });
      await link.focus();
      await page.keyboard.press('Enter');
      await expectVisible(page.getByTestId(shown));
      expect(await link.getAttribute('aria-current')).toBe('page');
      await expect.poll(() => new URL(page.url()).searchParams.get('sectie')).toBe(sectie);
      await expectNoSideScroll(page, `account, ${name}`);
    }
    await expectHidden(page.getByRole('button', { name: 'Gegevens opslaan' }));
    await page.reload();
    await expectVisible(page.getByTestId('data-export-card'));
  });
});
