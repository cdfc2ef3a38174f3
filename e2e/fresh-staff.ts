// Admins the global setup makes with `npm run user:create` (the password on stdin) before the server
// starts, one per test that needs a first sign-in: none of them has set up two-step sign-in.
export const FRESH_STAFF = {
  firstAdmin1280: 'eerste-admin-1280@e2e.klantportaal.test',
  firstAdmin375: 'eerste-admin-375@e2e.klantportaal.test',
} as const;

export const FRESH_STAFF_PASSWORD = 'Eerste-keer-2026';
