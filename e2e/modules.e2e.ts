import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { noteCreatedInvoice, noteCreatedModule } from './accounts';
import { browserPerTest, closeToasts, DEMO, expectHidden, expectVisible, heading, login, mainMenu, WAIT_MS } from './browser';

/** The sidebar, or on a phone the drawer behind "Menu openen" (named after the role's portal). */
async function menuTo(page: Page, phone: boolean, label: string): Promise<void> {
  if (phone) {
    await closeToasts(page);
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await page.getByRole('dialog', { name: /Portal$/ }).getByRole('link', { name: label, exact: true }).click();
  } else {
    await mainMenu(page).getByRole('link', { name: label, exact: true }).click();
  }
}

// An admin adds a one-off module, the client buys it through the sandbox checkout
// ("Betaald"), sees the success message and the module under "Jouw modules", and is not offered it again.

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  const phone = viewport.width < 768;

  describe(`buying an extra module at ${viewport.width} px`, () => {
    let page: Page;
    browserPerTest((opened) => ({ page } = opened), viewport);

    it('admin adds it, the client pays it in the sandbox and owns it', async () => {
      const title = `Webwinkel-koppeling ${viewport.width}-${Date.now().toString(36)}`;
      await login(page, DEMO.admin);
      await menuTo(page, phone, 'Upsells');
      await expectVisible(heading(page, 'Upsell Modules'));
      await page.getByRole('button', { name: 'Module toevoegen' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Titel').fill(title);
      await dialog.getByLabel('Beschrijving').fill('Je kassasysteem gekoppeld aan je webshop.');
      await dialog.getByLabel('Prijs (€)').fill('49.95');
      noteCreatedModule(title);
      await dialog.getByRole('button', { name: 'Opslaan' }).click();
      await expectVisible(page.getByText('Module toegevoegd!'));
      await expectHidden(dialog);
      // Newest first, with its badges and the Dutch price.
      const row = page.getByTestId('module-row').first();
      await expectVisible(row.getByText(title));
      await expectVisible(row.getByText('€ 49,95 excl. btw'));
      await expectVisible(row.getByText('Eenmalig'));
      await expectVisible(row.getByText('Actief', { exact: true }));

      await page.context().clearCookies();
      await login(page, DEMO.client);
      await menuTo(page, phone, 'Extra Modules');
      const offer = page.getByTestId('available-module').filter({ hasText: title });
      await expectVisible(offer);
      await offer.getByRole('button', { name: /Kopen/ }).click();

      // The sandbox's checkout page, with the amount from the server: the price and 21 % VAT.
      await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//, { timeout: WAIT_MS });
      await expectVisible(page.getByText('€ 60,44'));
      await page.getByRole('button', { name: 'Betaald' }).click();

      await page.waitForURL(/\/upsells/, { timeout: WAIT_MS });
      await expectVisible(page.getByText('Betaling succesvol! Je module is toegevoegd.').first());
      // The paid purchase ends on an invoice, which the admin's dashboard counts.
      noteCreatedInvoice(`${title} ${viewport.width}`);
      // The parameter leaves the address once the outcome is known.
      await page.waitForFunction(() => !window.location.search.includes('payment='), undefined, { timeout: WAIT_MS });
      await expectVisible(page.getByTestId('owned-modules').getByText(title));
      expect(await page.getByTestId('available-module').filter({ hasText: title }).count()).toBe(0);
    });
  });
}

describe('back from a checkout without a payment to ask about', () => {
  let page: Page;
  browserPerTest((opened) => ({ page } = opened));

  it('shows the success message and takes the parameter out of the address (spec 2)', async () => {
    await login(page, DEMO.client);
    await page.goto('/upsells?payment=success');
    await expectVisible(page.getByText('Betaling succesvol! Je module is toegevoegd.').first());
    await page.waitForFunction(() => !window.location.search.includes('payment='), undefined, { timeout: WAIT_MS });
    await expectVisible(page.getByText('Betaling succesvol! Je module is toegevoegd.').first());
    await page.reload();
    await expectVisible(heading(page, 'Extra Modules'));
    expect(await page.getByText('Betaling succesvol! Je module is toegevoegd.').count()).toBe(0);
  });
});
