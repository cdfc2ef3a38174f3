import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { PRODUCTION_AGENCY_ENV } from '@/server/testing/agency-env';

const PRODUCTION = { NODE_ENV: 'production', APP_URL: 'https://portaal.bureau.nl', SMTP_URL: 'smtp://mail.bureau.nl:587', ...PRODUCTION_AGENCY_ENV };

function refusals(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('production fails closed', () => {
  it('refuses to run without APP_URL or a payment provider chosen on purpose, one line per variable', () => {
    expect(refusals({ NODE_ENV: 'production', ...PRODUCTION_AGENCY_ENV })).toEqual([
      expect.stringMatching(/^APP_URL: verplicht in productie/),
      expect.stringMatching(/^PAYMENT_PROVIDER: verplicht in productie/),
    ]);
    // A Mollie key alone is no choice: without PAYMENT_PROVIDER production does not guess.
    expect(refusals({ ...PRODUCTION, MOLLIE_API_KEY: 'live_abc' })).toEqual([expect.stringMatching(/^PAYMENT_PROVIDER: /)]);
    for (const line of refusals({ NODE_ENV: 'production' })) expect(line).not.toContain('\n');
  });

  it('refuses the agency on the invoices while any AGENCY_* is unset or still the demo value, one line per variable', () => {
    const production = { ...PRODUCTION, PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_abc' };
    const unset = Object.fromEntries(Object.keys(PRODUCTION_AGENCY_ENV).map((variable) => [variable, '']));
    expect(refusals({ ...production, ...unset })).toEqual(
      Object.keys(PRODUCTION_AGENCY_ENV).map((variable) => expect.stringMatching(new RegExp(`^${variable}: verplicht in productie: .* op elke factuur`))),
    );
    expect(refusals({ ...production, AGENCY_IBAN: 'nl91abna0417164300', AGENCY_KVK: '12345678' })).toEqual([
      expect.stringMatching(/^AGENCY_KVK: /),
      expect.stringMatching(/^AGENCY_IBAN: .*demo-waarde/),
    ]);
    expect(loadConfig(production).invoicing.agency).toMatchObject({ name: 'Webbureau Noord B.V.', iban: 'NL20 INGB 0001 2345 67' });
    // Outside production the demo agency fills in.
    expect(loadConfig({}).invoicing.agency.name).toBe('Webbureau Demo B.V.');
  });

  it('runs with Mollie and its key', () => {
    const config = loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_abc' });
    expect(config.payments).toEqual({ provider: 'mollie', mollieApiKey: 'live_abc' });
    expect(config.warnings).toEqual([]);
    expect(refusals({ ...PRODUCTION, PAYMENT_PROVIDER: 'mollie' })).toEqual([expect.stringMatching(/^MOLLIE_API_KEY: /)]);
  });

  it('allows the sandbox only with ALLOW_SANDBOX_PAYMENTS=1, and then warns at every start', () => {
    expect(refusals({ ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox' })).toEqual([expect.stringMatching(/^ALLOW_SANDBOX_PAYMENTS: moet 1 zijn/)]);
    expect(refusals({ ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'true' })).toHaveLength(1);
    const demo = loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: '1' });
    expect(demo.payments.provider).toBe('sandbox');
    expect(demo.warnings).toEqual([expect.stringContaining('PAYMENT_PROVIDER=sandbox')]);
  });

  it('keeps the embedded defaults outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ production: false, appUrl: 'http://localhost:3000', https: false, trustProxy: false });
    expect(config.payments.provider).toBe('sandbox');
  });

  it('says which variable stops the server, on one line each, and nothing else', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/app/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', ...PRODUCTION_AGENCY_ENV },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Klantportaal start niet\. APP_URL: /),
      expect.stringMatching(/^Klantportaal start niet\. ALLOW_SANDBOX_PAYMENTS: /),
    ]);
  }, 90_000);
});

