// The statuses a quote shows, without their Dutch labels: the address bar of Offertes reads them
// before any screen has loaded (src/schemas/list-search.ts), so they must not bring the quotes' text along.
// src/domain/quotes.ts holds the rules and labels; list-search.test.ts holds both lists equal.

export const QUOTE_LIST_STATUSES = ['concept', 'verzonden', 'bekeken', 'geaccepteerd', 'afgewezen', 'verlopen'] as const;
