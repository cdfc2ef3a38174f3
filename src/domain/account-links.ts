// Where a mail about the account sends its owner: the sessions list on /account (its card's id).

export const SESSIONS_ANCHOR = 'sessies';

export function accountSessionsUrl(appUrl: string): string {
  return `${appUrl}/account#${SESSIONS_ANCHOR}`;
}
