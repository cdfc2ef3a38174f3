import { router } from '@/server/trpc/init';
import { projectChecklistRouter } from './checklist';
import { projectDetailRouter } from './detail';
import { projectIntakeRouter } from './intake';
import { projectMessagesRouter } from './messages';
import { projectTimelineRouter } from './timeline';
import { projectUploadsRouter } from './uploads';
import { projectHistoryRouter } from './history';
import { projectModulesRouter } from './modules';
import { projectReviewRouter } from './review';

/**
 * Shared by several roles, each procedure resolving the project through the one access rule (projectProcedure), so the client's
 * progress page and the staff's project detail call the same procedures.
 */
export const projectRouter = router({
  detail: projectDetailRouter,
  checklist: projectChecklistRouter,
  intake: projectIntakeRouter,
  timeline: projectTimelineRouter,
  messages: projectMessagesRouter,
  uploads: projectUploadsRouter,
  history: projectHistoryRouter,
  modules: projectModulesRouter,
  review: projectReviewRouter,
});
