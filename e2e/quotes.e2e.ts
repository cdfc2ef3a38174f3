import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfText } from '@/server/testing/pdf-text';
import { DEMO_MODULES } from '@/server/cli/seed-data';
import { formatEuro } from '@/src/domain/money';
import { PACKAGES } from '@/src/domain/packages';
import { noteCreatedInvoice, noteCreatedProject, noteRegisteredAccount, uniqueEmail } from './accounts';
import { browserPerTest, DEMO, expectNoSideScroll, expectPath, expectVisible, heading, login, mainMenu, newContext, screenshot, WAIT_MS } from './browser';
import { mailCount, waitForMail } from './mailbox';

// A quote for a new contact, accepted from the mailed link without an account; the signed PDF's audit page names the SHA-256 of the
// PDF shown. Its invitation leads through onboarding to the quoted project; a bought module's invoice shows and is in the bookkeeping CSV.

const QUOTED_MODULE = DEMO_MODULES.find((module) => module.isRecurring && module.isActive !== false)!;
const BOUGHT_MODULE = DEMO_MODULES.find((module) => !module.isRecurring && module.isActive !== false)!;

async function saved(download: Download): Promise<Buffer> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kp-quote-')), download.suggestedFilename());
  await download.saveAs(file);
  return fs.readFileSync(file);
}

/** The link of the newest mail to `to` that holds `part`. */
async function mailedLink(to: string, part: string, since: number): Promise<string> {
  const mail = await waitForMail(to, since);
  const link = new RegExp(`(\\S+${part.replace(/[?]/g, '\\?')}\\S+)`).exec(mail.text)?.[1];
  if (!link) throw new Error(`Geen link met ${part} in de mail aan ${to}: ${mail.text}`);
  return link;
}

