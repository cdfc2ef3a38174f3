import type { Locator, Page } from 'playwright-core';
import { noteCreatedProject } from './accounts';
import { expectHidden, expectVisible, WAIT_MS } from './browser';

/**
 * The admin's "Nieuw project" for a registered client: a website with Daan as developer. `whileEmpty` sees the dialog before any
 * choice; returns the id from the detail page its list row links to.
 */
export async function createProject(
  admin: Page,
  client: { fullName: string; email: string },
  { whileEmpty }: { whileEmpty?: (dialog: Locator) => Promise<void> } = {},
): Promise<string> {
  await admin.goto('/admin/projects');
  await admin.getByRole('button', { name: 'Nieuw project' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Nieuw project' });
  await whileEmpty?.(dialog);

  await dialog.getByLabel('Zoek een klant op naam, e-mail of bedrijf').fill(client.email);
  // The search runs on the server: only this client stays.
  const picker = dialog.getByTestId('client-picker');
  await picker.getByRole('radio', { name: client.fullName }).click({ timeout: WAIT_MS });
  await expectHidden(picker.getByRole('radio').nth(1));
  await dialog.getByRole('radio', { name: 'Website' }).click();
  await dialog.getByRole('combobox', { name: 'Developer (optioneel)' }).click();
  await admin.getByRole('option', { name: 'Daan de Developer' }).click();
  noteCreatedProject(client.email);
  await dialog.getByRole('button', { name: 'Project aanmaken' }).click();
  await expectVisible(admin.getByText('Project aangemaakt!'));
  await expectHidden(dialog);

  await admin.goto(`/admin/projects?q=${encodeURIComponent(client.email)}`);
  await expectVisible(admin.getByText('1 van 1'));
  await admin.getByRole('link', { name: 'Bekijk voortgang' }).click();
  await admin.waitForURL(/\/admin\/projects\/[0-9a-f-]{36}$/);
  return new URL(admin.url()).pathname.split('/').at(-1)!;
}
