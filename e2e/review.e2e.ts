import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMELINE } from '@/src/domain/timeline-template';
import { registerAccount, uniqueEmail } from './accounts';
import { createProject } from './new-project';
import { baseUrl, DEMO, expectVisible, fileBrowser, releaseBrowser, login, WAIT_MS } from './browser';
import { region, timelineStep } from './client-pages';
import { keepSession, resumeSession } from './kept-sessions';
import { startPreviewSite, type PreviewSite } from './preview-site';

// Review on a preview site on another port with /review.js: a pin on its order button at 1440 px is answered and resolved, found on
// the same button at 390 px, changes asked, the step returned and approved; both still read every round afterwards.

const STEP_1 = DEFAULT_TIMELINE[0]!;
const PIN_LABEL = "Opmerking 1 bij 'Bestel nu'-knop";
const account = { fullName: 'Roos Review', email: uniqueEmail('review'), password: 'geheim123' };

let browser: Browser;
let preview: PreviewSite;
const contexts: BrowserContext[] = [];
let client: Page;
let developer: Page;
let projectId: string;

async function open(width: number, height: number): Promise<Page> {
  // The preview's certificate is made for this run.
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height }, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam', ignoreHTTPSErrors: true });
  contexts.push(context);
  return context.newPage();
}

const frame = (page: Page) => page.frameLocator('[data-testid="preview-frame"]');
const orderButton = (page: Page) => frame(page).getByRole('button', { name: 'Bestel nu', exact: true });
const pinMarker = (page: Page) => frame(page).getByRole('button', { name: PIN_LABEL });
const pinInList = (page: Page) => page.getByTestId('pin-list').getByRole('button', { name: new RegExp(`^${PIN_LABEL}`) });

const boxIn = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x, y: box.y, width: box.width, height: box.height };
  });

/**
 * Clicks the element in the preview where a person would: the frame is scaled to fit the screen,
 * so the point is the element's middle in the frame, scaled onto the page.
 */
async function clickInPreview(page: Page, target: Locator) {
  const frameElement = page.getByTestId('preview-frame');
  const [frameBox, width, box] = await Promise.all([frameElement.boundingBox(), frameElement.getAttribute('width'), boxIn(target)]);
  const scale = frameBox!.width / Number(width);
  await page.mouse.click(frameBox!.x + (box.x + box.width / 2) * scale, frameBox!.y + (box.y + box.height / 2) * scale);
}

/** The marker's middle lies on the button, in the preview's own layout. */
async function expectPinOnButton(page: Page) {
  await expectVisible(pinMarker(page));
  const [marker, button] = await Promise.all([boxIn(pinMarker(page)), boxIn(orderButton(page))]);
  const x = marker.x + marker.width / 2;
  const y = marker.y + marker.height / 2;
  expect(x).toBeGreaterThanOrEqual(button.x);
  expect(x).toBeLessThanOrEqual(button.x + button.width);
  expect(y).toBeGreaterThanOrEqual(button.y);
  expect(y).toBeLessThanOrEqual(button.y + button.height);
}

async function axeViolations(page: Page): Promise<string[]> {
  const axe = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: axe });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const clientStep = () => timelineStep(client, STEP_1.stepNumber, STEP_1.stepName);
const staffStep = () => timelineStep(developer, STEP_1.stepNumber, STEP_1.stepName);

beforeAll(async () => {
  preview = await startPreviewSite(baseUrl());
  browser = await fileBrowser();
  // Registering signs the client in, in the browser that stays theirs.
  client = await open(1280, 800);
  await registerAccount(client, account);
  await keepSession(client, account.email);
  const admin = await open(1280, 800);
  await login(admin, DEMO.admin);
  projectId = await createProject(admin, account);

  developer = await open(1600, 1000);
  await login(developer, DEMO.developer);
  await developer.goto(`/developer/projects/${projectId}`);
  await region(developer, 'Build link').getByLabel('Build link').fill(preview.url);
  await region(developer, 'Build link').getByRole('button', { name: 'Opslaan' }).click();
  await developer.getByText('Build link bijgewerkt!').waitFor({ timeout: WAIT_MS });
  await staffStep().getByLabel('Notitie voor de klant (optioneel)').fill('De homepage staat klaar');
  await staffStep().getByRole('button', { name: 'Gereed melden' }).click();
  await staffStep().getByTestId('step-turn').getByText(/^Klant is aan zet/).waitFor({ timeout: WAIT_MS });

  // Wide enough that the review screen shows the preview at 1440 px unscaled, as a desktop does.
  await client.setViewportSize({ width: 2400, height: 1300 });
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await releaseBrowser(browser);
  await preview?.close();
});

