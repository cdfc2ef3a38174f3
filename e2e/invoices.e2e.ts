import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '@/server/testing/pdf-text';
import { browserPerTest, DEMO, expectVisible, login, loginAt, WAIT_MS } from './browser';
import { expectFieldMessage } from './client-pages';
import { newInvoice } from './invoice-pages';

// The admin invoices a client with a mandate (monthly), the client downloads the PDF
// and the test reads it; the admin cancels another pending invoice after the confirmation.

const CLIENT = 'mo@kapsalonmo.nl'; // Kapsalon Mo: a valid mandate in the seed

describe('invoices', () => {
  let page: Page;
  browserPerTest((opened) => ({ page } = opened));

  it('admin invoices a client monthly; the client downloads the PDF with its number and total', async () => {
    await loginAt(page, '/admin/invoices', DEMO.admin);

    // Nothing filled in: the spec's message, and the fields say which.
    await page.getByRole('button', { name: 'Nieuwe factuur' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Factuur aanmaken' }).click();
    await expectVisible(page.getByText('Vul alle velden in'));
    await expectFieldMessage(page.getByRole('dialog').getByLabel('Omschrijving (regel 1)'), 'Vul een omschrijving in');
    await page.keyboard.press('Escape');

    const description = `Onderhoud ${randomUUID().slice(0, 8)}`;
    const number = await newInvoice(page, { client: 'Kapsalon Mo', amount: '49,95', description, recurringDay: '15' });
    expect(number).toMatch(/^\d{4}-\d{4}$/);
    const row = page.getByTestId('invoice-row').filter({ hasText: description });
    expect(await row.innerText()).toContain('€ 60,44');
    await expectVisible(page.getByTestId('schedule-row').filter({ hasText: description }));

    // The client sees it and downloads it; the PDF library loads only now.
    await page.context().clearCookies();
    await login(page, CLIENT);
    const pdfChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/invoice-pdf-[\w-]+\.js$/.test(request.url())) pdfChunks.push(request.url());
    });
    await page.goto('/invoices');
    await expectVisible(page.getByText('•••• 3000'));
    const clientRow = page.getByTestId('invoice-row').filter({ hasText: number });
    await expectVisible(clientRow);
    expect(pdfChunks).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), clientRow.getByRole('button', { name: `PDF factuur ${number}` }).click()]);
    expect(download.suggestedFilename()).toBe(`factuur-${number}.pdf`);
    await expectVisible(page.getByText('Factuur gedownload'));
    expect(pdfChunks).toHaveLength(1);

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kp-pdf-')), download.suggestedFilename());
    await download.saveAs(file);
    const text = await pdfText(fs.readFileSync(file));
    expect(text).toContain(number);
    expect(text).toContain('€ 60,44');
    expect(text).toContain('Kapsalon Mo');
    expect(text).toContain('Incassant-ID');
  });

  it('admin cancels another pending invoice after the confirmation', async () => {
    await loginAt(page, '/admin/invoices', DEMO.admin);
    const description = `Eenmalig ${randomUUID().slice(0, 8)}`;
    const number = await newInvoice(page, { client: 'Bakkerij Visser', amount: '120', description });
    const row = page.getByTestId('invoice-row').filter({ hasText: description });
    expect(await row.innerText()).toContain('In behandeling');

    await row.getByRole('button', { name: `Acties voor factuur ${number}` }).click();
    await page.getByRole('menuitem', { name: 'Annuleren' }).click();
    const confirm = page.getByRole('dialog');
    await expectVisible(confirm.getByText(`Factuur ${number} wordt geannuleerd`));
    await confirm.getByRole('button', { name: 'Factuur annuleren' }).click();
    await expectVisible(page.getByText('Factuur geannuleerd'));
    await expect.poll(() => row.innerText(), { timeout: WAIT_MS }).toContain('Geannuleerd');
    await row.getByRole('button', { name: `Acties voor factuur ${number}` }).click();
    await expectVisible(page.getByRole('menuitem', { name: 'PDF downloaden' }));
    expect(await page.getByRole('menuitem', { name: 'Annuleren' }).count()).toBe(0);
  });

  it('a client pays a failed invoice through the pay link and sees it Betaald', async () => {
    await loginAt(page, '/invoices', 'lotte@yogalotte.nl'); // the seed's failed debit
    const row = page.getByTestId('invoice-row').filter({ hasText: 'Mislukt' }).first();
    await expectVisible(row);
    const number = (await row.locator('td').first().innerText()).trim();
    await row.getByRole('button', { name: `Betalen factuur ${number}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/payments/sandbox/checkout/'));
    await page.getByRole('button', { name: 'Betaald', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/invoices', { waitUntil: 'commit' });
    await expectVisible(page.getByText('Betaling ontvangen, je factuur is betaald'));
    const paid = page.getByTestId('invoice-row').filter({ hasText: number });
    await expect.poll(() => paid.innerText(), { timeout: WAIT_MS }).toContain('Betaald');
    expect(new URL(page.url()).search).toBe('');
  });
});
