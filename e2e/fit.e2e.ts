import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, DEMO, expectVisible, login } from './browser';
import { LINKED_SCREENS, SCREENS, type LinkedScreen } from './screens';

// Every screen of every role fits its window: nothing scrolls sideways (the page, nor a table in its
// card), every action in a table shows its name, and a date never breaks over two lines.

/** What does not fit on the page as it is shown now, in words; empty when everything fits. */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (element: Element) => {
      const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
      const label = element.closest('[aria-label]')?.getAttribute('aria-label');
      return `<${element.tagName.toLowerCase()}>${testId ? ` in ${testId}` : ''}${label ? ` "${label}"` : ''}`;
    };
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`de pagina schuift ${root.scrollWidth - root.clientWidth}px opzij`);
    for (const element of document.querySelectorAll('body *')) {
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${name(element)} schuift ${element.scrollWidth - element.clientWidth}px opzij`);
      }
    }
    for (const table of document.querySelectorAll('table')) {
      for (const action of table.querySelectorAll('button, a[href]')) {
        if (!(action as HTMLElement).innerText.trim()) found.push(`${name(action)} "${action.getAttribute('aria-label') ?? ''}" toont alleen een icoon`);
      }
    }
    // "22 november 2026": one line wherever it stands.
    const date = /\b\d{1,2}[ \u00a0](januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december)[ \u00a0]\d{4}\b/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(date)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) found.push(`${name(node.parentElement!)}: "${match[0]}" staat op ${lines.size} regels`);
      }
    }
    return found;
  });
}

/** Waits until the screen shows its heading and has nothing left to load. */
async function settled(page: Page): Promise<void> {
  await expectVisible(page.getByRole('heading', { level: 1 }).first());
  await page.waitForLoadState('networkidle');
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  describe(`every screen at ${width} px`, () => {
    let page: Page;
    browserPerTest((opened) => ({ page } = opened), { width, height });

    for (const role of ['admin', 'developer', 'client'] as const) {
      it(`${role}: nothing scrolls sideways, every action in a table is named, dates stay on one line`, async () => {
        await login(page, DEMO[role]);
        const found: string[] = [];
        for (const screen of SCREENS[role]) {
          await page.goto(screen.path);
          await settled(page);
          found.push(...(await misfits(page)).map((misfit) => `${screen.path}: ${misfit}`));
        }
        for (const screen of LINKED_SCREENS[role] as readonly LinkedScreen[]) {
          await page.goto(screen.from);
          await settled(page);
          const href = await page.getByRole('link', { name: screen.link }).first().getAttribute('href');
          expect(href).toMatch(new RegExp(`^${screen.pathPrefix}`));
          await page.goto(href!);
          await settled(page);
          found.push(...(await misfits(page)).map((misfit) => `${new URL(page.url()).pathname}: ${misfit}`));
        }
        expect(found, found.join('\n')).toEqual([]);
      }, 120_000);
    }
  });
}
