import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '@/server/testing/pdf-text';
import { noteCreatedInvoice } from './accounts';
import { browserPerTest, DEMO, expectHidden, expectVisible, loginAt, WAIT_MS } from './browser';
import { newInvoice } from './invoice-pages';
import { CHECKOUT_INTERVAL_SECONDS } from './shared-server';

// Money that reconciles: the admin refunds part of a paid invoice and the client downloads the credit note; a chargeback (the
// sandbox's "Terugboeken") shows "Teruggeboekt" to the client, who pays it again.

const FIETSEN = 'sanne@fietsenbijsanne.nl'; // no mandate: an invoice is paid by its pay link

async function savedPdfText(download: Download): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kp-pdf-')), download.suggestedFilename());
  await download.saveAs(file);
  return pdfText(fs.readFileSync(file));
}

const invoiceRow = (page: Page, number: string) => page.getByTestId('invoice-row').filter({ hasText: number });

describe('money', () => {
  let page: Page;
  browserPerTest((opened) => ({ page } = opened));

  /** The admin bills the client without a mandate and the client pays it by its pay link. */
  async function paidNewInvoice(description: string) {
    await loginAt(page, '/admin/invoices', DEMO.admin);
    const number = await newInvoice(page, { client: 'Fietsen bij Sanne', amount: '50', description: `${description} ${randomUUID().slice(0, 8)}` });

    await page.context().clearCookies();
    await loginAt(page, '/invoices', FIETSEN);
    await invoiceRow(page, number).getByRole('button', { name: `Betalen factuur ${number}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/payments/sandbox/checkout/'));
    const checkout = page.url();
    const paidAt = Date.now();
    await page.getByRole('button', { name: 'Betaald', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/invoices', { waitUntil: 'commit' });
    await expectVisible(page.getByText('Betaling ontvangen, je factuur is betaald'));
    await expect.poll(() => invoiceRow(page, number).innerText(), { timeout: WAIT_MS }).toContain('Betaald');
    return { number, checkout, paidAt };
  }

  // A new payment for the same invoice is made at most once per interval (a minute in production,
  // shorter for these servers): the charged-back invoice is paid again in the last test, after it.
  let chargedBack: { number: string; paidAt: number; checkout: string } | undefined;

  it('the sandbox charges back a paid invoice; the client sees Teruggeboekt', async () => {
    const { number, checkout, paidAt } = await paidNewInvoice('Banner');

    // Weeks later the client's bank takes the money back: on the sandbox's page of that payment.
    await page.goto(checkout);
    await page.getByRole('button', { name: 'Terugboeken' }).click();
    await page.waitForURL((url) => url.pathname === '/invoices', { waitUntil: 'commit' });
    const row = invoiceRow(page, number);
    await expect.poll(() => row.innerText(), { timeout: WAIT_MS }).toContain('Teruggeboekt');
    expect(await row.innerText()).toContain('Je bank heeft deze betaling teruggeboekt. Betaal de factuur opnieuw.');
    // The return page tells it too, and takes the parameters out of the address.
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Je bank heeft deze betaling teruggeboekt.' }));
    await expect.poll(() => new URL(page.url()).search, { timeout: WAIT_MS }).toBe('');
    chargedBack = { number, paidAt, checkout };
  });

  it('the admin refunds part of a paid invoice; the client downloads the credit note with its number, the original number and the negative total', async () => {
    const { number: original } = await paidNewInvoice('Logo');
    await page.context().clearCookies();
    await loginAt(page, '/admin/invoices', DEMO.admin);
    await page.getByLabel('Zoeken').fill(original);
    await page.getByRole('button', { name: `Acties voor factuur ${original}` }).click();
    await page.getByRole('menuitem', { name: 'Terugbetalen' }).click();

    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText('Nog terug te betalen'));
    await dialog.getByLabel('Bedrag (incl. btw)').fill('10,00');
    await dialog.getByLabel('Reden').fill(`Korting ${randomUUID().slice(0, 6)}`);
    noteCreatedInvoice(`creditfactuur voor ${original}`);
    await dialog.getByRole('button', { name: 'Terugbetalen' }).click();
    const done = page.getByText(/^Terugbetaald; creditfactuur \d{4}-\d{4} aangemaakt$/);
    await expectVisible(done);
    const creditNote = /\d{4}-\d{4}/.exec(await done.innerText())![0];
    await expectHidden(dialog);
    // Its history shows the refund with the credit note.
    await page.getByRole('button', { name: `Betalingen van factuur ${original}` }).click();
    await expectVisible(page.getByRole('dialog').getByText(`Creditfactuur ${creditNote}`));

    await page.context().clearCookies();
    await loginAt(page, '/invoices', FIETSEN);
    const row = invoiceRow(page, creditNote);
    await expectVisible(row);
    expect(await row.innerText()).toContain('Creditfactuur');
    expect(await row.innerText()).toContain(`Creditering van factuur ${original}`);
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `PDF factuur ${creditNote}` }).click()]);
    expect(download.suggestedFilename()).toBe(`creditfactuur-${creditNote}.pdf`);
    const text = await savedPdfText(download);
    expect(text).toContain('CREDITFACTUUR');
    expect(text).toContain(creditNote);
    expect(text).toContain(original);
    expect(text).toContain('€ -10,00');
  });

  it('the client pays the charged-back invoice again, by a new payment', async () => {
    expect(chargedBack, 'de terugboeking hierboven is gelukt').toBeDefined();
    const { number, paidAt, checkout } = chargedBack!;
    await loginAt(page, '/invoices', FIETSEN);
    const row = invoiceRow(page, number);
    await expect.poll(() => row.innerText(), { timeout: WAIT_MS }).toContain('Teruggeboekt');

    await page.waitForTimeout(Math.max(0, paidAt + (CHECKOUT_INTERVAL_SECONDS + 1) * 1000 - Date.now()));
    await row.getByRole('button', { name: `Betalen factuur ${number}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/payments/sandbox/checkout/'));
    expect(page.url()).not.toBe(checkout);
    await page.getByRole('button', { name: 'Betaald', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/invoices', { waitUntil: 'commit' });
    await expectVisible(page.getByText('Betaling ontvangen, je factuur is betaald'));
    await expect.poll(() => invoiceRow(page, number).innerText(), { timeout: WAIT_MS }).toContain('Betaald');
    expect(await invoiceRow(page, number).innerText()).not.toContain('Teruggeboekt');
  }, 90_000);
});
