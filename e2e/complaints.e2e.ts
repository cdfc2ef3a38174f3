import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, closeToasts, DEMO, expectFocused, expectHidden, expectVisible, login, newContext, WAIT_MS } from './browser';
import { expectFieldMessage, menuTo } from './client-pages';

// A client files a high-priority complaint about a project; the admin finds it by
// search, takes it in progress with a reply, then resolves it; the client reads the reply and "Opgelost".

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function fileComplaint(page: Page, phone: boolean, subject: string) {
  await login(page, DEMO.client);
  await menuTo(page, phone, 'Klachten');
  await expectVisible(page.getByRole('heading', { name: 'Mijn Klachten' }));
  await page.getByRole('button', { name: 'Nieuwe klacht' }).click();
  const dialog = page.getByRole('dialog');
  // The dialog has opened once it has put the focus on its first field.
  await expectFocused(dialog.getByLabel('Onderwerp'));
  await dialog.getByRole('button', { name: 'Klacht indienen' }).click();
  await expectFieldMessage(dialog.getByLabel('Onderwerp'), 'Vul alle verplichte velden in');

  await dialog.getByLabel('Onderwerp').fill(`  ${subject} `);
  await dialog.getByLabel('Omschrijving').fill('De bestelpagina laadt al twee dagen niet.');
  expect(await dialog.getByRole('combobox', { name: 'Prioriteit' }).innerText()).toBe('Normaal');
  await pick(page, 'Prioriteit', 'Hoog');
  expect(await dialog.getByRole('combobox', { name: 'Project' }).innerText()).toBe('Geen project');
  await pick(page, 'Project', /\(/);
  await dialog.getByRole('button', { name: 'Klacht indienen' }).click();
  await expectVisible(page.getByText('Klacht succesvol ingediend'));
  await expectHidden(dialog);

  const card = page.getByTestId('complaint').filter({ hasText: subject });
  await expectVisible(card);
  expect(await page.getByTestId('complaint').first().innerText()).toContain(subject);
  const text = await card.innerText();
  for (const part of ['Open', 'Hoog', 'Project: ', 'Ingediend op ']) expect(text).toContain(part);
  expect(text).toMatch(/\d{1,2} [a-z]+ \d{4} om \d{2}:\d{2}/);
}

async function manage(page: Page, subject: string, status: string, reply?: string) {
  await page.getByRole('button', { name: `Klacht "${subject}" beheren` }).click();
  const dialog = page.getByRole('dialog');
  await pick(page, 'Status', status);
  if (reply) await dialog.getByLabel('Reactie voor de indiener').fill(reply);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expectVisible(page.getByText('Klacht bijgewerkt').first());
  await expectHidden(dialog);
  await expect.poll(() => page.getByTestId('complaint-row').filter({ hasText: subject }).innerText(), { timeout: WAIT_MS }).toContain(status);
}

async function answerAsAdmin(browser: Browser, width: number, height: number, phone: boolean, subject: string) {
  const context = await newContext(browser, width, height);
  const page = await context.newPage();
  try {
    await login(page, DEMO.admin);
    if (phone) {
      await closeToasts(page);
      await page.getByRole('button', { name: 'Menu openen' }).click();
      await page.getByRole('dialog', { name: 'Admin Portal' }).getByRole('link', { name: 'Klachten', exact: true }).click();
    } else {
      await menuTo(page, phone, 'Klachten');
    }
    await expectVisible(page.getByTestId('count-open'));
    await page.getByRole('searchbox').fill(subject);
    await page.waitForURL((url) => url.searchParams.get('q') === subject);
    await expect.poll(() => page.getByTestId('complaint-row').count(), { timeout: WAIT_MS }).toBe(1);
    expect(await page.getByTestId('complaint-row').innerText()).toContain('Pieter Visser');
    await manage(page, subject, 'In behandeling', 'We zoeken het uit met de hostingpartij.');
    await manage(page, subject, 'Opgelost');
  } finally {
    await context.close();
  }
}

for (const [name, width, height, phone] of [['desktop', 1280, 800, false], ['phone', 375, 740, true]] as const) {
  describe(`complaints on ${name} (${width} px)`, () => {
    let session: { page: Page; browser: Browser };
    browserPerTest((opened) => (session = opened), { width, height });

    it('a client files, the admin answers and resolves, the client reads the reply', async () => {
      const subject = `Bestelpagina ${name} ${Date.now()}`;
      await fileComplaint(session.page, phone, subject);
      await answerAsAdmin(session.browser, width, height, phone, subject);

      await session.page.reload();
      const card = session.page.getByTestId('complaint').filter({ hasText: subject });
      await expectVisible(card.getByText('Reactie van beheerder'));
      const text = await card.innerText();
      expect(text).toContain('Opgelost');
      expect(text).toContain('We zoeken het uit met de hostingpartij.');
    });
  });
}
