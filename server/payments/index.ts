import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { createSandboxPayments, type SandboxPayments } from './sandbox';
import type { PaymentProvider } from './types';

export * from './types';
export {
  createSandboxPayments,
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_BANK_EVENTS,
  SANDBOX_OUTCOMES,
  type SandboxBankEvent,
  type SandboxCheckout,
  type SandboxOutcome,
  type SandboxPayments,
  type SandboxPaymentsOptions,
} from './sandbox';
export { sandboxCheckoutRoutes, type SandboxCheckoutRoutesOptions } from './sandbox-routes';

export interface PaymentsConfig {
  provider: 'sandbox' | 'mollie';
  mollieApiKey?: string;
  /** Public origin of the app, e.g. 'http://localhost:3000'; the sandbox checkout URLs start with it. */
  appUrl: string;
  /** The sandbox keeps its payments here. */
  db: Kysely<Database>;
}

/** The configured provider (Mollie's client loads only when chosen). Throws at start-up when Mollie is chosen without a usable API key. */
export async function createPayments(config: PaymentsConfig): Promise<PaymentProvider> {
  switch (config.provider) {
    case 'sandbox':
      return createSandboxPayments({ appUrl: config.appUrl, db: config.db });
    case 'mollie': {
      const apiKey = config.mollieApiKey?.trim();
      if (!apiKey) {
        throw new Error("Payments provider 'mollie' needs a Mollie API key: set MOLLIE_API_KEY (test_… or live_…)");
      }
      const { createMolliePayments } = await import('./mollie');
      return createMolliePayments({ apiKey });
    }
    default: {
      const unknown: never = config.provider;
      throw new Error(`Unknown payments provider: ${String(unknown)}`);
    }
  }
}

/** Narrows to the sandbox, whose checkout routes the app registers only then. */
export function isSandboxPayments(payments: PaymentProvider): payments is SandboxPayments {
  return payments.kind === 'sandbox' && 'sandboxComplete' in payments;
}
