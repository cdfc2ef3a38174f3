import { firstName } from '@/src/domain/profile';
import { canApproveStep } from '@/src/domain/statuses';
import { DASHBOARD_PREVIEW_STEPS } from '@/src/domain/timeline-template';
import { clientTurnSince, stepTurn } from '@/src/domain/turns';
import { listDashboardProjects, listDashboardSteps } from '@/db/queries/dashboard';
import { clientProcedure, router } from '@/server/trpc/init';

export const clientDashboardRouter = router({
  /** The client dashboard (spec 2) in two queries whatever the number of projects: the projects, and all their steps grouped here. */
  get: clientProcedure.query(async ({ ctx }) => {
    const [projects, steps] = await Promise.all([listDashboardProjects(ctx.db, ctx.user), listDashboardSteps(ctx.db, ctx.user)]);

    const stepsByProject = new Map<string, typeof steps>();
    for (const step of steps) {
      const list = stepsByProject.get(step.projectId);
      if (list) list.push(step);
      else stepsByProject.set(step.projectId, [step]);
    }
    // Each card written out field by field: a spread followed by more fields is copied key by key on this Node.
    const cards = projects.map((project) => {
      const projectSteps = stepsByProject.get(project.id) ?? [];
      const awaiting = projectSteps.find((step) => canApproveStep(step.status));
      return {
        id: project.id,
        packageType: project.packageType,
        monthlyPrice: project.monthlyPrice,
        status: project.status,
        buildLink: project.buildLink,
        createdAt: project.createdAt,
        developerFirstName: firstName(project.developerName),
        intakeStatus: project.intakeStatus,
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
              developerNotes: awaiting.developerNote,
              expectedDate: awaiting.expectedDate,
            }
          : null,
      };
    });
    // "Wacht op jou", first on the dashboard: every step that is the client's turn (src/domain/turns), the longest waiting first.
    const createdAt = new Map(projects.map((project) => [project.id, project.createdAt]));
    const waitingForYou = steps
      .filter((step) => stepTurn(step) === 'client')
      .map(({ id, projectId, stepNumber, stepName, status, expectedDate, completedAt }) => ({
        id,
        projectId,
        stepNumber,
        stepName,
        status,
        expectedDate,
        since: clientTurnSince({ stepNumber, status, completedAt }, createdAt.get(projectId) ?? null),
      }))
      .sort((a, b) => (a.since?.getTime() ?? 0) - (b.since?.getTime() ?? 0));
    return { projects: cards, waitingForYou };
  }),
});
