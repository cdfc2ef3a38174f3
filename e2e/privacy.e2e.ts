import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteCreatedProject, noteErasedAccount, registerAccount, uniqueEmail, type NewAccount } from './accounts';
import { DEMO, expectPath, expectVisible, heading, fileBrowser, releaseBrowser, login, newContext, WAIT_MS } from './browser';
import { pickFile, region, timelineStep } from './client-pages';
import { newInvoice } from './invoice-pages';
import { mailCount, waitForMail } from './mailbox';

// Privacy as people meet it: /activiteit and the admin's log; a data export ZIP with the client's own message and file, nothing of
// another's; forgetting approved by the admin, after which the account cannot sign in and its invoices keep the copied details.

const tag = randomUUID().slice(0, 6);

type Client = NewAccount & { company: string; message: string; file: { name: string; text: string } };

const roos: Client = {
  fullName: `Roos Privé ${tag}`,
  email: uniqueEmail('privacy-roos'),
  password: 'vergeet-mij-niet',
  company: `Bloemist Roos ${tag}`,
  message: `Hoi, de openingstijden staan in het bestand (${tag})`,
  file: { name: 'openingstijden-roos.txt', text: `Openingstijden van Bloemist Roos ${tag}: ma-za 9-18` },
};

const bram: Client = {
  fullName: `Bram Anders ${tag}`,
  email: uniqueEmail('privacy-bram'),
  password: 'bram-zijn-geheim',
  company: `Slagerij Bram ${tag}`,
  message: `Geheime prijslijst van Bram ${tag}`,
  file: { name: 'prijzen-bram.txt', text: `Inkoopprijzen van Slagerij Bram ${tag}` },
};

let browser: Browser;
const contexts: BrowserContext[] = [];
let admin: Page;
let client: Page;

async function open(): Promise<Page> {
  const context = await newContext(browser);
  contexts.push(context);
  return context.newPage();
}

/** Registers, signs in and onboards with a website, as a new client does; ends on /intake. */
async function becomeClient(page: Page, account: Client): Promise<void> {
  await registerAccount(page, account);
  // waitForURL rather than expectPath: this runs in beforeAll, where expect.poll is not allowed.
  await page.waitForURL((url) => url.pathname === '/onboarding');
  await page.getByRole('radio', { name: /^Website/ }).click();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByLabel('Bedrijfsnaam', { exact: true }).fill(account.company);
  await page.getByLabel('Telefoonnummer', { exact: true }).fill('06 1234 5678');
  await page.getByLabel('Straat en huisnummer', { exact: true }).fill('Kerkstraat 12');
  await page.getByLabel('Postcode', { exact: true }).fill('1017 GM');
  await page.getByLabel('Plaats', { exact: true }).fill('Amsterdam');
  await page.getByLabel('IBAN', { exact: true }).fill('NL91 ABNA 0417 1643 00');
  await page.getByRole('checkbox', { name: /Ik ga akkoord met de algemene voorwaarden/ }).click();
  noteCreatedProject(account.email);
  await page.getByRole('button', { name: 'Account activeren' }).click();
  await page.waitForURL((url) => url.pathname === '/intake');
}

/** On /progress: one file uploaded and one message sent, each confirmed. */
async function uploadAndWrite(page: Page, account: Client): Promise<void> {
  await page.goto('/progress');
  await expectVisible(heading(page, 'Projectvoortgang'));
  await pickFile(page, region(page, 'Bestanden'), { name: account.file.name, mimeType: 'text/plain', buffer: Buffer.from(account.file.text) });
  await expectVisible(page.getByText('Bestand geüpload!'));
  const thread = region(page, 'Communicatie');
  await thread.getByLabel('Nieuw bericht').fill(account.message);
  await thread.getByRole('button', { name: 'Versturen' }).click();
  await expectVisible(page.getByText('Bericht verzonden!'));
}

