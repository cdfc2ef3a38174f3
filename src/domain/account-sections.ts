// /account in parts, one on screen at a time: the part lives in the address (?sectie=…), so a link,
// the back button and a reload keep it. The route reads it before anything of the page loads.

export const ACCOUNT_SECTIONS = ['profiel', 'beveiliging', 'meldingen', 'betaling', 'privacy'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export function isAccountSection(value: unknown): value is AccountSection {
  return typeof value === 'string' && (ACCOUNT_SECTIONS as readonly string[]).includes(value);
}

/** The parts this role has: staff have no payment method. */
export function sectionsFor(client: boolean): readonly AccountSection[] {
  return client ? ACCOUNT_SECTIONS : ACCOUNT_SECTIONS.filter((section) => section !== 'betaling');
}
