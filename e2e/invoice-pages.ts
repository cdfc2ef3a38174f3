import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { noteCreatedInvoice } from './accounts';
import { expectHidden, expectVisible, WAIT_MS } from './browser';

// Facturatiebeheer as the admin uses it, for the journeys that need an invoice of their own.

/** "Nieuwe factuur" for a client found by name; answers the new invoice's number. */
export async function newInvoice(page: Page, input: { client: string; amount: string; description: string; recurringDay?: string }): Promise<string> {
  await page.getByRole('button', { name: 'Nieuwe factuur' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Zoek een klant').fill(input.client);
  // The list answers the search after a short pause; the client's own radio appears then.
  await dialog.getByTestId('client-options').getByRole('radio', { name: input.client }).check();
  await dialog.getByLabel('Omschrijving (regel 1)').fill(input.description);
  await dialog.getByLabel('Prijs per stuk (excl. btw)').fill(input.amount);
  if (input.recurringDay) {
    await dialog.getByLabel('Terugkerend').check();
    await dialog.getByLabel('Dag van de maand').fill(input.recurringDay);
  }
  noteCreatedInvoice(input.description);
  await dialog.getByRole('button', { name: 'Factuur aanmaken' }).click();
  await expectVisible(page.getByText('Factuur aangemaakt'));
  await expectHidden(dialog);
  await page.getByLabel('Zoeken').fill(input.description);
  const row = page.getByTestId('invoice-row').filter({ hasText: input.description });
  await expect.poll(() => row.count(), { timeout: WAIT_MS }).toBe(1);
  return (await row.locator('td').first().innerText()).trim();
}
