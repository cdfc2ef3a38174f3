import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS, DEMO_USERS } from '@/server/cli/seed-data';
import { packageName } from '@/src/domain/packages';
import { baseUrl, DEMO, expectVisible, fileBrowser, releaseBrowser, login } from './browser';
import { region } from './client-pages';
import { LINKED_SCREENS, SCREENS, type LinkedScreen } from './screens';
import { axeFailures, checkedPage, describeCspViolations, misfits, untilSettled } from './page-checks';
import { countScreenLoads, screenLoadsDuring } from './screen-loads';

// Every page of every role at desktop and phone width, opened once and checked by e2e/page-checks.ts (axe, fit, CSP). A menu screen's
// cold load asks for two tRPC requests at most (session, then data); a screen reached from a list, the one request screens.ts names.

type Audience = 'visitor' | keyof typeof SCREENS;
type WalkedPage = {
  who: Audience;
  /** `$projectId` stands for the demo client's website, which the demo developer works on. */
  path: string;
  /** What a person does first on the page, e.g. switch the sign-in screen to another mode. */
  prepare?: (page: Page) => Promise<unknown>;
};

/** Pages no menu item leads to: the public ones, a project's detail page, a second project. */
const OFF_MENU: readonly WalkedPage[] = [
  { who: 'visitor', path: '/auth' },
  // Signing in with nothing filled in: the fields say what is missing.
  {
    who: 'visitor',
    path: '/auth',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await expectVisible(page.getByText('E-mailadres is verplicht'));
    },
  },
  { who: 'visitor', path: '/auth', prepare: (page) => page.getByRole('button', { name: 'Registreer hier' }).click() },
  { who: 'visitor', path: '/auth', prepare: (page) => page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click() },
  { who: 'visitor', path: '/auth?type=recovery&token=voorbeeld' },
  { who: 'visitor', path: '/auth?package=webshop' },
  { who: 'visitor', path: '/onboarding' },
  { who: 'visitor', path: '/privacy' },
  { who: 'visitor', path: '/verify-email?result=verified' },
  { who: 'visitor', path: '/verify-email?result=invalid' },
  { who: 'visitor', path: '/bestaat-niet' },
  { who: 'admin', path: '/admin/projects/$projectId' },
  { who: 'admin', path: '/account' },
  { who: 'developer', path: '/account' },
  { who: 'developer', path: '/developer/projects/$projectId' },
  { who: 'client', path: '/onboarding?intent=new' },
];

/** Every page of the app: every menu screen of e2e/screens.ts, and the pages above. A new page is one line in either. */
const PAGES: readonly WalkedPage[] = [
  ...(['admin', 'developer', 'client'] as const).flatMap((who) => SCREENS[who].map((screen) => ({ who, path: screen.path }))),
  ...OFF_MENU,
];

const AUDIENCES: readonly Audience[] = ['visitor', 'admin', 'developer', 'client'];

// The demo client's project that has a developer, so the admin, that developer and the client may all open it.
const DEMO_CLIENT_KEY = DEMO_USERS.find((user) => user.email === DEMO.client)!.key;
const SHARED_PROJECT = DEMO_PROJECTS.find((project) => project.client === DEMO_CLIENT_KEY && project.developer !== null)!;

/** That project's id, read from the link on its card on the client's dashboard. */
async function sharedProjectId(browser: Browser): Promise<string> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  try {
    const page = await context.newPage();
    await login(page, DEMO.client);
    const link = region(page, packageName(SHARED_PROJECT.packageType)).getByRole('link', { name: 'Bekijk volledige planning' });
    await expectVisible(link);
    const href = (await link.getAttribute('href')) ?? '';
    const id = new URL(href, baseUrl()).searchParams.get('project');
    if (!id) throw new Error(`Geen project in ${href}`);
    return id;
  } finally {
    await context.close();
  }
}

/** Opens the address as a person would, under the policy's header, until the page shows its heading and has nothing left to load. */
async function open(page: Page, address: string): Promise<void> {
  const response = await page.goto(address);
  expect(response?.headers()['content-security-policy'], address).toContain("frame-ancestors 'none'");
  await expectVisible(page.getByRole('heading', { level: 1 }).first());
  await untilSettled(page);
}