/** Both widths of the fit tests: nothing wider than the window. */
async function lookAt(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoSideScroll(page, `${name} op ${width} px`);
    await screenshot(page, `quotes-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('a quote from making to a client who buys more', () => {
  let page: Page;
  browserPerTest((opened) => ({ page } = opened));

  it('is sent, opened without an account, signed, and leads to an onboarded client', async () => {
    const contact = { name: 'Sanne Offerman', company: `Bloemist Offerman ${Date.now().toString(36)}`, email: uniqueEmail('offerte'), password: 'Tulpen-in-april' };

    // The admin makes the quote: a new contact, the website package, a recurring module and a line of their own.
    await login(page, DEMO.admin);
    await mainMenu(page).getByRole('link', { name: 'Offertes', exact: true }).click();
    await expectVisible(heading(page, 'Offertes'));
    await lookAt(page, 'lijst');
    await page.getByRole('link', { name: 'Nieuwe offerte' }).click();
    await expectVisible(heading(page, 'Nieuwe offerte'));

    // Saved without a package: the schema's message, and nothing typed is lost.
    await page.getByLabel('Naam', { exact: true }).fill(contact.name);
    await page.getByLabel('Bedrijfsnaam').fill(contact.company);
    await page.getByLabel('E-mailadres').fill(contact.email);
    await page.getByRole('button', { name: 'Concept opslaan' }).click();
    await expectVisible(page.getByText('Kies een pakket'));
    expect(await page.getByLabel('Bedrijfsnaam').inputValue()).toBe(contact.company);

    await page.getByRole('radio', { name: new RegExp(`^Website \\(${formatEuro(PACKAGES.website.monthlyPrice)}`) }).click();
    await page.getByTestId('quote-modules').getByRole('checkbox', { name: new RegExp(QUOTED_MODULE.title) }).click();
    await page.getByRole('button', { name: 'Regel toevoegen' }).click();
    await page.getByLabel('Omschrijving (regel 1)').fill('Fotoshoot van de winkel');
    await page.getByLabel('Prijs per stuk (excl. btw)').fill('250');
    await page.getByLabel('Inleiding', { exact: true }).fill('Een nieuwe website voor de bloemist, met maandelijks onderhoud.');
    // € 30 + € 15 per month and € 250 once, each plus 21 % btw.
    const draftTotals = page.getByTestId('quote-draft-totals');
    await expect.poll(() => draftTotals.innerText(), { timeout: WAIT_MS }).toContain(formatEuro('54.45'));
    expect(await draftTotals.innerText()).toContain(formatEuro('302.50'));
    await lookAt(page, 'nieuw');
    await page.getByRole('button', { name: 'Concept opslaan' }).click();
    await expectVisible(page.getByText(/^Offerte OFF-\d{4}-\d{4} aangemaakt$/));
    const detailHeading = page.getByRole('heading', { level: 1, name: /^Offerte OFF-/ });
    await expectVisible(detailHeading);
    const title = await detailHeading.innerText();
    const number = /OFF-\d{4}-\d{4}/.exec(title)![0];
    await expectVisible(page.getByTestId('quote-status').getByText('Concept'));

    const before = mailCount();
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Offerte versturen' }).click();
    await expectVisible(page.getByText(`Offerte verstuurd naar ${contact.email}`));
    await expectVisible(page.getByTestId('quote-status').getByText('Verzonden'));
    await lookAt(page, 'detail');

    // The recipient opens the mailed link in a browser that was never signed in.
    const link = await mailedLink(contact.email, '/offerte/', before);
    const recipient = await newContext(page.context().browser()!, 390, 844);
    try {
      const visitor = await recipient.newPage();
      await visitor.goto(link);
      await expectVisible(heading(visitor, `Offerte ${number}`));
      await expectVisible(visitor.getByText('Fotoshoot van de winkel'));
      await expectVisible(visitor.getByTestId('quote-terms'));
      expect(await visitor.getByRole('navigation', { name: 'Hoofdmenu' }).count()).toBe(0);
      await screenshot(visitor, 'quotes-openbaar-390');
      await expectNoSideScroll(visitor, 'de offerte op 390 px');

      const [original] = await Promise.all([visitor.waitForEvent('download'), visitor.getByRole('link', { name: 'Offerte downloaden (PDF)' }).click()]);
      const originalBytes = await saved(original);
      const originalHash = createHash('sha256').update(originalBytes).digest('hex');
      expect(await pdfText(originalBytes)).toContain(number);

      // Ticking without a name: the field says what is missing.
      await visitor.getByRole('checkbox', { name: /Ik ga akkoord/ }).click();
      await visitor.getByRole('button', { name: 'Accepteren' }).click();
      await expectVisible(visitor.getByText('Typ je volledige naam om te ondertekenen'));
      await visitor.getByLabel('Volledige naam').fill(contact.name);
      noteRegisteredAccount(contact.email);
      noteCreatedProject(contact.email);
      const beforeAccept = mailCount();
      await visitor.getByRole('button', { name: 'Accepteren' }).click();
      await expectVisible(visitor.getByText('Bedankt, de offerte is geaccepteerd'));
      await expectVisible(visitor.getByText(`We hebben een e-mail gestuurd naar ${contact.email}`, { exact: false }));
      await screenshot(visitor, 'quotes-geaccepteerd-390');
      await expectNoSideScroll(visitor, 'de geaccepteerde offerte op 390 px');

      const [signed] = await Promise.all([visitor.waitForEvent('download'), visitor.getByRole('link', { name: 'Ondertekende offerte downloaden (PDF)' }).click()]);
      const signedText = await pdfText(await saved(signed));
      expect(signedText).toContain(number);
      expect(signedText).toContain('Ondertekening');
      expect(signedText).toContain(contact.name);
      // The audit page names the hash of exactly the file the recipient downloaded before signing.
      expect(signedText.replace(/\s+/g, '')).toContain(originalHash);

      // The invitation from the acceptance: a password, then onboarding at company details and mandate.
      const invitation = await mailedLink(contact.email, '/invitation?token=', beforeAccept);
      await visitor.goto(invitation);
      await expectVisible(heading(visitor, 'Welkom bij Klantportaal'));
      await visitor.getByLabel('Nieuw wachtwoord', { exact: true }).fill(contact.password);
      await visitor.getByLabel('Bevestig wachtwoord').fill(contact.password);
      await visitor.getByRole('button', { name: 'Wachtwoord instellen' }).click();
      await expectPath(visitor, '/onboarding');
      await expectVisible(visitor.getByLabel('IBAN', { exact: true }));
      for (const [label, value] of Object.entries({ Telefoonnummer: '06 1234 5678', 'Straat en huisnummer': 'Bloemgracht 12', Postcode: '1016 KJ', Plaats: 'Amsterdam' })) {
        const field = visitor.getByLabel(label, { exact: true });
        if ((await field.count()) > 0) await field.fill(value);
      }
      await visitor.getByLabel('IBAN', { exact: true }).fill('NL91 ABNA 0417 1643 00');
      await visitor.getByRole('checkbox', { name: /Ik ga akkoord met de algemene voorwaarden/ }).click();
      await visitor.getByRole('button', { name: 'Account activeren' }).click();
      await expectPath(visitor, '/intake');
      // The quote's one-off line ends on an invoice of its own, which the admin's dashboard counts.
      noteCreatedInvoice(`Fotoshoot van de winkel ${contact.email}`);

      // The project holds the quoted package and module.
      await visitor.goto('/upsells');
      await expectVisible(visitor.getByTestId('owned-modules').getByText(QUOTED_MODULE.title));
      await visitor.goto('/');
      await expectVisible(visitor.getByText(PACKAGES.website.name).first());

      // Another module, bought and paid in the sandbox, and its invoice under Facturen.
      await visitor.goto('/upsells');
      const offer = visitor.getByTestId('available-module').filter({ hasText: BOUGHT_MODULE.title });
      await offer.getByRole('button', { name: /Kopen/ }).click();
      await visitor.waitForURL(/\/api\/payments\/sandbox\/checkout\//, { timeout: WAIT_MS });
      noteCreatedInvoice(`${BOUGHT_MODULE.title} ${contact.email}`);
      await visitor.getByRole('button', { name: 'Betaald', exact: true }).click();
      await visitor.waitForURL(/\/upsells/, { timeout: WAIT_MS });
      await expectVisible(visitor.getByTestId('owned-modules').getByText(BOUGHT_MODULE.title));
      await visitor.goto('/invoices');
      const invoiceRow = visitor.getByTestId('invoice-row').filter({ hasText: BOUGHT_MODULE.title });
      await expectVisible(invoiceRow);
      expect(await invoiceRow.innerText()).toContain('Betaald');
      const invoiceNumber = /\d{4}-\d{4}/.exec(await invoiceRow.innerText())![0];

      // The admin sees the signature, and the bookkeeping CSV of this month lists the invoice.
      await page.reload();
      await expectVisible(page.getByTestId('quote-status').getByText('Geaccepteerd'));
      await expectVisible(page.getByTestId('quote-signature').getByText(contact.name));
      await expectVisible(page.getByTestId('quote-signature').getByText(originalHash));
      await page.goto('/admin/invoices');
      await page.getByRole('button', { name: 'Exporteren voor boekhouding' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Deze maand' }).click();
      const [csv] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'CSV downloaden' }).click()]);
      const rows = (await saved(csv)).toString('utf8').split('\r\n');
      expect(rows.some((row) => row.startsWith(`${invoiceNumber};`))).toBe(true);
    } finally {
      await recipient.close();
    }
  }, 180_000);
});
