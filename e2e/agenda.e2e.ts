import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, DEMO, expectFocused, expectHidden, expectVisible, loginAt } from './browser';
import { expectFieldMessage } from './client-pages';

describe('rescheduling a step from the agenda', () => {
  let page: Page;

  browserPerTest((opened) => ({ page } = opened));

  it('refuses an empty date on the field, then sends the date that was typed', async () => {
    await loginAt(page, '/admin/calendar', DEMO.admin);
    const task = page.getByTestId('agenda-task').first();
    await task.getByRole('button', { name: 'Datum wijzigen' }).click();
    const dialog = page.getByRole('dialog');
    const date = dialog.getByLabel('Nieuwe datum');
    await expectVisible(date);
    const stored = await date.inputValue();
    expect(stored).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await date.fill('');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expectFieldMessage(date, 'Kies een geldige datum');
    await expectFocused(date);

    // The same day again, so the shared demo data stays as it was; the request shows what was sent.
    await date.fill(stored);
    const sent = page.waitForRequest((request) => request.url().includes('timeline.reschedule'));
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    expect((await sent).postData()).toContain(stored);
    await expectVisible(page.getByText('Verwachte datum aangepast'));
    await expectHidden(dialog);
  });
});
