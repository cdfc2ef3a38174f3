// The review screen's address: which step's round it shows. The route reads it before the screen loads.
/** `validateSearch` of the review screens: `?step=<id>`, or nothing for the step awaiting review. */
export function validateReviewSearch(search: Record<string, unknown>): { step?: string } {
  return typeof search.step === 'string' && search.step !== '' ? { step: search.step } : {};
}
