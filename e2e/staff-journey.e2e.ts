import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@/server/cli/seed-data';
import { DEFAULT_TIMELINE } from '@/src/domain/timeline-template';
import { registerAccount, uniqueEmail } from './accounts';
import { createProject } from './new-project';
import { browserPerTest, DEMO, expectHidden, expectPath, expectVisible, heading, login, newContext, WAIT_MS } from './browser';
import { expectFieldMessage, region, timelineStep } from './client-pages';

// Staff side at desktop and phone width: an admin creates a project and assigns a developer, who marks step 1 ready; the client
// approves, the admin agenda drops the step, and another developer cannot open the project.

const OTHER_DEVELOPER = DEMO_USERS.find((user) => user.role === 'developer' && user.email !== DEMO.developer)!.email;
const STEP_1 = DEFAULT_TIMELINE[0]!;
const STEP_2 = DEFAULT_TIMELINE[1]!;
const NOTE = 'Het kick-off verslag staat in je mail; kijk je het even na?';

async function as(browser: Browser, width: number, height: number, email: string, password?: string): Promise<Page> {
  const context = await newContext(browser, width, height);
  const page = await context.newPage();
  await login(page, email, password);
  return page;
}

async function developerWorks(page: Page, projectId: string) {
  await page.goto(`/developer/projects/${projectId}`);
  await expectVisible(heading(page, 'Projectdetails'));

  // Build link: http(s) only; a bare domain gets https://.
  const link = region(page, 'Build link').getByLabel('Build link');
  await link.fill('ftp://preview.example.nl');
  await region(page, 'Build link').getByRole('button', { name: 'Opslaan' }).click();
  await expectFieldMessage(link, 'Vul een geldige URL in');
  await link.fill('preview.example.nl/noor');
  await region(page, 'Build link').getByRole('button', { name: 'Opslaan' }).click();
  await expectVisible(page.getByText('Build link bijgewerkt!'));
  await expectVisible(page.getByTestId('project-header').getByRole('link', { name: /https:\/\/preview\.example\.nl\/noor/ }));

  // Checklist: an empty title is ignored without a word; two items, one ticked.
  const checklist = region(page, 'Checklist');
  const newItem = checklist.getByLabel('Nieuw checklist item');
  await checklist.getByRole('button', { name: 'Toevoegen' }).click();
  await expectVisible(checklist.getByText('Nog geen checklist items'));
  expect(await newItem.getAttribute('aria-invalid')).toBeNull();
  for (const title of ['Logo verwerken', 'Contactformulier testen']) {
    await newItem.fill(title);
    await checklist.getByRole('button', { name: 'Toevoegen' }).click();
    await expectVisible(checklist.getByTestId('checklist-item').filter({ hasText: title }));
  }
  await expectVisible(checklist.getByText('0 van 2 afgerond'));
  await checklist.getByRole('checkbox', { name: 'Logo verwerken' }).click();
  await expectVisible(checklist.getByText('1 van 2 afgerond'));
  await expectVisible(checklist.getByText('50%', { exact: true }));

  // Step 1 ready, with a note for the client.
  const step = timelineStep(page, STEP_1.stepNumber, STEP_1.stepName);
  await step.getByLabel('Notitie voor de klant (optioneel)').fill(NOTE);
  await step.getByRole('button', { name: 'Gereed melden' }).click();
  await expectVisible(page.getByText('Stap gereed gemeld voor klantgoedkeuring!'));
  await expectVisible(step.getByText('Wacht op klant'));
  await expectVisible(step.getByText(NOTE).filter({ visible: true }));
  expect(await step.getByRole('button', { name: 'Gereed melden' }).count()).toBe(0);

  // Only the step being worked on (now step 2) has the note box; a later one asks first.
  await expect.poll(() => page.getByLabel('Notitie voor de klant (optioneel)').count()).toBe(1);
  const [second, third] = [DEFAULT_TIMELINE[1]!, DEFAULT_TIMELINE[2]!];
  await expectVisible(timelineStep(page, second.stepNumber, second.stepName).getByLabel('Notitie voor de klant (optioneel)'));
  const later = timelineStep(page, third.stepNumber, third.stepName);
  await later.getByRole('button', { name: 'Gereed melden' }).click();
  const ahead = page.getByRole('dialog', { name: `Stap ${second.stepNumber} staat nog open` });
  await expectVisible(ahead);
  await ahead.getByRole('button', { name: 'Annuleren' }).click();
  await expectHidden(ahead);
  expect(await later.getByLabel('Notitie voor de klant (optioneel)').count()).toBe(0);

  await page.reload();
  await expectVisible(region(page, 'Checklist').getByText('1 van 2 afgerond'));
  expect(await region(page, 'Checklist').getByRole('checkbox', { name: 'Logo verwerken' }).getAttribute('aria-checked')).toBe('true');
}