/** The rows' texts of an activity table, in order (newest first). */
async function activityRows(page: Page): Promise<string[]> {
  const rows = page.getByTestId('activity-table').locator('tbody tr');
  return (await rows.allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
}

const indexOf = (rows: string[], text: string) => rows.findIndex((row) => row.includes(text));

beforeAll(async () => {
  browser = await fileBrowser();
  // Another client with a message and a file of their own, that must never reach Roos's export.
  const other = await open();
  await becomeClient(other, bram);
  await uploadAndWrite(other, bram);

  client = await open();
  await becomeClient(client, roos);
  admin = await open();
  await login(admin, DEMO.admin);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await releaseBrowser(browser);
});

describe('privacy and accountability', () => {
  it('the client changes an intake answer and approves a step, sees both on /activiteit, and the admin finds them by the name', async () => {
    const form = client.getByRole('form', { name: 'Intakeformulier' });
    await form.getByLabel('Wie is je doelgroep?').fill('Buurtbewoners en bedrijven in Amsterdam-Centrum');
    await form.getByRole('button', { name: 'Opslaan als concept' }).click();
    await expectVisible(client.getByText('Concept opgeslagen'));

    // The content step is the client's to finish once a file is there: finishing approves it.
    await uploadAndWrite(client, roos);
    await timelineStep(client, 3, 'Content aanleveren').getByRole('button', { name: 'Stap afronden' }).click();
    await expectVisible(client.getByText('Stap goedgekeurd!'));

    await client.goto('/activiteit');
    await expectVisible(heading(client, 'Activiteit'));
    await expectVisible(client.getByTestId('activity-table'));
    const mine = await activityRows(client);
    const approved = indexOf(mine, 'Stap goedgekeurd');
    const saved = indexOf(mine, 'Intakeformulier opgeslagen');
    expect(approved, mine.join('\n')).toBeGreaterThanOrEqual(0);
    expect(saved, mine.join('\n')).toBeGreaterThan(approved);
    expect(mine[approved]).toContain(roos.fullName);
    expect(mine[saved]).toContain(roos.fullName);

    await admin.goto('/admin/activity');
    await expectVisible(heading(admin, 'Activiteitenlog'));
    await admin.getByRole('searchbox').fill(roos.fullName);
    await expect.poll(() => new URL(admin.url()).searchParams.get('q'), { timeout: WAIT_MS }).toBe(roos.fullName);
    await expect.poll(async () => indexOf(await activityRows(admin), 'Stap goedgekeurd'), { timeout: WAIT_MS }).toBeGreaterThanOrEqual(0);
    const found = await activityRows(admin);
    for (const sentence of ['Stap goedgekeurd', 'Intakeformulier opgeslagen']) {
      const row = found[indexOf(found, sentence)]!;
      expect(row).toContain(roos.fullName);
    }
    // Only what concerns Roos: never Bram.
    expect(found.some((row) => row.includes(bram.fullName))).toBe(false);
  });

  it('the client downloads a copy of their data: their message and file are in the ZIP, nothing of another client', async () => {
    await client.goto('/account?sectie=privacy');
    const card = client.getByTestId('data-export-card');
    const mailsBefore = mailCount();
    await card.getByRole('button', { name: 'Mijn gegevens downloaden' }).click();
    await expectVisible(client.getByText('We maken je download klaar. Je krijgt een e-mail zodra hij klaarstaat.'));

    // The card shows the link by itself once the ZIP is made; the bell and the mail say so too.
    const link = card.getByRole('link', { name: 'Download ZIP' });
    await link.waitFor({ state: 'visible', timeout: 30_000 });
    expect((await waitForMail(roos.email, mailsBefore)).subject).toBe('Je gegevens staan klaar');
    await client.getByTestId('notification-bell').click();
    await expectVisible(client.getByRole('dialog', { name: 'Meldingen' }).getByText(/Je gegevens staan klaar om te downloaden \(beschikbaar tot \d{1,2} \w+ \d{4}\)$/));
    await client.keyboard.press('Escape');

    const [download] = await Promise.all([client.waitForEvent('download', { timeout: WAIT_MS }), link.click()]);
    const zipPath = await download.path();
    const files = unzipSync(new Uint8Array(fs.readFileSync(zipPath)));
    const names = Object.keys(files);
    expect(strFromU8(files['README.txt']!)).toContain(`Gegevens van ${roos.fullName}`);
    const messages = JSON.parse(strFromU8(files['gegevens/berichten.json']!)) as { message: string }[];
    expect(messages.map((m) => m.message)).toEqual([roos.message]);
    const uploaded = names.filter((name) => name.startsWith('bestanden/'));
    // Stored as bestanden/<project>/<file>-<name>.
    expect(uploaded.map((name) => name.split('/').at(-1)!.replace(/^[0-9a-f]{8}-/, ''))).toEqual([roos.file.name]);
    expect(strFromU8(files[uploaded[0]!]!)).toBe(roos.file.text);

    const everything = Object.values(files).map((bytes) => Buffer.from(bytes).toString('utf8')).join('\n');
    for (const trace of [bram.fullName, bram.email, bram.company, bram.message, bram.file.name, bram.file.text]) {
      expect(everything, `het ZIP-bestand bevat "${trace}"`).not.toContain(trace);
    }
  });

  it('the client asks to be forgotten, the admin approves; the account no longer signs in and its invoice stays with the copied details', async () => {
    await admin.goto('/admin/invoices');
    const description = `Hosting ${tag}`;
    // The picker names a client by their company.
    const invoiceNumber = await newInvoice(admin, { client: roos.company, amount: '30', description });

    await client.goto('/account?sectie=privacy');
    const card = client.getByTestId('erasure-card');
    await card.getByLabel('Bevestig met je wachtwoord').fill(roos.password);
    await card.getByRole('button', { name: 'Account verwijderen' }).click();
    await expectVisible(client.getByText('Je verzoek is ontvangen. Een beheerder beoordeelt het; je krijgt een e-mail.'));
    await expectVisible(card.getByText('Je verzoek om je account te verwijderen wordt beoordeeld.'));

    await admin.goto('/admin/erasure');
    await expectVisible(heading(admin, 'Verwijderverzoeken'));
    const request = admin.getByTestId('erasure-requests').locator('tbody tr').filter({ hasText: roos.email });
    await request.getByRole('textbox', { name: 'Reden' }).fill('Op verzoek van de klant');
    const mailsBefore = mailCount();
    await request.getByRole('button', { name: 'Goedkeuren' }).click();
    // It cannot be undone: the admin confirms once more.
    const confirm = admin.getByRole('dialog', { name: `Account van ${roos.fullName} verwijderen?` });
    await expectVisible(confirm);
    noteErasedAccount(roos.email, 1);
    await confirm.getByRole('button', { name: 'Definitief verwijderen' }).click();
    await expectVisible(admin.getByText('Verzoek behandeld'));
    expect((await waitForMail(roos.email, mailsBefore)).subject).toBe('Je account is verwijderd');
    const handled = admin.getByTestId('erasure-requests').locator('tbody tr').filter({ hasText: 'Op verzoek van de klant' }).first();
    await expectVisible(handled.getByText('Verwijderde gebruiker'));
    await expectVisible(handled.getByText('Goedgekeurd'));

    // The open session ended with the account; signing in again is refused in Dutch.
    await client.goto('/account');
    await expectPath(client, '/auth');
    await client.getByLabel('E-mailadres').fill(roos.email);
    await client.getByLabel('Wachtwoord', { exact: true }).fill(roos.password);
    await client.getByRole('button', { name: 'Inloggen' }).click();
    await expectVisible(client.getByText('Ongeldig e-mailadres of wachtwoord'));
    await expectPath(client, '/auth');

    // Facturatiebeheer keeps the invoice, billed to the company and address copied when it was made.
    await admin.goto(`/admin/invoices?q=${encodeURIComponent(invoiceNumber)}`);
    const row = admin.getByTestId('invoice-row').filter({ hasText: invoiceNumber });
    await expectVisible(row);
    const text = await row.innerText();
    expect(text).toContain(roos.company);
    expect(text).toContain(description);
  });
});
