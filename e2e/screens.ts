// Every screen of every role in sidebar order (spec 2), the one list the page-walking browser tests read. `requests`: tRPC requests
// an in-app move to it makes (1: its loader's batch; 0: none). Screens needing a project open the demo client's newest.

export type Screen = { menu: string; path: string; requests: 0 | 1 };

export const SCREENS = {
  admin: [
    { menu: 'Dashboard', path: '/', requests: 1 },
    { menu: 'Gebruikers', path: '/admin/users', requests: 1 },
    { menu: 'Projecten', path: '/admin/projects', requests: 1 },
    { menu: 'Agenda', path: '/admin/calendar', requests: 1 },
    { menu: 'Upsells', path: '/admin/upsells', requests: 1 },
    { menu: 'Offertes', path: '/admin/quotes', requests: 1 },
    { menu: 'Facturatie', path: '/admin/invoices', requests: 1 },
    { menu: 'Klachten', path: '/admin/complaints', requests: 1 },
    { menu: 'Activiteitenlog', path: '/admin/activity', requests: 1 },
    { menu: 'Verwijderverzoeken', path: '/admin/erasure', requests: 1 },
  ],
  developer: [
    { menu: 'Dashboard', path: '/', requests: 1 },
    // The dashboard's own query (same search, same page), already loaded.
    { menu: 'Mijn Projecten', path: '/developer/projects', requests: 0 },
    { menu: 'Agenda', path: '/developer/calendar', requests: 1 },
    { menu: 'Klachten', path: '/developer/complaints', requests: 1 },
  ],
  client: [
    { menu: 'Dashboard', path: '/', requests: 1 },
    { menu: 'Intakeformulier', path: '/intake', requests: 1 },
    { menu: 'Projectvoortgang', path: '/progress', requests: 1 },
    { menu: 'Extra Modules', path: '/upsells', requests: 1 },
    { menu: 'Facturen', path: '/invoices', requests: 1 },
    { menu: 'Klachten', path: '/complaints', requests: 1 },
    { menu: 'Activiteit', path: '/activiteit', requests: 1 },
    { menu: 'Account', path: '/account', requests: 1 },
  ],
} satisfies Record<'admin' | 'developer' | 'client', Screen[]>;

/** The name above each role's menu (spec 2). */
export const PORTALS = { admin: 'Admin Portal', developer: 'Developer Portal', client: 'Client Portal' } as const;

// Screens reached from a list, not from the menu: on `from`, the first link named `link` opens one.
// `requests` as above, counted from the click.
export type LinkedScreen = { from: string; link: string; pathPrefix: string; requests: 0 | 1 };

export const LINKED_SCREENS = {
  admin: [{ from: '/admin/projects', link: 'Bekijk voortgang', pathPrefix: '/admin/projects/', requests: 1 }],
  developer: [{ from: '/developer/projects', link: 'Bekijk project', pathPrefix: '/developer/projects/', requests: 1 }],
  client: [],
} satisfies Record<'admin' | 'developer' | 'client', LinkedScreen[]>;
