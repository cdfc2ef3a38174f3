/**
 * The attribute the app sets on <html> once it has taken the server's markup over: a drawn form sends
 * nothing before it (server/http/headers.ts), and the browser tests wait for it before they type.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
