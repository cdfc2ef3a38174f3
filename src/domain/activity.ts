// The activity log's kinds, defined once: each is one Dutch sentence (catalogue: activityWords.activity.kind),
// whether it concerns an invoice (kept for the fiscal seven years) and whether a client may see it.
import { activityText as activityWords } from '@/src/text/nl/activity';

export { ACTIVITY_KINDS, STAFF_ONLY_ACTIVITY, type ActivityKind } from './activity-kinds';
import type { ActivityKind } from './activity-kinds';

/** The one Dutch sentence a kind reads as. */
export function activitySentence(kind: ActivityKind): string {
  return activityWords.activity.kind[kind];
}
