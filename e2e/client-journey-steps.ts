import { expect } from 'vitest';
import { formatDate } from '@/src/dates';
import { formatEuro } from '@/src/domain/money';
import { PACKAGES } from '@/src/domain/packages';
import { DEFAULT_TIMELINE, defaultTimeline } from '@/src/domain/timeline-template';
import { noteCreatedProject, registerAccount, type NewAccount } from './accounts';
import { expectFocused, expectHidden, expectNoSideScroll, expectPath, expectVisible, heading, WAIT_MS } from './browser';
import {
  cardPlanning,
  expectFieldMessage,
  expectProgress,
  menuTo,
  pickFile,
  planningStep,
  PNG_1X1,
  region,
  timelineStep,
  type Journey,
} from './client-pages';

// The steps of a new client's journey (client-journey.e2e.ts), each asserting what a person sees.

export const WEBSHOP_PRICE = `${formatEuro(PACKAGES.webshop.monthlyPrice)} per maand`;
export const STEPS = DEFAULT_TIMELINE.length;

/** Steps 1–2: register, sign in and onboard with a webshop; a wrong IBAN first. Ends on /intake. */
export async function onboard({ page, phone }: Journey, account: NewAccount) {
  await registerAccount(page, account);
  await expectPath(page, '/onboarding');
  await expectVisible(heading(page, 'Welkom bij Klantportaal'));
  await expectVisible(page.getByText('Stap 1 van 2'));

  await page.getByRole('button', { name: 'Volgende' }).click();
  await expectFieldMessage(page.getByRole('radiogroup', { name: 'Pakket' }), 'Selecteer een pakket');
  const webshop = page.getByRole('radio', { name: `Webshop ${WEBSHOP_PRICE}` });
  await webshop.click();
  expect(await webshop.getAttribute('aria-checked')).toBe('true');
  if (phone) await expectNoSideScroll(page, 'onboarding, stap 1');
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expectVisible(page.getByText('Stap 2 van 2'));
  await expectVisible(page.getByText(`Webshop · ${WEBSHOP_PRICE}`));
  // The account holder starts as the registered name.
  expect(await page.getByLabel('Naam rekeninghouder').inputValue()).toBe(account.fullName);
  const details = {
    Bedrijfsnaam: 'Studio Hendriks',
    Telefoonnummer: '06 1234 5678',
    'Straat en huisnummer': 'Lange Voorhout 1',
    Postcode: '2514 EA',
    Plaats: 'Den Haag',
    'KvK-nummer (optioneel)': '90123456',
  };
  for (const [label, value] of Object.entries(details)) await page.getByLabel(label, { exact: true }).fill(value);
  const iban = page.getByLabel('IBAN', { exact: true });
  await iban.fill('NL91 ABNA 0417 1643 01'); // one digit off: the checksum fails
  const terms = page.getByRole('checkbox', { name: /Ik ga akkoord met de algemene voorwaarden/ });
  await terms.click();
  await page.getByRole('button', { name: 'Account activeren' }).click();
  await expectFieldMessage(iban, 'Ongeldig IBAN');
  if (phone) await expectNoSideScroll(page, 'onboarding, stap 2');

  // Nothing typed is lost: still step 2, every field and the ticked box as they were.
  await expectPath(page, '/onboarding');
  for (const [label, value] of Object.entries(details)) expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(value);
  expect(await terms.getAttribute('aria-checked')).toBe('true');

  await iban.fill('NL91 ABNA 0417 1643 00');
  noteCreatedProject(account.email);
  await page.getByRole('button', { name: 'Account activeren' }).click();
  await expectVisible(page.getByText('Account geactiveerd! We activeren nu je SEPA-mandaat...'));
  await expectPath(page, '/intake');
  await expectVisible(page.getByText('SEPA-mandaat ingesteld! Status: Actief'));
}

