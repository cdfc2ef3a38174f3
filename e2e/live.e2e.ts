import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMELINE } from '@/src/domain/timeline-template';
import { registerAccount, uniqueEmail } from './accounts';
import { createProject } from './new-project';
import { baseUrl, DEMO, expectFocused, expectHidden, expectVisible, fileBrowser, releaseBrowser, login, newContext, WAIT_MS } from './browser';
import { region, timelineStep } from './client-pages';
import { keepSession, resumeSession } from './kept-sessions';

// Two browsers at once: what one person does shows on the other's open page within seconds, without a reload; read where it arrives,
// the bell leaves it out, and its panel works by touch and keyboard at 375 px and passes axe.

const STEP_1 = DEFAULT_TIMELINE[0]!;
const LIVE_MS = 3_000;

let browser: Browser;
const contexts: BrowserContext[] = [];
let client: Page;
let developer: Page;
let projectId: string;
const account = { fullName: 'Iris Live', email: uniqueEmail('live'), password: 'geheim123' };

async function open(width: number, height: number, options: { hasTouch?: boolean; bypassCSP?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height }, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam', ...options });
  contexts.push(context);
  return context.newPage();
}

/** Marks the document, so a reload (which would drop the mark) is noticed. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark === true);
}

const bell = (page: Page) => page.getByTestId('notification-bell');

/** The client's portal in another browser with the session of their sign-up, as on a second device; no sign-in notification covers the bell. */
async function openAsClient(page: Page) {
  expect(await resumeSession(page, account.email), 'de sessie van de klant loopt nog').toBe(true);
}

beforeAll(async () => {
  browser = await fileBrowser();
  // Registering signs the client in, in the browser that stays theirs.
  client = await open(1280, 800);
  await registerAccount(client, account);
  await keepSession(client, account.email);
  const admin = await newContext(browser);
  contexts.push(admin);
  const adminPage = await admin.newPage();
  await login(adminPage, DEMO.admin);
  projectId = await createProject(adminPage, account);

  developer = await open(1280, 800);
  await login(developer, DEMO.developer);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await releaseBrowser(browser);
});

describe('two browsers at once', () => {
  it("the developer's message appears in the client's open thread within 3 s, read there so the bell does not count it, without a reload", async () => {
    await client.goto(`/progress?project=${projectId}`);
    await expectVisible(region(client, 'Communicatie'));
    await expect.poll(() => bell(client).getAttribute('aria-label'), { timeout: WAIT_MS }).toBe('Meldingen');
    await markDocument(client);

    await developer.goto(`/developer/projects/${projectId}`);
    const text = `Je preview staat klaar (${Date.now()})`;
    await region(developer, 'Communicatie').getByLabel('Nieuw bericht').fill(text);
    const sent = Date.now();
    await region(developer, 'Communicatie').getByRole('button', { name: 'Versturen' }).click();

    await region(client, 'Communicatie').getByText(text).waitFor({ state: 'visible', timeout: LIVE_MS });
    expect(Date.now() - sent).toBeLessThan(LIVE_MS);
    // Read where it arrived: the thread is open on the client's screen, so the bell settles on no
    // count (its notification may reach the bell a moment before the thread marks it read).
    await expect.poll(() => client.getByTestId('notification-count').count(), { timeout: LIVE_MS }).toBe(0);
    await expect.poll(() => bell(client).getAttribute('aria-label'), { timeout: LIVE_MS }).toBe('Meldingen');
    // And stays so once the notification and its reading have both come through.
    await client.waitForTimeout(1_500);
    expect(await client.getByTestId('notification-count').count()).toBe(0);
    // Once, however it reached the page (the stream and the sender's own refresh).
    expect(await region(client, 'Communicatie').getByText(text).count()).toBe(1);
    expect(await sameDocument(client)).toBe(true);
  });

  it('the client approves a step and the open detail page of the developer shows "Afgerond" with the sign-off line', async () => {
    await markDocument(developer);
    const staffStep = timelineStep(developer, STEP_1.stepNumber, STEP_1.stepName);
    await staffStep.getByLabel('Notitie voor de klant (optioneel)').fill('Kick-off verslag staat klaar');
    await staffStep.getByRole('button', { name: 'Gereed melden' }).click();

    // The client's open page shows the step waiting for them, live.
    const clientStep = timelineStep(client, STEP_1.stepNumber, STEP_1.stepName);
    await expectVisible(clientStep.getByText('Jouw beurt'));
    await clientStep.getByRole('button', { name: 'Goedkeuren' }).click();
    await client.getByRole('dialog', { name: `Stap "${STEP_1.stepName}" goedkeuren?` }).getByRole('button', { name: 'Goedkeuren' }).click();

    await expect.poll(() => staffStep.getByTestId('step-turn').innerText(), { timeout: LIVE_MS }).toBe('Afgerond');
    const signOff = staffStep.getByTestId('sign-off');
    await signOff.waitFor({ state: 'visible', timeout: LIVE_MS });
    expect(await signOff.innerText()).toMatch(/^Goedgekeurd door Iris Live op \d{1,2}\s\w+\s\d{4} om \d{2}:\d{2}, ronde 1$/);
    expect(await sameDocument(developer)).toBe(true);
  });
});

describe('the bell at 375 px', () => {
  it('opens by touch, lists the notification as a sentence, and closes with Escape, focus back on the bell; by keyboard too', async () => {
    const phone = await open(375, 740, { hasTouch: true });
    await openAsClient(phone);
    await bell(phone).tap();
    const panel = phone.getByRole('dialog', { name: 'Meldingen' });
    await expectVisible(panel);
    await expectVisible(panel.getByText('Daan de Developer stuurde je een bericht'));
    await phone.keyboard.press('Escape');
    await expectHidden(panel);
    await expectFocused(bell(phone));

    // Keyboard only: Enter opens, Tab reaches the panel's buttons, Escape closes.
    await bell(phone).focus();
    await phone.keyboard.press('Enter');
    await expectVisible(panel);
    await phone.keyboard.press('Tab');
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await phone.keyboard.press('Escape');
    await expectHidden(panel);
    await expectFocused(bell(phone));

    // "Alles gelezen" empties the count.
    await bell(phone).tap();
    await panel.getByRole('button', { name: 'Alles gelezen' }).tap();
    await expect.poll(() => bell(phone).getAttribute('aria-label'), { timeout: WAIT_MS }).toBe('Meldingen');
  });

  it('has no serious or critical axe violations with the panel open, at 375 and 1280 px', async () => {
    const axe = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    for (const [width, height] of [
      [375, 740],
      [1280, 800],
    ] as const) {
      const page = await open(width, height, { bypassCSP: true });
      await openAsClient(page);
      await bell(page).click();
      await expectVisible(page.getByRole('dialog', { name: 'Meldingen' }).getByText('Daan de Developer stuurde je een bericht'));
      // Past the panel's opening animation, whose fading colours are no part of the page.
      await page.waitForTimeout(400);
      await page.addScriptTag({ content: axe });
      const results = await page.evaluate(() =>
        (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
          resultTypes: ['violations'],
        }),
      );
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${width}px ${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
});
