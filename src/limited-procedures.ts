// Sign-in and the public answers to a quote are reached without an account, so the server limits
// them per network address. It counts operations, so each travels in a request of its own.

/** True for a procedure that must travel alone: the browser sends it unbatched, the server refuses it in a batch. */
export const travelsAlone = (path: string): boolean => path.startsWith('auth.') || path.startsWith('quote.');