/** Step 3: every required answer, one forgotten first; submitted, the form is read-only. */
export async function fillIntake({ page, phone }: Journey) {
  await expectVisible(heading(page, 'Intakeformulier'));
  const form = page.getByRole('form', { name: 'Intakeformulier' });
  const answer = (question: string, choice: 'Ja' | 'Nee') =>
    form.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice, exact: true }).click();

  await answer('Heb je al een website?', 'Ja');
  await form.getByLabel('Adres van je huidige website').fill('https://studiohendriks.nl');
  await form.getByLabel('Welke producten of diensten bied je aan?').fill('Fotografie voor bedrijven en prints op bestelling.');
  await answer('Heb je al een domeinnaam?', 'Ja');
  await form.getByLabel('Waar is je domeinnaam geregistreerd?').fill('TransIP');
  // Spec 4: "nee" clears what belonged to "ja"; choosing "ja" again shows an empty field.
  await answer('Heb je al een logo?', 'Ja');
  const logoUrl = form.getByLabel('Link naar je logo (optioneel)');
  await logoUrl.fill('https://studiohendriks.nl/logo.png');
  await answer('Heb je al een logo?', 'Nee');
  await expectHidden(logoUrl);
  await answer('Heb je al een logo?', 'Ja');
  expect(await logoUrl.inputValue()).toBe('');
  await answer('Heb je al een logo?', 'Nee');
  await form.getByLabel('Welke kleuren passen bij je bedrijf?').fill('Zwart, wit en een warme okergele accentkleur');
  await form.getByLabel('Wie is je doelgroep?').fill('Ondernemers in de regio Den Haag');
  await form.getByLabel('Wat moeten bezoekers op je website kunnen doen?').fill('Portfolio bekijken en prints bestellen');
  await form.getByLabel("Welke pagina's wil je op je website?").fill('Home, Portfolio, Webshop, Over mij, Contact');

  // The content question is still open: submitting marks it and keeps the rest.
  await form.getByRole('button', { name: 'Intakeformulier indienen' }).click();
  const contentQuestion = form.getByRole('radiogroup', { name: "Heb je de teksten en foto's al klaar?" });
  await expect.poll(() => contentQuestion.getAttribute('aria-invalid'), { timeout: WAIT_MS }).toBe('true');
  await expectFocused(contentQuestion.getByRole('radio', { name: 'Ja', exact: true }));
  expect(await form.getByLabel('Wie is je doelgroep?').inputValue()).toBe('Ondernemers in de regio Den Haag');

  await answer("Heb je de teksten en foto's al klaar?", 'Nee');
  if (phone) await expectNoSideScroll(page, '/intake');
  await form.getByRole('button', { name: 'Intakeformulier indienen' }).click();
  await expectVisible(page.getByText('Intakeformulier ingediend!'));

  await expectVisible(page.getByText('Intakeformulier ingediend', { exact: true }));
  const done = form.getByRole('button', { name: 'Al ingediend' });
  await expectVisible(done);
  expect(await done.isDisabled()).toBe(true);
  expect(await form.getByRole('button', { name: 'Intakeformulier indienen' }).count()).toBe(0);
  const audience = form.getByLabel('Wie is je doelgroep?');
  expect(await audience.isDisabled()).toBe(true);
  expect(await audience.inputValue()).toBe('Ondernemers in de regio Den Haag');
}

/** Step 4: the dashboard's card for the new project, with the planning's expected dates. */
export async function checkDashboard({ page, phone }: Journey, startedAt: Date) {
  await menuTo(page, phone, 'Dashboard');
  await expectPath(page, '/');
  await expectVisible(heading(page, 'Welkom terug!'));
  const card = region(page, 'Webshop');
  // Intake "Ingediend" first: the card then shows the server's answer after the submission.
  await expectVisible(card.getByText('Ingediend', { exact: true }));
  expect(await page.getByText('Actie vereist').count()).toBe(0);
  await expectVisible(card.getByText(WEBSHOP_PRICE));
  await expectVisible(card.getByText('In afwachting'));
  await expectVisible(card.getByText('Nog niet toegewezen'));

  const planning = cardPlanning(card);
  const preview = defaultTimeline(startedAt).slice(0, 5);
  expect(await planning.getByRole('listitem').count()).toBe(preview.length);
  for (const step of preview) {
    const item = planningStep(planning, step.stepNumber, step.stepName);
    await expectVisible(item.getByText(`Verwacht ${formatDate(step.expectedDate)}`));
  }
  if (phone) await expectNoSideScroll(page, 'het dashboard');
}

