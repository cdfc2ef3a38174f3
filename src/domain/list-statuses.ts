// The statuses the lists filter on, without their labels: the address bar reads them before any
// screen has loaded (src/schemas/list-search.ts), so they must not bring the labels or the rules along.

export const COMPLAINT_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** charged_back: the client reversed the paid debit at their bank; the invoice is open again. */
export const INVOICE_STATUSES = ['paid', 'pending', 'failed', 'cancelled', 'charged_back'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** 'verlopen' is never stored: src/domain/quotes.ts derives it. */
export const QUOTE_STATUSES = ['concept', 'verzonden', 'bekeken', 'geaccepteerd', 'afgewezen', 'verlopen'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
