// What opening a mailed link did, as /verify-email's address carries it. Apart from the page's
// components: the route reads the address before the page's code has loaded.
export const LINK_RESULTS = ['verified', 'changed', 'cancelled', 'restored', 'kept', 'invalid', 'taken'] as const;
export type LinkResultKind = (typeof LINK_RESULTS)[number];
