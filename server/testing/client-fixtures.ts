// Test data and doubles for the client-journey router tests.
import { expect } from 'vitest';
import { TRPCError } from '@trpc/server';
import { shapeError } from '@/server/trpc/init';
import type { IntakeInput } from '@/src/schemas/intake';
import type { CompanyDetailsInput } from '@/src/schemas/onboarding';
import {
  createSandboxPayments,
  PaymentProviderError,
  type MandateStatus,
  type PaymentOperation,
  type SandboxPayments,
  type SandboxPaymentsOptions,
} from '@/server/payments/index';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';

// Published example IBANs with a valid checksum.
export const IBAN = 'NL91ABNA0417164300';
export const OTHER_IBAN = 'NL20INGB0001234567';

export async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

/** The message a person sees: the error as the app's own error formatter shapes it for the browser. */
export function shownMessage(error: TRPCError): string {
  return shapeError(error).message;
}

export function companyDetails(overrides: Partial<CompanyDetailsInput> = {}): CompanyDetailsInput {
  return {
    companyName: 'Bakkerij de Vries',
    phone: '06 12345678',
    street: 'Dorpsstraat 1',
    postcode: '1234 ab',
    city: 'Ergens',
    kvkNumber: '',
    btwNumber: '  ',
    acceptedTerms: true,
    ...overrides,
  };
}

type MandateInput = { accountHolderName: string; iban: string };

/** Step 2 of a first onboarding: the company details and a new mandate, overrides going to whichever part holds them. */
export function detailsWithMandate(overrides: Partial<CompanyDetailsInput & MandateInput> = {}): { details: CompanyDetailsInput; mandate: MandateInput } {
  const { accountHolderName = 'J. de Vries', iban = 'nl91 abna 0417 1643 00', ...company } = overrides;
  return { details: companyDetails(company), mandate: { accountHolderName, iban } };
}

export function intakeInput(overrides: Partial<IntakeInput> = {}): IntakeInput {
  return {
    hasExistingWebsite: true,
    existingWebsiteUrl: 'www.bakkerijdevries.nl',
    servicesDescription: 'Brood en banket',
    hasLogo: true,
    logoUrl: 'https://example.nl/logo.png',
    hasDomain: true,
    domainRegistrar: 'TransIP',
    colorPalette: 'Warm bruin en crème',
    preferredFonts: '',
    exampleWebsites: null,
    targetAudience: 'Buurtbewoners',
    visitorGoals: 'Bestellen en openingstijden vinden',
    requiredPages: 'Home, Assortiment, Contact',
    hasContent: true,
    contentUrls: 'https://drive.example.nl/map',
    additionalNotes: undefined,
    ...overrides,
  };
}

/**
 * The sandbox provider with knobs: make an operation fail with PaymentProviderError, choose the
 * mandate status it answers, and see which operations were called.
 */
export function controllablePayments() {
  let bound: SandboxPayments | undefined;
  // The sandbox keeps payments in the test database, known only once the env exists: `bind(db)`.
  const sandbox = new Proxy({} as SandboxPayments, {
    get(_target, name: keyof SandboxPayments) {
      if (!bound) throw new Error('controllablePayments: call bind(db) after createTestEnv');
      return bound[name];
    },
  });
  const control = {
    failOn: new Set<PaymentOperation>(),
    mandateStatus: 'valid' as MandateStatus,
    /** false: the provider answers that a payment can no longer be cancelled (a debit being collected). */
    cancelable: true,
    calls: [] as PaymentOperation[],
  };
  function call(operation: PaymentOperation) {
    control.calls.push(operation);
    if (control.failOn.has(operation)) throw new PaymentProviderError(operation, new Error('provider unavailable'));
  }
  // A sandbox in every respect, so the app also serves its checkout pages.
  const provider: SandboxPayments = {
    kind: 'sandbox',
    getCheckout: (paymentId) => sandbox.getCheckout(paymentId),
    sandboxComplete: (paymentId, outcome) => sandbox.sandboxComplete(paymentId, outcome),
    async createCustomer(input) {
      call('createCustomer');
      return sandbox.createCustomer(input);
    },
    async createMandate(input) {
      call('createMandate');
      const mandate = await sandbox.createMandate(input);
      return { ...mandate, status: control.mandateStatus };
    },
    async getMandate(input) {
      call('getMandate');
      await sandbox.getMandate(input);
      return { mandateId: input.mandateId, status: control.mandateStatus };
    },
    async createPayment(input) {
      call('createPayment');
      return sandbox.createPayment(input);
    },
    async getPayment(paymentId) {
      call('getPayment');
      return sandbox.getPayment(paymentId);
    },
    async chargeMandate(input) {
      call('chargeMandate');
      return sandbox.chargeMandate(input);
    },
    async cancelPayment(paymentId) {
      call('cancelPayment');
      return control.cancelable ? sandbox.cancelPayment(paymentId) : { cancelled: false };
    },
    async refundPayment(input) {
      call('refundPayment');
      return sandbox.refundPayment(input);
    },
  };
  function bind(db: Kysely<Database>, options: Pick<SandboxPaymentsOptions, 'debits'> = {}) {
    bound = createSandboxPayments({ appUrl: 'http://localhost:3000', db, ...options });
  }
  function reset() {
    control.failOn.clear();
    control.mandateStatus = 'valid';
    control.cancelable = true;
    control.calls.length = 0;
  }
  return { provider, control, reset, bind, sandbox };
}
