import path from 'node:path';
import { z } from 'zod';
import type { ServicesConfig, TrustProxy } from '@/server/services/config';
import { DEMO_AGENCY, parseTrustProxy, productionProblems, productionWarnings } from './config-production';
import { termsText } from '@/src/text/nl/terms';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const positiveNumber = (fallback: number) => z.preprocess(emptyAsUndefined, z.coerce.number().positive().default(fallback));

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTIVITY_PERIODS_FIXED = 'vervallen: het activiteitenlog bewaart 2 jaar (over facturen 7) en dat ligt vast in de database (docs/operations.md "Privacy en bewaartermijnen")';
const megabytes = (mb: number) => Math.round(mb * 1024 * 1024);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    APP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    TRUST_PROXY: optionalString,
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString,
    // The owner of the tables, for migrations; DATABASE_URL is then the app's role (docs/operations.md "Two database roles").
    MIGRATION_DATABASE_URL: optionalString,
    DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    CHECKOUT_INTERVAL_SECONDS: positiveNumber(60),
    SESSION_IDLE_DAYS: positiveNumber(7),
    RETENTION_EXPIRED_LOGIN_DAYS: positiveNumber(1),
    RETENTION_MAIL_BODY_DAYS: positiveNumber(30),
    RETENTION_READ_NOTIFICATION_DAYS: positiveNumber(90),
    RETENTION_EXPORT_DAYS: positiveNumber(7),
    // The activity log's periods are part of its guard in the database: no setting can shorten them.
    RETENTION_ACTIVITY_DAYS: z.preprocess(emptyAsUndefined, z.undefined({ error: ACTIVITY_PERIODS_FIXED }).optional()),
    RETENTION_INVOICE_ACTIVITY_DAYS: z.preprocess(emptyAsUndefined, z.undefined({ error: ACTIVITY_PERIODS_FIXED }).optional()),
    SESSION_LIFETIME_DAYS: positiveNumber(30),
    UPLOAD_QUOTA_MB: positiveNumber(500),
    UPLOAD_QUOTA_PER_CLIENT_MB: positiveNumber(1000),
    UPLOAD_MIN_FREE_MB: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).default(1024)),
    EMAIL_VERIFICATION: z.preprocess(emptyAsUndefined, z.enum(['on', 'off'], { error: 'on of off' }).default('on')),
    STAFF_2FA: z.preprocess(emptyAsUndefined, z.enum(['required', 'optional'], { error: 'required of optional' }).default('required')),
    S3_ENDPOINT: optionalString,
    S3_REGION: z.string().default('eu-central-1'),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    PAYMENT_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['sandbox', 'mollie']).optional()),
    ALLOW_SANDBOX_PAYMENTS: optionalString,
    MOLLIE_API_KEY: optionalString,
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default('Klantportaal <noreply@klantportaal.local>'),
    // The agency on its invoices. The defaults are a demo agency, which production refuses.
    // Empty counts as unset.
    AGENCY_NAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default(DEMO_AGENCY.AGENCY_NAME)),
    AGENCY_ADDRESS: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default(DEMO_AGENCY.AGENCY_ADDRESS)),
    AGENCY_EMAIL: z.preprocess(emptyAsUndefined, z.email().default(DEMO_AGENCY.AGENCY_EMAIL)),
    AGENCY_PHONE: optionalString,
    AGENCY_KVK: z.preprocess(emptyAsUndefined, z.string().trim().regex(/^\d{8}$/, '8 cijfers').default(DEMO_AGENCY.AGENCY_KVK)),
    AGENCY_BTW_ID: z.preprocess(emptyAsUndefined, z.string().trim().regex(/^NL\d{9}B\d{2}$/, 'zoals NL123456789B01').default(DEMO_AGENCY.AGENCY_BTW_ID)),
    AGENCY_IBAN: z.preprocess(emptyAsUndefined, z.string().trim().min(15).default(DEMO_AGENCY.AGENCY_IBAN)),
    AGENCY_SEPA_CREDITOR_ID: z.preprocess(
      emptyAsUndefined,
      z.string().trim().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/, 'zoals NL98ZZZ999999990000').default(DEMO_AGENCY.AGENCY_SEPA_CREDITOR_ID),
    ),
    // The terms clients accept in onboarding (/voorwaarden); "\\n" in the value starts a new line.
    TERMS_TEXT: optionalString,
    INVOICE_VAT_RATE: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(99.99).multipleOf(0.01).default(21)),
  })
  .superRefine((env, ctx) => {
    const problem = (variable: string, message: string) => ctx.addIssue({ code: 'custom', path: [variable], message });
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      problem('S3_ACCESS_KEY_ID', 'verplicht bij S3_BUCKET, net als S3_SECRET_ACCESS_KEY');
    }
    if (env.MIGRATION_DATABASE_URL && !env.DATABASE_URL) {
      problem('MIGRATION_DATABASE_URL', 'alleen samen met DATABASE_URL (de rol van de app); de ingebouwde database heeft één gebruiker');
    }
    if (env.PAYMENT_PROVIDER === 'mollie' && !env.MOLLIE_API_KEY) {
      problem('MOLLIE_API_KEY', 'verplicht bij PAYMENT_PROVIDER=mollie (de API-sleutel van Mollie)');
    }
    const trustProxy = parseTrustProxy(env.TRUST_PROXY);
    if (typeof trustProxy === 'string') problem('TRUST_PROXY', trustProxy);
    if (env.NODE_ENV === 'production') for (const [variable, message] of productionProblems(env)) problem(variable, message);
  });

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ongeldige configuratie:\n${problems.join('\n')}`);
  }
}

export interface AppConfig extends ServicesConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** The tables' owner, who migrates; unset: DATABASE_URL migrates too. */
  migrationDatabaseUrl: string | undefined;
  /** How long start-up waits for a PostgreSQL server that is not up yet. */
  databaseWaitSeconds: number;
  logLevel: string;
  s3:
    | { endpoint: string | undefined; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean }
    | undefined;
  payments: { provider: 'sandbox' | 'mollie'; mollieApiKey: string | undefined };
  mail: { smtpUrl: string | undefined; from: string };
  /** Settings that are allowed but worth a line in the log at every start. */
  warnings: string[];
}

/** The environment as settings; a ConfigError lists every refusal, one line each, naming its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'configuratie'}: ${issue.message}`));
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    appUrl,
    https: appUrl.startsWith('https://'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY) as TrustProxy,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    databaseWaitSeconds: e.DATABASE_WAIT_SECONDS,
    logLevel: e.LOG_LEVEL,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    checkoutIntervalMs: e.CHECKOUT_INTERVAL_SECONDS * 1000,
    sessions: { idleMs: e.SESSION_IDLE_DAYS * DAY_MS, lifetimeMs: e.SESSION_LIFETIME_DAYS * DAY_MS },
    uploadQuotaBytes: megabytes(e.UPLOAD_QUOTA_MB),
    uploadQuotaPerClientBytes: megabytes(e.UPLOAD_QUOTA_PER_CLIENT_MB),
    uploadMinFreeBytes: megabytes(e.UPLOAD_MIN_FREE_MB),
    emailVerification: e.EMAIL_VERIFICATION === 'on',
    staffTwoFactorRequired: e.STAFF_2FA === 'required',
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    payments: { provider: e.PAYMENT_PROVIDER ?? (e.MOLLIE_API_KEY ? 'mollie' : 'sandbox'), mollieApiKey: e.MOLLIE_API_KEY },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    invoicing: {
      agency: {
        name: e.AGENCY_NAME,
        address: e.AGENCY_ADDRESS,
        email: e.AGENCY_EMAIL,
        phone: e.AGENCY_PHONE ?? null,
        kvk: e.AGENCY_KVK,
        btwId: e.AGENCY_BTW_ID,
        iban: e.AGENCY_IBAN,
        sepaCreditorId: e.AGENCY_SEPA_CREDITOR_ID,
      },
      vatRate: e.INVOICE_VAT_RATE.toFixed(2),
    },
    retention: {
      expiredLoginMs: e.RETENTION_EXPIRED_LOGIN_DAYS * DAY_MS,
      mailBodyMs: e.RETENTION_MAIL_BODY_DAYS * DAY_MS,
      readNotificationMs: e.RETENTION_READ_NOTIFICATION_DAYS * DAY_MS,
      exportMs: e.RETENTION_EXPORT_DAYS * DAY_MS,
    },
    terms: e.TERMS_TEXT ? e.TERMS_TEXT.replaceAll('\\n', '\n') : termsText.example(e.AGENCY_NAME),
    warnings: e.NODE_ENV === 'production' ? productionWarnings({ ...e, APP_URL: appUrl }) : [],
  };
}
