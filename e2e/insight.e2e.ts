import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ublSchemaErrors } from '@/server/testing/ubl-check';
import { centsToMoney, formatEuro, parseMoneyToCents } from '@/src/domain/money';
import { ATTENTION_KINDS } from '@/src/domain/insight';
import { browserPerTest, DEMO, expectNoSideScroll, expectVisible, login, loginAt } from './browser';

// The admin's morning: the dashboard's charts and "Aandacht nodig" for the demo agency (which holds
// one of each case); the bookkeeper's CSV and a client's e-invoice download and read back.

const CHARTS = ['omzet', 'incasso', 'projecten', 'goedkeuring', 'open-stappen'];
const chartChunk = /\/assets\/insight-charts-[\w-]+\.js$/;

async function saved(download: { suggestedFilename(): string; saveAs(file: string): Promise<void> }): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kp-download-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

for (const width of [1280, 375]) {
  describe(`the admin dashboard at ${width} px`, () => {
    let page: Page;
    browserPerTest((opened) => ({ page } = opened), { width, height: 900 });

    it('shows what needs attention, most urgent first, and the charts with their summaries', async () => {
      await login(page, DEMO.admin);
      const list = page.getByTestId('attention-list');
      await expectVisible(list);
      const kinds = await list.locator('[data-testid^="attention-"]').evaluateAll((sections) => sections.map((s) => s.getAttribute('data-testid')));
      expect(kinds).toEqual(ATTENTION_KINDS.map((kind) => `attention-${kind}`));
      await expectVisible(page.getByTestId('attention-waiting_approval').getByRole('button', { name: 'Herinnering sturen' }).first());
      await expectVisible(page.getByTestId('mrr'));
      for (const chart of CHARTS) {
        const card = page.getByTestId(`chart-${chart}`);
        await expectVisible(card.locator('svg.recharts-surface').first());
        // A title, a summary for everyone, and a table for screen readers.
        expect(await card.getByRole('heading').innerText()).not.toBe('');
        expect(await card.locator('table caption').count()).toBe(1);
      }
      await expectNoSideScroll(page, 'admin dashboard');
    });
  });
}

describe('what the admin and a client download', () => {
  let page: Page;
  browserPerTest((opened) => ({ page } = opened));

  it('the chart library never loads for a client', async () => {
    const chunks: string[] = [];
    page.on('request', (request) => chartChunk.test(request.url()) && chunks.push(request.url()));
    await login(page, DEMO.client);
    for (const screen of ['/', '/invoices', '/progress']) {
      await page.goto(screen);
      await page.waitForLoadState('networkidle');
    }
    expect(chunks).toEqual([]);
  });

  it('"Herinnering sturen" mails the client once; the button then says it was sent today', async () => {
    await login(page, DEMO.admin);
    // One of the waiting steps (the demo holds more than one), found again by its own line.
    const items = page.getByTestId('attention-waiting_approval').getByRole('listitem');
    await expectVisible(items.first());
    const line = (await items.first().innerText()).split('\n')[0]!;
    const waiting = items.filter({ hasText: line });
    await waiting.getByRole('button', { name: 'Herinnering sturen' }).click();
    await expectVisible(page.getByText('Herinnering verstuurd'));
    await expectVisible(waiting.getByText('Vandaag al herinnerd'));
  });

  it('the bookkeeping CSV of this month adds up to the totals the dialog shows', async () => {
    await loginAt(page, '/admin/invoices', DEMO.admin);
    await page.getByRole('button', { name: 'Exporteren voor boekhouding' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Deze maand' }).click();
    const totals = dialog.getByTestId('export-totals');
    await expectVisible(totals);
    // Read before the download: the dialog closes once the file is saved.
    const shown = await totals.innerText();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'CSV downloaden' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^facturen-\d{4}-\d{2}-01-tot-en-met-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync(await saved(download));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = bytes.toString('utf8').slice(1).trimEnd().split('\r\n').map((line) => line.split(';'));
    expect(header?.[0]).toBe('Factuurnummer');
    expect(header).toHaveLength(14);
    // The demo's descriptions hold no separators, so a plain split reads them.
    const counted = rows.filter((row) => row[11] !== 'Geannuleerd');
    const total = centsToMoney(counted.reduce((sum, row) => sum + parseMoneyToCents(row[10]!.replace(',', '.'))!, 0));
    expect(counted.length).toBeGreaterThan(0);
    expect(shown).toContain(formatEuro(total));
  });

  it('a client downloads an own invoice as UBL that the UBL 2.1 schema accepts', async () => {
    await loginAt(page, '/invoices', 'mo@kapsalonmo.nl');
    const button = page.getByRole('button', { name: /^UBL factuur / }).first();
    await expectVisible(button);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^(credit)?factuur-\d{4}-\d{4}\.xml$/);
    const xml = fs.readFileSync(await saved(download), 'utf8');
    const root = download.suggestedFilename().startsWith('credit') ? 'CreditNote' : 'Invoice';
    expect(await ublSchemaErrors(xml, root)).toBe('');
    // Peppol BIS 3.0 for a buyer with a KvK or VAT number, plain EN 16931 otherwise: both say EN 16931.
    expect(xml).toContain('urn:cen.eu:en16931:2017');
  });
});