/** axe and the fit of the page as it is shown now, each finding named by `where`. */
async function findings(page: Page, where: string): Promise<string[]> {
  const axe = await axeFailures(page, where);
  return [...axe, ...(await misfits(page)).map((misfit) => `${where}: ${misfit}`)];
}

let browser: Browser;
let projectId: string;
beforeAll(async () => {
  browser = await fileBrowser();
  projectId = await sharedProjectId(browser);
});
afterAll(async () => {
  await releaseBrowser(browser);
});

describe('the Content-Security-Policy', () => {
  it('is enforced: an injected inline script is blocked and reported', async () => {
    const { context, page, cspViolations } = await checkedPage(browser);
    try {
      await open(page, '/auth');
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true;';
        document.head.append(script);
        return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

describe.each([
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
])('every page at $width px', ({ width, height }) => {
  for (const who of AUDIENCES) {
    const pages = PAGES.filter((target) => target.who === who);
    it(`${who}: the ${pages.length} pages pass axe, fit the window and keep to the Content-Security-Policy${who === 'visitor' ? '' : ', its screens in few requests'}`, async () => {
      const { context, page, cspViolations } = await checkedPage(browser, width, height);
      try {
        if (who !== 'visitor') await login(page, DEMO[who]);
        const found: string[] = [];
        for (const target of pages) {
          const address = target.path.replace('$projectId', projectId);
          const isScreen = who !== 'visitor' && SCREENS[who].some((screen) => screen.path === address);
          // The pointer rests where the last click was; hovering a link there would preload that
          // link's route (preload on intent), which is no cost of the screen being opened.
          if (isScreen) await page.mouse.move(0, 0);
          const coldLoads = isScreen ? countScreenLoads(page) : undefined;
          await open(page, address);
          // Signed in, the page is the one asked for, not the sign-in screen it would send a visitor to.
          if (who !== 'visitor') expect(new URL(page.url()).pathname, address).toBe(new URL(address, baseUrl()).pathname);
          // The admin dashboard's charts (their own chunk, drawn as SVG) are on screen before it is checked.
          if (who === 'admin' && address === '/') await page.getByTestId('chart-omzet').locator('svg.recharts-surface').first().waitFor();
          if (target.prepare) {
            await target.prepare(page);
            await untilSettled(page);
          }
          found.push(...(await findings(page, `${who} ${address}${target.prepare ? ' (na een klik)' : ''} @${width}px`)));
          const requests = await coldLoads?.untilQuiet();
          if (requests && requests.length > 2) found.push(`${who} ${address} @${width}px: ${requests.length} tRPC-verzoeken bij openen: ${requests.join(' | ')}`);
          // On a phone the menu is a drawer; open on the dashboard, it fits the window too.
          if (who !== 'visitor' && width < 640 && address === '/') {
            await page.getByRole('button', { name: 'Menu openen' }).click();
            await expectVisible(page.getByRole('dialog'));
            found.push(...(await misfits(page)).map((misfit) => `${who} / met het menu open @${width}px: ${misfit}`));
          }
        }
        // Screens reached from a list: the first link there opens one.
        for (const screen of who === 'visitor' ? [] : (LINKED_SCREENS[who] as readonly LinkedScreen[])) {
          // The list loads first (and settles), then only the click is counted.
          const listLoads = countScreenLoads(page);
          await open(page, screen.from);
          await listLoads.untilQuiet();
          const link = page.getByRole('link', { name: screen.link }).first();
          const href = await link.getAttribute('href');
          expect(href).toMatch(new RegExp(`^${screen.pathPrefix}`));
          const requests = await screenLoadsDuring(page, async () => {
            await link.click();
            await page.waitForURL((url) => url.pathname.startsWith(screen.pathPrefix));
          });
          if (requests.length !== screen.requests) {
            found.push(`${who} ${screen.pathPrefix}… vanuit ${screen.from} @${width}px: ${requests.length} tRPC-verzoeken in de app, niet ${screen.requests}: ${requests.join(' | ')}`);
          }
          await open(page, href!);
          found.push(...(await findings(page, `${who} ${href} (via "${screen.link}") @${width}px`)));
        }
        found.push(...describeCspViolations(cspViolations).map((violation) => `${who} @${width}px ${violation}`));
        expect(found, found.join('\n')).toEqual([]);
      } finally {
        await context.close();
      }
    }, 150_000);
  }
});