/** Step 5: the progress page; upload, a refused file, the content step and a message. Returns the download address. */
export async function workOnProgress({ page, phone }: Journey, account: NewAccount): Promise<{ projectId: string; downloadUrl: string }> {
  await region(page, 'Webshop').getByRole('link', { name: 'Bekijk volledige planning' }).click();
  await expectPath(page, '/progress');
  await expectVisible(heading(page, 'Projectvoortgang'));
  const projectId = new URL(page.url()).searchParams.get('project') ?? '';
  expect(projectId).not.toBe('');

  await expectVisible(page.getByText('Nog niet beschikbaar'));
  await expectProgress(page, 0, STEPS);
  const contentStep = timelineStep(page, 3, 'Content aanleveren');
  await expectVisible(contentStep.getByText('Upload eerst minimaal één bestand om deze stap af te ronden'));
  expect(await contentStep.getByRole('button', { name: 'Stap afronden' }).isDisabled()).toBe(true);

  const files = region(page, 'Bestanden');
  await expectVisible(files.getByText('Nog geen bestanden.'));
  await pickFile(page, files, { name: 'logo-studio.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expectVisible(page.getByText('Bestand geüpload!'));
  const list = files.getByRole('list', { name: 'Geüploade bestanden' });
  await expectVisible(list.getByText('logo-studio.png', { exact: true }));
  await expectVisible(list.getByText(`door ${account.fullName}`));
  const downloadUrl = (await list.getByRole('link', { name: 'logo-studio.png downloaden' }).getAttribute('href')) ?? '';
  expect(downloadUrl).toMatch(/^\/api\/files\/[\w-]+$/);

  // Text dressed up as a PNG: the server reads the content and refuses it, in Dutch.
  await pickFile(page, files, { name: 'notities.png', mimeType: 'image/png', buffer: Buffer.from('Dit is geen plaatje.\n') });
  const refused = files.getByRole('alert');
  await expectVisible(refused.getByText('Niet geüpload'));
  await expectVisible(refused.getByText('notities.png komt niet overeen met het bestandstype'));
  expect(await list.getByRole('listitem').count()).toBe(1);

  await expectVisible(contentStep.getByText('1 bestand aangeleverd. Is alles compleet? Rond de stap dan af.'));
  await contentStep.getByRole('button', { name: 'Stap afronden' }).click();
  await expectVisible(page.getByText('Stap goedgekeurd!'));
  await expectProgress(page, 1, STEPS);
  await expectVisible(contentStep.getByText('✓ Goedgekeurd'));
  await expectVisible(contentStep.getByText(`Goedgekeurd op ${formatDate(new Date())}`));

  const thread = region(page, 'Communicatie');
  const box = thread.getByLabel('Nieuw bericht');
  const send = thread.getByRole('button', { name: 'Versturen' });
  expect(await send.isDisabled()).toBe(true);
  await box.fill('   ');
  expect(await send.isDisabled()).toBe(true);
  await expectVisible(thread.getByText('Nog geen berichten'));
  const message = 'Hoi! Mijn logo staat bij de bestanden. Zijn de foto’s in hoge resolutie nodig?';
  await box.fill(`  ${message}  `);
  await send.click();
  await expectVisible(page.getByText('Bericht verzonden!'));
  const sent = thread.getByRole('listitem').filter({ hasText: message });
  await expectVisible(sent.getByText(`${account.fullName} (jij)`));
  expect(await box.inputValue()).toBe('');
  if (phone) await expectNoSideScroll(page, '/progress');
  return { projectId, downloadUrl };
}

/** Step 6: after a reload everything is still there, and the dashboard shows step 3 as done. */
export async function checkAfterReload({ page, phone }: Journey) {
  await page.reload();
  await expectProgress(page, 1, STEPS);
  await expectVisible(timelineStep(page, 3, 'Content aanleveren').getByText('✓ Goedgekeurd'));
  await expectVisible(region(page, 'Bestanden').getByText('logo-studio.png', { exact: true }));
  await expectVisible(region(page, 'Communicatie').getByText('Mijn logo staat bij de bestanden', { exact: false }));

  await menuTo(page, phone, 'Dashboard');
  await expectVisible(heading(page, 'Welkom terug!'));
  const step = planningStep(cardPlanning(region(page, 'Webshop')), 3, 'Content aanleveren');
  await expectVisible(step.getByText(`Afgerond ${formatDate(new Date())}`));
  const name = step.getByText('Content aanleveren');
  expect(await name.evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain('line-through');
}
