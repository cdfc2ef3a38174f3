import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserPerTest, DEMO, expectVisible, login } from './browser';

// A long thread opens with the newest 50 messages; "Oudere berichten laden" brings the rest.

async function trpcPost(page: Page, procedure: string, input: unknown) {
  const response = await page.request.post(`/trpc/${procedure}`, { headers: { origin: baseUrl() }, data: { json: input } });
  expect(response.status()).toBe(200);
}

describe('a long message thread', () => {
  let page: Page;

  browserPerTest((opened) => ({ page } = opened));

  it('shows the newest 50 and loads the older ones on request', async () => {
    await login(page, DEMO.client);
    const me = await page.request.get('/trpc/auth.me');
    const projectId = /"projects":\[\{"id":"([0-9a-f-]{36})"/.exec(await me.text())?.[1];
    expect(projectId).toBeTruthy();
    for (let i = 1; i <= 55; i++) await trpcPost(page, 'project.messages.send', { projectId, message: `Lange draad ${i}` });

    await page.goto(`/progress?project=${projectId}`);
    const list = page.getByTestId('message-list');
    await expectVisible(list.getByText('Lange draad 55', { exact: true }));
    await expect.poll(() => list.getByRole('listitem').count()).toBe(50);
    await expect.poll(() => list.getByText('Lange draad 1', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Oudere berichten laden' }).click();
    await expectVisible(list.getByText('Lange draad 1', { exact: true }));
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(55);
  });
});
