import { firstName } from '@/src/domain/profile';
import { DASHBOARD_PREVIEW_STEPS } from '@/src/domain/timeline-template';
import { listDashboardProjects, listDashboardSteps } from '@/db/queries/dashboard';
import { clientProcedure, router } from '@/server/trpc/init';

export const clientDashboardRouter = router({
  /**
   * Everything the client dashboard (spec 2) shows for all of the client's projects, in two
   * queries whatever the number of projects: the projects (with developer and intake form
   * joined) and all their timeline steps, grouped here.
   */
  get: clientProcedure.query(async ({ ctx }) => {
    const [projects, steps] = await Promise.all([listDashboardProjects(ctx.db, ctx.user), listDashboardSteps(ctx.db, ctx.user)]);

    const stepsByProject = new Map<string, typeof steps>();
    for (const step of steps) {
      const list = stepsByProject.get(step.projectId);
      if (list) list.push(step);
      else stepsByProject.set(step.projectId, [step]);
    }
    const cards = projects.map(({ developerName, intakeStatus, ...project }) => {
      const projectSteps = stepsByProject.get(project.id) ?? [];
      const awaiting = projectSteps.find((step) => step.status === 'ready_for_approval');
      return {
        ...project,
        developerFirstName: firstName(developerName),
        intakeStatus,
        timelinePreview: projectSteps
          .slice(0, DASHBOARD_PREVIEW_STEPS)
          .map(({ id, stepNumber, stepName, status, expectedDate, approvedDate, completedAt }) => ({
            id,
            stepNumber,
            stepName,
            status,
            expectedDate,
            approvedDate,
            completedAt,
          })),
        awaitingApproval: awaiting
          ? {
              id: awaiting.id,
              stepNumber: awaiting.stepNumber,
              stepName: awaiting.stepName,
              description: awaiting.description,
              developerNotes: awaiting.developerNotes,
              expectedDate: awaiting.expectedDate,
            }
          : null,
      };
    });
    return { projects: cards };
  }),
});
