import type { ColumnType, Generated } from 'kysely';
import type { InvoiceStatus, MandateStatus, PaymentKind, PaymentStatus } from '@/src/domain/statuses';
import type { CreatedAt, DateOnly, Money, Timestamp } from './types-columns';

// The money side of the schema (modules, payments, mandates, invoices): Kysely table types as in
// types.ts, which assembles them into Database.

export interface ModulesTable {
  id: Generated<string>;
  title: string;
  description: string;
  price: Money;
  isRecurring: ColumnType<boolean, boolean | undefined, boolean>;
  isActive: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
}

export interface PaymentsTable {
  id: Generated<string>;
  providerPaymentId: string;
  kind: PaymentKind;
  userId: string;
  /** Set for kind 'module' (a CHECK says so), null for an invoice's payment. */
  projectId: string | null;
  moduleId: string | null;
  invoiceId: string | null;
  amount: Money;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  paidAt: Timestamp | null;
}

export interface ModulePurchasesTable {
  id: Generated<string>;
  projectId: string;
  moduleId: string;
  paymentId: string | null;
  /** The module's title and the price paid at the purchase; a later edit of the module changes neither. */
  title: string;
  price: Money;
  purchasedAt: CreatedAt;
}

export interface SandboxPaymentsTable {
  providerPaymentId: string;
  amount: Money;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  status: PaymentStatus;
  metadata: ColumnType<Record<string, string>, string, string>;
  createdAt: CreatedAt;
}

export interface PaymentCustomersTable {
  userId: string;
  providerCustomerId: string;
  mandateId: string | null;
  mandateStatus: MandateStatus | null;
  ibanLast4: string | null;
  accountHolder: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface InvoiceCountersTable {
  year: number;
  lastNumber: number;
}

export interface InvoicesTable {
  id: Generated<string>;
  /** null once the client's account was deleted: the invoice keeps its own billing copy. */
  userId: string | null;
  invoiceNumber: string;
  invoiceDate: ColumnType<string, string | undefined, string>;
  dueDate: DateOnly | null;
  amount: Money;
  description: string;
  status: ColumnType<InvoiceStatus, InvoiceStatus | undefined, InvoiceStatus>;
  isRecurring: ColumnType<boolean, boolean | undefined, boolean>;
  recurringDay: number | null;
  billingName: string | null;
  billingEmail: string | null;
  billingAddress: string | null;
  billingKvk: string | null;
  billingBtw: string | null;
  /** Percent, e.g. '21.00'; amount is the subtotal excluding VAT, fixed at creation like the VAT and the total. */
  vatRate: Money;
  vatAmount: Money;
  totalAmount: Money;
  scheduleId: string | null;
  /** 'YYYY-MM' of a schedule's invoice; unique per schedule. */
  period: string | null;
  /** The announced direct debit (the SEPA note); null without a valid mandate at creation. */
  debitDate: DateOnly | null;
  mandateReference: string | null;
  debitIbanLast4: string | null;
  paidAt: Timestamp | null;
  /** When the pre-notification mail and the pay-link mail went out; each goes once. */
  preNotifiedAt: Timestamp | null;
  payLinkSentAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface InvoicePaymentsTable {
  id: Generated<string>;
  providerPaymentId: string;
  invoiceId: string;
  method: 'directdebit' | 'paylink';
  amount: Money;
  status: PaymentStatus;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface InvoiceSchedulesTable {
  id: Generated<string>;
  userId: string;
  amount: Money;
  description: string;
  recurringDay: number;
  /** The first month ('YYYY-MM') the schedule bills; the job bills every month from here whose day has come. */
  firstPeriod: string;
  pausedAt: Timestamp | null;
  createdAt: CreatedAt;
}
