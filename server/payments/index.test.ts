import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '@/db/types';
// Choosing a provider touches no database.
import { createPayments, isSandboxPayments } from './index';
import { createMolliePayments } from './mollie';

const APP_URL = 'http://localhost:3000';
const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

describe('createPayments', () => {
  it('uses the sandbox by default configuration', async () => {
    const payments = await createPayments({ provider: 'sandbox', appUrl: APP_URL, db: {} as Kysely<Database> });
    expect(payments.kind).toBe('sandbox');
    expect(isSandboxPayments(payments)).toBe(true);
  });

  it('uses Mollie with an API key', async () => {
    const payments = await createPayments({ provider: 'mollie', mollieApiKey: API_KEY, appUrl: APP_URL, db: {} as Kysely<Database> });
    expect(payments.kind).toBe('mollie');
    expect(isSandboxPayments(payments)).toBe(false);
  });

  it('refuses to start Mollie without a usable API key', async () => {
    await expect(createPayments({ provider: 'mollie', appUrl: APP_URL, db: {} as Kysely<Database> })).rejects.toThrow(/MOLLIE_API_KEY/);
    await expect(createPayments({ provider: 'mollie', mollieApiKey: '  ', appUrl: APP_URL, db: {} as Kysely<Database> })).rejects.toThrow(/MOLLIE_API_KEY/);
    expect(() => createMolliePayments({ apiKey: 'sk_live_abc' })).toThrow(/test_/);
  });
});
