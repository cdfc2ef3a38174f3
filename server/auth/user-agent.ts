import Bowser from 'bowser';

/** The browser and system a user agent names, for the sessions list ("Firefox" on "Windows"); null when unknown. */
export function describeUserAgent(userAgent: string | null): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || null, system: parsed.os.name || null };
}

/** "Chrome 131 op Linux": the browser a pin was placed in, as the review screen lists it; null when unknown. */
export function describeBrowser(userAgent: string | null, on: (browser: string, system: string) => string): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = [parsed.browser.name, major].filter(Boolean).join(' ');
  if (!browser) return null;
  return parsed.os.name ? on(browser, parsed.os.name) : browser;
}
