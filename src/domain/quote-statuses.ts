// The statuses a quote shows, without their Dutch labels: the address bar of Offertes reads them
// before any screen has loaded (src/schemas/list-search.ts), so they must not bring the quotes' text along.

export const QUOTE_STATUSES = ['concept', 'verzonden', 'bekeken', 'geaccepteerd', 'afgewezen', 'verlopen'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