describe('review on the preview', () => {
  it('shows the developer the exact line for the preview site, with a copy button', async () => {
    await developer.goto(`/developer/projects/${projectId}`);
    const card = region(developer, 'Reviewscript voor de preview');
    expect(await card.getByTestId('snippet-line').innerText()).toBe(`<script src="${baseUrl()}/review.js" defer></script>`);
    await expectVisible(card.getByRole('button', { name: 'Kopiëren' }));
  });

  it('the client places a pin on the order button at 1440 px, with a screenshot', async () => {
    await client.goto(`/progress?project=${projectId}`);
    await clientStep().getByRole('link', { name: 'Opmerkingen op de preview' }).click();
    await client.waitForURL((url) => url.pathname === `/review/${projectId}`);
    await client.getByRole('button', { name: /^Desktop/ }).click();
    expect(await client.getByTestId('preview-frame').getAttribute('width')).toBe('1440');
    const place = client.getByRole('button', { name: 'Opmerking plaatsen', pressed: false });
    await place.click({ timeout: WAIT_MS });
    await clickInPreview(client, orderButton(client));
    const form = client.getByTestId('new-pin');
    // The snippet captures the visible area first, which takes a moment.
    await form.getByRole('heading', { name: "Nieuwe opmerking bij 'Bestel nu'-knop" }).waitFor({ timeout: 20_000 });
    await expectVisible(form.getByRole('img', { name: /Schermafbeelding/ }));
    await form.getByLabel('Je opmerking').fill('Maak deze knop groter');
    await form.getByRole('button', { name: 'Opmerking plaatsen' }).click();
    await expectVisible(pinInList(client));
    await expectPinOnButton(client);
  });

  it('has no serious or critical axe violations on the review screen', async () => {
    // axe is injected as an inline script, which the portal's policy refuses: this page lets it in.
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, locale: 'nl-NL', ignoreHTTPSErrors: true, bypassCSP: true });
    contexts.push(context);
    const page = await context.newPage();
    // The client's session, in a browser of its own.
    expect(await resumeSession(page, account.email)).toBe(true);
    await page.goto(`/review/${projectId}`);
    await expectVisible(pinInList(page));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the developer sees the pin with its screenshot, answers it and marks it "Opgelost"', async () => {
    // "Deze week" on the dashboard names the step with its open pin.
    await developer.goto('/');
    const week = developer.getByRole('region', { name: 'Open opmerkingen op de preview' });
    await expectVisible(week.getByRole('link').filter({ hasText: STEP_1.stepName }).filter({ hasText: '1 open opmerking' }));
    await developer.goto(`/developer/projects/${projectId}`);
    await staffStep().getByRole('link', { name: 'Opmerkingen op de preview' }).click();
    await developer.waitForURL((url) => url.pathname === `/developer/projects/${projectId}/review`);
    await pinInList(developer).click();
    const thread = developer.getByTestId('pin-thread');
    await expectVisible(thread.getByText('Maak deze knop groter'));
    const screenshot = thread.getByTestId('pin-screenshot');
    await expect.poll(() => screenshot.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: WAIT_MS }).toBeGreaterThan(0);
    await thread.getByLabel('Je reactie').fill('Is groter gemaakt');
    await thread.getByRole('button', { name: 'Reageren' }).click();
    await expectVisible(thread.getByText('Is groter gemaakt'));
    await thread.getByRole('button', { name: 'Opgelost' }).click();
    await expectVisible(thread.getByText(/^Opgelost door Daan de Developer/));
  });

  it('the client, at 390 px, finds the pin on the same button', async () => {
    await client.goto(`/review/${projectId}`);
    await client.getByRole('button', { name: /^Telefoon/ }).click();
    expect(await client.getByTestId('preview-frame').getAttribute('width')).toBe('390');
    await expectPinOnButton(client);
    await expectVisible(pinInList(client));
  });

  it('the client asks for changes, the developer hands the step in again, the client approves it through the confirmation', async () => {
    await client.goto(`/progress?project=${projectId}`);
    await clientStep().getByLabel('Jouw feedback').fill('De knop mag nog iets donkerder');
    await clientStep().getByRole('button', { name: 'Wijzigingen vragen' }).click();
    await expect.poll(() => clientStep().getByTestId('step-turn').innerText(), { timeout: WAIT_MS }).toBe('Wij zijn aan zet');

    await developer.goto(`/developer/projects/${projectId}`);
    await expectVisible(staffStep().getByTestId('client-feedback').getByText('De knop mag nog iets donkerder'));
    await staffStep().getByLabel('Wat is er aangepast?').fill('Knop donkerder gemaakt');
    await staffStep().getByRole('button', { name: 'Opnieuw ter goedkeuring' }).click();
    await expect.poll(() => staffStep().getByTestId('step-turn').innerText(), { timeout: WAIT_MS }).toMatch(/^Klant is aan zet/);

    await client.goto(`/progress?project=${projectId}`);
    await clientStep().getByRole('button', { name: 'Goedkeuren' }).click();
    const dialog = client.getByRole('dialog', { name: `Stap "${STEP_1.stepName}" goedkeuren?` });
    await expectVisible(dialog.getByText(preview.url));
    await expectVisible(dialog.getByText(/ronde 2/));
    await dialog.getByRole('button', { name: 'Goedkeuren' }).click();
    await expect.poll(() => clientStep().getByTestId('step-turn').innerText(), { timeout: WAIT_MS }).toBe('Afgerond');
  });

  it('after approval both sides still read the round history', async () => {
    for (const [page, step] of [
      [client, clientStep],
      [developer, staffStep],
    ] as const) {
      await page.goto(page === client ? `/progress?project=${projectId}` : `/developer/projects/${projectId}`);
      const history: Locator = step().getByTestId('round-history');
      await history.locator('summary').click();
      const rounds = history.getByTestId('review-round');
      await expect.poll(() => rounds.count(), { timeout: WAIT_MS }).toBe(2);
      await expectVisible(history.getByRole('heading', { name: 'Ronde 1' }));
      await expectVisible(history.getByRole('heading', { name: 'Ronde 2' }));
      await expectVisible(history.getByText('De knop mag nog iets donkerder'));
      await expectVisible(history.getByText('Knop donkerder gemaakt'));
      await expectVisible(history.getByText(`${PIN_LABEL}:`));
    }
  });
});
