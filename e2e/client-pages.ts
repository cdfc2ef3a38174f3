import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { percentOf } from '@/src/domain/progress';
import { closeToasts, expectVisible, mainMenu, WAIT_MS } from './browser';

/** The page of one journey, and whether it is a phone (the menu is then a drawer). */
export type Journey = { page: Page; phone: boolean };

// A 1×1 PNG: real image bytes, so the server's content check accepts it.
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A titled block of a page (a card, a section), by its heading. */
export function region(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('region', { name, exact: true });
}

/** A step of the progress page's timeline, by its number and name ("Stap 3: Content aanleveren"). */
export function timelineStep(page: Page, stepNumber: number, stepName: string): Locator {
  return region(page, 'Planning')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Stap ${stepNumber}: ${stepName}`, exact: true }) });
}

/** The planning preview of a dashboard card (a group inside the card: every card has one). */
export function cardPlanning(card: Locator): Locator {
  return card.getByRole('group', { name: 'Planning', exact: true });
}

/** A step of a dashboard card's planning preview. */
export function planningStep(planning: Locator, stepNumber: number, stepName: string): Locator {
  return planning.getByRole('listitem').filter({ hasText: `Stap ${stepNumber}: ${stepName}` });
}

/** The progress page's bar and its words: "1 van 6 afgerond", "17%". */
export async function expectProgress(page: Page, approved: number, total: number): Promise<void> {
  const planning = region(page, 'Planning');
  const bar = planning.getByRole('progressbar', { name: `${approved} van ${total} afgerond`, exact: true });
  await expectVisible(bar);
  const percent = percentOf(approved, total);
  expect(await bar.getAttribute('aria-valuenow')).toBe(String(percent));
  await expectVisible(planning.getByText(`${percent}%`, { exact: true }));
}

/** The message a person reads under a field (the text the field is described by). */
export async function expectFieldMessage(field: Locator, message: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const id = await field.getAttribute('aria-describedby');
        return id ? field.page().locator(`[id="${id}"]`).innerText() : null;
      },
      { timeout: WAIT_MS },
    )
    .toBe(message);
  expect(await field.getAttribute('aria-invalid')).toBe('true');
}

/** Opens a menu item as a person does: the sidebar, or on a phone the drawer behind "Menu openen". */
export async function menuTo(page: Page, phone: boolean, label: string): Promise<void> {
  if (phone) {
    await closeToasts(page);
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await page.getByRole('dialog', { name: 'Client Portal' }).getByRole('link', { name: label, exact: true }).click();
  } else {
    await mainMenu(page).getByRole('link', { name: label, exact: true }).click();
  }
}

/** Clicks "Bestanden kiezen" and picks one file in the dialog that opens. */
export async function pickFile(page: Page, uploads: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser', { timeout: WAIT_MS });
  await uploads.getByRole('button', { name: 'Bestanden kiezen' }).click();
  await (await chooser).setFiles(file);
}