describe('the account switches', () => {
  it('have email verification and staff two-step sign-in on unless switched off, in development as in production', () => {
    expect(loadConfig({})).toMatchObject({ emailVerification: true, staffTwoFactorRequired: true });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ emailVerification: true, staffTwoFactorRequired: true });
    const production = loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_abc' });
    expect(production).toMatchObject({ emailVerification: true, staffTwoFactorRequired: true, warnings: [] });
    expect(loadConfig({ EMAIL_VERIFICATION: 'off', STAFF_2FA: 'optional' })).toMatchObject({ emailVerification: false, staffTwoFactorRequired: false });
    expect(refusals({ EMAIL_VERIFICATION: 'uit', STAFF_2FA: 'nee' })).toEqual(['EMAIL_VERIFICATION: on of off', 'STAFF_2FA: required of optional']);
  });

  it('make production warn at every start while either is off', () => {
    const demo = loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_abc', EMAIL_VERIFICATION: 'off', STAFF_2FA: 'optional' });
    expect(demo.warnings).toEqual([expect.stringMatching(/^EMAIL_VERIFICATION=off: /), expect.stringMatching(/^STAFF_2FA=optional: /)]);
  });
});

describe('the database roles', () => {
  const production = { ...PRODUCTION, PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_abc' };
  const app = 'postgres://klantportaal_app:x@db:5432/klantportaal';
  const owner = 'postgres://klantportaal:y@db:5432/klantportaal';

  it('migrate as the owner when MIGRATION_DATABASE_URL is set, and warn in production while the app is the owner', () => {
    expect(loadConfig({ ...production, DATABASE_URL: app, MIGRATION_DATABASE_URL: owner })).toMatchObject({ databaseUrl: app, migrationDatabaseUrl: owner, warnings: [] });
    expect(loadConfig({ ...production, DATABASE_URL: app }).warnings).toEqual([expect.stringMatching(/^MIGRATION_DATABASE_URL ontbreekt: /)]);
    // The embedded database has one user: nothing to set up, nothing to warn about.
    expect(loadConfig({})).toMatchObject({ databaseUrl: undefined, migrationDatabaseUrl: undefined });
    expect(refusals({ MIGRATION_DATABASE_URL: owner })).toEqual([expect.stringMatching(/^MIGRATION_DATABASE_URL: alleen samen met DATABASE_URL/)]);
  });

  it("refuse a setting for the activity log's periods, which the database fixes", () => {
    expect(refusals({ RETENTION_ACTIVITY_DAYS: '1', RETENTION_INVOICE_ACTIVITY_DAYS: '2557' })).toEqual([
      expect.stringMatching(/^RETENTION_ACTIVITY_DAYS: vervallen: het activiteitenlog bewaart 2 jaar/),
      expect.stringMatching(/^RETENTION_INVOICE_ACTIVITY_DAYS: vervallen: /),
    ]);
    expect(refusals({ RETENTION_ACTIVITY_DAYS: '' })).toEqual([]);
  });
});

describe('the upload limits', () => {
  it('default to 1000 MB per client and a floor of 1024 MB free disk, and read the environment', () => {
    expect(loadConfig({})).toMatchObject({ uploadQuotaPerClientBytes: 1000 * 1024 * 1024, uploadMinFreeBytes: 1024 * 1024 * 1024 });
    expect(loadConfig({ UPLOAD_QUOTA_PER_CLIENT_MB: '50', UPLOAD_MIN_FREE_MB: '0' })).toMatchObject({ uploadQuotaPerClientBytes: 50 * 1024 * 1024, uploadMinFreeBytes: 0 });
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes a hop count or a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.4', 'fd00::/8']);
  });

  it('refuses "trust everyone" and anything that is not an address', () => {
    expect(refusals({ TRUST_PROXY: 'true' })).toEqual([expect.stringMatching(/^TRUST_PROXY: 'true' zou elke afzender/)]);
    expect(refusals({ TRUST_PROXY: '10.0.0.0/33,proxy.local' })).toEqual(['TRUST_PROXY: geen IP-adres of CIDR-bereik: 10.0.0.0/33, proxy.local']);
  });
});
