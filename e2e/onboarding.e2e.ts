import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatEuro } from '@/src/domain/money';
import { PACKAGES } from '@/src/domain/packages';
import { fillRegistration, uniqueEmail } from './accounts';
import { browserPerTest, DEMO, expectPath, expectVisible, heading, login } from './browser';
import { expectFieldMessage } from './client-pages';

const price = (type: keyof typeof PACKAGES) => `${formatEuro(PACKAGES[type].monthlyPrice)} per maand`;

describe('the public onboarding (spec 2)', () => {
  let context: BrowserContext;
  let page: Page;

  browserPerTest((opened) => ({ context, page } = opened));

  it('shows a visitor the packages; the chosen one is remembered through registering and signing in, up to step 2', async () => {
    await page.goto('/onboarding');
    await expectVisible(heading(page, 'Welkom bij Klantportaal'));
    await expectPath(page, '/onboarding');
    const packages = page.getByRole('radiogroup', { name: 'Pakket' });
    for (const type of ['website', 'webshop'] as const) {
      const card = packages.getByRole('radio', { name: `${PACKAGES[type].name} ${price(type)}` });
      await expectVisible(card);
      for (const feature of PACKAGES[type].features) await expectVisible(card.getByText(feature, { exact: true }));
    }

    await page.getByRole('button', { name: 'Verder met registreren' }).click();
    await expectFieldMessage(packages, 'Selecteer een pakket');
    await packages.getByRole('radio', { name: `Webshop ${price('webshop')}` }).click();
    await page.getByRole('button', { name: 'Verder met registreren' }).click();

    // Registration first, with the choice in view and in the address.
    await expectVisible(heading(page, 'Account aanmaken'));
    await expectPath(page, '/auth');
    expect(new URL(page.url()).searchParams.get('package')).toBe('webshop');
    await expectVisible(page.getByTestId('chosen-package').getByText(`Webshop · ${price('webshop')}`));
    const account = { fullName: 'Iris Mulder', email: uniqueEmail('pakket'), password: 'geheim123' };
    // Signed in and verified, the choice carries on into the onboarding.
    await fillRegistration(page, account);
    await expectPath(page, '/onboarding');
    await expectVisible(page.getByText('Stap 2 van 2'));
    await expectVisible(page.getByText(`Webshop · ${price('webshop')}`));
    expect(await page.getByLabel('Naam rekeninghouder').inputValue()).toBe(account.fullName);
    await page.getByRole('button', { name: 'Terug' }).click();
    await expectVisible(page.getByText('Stap 1 van 2'));
    expect(await page.getByRole('radio', { name: `Webshop ${price('webshop')}` }).getAttribute('aria-checked')).toBe('true');
  });

  it('still sends an admin and a developer to their dashboard', async () => {
    for (const [who, portal] of [
      ['admin', 'Admin Portal'],
      ['developer', 'Developer Portal'],
    ] as const) {
      await login(page, DEMO[who]);
      await page.goto('/onboarding?package=website');
      await expectPath(page, '/');
      await expectVisible(page.getByRole('complementary').getByText(portal, { exact: true }));
      await context.clearCookies();
    }
  });
});
