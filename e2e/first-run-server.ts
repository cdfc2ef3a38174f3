import { startOwnServer, type OwnServer } from './own-server';

// The first run of first-run.e2e.ts: `npm start` with no settings, as the README describes it. The
// global setup starts it beside the shared servers; nothing but that file ever uses it.

export const FIRST_ADMIN = { email: 'eerste@bureau.test', password: 'Eerste-keer-2026', fullName: 'Eerste Beheerder' };

/** As the README's first run: `npm run user:create` on a fresh data folder, the password typed on stdin, then `npm start`. */
export function startFirstRunServer(): Promise<OwnServer> {
  return startOwnServer({}, [
    { args: ['cli/user-create', '--email', FIRST_ADMIN.email, '--role', 'admin', '--name', FIRST_ADMIN.fullName], input: `${FIRST_ADMIN.password}\n` },
  ]);
}
