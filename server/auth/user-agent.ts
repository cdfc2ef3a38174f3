import Bowser from 'bowser';

/** The browser and system a user agent names, for the sessions list ("Firefox" on "Windows"); null when unknown. */
export function describeUserAgent(userAgent: string | null): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || null, system: parsed.os.name || null };
}
