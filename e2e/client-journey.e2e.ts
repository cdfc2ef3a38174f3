import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '@/server/cli/seed-data';
import { formatDate } from '@/src/dates';
import { DEFAULT_TIMELINE } from '@/src/domain/timeline-template';
import { uniqueEmail } from './accounts';
import { browserPerTest, DEMO, expectHidden, expectPath, expectVisible, heading, login, newContext } from './browser';
import { checkAfterReload, checkDashboard, fillIntake, onboard, STEPS, workOnProgress } from './client-journey-steps';
import { cardPlanning, expectProgress, planningStep, PNG_1X1, region, timelineStep, type Journey } from './client-pages';

// A new client from registration to a followed project (steps 1–6, 8, 9), at desktop and phone width,
// and a seeded client approving a step the developer marked ready (step 7).

describe.each([
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
])('a new client at $width px', ({ width, height }) => {
  const phone = width < 768;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  browserPerTest((opened) => ({ browser, context, page } = opened), { width, height });

  it('registers, onboards, submits the intake and follows the project; another client sees none of it', async () => {
    const journey: Journey = { page, phone };
    const account = { fullName: 'Noor Hendriks', email: uniqueEmail(`klant-${width}`), password: 'geheim123' };
    const startedAt = new Date();
    await onboard(journey, account);
    await fillIntake(journey);
    await checkDashboard(journey, startedAt);
    const { projectId, downloadUrl } = await workOnProgress(journey, account);
    await checkAfterReload(journey);

    // The owner downloads the very bytes that were uploaded.
    const own = await context.request.get(downloadUrl);
    expect(own.status()).toBe(200);
    expect(Buffer.from(await own.body()).equals(PNG_1X1)).toBe(true);

    // Step 8: a seeded client neither sees the project nor gets its file.
    const other = await newContext(browser, width, height);
    try {
      const otherPage = await other.newPage();
      await login(otherPage, DEMO.client);
      await otherPage.goto(`/progress?project=${projectId}`);
      await expectVisible(otherPage.getByText('Project niet gevonden'));
      await expectVisible(otherPage.getByText('Dit project bestaat niet of je hebt geen toegang.'));
      expect(await region(otherPage, 'Bestanden').count()).toBe(0);
      expect((await other.request.get(downloadUrl)).status()).toBe(404);
    } finally {
      await other.close();
    }
  }, 120_000); // twice the default: one test walks the whole journey
});

// Step 7. A new client's project has no developer yet, so this uses the seed: Bakkerij Visser's website,
// whose step 2 the developer marked ready. The seed holds one such step, so it is approved once, at 1280 px.
const SEEDED = DEMO_PROJECTS.find((p) => p.client === 'bakkerij' && p.steps.includes('ready_for_approval'))!;
const READY_STEP = DEFAULT_TIMELINE[SEEDED.steps.indexOf('ready_for_approval')]!;
const APPROVED_BEFORE = SEEDED.steps.filter((status) => status === 'approved').length;

describe('a client approving a step the developer marked ready', () => {
  let page: Page;

  browserPerTest((opened) => ({ page } = opened));

  it('sees "Goedkeuring nodig" and the note, saves feedback, approves, and it stays approved', async () => {
    await login(page, DEMO.client);
    const card = region(page, 'Website');
    await expectVisible(card.getByText('Goedkeuring nodig'));
    await expectVisible(card.getByText('Klaar om te bekijken via de previewlink.'));
    await card.getByRole('link', { name: 'Bekijken en goedkeuren' }).click();
    await expectPath(page, '/progress');
    await expectVisible(heading(page, 'Projectvoortgang'));

    const step = timelineStep(page, READY_STEP.stepNumber, READY_STEP.stepName);
    await expectVisible(step.getByText('Goedkeuring nodig'));
    await expectVisible(step.getByText('Wacht op klant'));
    await expectVisible(step.getByText('Notitie van de developer').filter({ visible: true }));
    await expectVisible(step.getByText('Klaar om te bekijken via de previewlink.').filter({ visible: true }));
    await expectProgress(page, APPROVED_BEFORE, STEPS);

    // "Wijzigingen vragen" needs a text; approving asks first, naming the step.
    const feedback = step.getByLabel('Jouw feedback');
    const askChanges = step.getByRole('button', { name: 'Wijzigingen vragen' });
    expect(await askChanges.isDisabled()).toBe(true);
    await feedback.fill('  ');
    expect(await askChanges.isDisabled()).toBe(true);

    await step.getByRole('button', { name: 'Goedkeuren' }).click();
    const confirm = page.getByRole('dialog', { name: `Stap "${READY_STEP.stepName}" goedkeuren?` });
    await confirm.getByRole('button', { name: 'Goedkeuren' }).click();
    await expectVisible(page.getByText('Stap goedgekeurd!'));
    await expectProgress(page, APPROVED_BEFORE + 1, STEPS);
    await expectVisible(step.getByText('✓ Goedgekeurd'));
    await expectHidden(step.getByText('Goedkeuring nodig'));
    expect(await step.getByRole('button', { name: 'Goedkeuren' }).count()).toBe(0);

    await page.reload();
    await expectProgress(page, APPROVED_BEFORE + 1, STEPS);
    await expectVisible(step.getByText('✓ Goedgekeurd'));
    await expectVisible(step.getByText(`Goedgekeurd op ${formatDate(new Date())}`));

    // The dashboard no longer asks for it.
    await page.goto('/');
    await expectVisible(heading(page, 'Welkom terug!'));
    const approved = planningStep(cardPlanning(region(page, 'Website')), READY_STEP.stepNumber, READY_STEP.stepName);
    await expectVisible(approved.getByText(`Afgerond ${formatDate(new Date())}`));
    expect(await region(page, 'Website').getByText('Goedkeuring nodig').count()).toBe(0);
  });
});
