import type { ColumnType, Generated } from 'kysely';
import type {
  InvoiceKind,
  InvoiceStatus,
  MandateStatus,
  PaymentEventKind,
  PaymentKind,
  PaymentMethod,
  PaymentStatus,
  RefundStatus,
} from '@/src/domain/statuses';
import type { Agency } from '@/src/domain/invoices';
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

/** The one ledger: every provider payment, for a module or an invoice, by checkout, direct debit or pay link. */
export interface PaymentsTable {
  id: Generated<string>;
  /** Null only while the row is reserved and the provider is being asked. */
  providerPaymentId: string | null;
  kind: PaymentKind;
  method: PaymentMethod;
  /** Null once the payer's account is deleted: the ledger keeps the money's history. */
  userId: string | null;
  /** For kind 'module': the project (null once it is deleted) and the module. */
  projectId: string | null;
  moduleId: string | null;
  invoiceId: string | null;
  amount: Money;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  chargedBackAmount: ColumnType<string, string | undefined, string>;
  refundedAmount: ColumnType<string, string | undefined, string>;
  checkoutUrl: string | null;
  /** 'module:<project>:<module>' or 'invoice:<invoice>'; unique while the payment is open. */
  purchaseKey: string | null;
  /** When the provider was last asked about it (a status check within 10 s is answered from here). */
  checkedAt: Timestamp | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  paidAt: Timestamp | null;
}

export interface PaymentEventsTable {
  id: Generated<string>;
  paymentId: string;
  kind: PaymentEventKind;
  amount: Money | null;
  createdAt: CreatedAt;
}

export interface RefundsTable {
  id: Generated<string>;
  paymentId: string;
  /** Null while the provider is being asked. */
  providerRefundId: string | null;
  amount: Money;
  reason: string;
  status: RefundStatus;
  /** Money that arrived where nothing was owed (a cancelled invoice, a second payment), sent back without an admin. */
  automatic: ColumnType<boolean, boolean | undefined, boolean>;
  creditNoteId: string | null;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
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
  /** Billed monthly on the project's invoice from the month after the purchase, instead of paid at once. */
  isRecurring: ColumnType<boolean, boolean | undefined, boolean>;
  /** Set while the payment is charged back; the client keeps the module, marked "Betaling teruggeboekt". */
  chargedBackAt: Timestamp | null;
  /** The invoice that billed it when no payment of its own did (a one-off module of an accepted quote). */
  invoiceId: string | null;
}

export interface SandboxPaymentsTable {
  providerPaymentId: string;
  amount: Money;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  status: PaymentStatus;
  metadata: ColumnType<Record<string, string>, string, string>;
  chargedBackAmount: ColumnType<string, string | undefined, string>;
  refundedAmount: ColumnType<string, string | undefined, string>;
  createdAt: CreatedAt;
}

export interface SandboxRefundsTable {
  providerRefundId: string;
  providerPaymentId: string;
  amount: Money;
  idempotencyKey: string;
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
  kind: ColumnType<InvoiceKind, InvoiceKind | undefined, InvoiceKind>;
  /** A credit note's original invoice (null for a credit note of a module purchase). */
  creditForInvoiceId: string | null;
  /** The accepted quote whose one-off lines this invoice bills; at most one invoice per quote. */
  quoteId: string | null;
  invoiceDate: ColumnType<string, string | undefined, string>;
  dueDate: DateOnly | null;
  amount: Money;
  description: string;
  status: ColumnType<InvoiceStatus, InvoiceStatus | undefined, InvoiceStatus>;
  isRecurring: ColumnType<boolean, boolean | undefined, boolean>;
  recurringDay: number | null;
  /** The project the invoice is for, if any (null once it is deleted). */
  projectId: string | null;
  billingName: string | null;
  billingEmail: string | null;
  billingStreet: string | null;
  billingPostcode: string | null;
  billingCity: string | null;
  billingCountry: ColumnType<string, string | undefined, string>;
  billingKvk: string | null;
  billingBtw: string | null;
  /** amount is the subtotal excluding VAT: its lines' sum, fixed at creation like the VAT and the total. */
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
  /** The client's mail about a charged-back debit, with a pay link, goes once. */
  chargedBackMailedAt: Timestamp | null;
  /** The agency as printed, frozen at issue (null only for a row older than this rule, until the next start). */
  agency: ColumnType<Agency | null, string | null, string | null>;
  createdAt: CreatedAt;
  /** What the invoice search reads, in lower case: generated by the database from the billing name, email, description and number. */
  searchText: ColumnType<string, never, never>;
}

/** A line of an invoice or a recurring schedule: quantity × unit price (excl. VAT) at a VAT rate, or reverse-charged. */
interface LineColumns {
  position: number;
  description: string;
  quantity: Money;
  unitPrice: Money;
  vatRate: Money;
  reverseCharge: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface InvoiceLinesTable extends LineColumns {
  invoiceId: string;
}

export interface InvoiceScheduleLinesTable extends LineColumns {
  scheduleId: string;
}

export interface InvoiceSchedulesTable {
  id: Generated<string>;
  userId: string;
  /** The project whose recurring modules join each of its invoices (null: none). */
  projectId: string | null;
  /** Days from each invoice's date to its due date. */
  paymentTermDays: ColumnType<number, number | undefined, number>;
  recurringDay: number;
  /** The first month ('YYYY-MM') the schedule bills; the job bills every month from here whose day has come. */
  firstPeriod: string;
  pausedAt: Timestamp | null;
  createdAt: CreatedAt;
}