/** Every page of the admin agenda, then the tasks that link to this project. */
async function agendaTasksOf(page: Page, projectId: string) {
  await page.goto('/admin/calendar');
  await expectVisible(heading(page, 'Project Agenda'));
  const more = page.getByRole('button', { name: 'Meer laden' });
  const all = page.getByTestId('agenda-task');
  while ((await more.count()) > 0) {
    const shown = await all.count();
    await more.click();
    await expect.poll(() => all.count(), { timeout: WAIT_MS }).toBeGreaterThan(shown);
  }
  return all.filter({ has: page.locator(`a[href="/admin/projects/${projectId}"]`) });
}

describe.each([
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
])('the staff run a project at $width px', ({ width, height }) => {
  let browser: Browser;
  let page: Page;

  browserPerTest((opened) => ({ browser, page } = opened), { width, height });

  it('admin creates and assigns, the developer works and marks ready, the client approves, the agenda follows, another developer sees nothing', async () => {
    const client = { fullName: `Noor Staff ${width}`, email: uniqueEmail(`staff-${width}`), password: 'geheim123' };
    await registerAccount(page, client);

    const admin = await as(browser, width, height, DEMO.admin);
    const projectId = await createProject(admin, client, {
      // Nothing chosen: the spec's message.
      whileEmpty: async (dialog) => {
        await dialog.getByRole('button', { name: 'Project aanmaken' }).click();
        await expectVisible(admin.getByText('Selecteer een klant en pakkettype').first());
      },
    });
    const header = admin.getByTestId('project-header');
    await expectVisible(header.getByText(client.fullName));
    await expectVisible(header.getByText(client.email));
    await expectVisible(header.getByText('Daan de Developer'));
    await expectVisible(header.getByText('€ 30,00 per maand'));
    await expectVisible(header.getByText('In afwachting'));

    const developer = await as(browser, width, height, DEMO.developer);
    await developerWorks(developer, projectId);

    // The admin sees the developer's work on the same page.
    await admin.reload();
    await expectVisible(region(admin, 'Checklist').getByText('1 van 2 afgerond'));
    await expectVisible(timelineStep(admin, STEP_1.stepNumber, STEP_1.stepName).getByText('Wacht op klant'));

    // The client, signed in since registering: "Goedkeuring nodig" with the note, then approves.
    await page.goto('/progress');
    await expectPath(page, '/progress');
    const step = timelineStep(page, STEP_1.stepNumber, STEP_1.stepName);
    await expectVisible(step.getByText('Goedkeuring nodig'));
    await expectVisible(step.getByText(NOTE).filter({ visible: true }));
    await step.getByRole('button', { name: 'Goedkeuren' }).click();
    await page.getByRole('dialog', { name: `Stap "${STEP_1.stepName}" goedkeuren?` }).getByRole('button', { name: 'Goedkeuren' }).click();
    await expectVisible(page.getByText('Stap goedgekeurd!'));
    await expectVisible(step.getByText('✓ Goedgekeurd'));

    // The admin agenda lists the project's next step, no longer step 1.
    const tasks = await agendaTasksOf(admin, projectId);
    await expectVisible(tasks.filter({ hasText: STEP_2.stepName }));
    expect(await tasks.filter({ hasText: STEP_1.stepName }).count()).toBe(0);

    // Another developer, the same address.
    const other = await as(browser, width, height, OTHER_DEVELOPER);
    await other.goto(`/developer/projects/${projectId}`);
    await expectVisible(other.getByText('Project niet gevonden'));
    await expectVisible(other.getByText('Dit project bestaat niet of je hebt geen toegang.'));
    expect(await region(other, 'Checklist').count()).toBe(0);
  }, 180_000);
});
