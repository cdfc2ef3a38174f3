import type { RouterOutputs } from '@/client/lib/trpc';

export type DashboardProject = RouterOutputs['client']['dashboard']['get']['projects'][number];
export type PreviewStep = DashboardProject['timelinePreview'][number];
export type AwaitingStep = NonNullable<DashboardProject['awaitingApproval']>;
