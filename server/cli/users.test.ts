import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@/db/create-db';
import { verifyPassword } from '@/server/auth/password';
import { newTotpKey } from '@/server/auth/two-factor';

// The user commands from the shell: a password that never has to be on the command line, and
// resetting the second step of the last admin, who has nobody to ask (on the record, and mailed).

const root = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-users-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function run(script: string, args: string[], stdin = '') {
  return spawnSync(process.execPath, ['--import', 'tsx', `server/cli/${script}.ts`, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: '' },
    input: stdin,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

async function withDb<T>(work: (db: Awaited<ReturnType<typeof createDb>>['db']) => Promise<T>): Promise<T> {
  const handle = await createDb({ dataDir });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

describe('npm run user:create', () => {
  it('reads the password from stdin when --password is not given, and makes a verified account', async () => {
    const created = run('user-create', ['--email', 'Anna@Bureau.nl', '--role', 'admin', '--name', 'Anna de Vries'], 'Zeilboot-op-de-Kaag\n');
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Gebruiker anna@bureau.nl aangemaakt met rol admin.');
    const user = await withDb((db) => db.selectFrom('users').selectAll().where('email', '=', 'anna@bureau.nl').executeTakeFirstOrThrow());
    expect(await verifyPassword(user.passwordHash, 'Zeilboot-op-de-Kaag')).toBe(true);
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
  }, 90_000);

  it('refuses a short or well-known password from stdin, and creates nothing', async () => {
    for (const password of ['kort', 'password1']) {
      const refused = run('user-create', ['--email', `zwak-${password}@bureau.nl`, '--role', 'client'], `${password}\n`);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toMatch(/Wachtwoord moet minimaal 6 karakters zijn|te bekend/);
    }
    expect(await withDb((db) => db.selectFrom('users').select('id').where('email', 'like', 'zwak-%').execute())).toEqual([]);
  }, 90_000);
});

describe('npm run user:reset-2fa', () => {
  it("turns the user's second step off and ends their sessions", async () => {
    const userId = await withDb(async (db) => {
      const user = await db.selectFrom('users').select('id').where('email', '=', 'anna@bureau.nl').executeTakeFirstOrThrow();
      await db.updateTable('users').set({ totpKey: newTotpKey() }).where('id', '=', user.id).execute();
      await db.insertInto('recoveryCodes').values({ userId: user.id, codeHash: 'x'.repeat(64) }).execute();
      await db.insertInto('sessions').values({ id: 'y'.repeat(64), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) }).execute();
      return user.id;
    });
    // --by names the admin on the record: required, and an admin (the last admin names themselves).
    const withoutBy = run('user-reset-2fa', ['--email', 'anna@bureau.nl']);
    expect(withoutBy.status).toBe(2);
    expect(withoutBy.stderr).toContain('--by');
    const reset = run('user-reset-2fa', ['--email', 'anna@bureau.nl', '--by', 'anna@bureau.nl']);
    expect(reset.stderr).toBe('');
    expect(reset.stdout).toContain('Tweestapsverificatie van anna@bureau.nl staat uit');
    expect(reset.stdout).toContain('Vastgelegd als handeling van anna@bureau.nl.');
    await withDb(async (db) => {
      expect((await db.selectFrom('users').select('totpKey').where('id', '=', userId).executeTakeFirstOrThrow()).totpKey).toBeNull();
      expect(await db.selectFrom('recoveryCodes').select('codeHash').where('userId', '=', userId).execute()).toEqual([]);
      expect(await db.selectFrom('sessions').select('id').where('userId', '=', userId).execute()).toEqual([]);
      // On the record (who, for whom), and the user is told.
      const logged = await db.selectFrom('activityLog').select(['kind', 'actorId', 'actorRole', 'subjectUserId']).where('kind', '=', 'two_factor_reset').execute();
      expect(logged).toEqual([{ kind: 'two_factor_reset', actorId: userId, actorRole: 'admin', subjectUserId: userId }]);
      const mails = await db.selectFrom('mailOutbox').select('subject').where('toAddress', '=', 'anna@bureau.nl').execute();
      expect(mails).toEqual([{ subject: 'Je tweestapsverificatie is gereset' }]);
    });
    const unknown = run('user-reset-2fa', ['--email', 'niemand@bureau.nl', '--by', 'anna@bureau.nl']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Geen gebruiker met e-mailadres niemand@bureau.nl');
    const notAdmin = run('user-reset-2fa', ['--email', 'anna@bureau.nl', '--by', 'niemand@bureau.nl']);
    expect(notAdmin.status).toBe(2);
    expect(notAdmin.stderr).toContain('--by: niemand@bureau.nl is geen beheerder');
  }, 90_000);
});
