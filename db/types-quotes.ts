import type { ColumnType, Generated } from 'kysely';
import type { PackageType } from '@/src/domain/packages';
import type { QuoteLineKind, StoredQuoteStatus } from '@/src/domain/quotes';
import type { Agency } from '@/src/domain/invoices';
import type { CreatedAt, DateOnly, Money, Timestamp } from './types-columns';

// Quotes' tables (quotes, their lines and counters, the signature written once): Kysely table
// types as in types.ts, which assembles them into Database.

export interface QuoteCountersTable {
  year: number;
  lastNumber: number;
}

export interface QuotesTable {
  id: Generated<string>;
  quoteNumber: string;
  /** 'verlopen' is never stored: quoteStatus / isExpiredQuote derive it. */
  status: ColumnType<StoredQuoteStatus, StoredQuoteStatus | undefined, StoredQuoteStatus>;
  recipientKind: 'new' | 'client';
  /** The existing client, or the account its acceptance made; null once that account is erased. */
  clientId: string | null;
  recipientName: string;
  recipientCompany: string | null;
  recipientEmail: string;
  packageType: PackageType;
  introduction: ColumnType<string, string | undefined, string>;
  validUntil: DateOnly;
  /** The lines' totals, frozen with them whenever the draft is saved. */
  oneOffSubtotal: Money;
  oneOffTotal: Money;
  monthlySubtotal: Money;
  monthlyTotal: Money;
  /** The terms and the agency as sent (null while a concept). */
  terms: string | null;
  agency: ColumnType<Agency | null, string | null, string | null>;
  /** SHA-256 of the link's token. */
  tokenHash: string | null;
  /** The quote PDF as sent, in storage, and the SHA-256 of those bytes. */
  pdfKey: string | null;
  pdfSha256: string | null;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  sentAt: Timestamp | null;
  viewedAt: Timestamp | null;
  decidedAt: Timestamp | null;
  declineReason: string | null;
  projectId: string | null;
  /** When the client finished onboarding's company-details and mandate step for the project. */
  onboardedAt: Timestamp | null;
  searchText: ColumnType<string, never, never>;
}

export interface QuoteLinesTable {
  quoteId: string;
  position: number;
  kind: QuoteLineKind;
  recurring: boolean;
  moduleId: string | null;
  description: string;
  quantity: Money;
  unitPrice: Money;
  vatRate: Money;
  reverseCharge: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Written once at acceptance; the database refuses any UPDATE (and a DELETE within seven years). */
export interface QuoteSignaturesTable {
  quoteId: string;
  fullName: string;
  agreed: boolean;
  signedAt: ColumnType<Date, Date | string | undefined, never>;
  network: string | null;
  userAgent: string | null;
  pdfSha256: string;
}
