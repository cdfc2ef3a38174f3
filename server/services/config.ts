import type { Agency } from '@/src/domain/invoices';
import type { RetentionPeriods } from '@/db/queries/retention';

// The settings a request's services read, below everything that uses them; the app's whole
// configuration (server/app/config.ts) adds the process's own (port, database, S3, mail).

/** Which proxies may set X-Forwarded-*: none, a hop count, or their addresses (never "everyone"). */
export type TrustProxy = false | number | string[];

/** How long what the retention job cleans up is kept (docs/operations.md "Privacy en bewaartermijnen"). */
export type RetentionConfig = RetentionPeriods;

export interface InvoicingConfig {
  agency: Agency;
  /** Percent with at most two decimals, as an exact string: '21.00'. */
  vatRate: string;
}

export interface ServicesConfig {
  production: boolean;
  appUrl: string;
  /** APP_URL is https: Secure `__Host-` cookies, HSTS and upgrade-insecure-requests. */
  https: boolean;
  trustProxy: TrustProxy;
  dataDir: string;
  authRateLimitMax: number;
  /** A new checkout for the same purchase, by the same user, at most once this often (CHECKOUT_INTERVAL_SECONDS). */
  checkoutIntervalMs: number;
  sessions: { idleMs: number; lifetimeMs: number };
  /** Per project, and per client over all their projects. */
  uploadQuotaBytes: number;
  uploadQuotaPerClientBytes: number;
  /** Uploads are refused while the disk under the data folder has less free space than this. */
  uploadMinFreeBytes: number;
  /** A new address must be verified before onboarding, uploads, messages, purchases and complaints (EMAIL_VERIFICATION). */
  emailVerification: boolean;
  /** Admins and developers must set up two-step sign-in before anything else (STAFF_2FA). */
  staffTwoFactorRequired: boolean;
  invoicing: InvoicingConfig;
  retention: RetentionConfig;
  /** The general terms (TERMS_TEXT), paragraphs separated by blank lines; an example text outside production. */
  terms: string;
}
