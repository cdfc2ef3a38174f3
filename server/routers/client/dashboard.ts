import { firstName } from '@/src/domain/profile';
import { DASHBOARD_PREVIEW_STEPS } from '@/src/domain/timeline-template';
import { clientProcedure, router } from '@/server/trpc/init';

export const clientDashboardRouter = router({
  /**
   * Everything the client dashboard (spec 2) shows for all of the client's projects, in two
   * queries whatever the number of projects: the projects (with developer and intake form
   * joined) and all their timeline steps, grouped here.
   */
  get: clientProcedure.query(async ({ ctx }) => {
    const clientId = ctx.user.id;
    const [projects, steps] = await Promise.all([
      ctx.db
        .selectFrom('projects')
        .leftJoin('profiles as developer', 'developer.id', 'projects.developerId')
        .leftJoin('intakeForms', 'intakeForms.projectId', 'projects.id')
        .select([
          'projects.id',
          'projects.packageType',
          'projects.monthlyPrice',
          'projects.status',
          'projects.buildLink',
          'projects.createdAt',
          'developer.fullName as developerName',
          'intakeForms.status as intakeStatus',
        ])
        .where('projects.clientId', '=', clientId)
        .orderBy('projects.createdAt', 'desc')
        .orderBy('projects.id')
        .execute(),
      ctx.db
        .selectFrom('projectTimeline as step')
        .innerJoin('projects', 'projects.id', 'step.projectId')
        .select([
          'step.id',
          'step.projectId',
          'step.stepNumber',
          'step.stepName',
          'step.description',
          'step.status',
          'step.expectedDate',
          'step.approvedDate',
          'step.completedAt',
          'step.developerNotes',
        ])
        .where('projects.clientId', '=', clientId)
        .orderBy('step.projectId')
        .orderBy('step.stepNumber')
        .execute(),
    ]);

    const stepsByProject = new Map<string, typeof steps>();
    for (const step of steps) {
      const list = stepsByProject.get(step.projectId);
      if (list) list.push(step);
      else stepsByProject.set(step.projectId, [step]);
    }
    // Timestamps leave as ISO strings: that is what JSON carries to the browser (no transformer).
    const cards = projects.map(({ developerName, intakeStatus, createdAt, ...project }) => {
      const projectSteps = stepsByProject.get(project.id) ?? [];
      const awaiting = projectSteps.find((step) => step.status === 'ready_for_approval');
      return {
        ...project,
        createdAt: createdAt.toISOString(),
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
            approvedDate: approvedDate?.toISOString() ?? null,
            completedAt: completedAt?.toISOString() ?? null,
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
