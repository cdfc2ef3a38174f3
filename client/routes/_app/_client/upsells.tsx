import { useCallback, useEffect, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { toast } from '@/client/lib/toast';
import type { PaymentOutcome } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import { paymentsText } from '@/src/text/nl/payments';
import { progressPage } from '@/src/text/nl/progress';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { useTrpcUtils } from '@/client/lib/trpc';
import { PageHeader } from '@/client/components/layout/page-header';
import { Alert } from '@/client/components/ui/alert';
import { ClientProjectScope } from '@/client/features/projects/client-project-scope';
import { PROJECT_PAGE_QUERIES, validateProjectSearch } from '@/src/page-queries';
import { projectToLoad } from '@/client/features/projects/selected-project';
import { ProjectNotFoundPage } from '@/client/features/projects/project-not-found';
import { ensurePageQueries, orNotFound } from '@/client/lib/route-data';
import { PaymentReturn, paymentNotices, type PaymentNotice } from '@/client/features/payments/payment-return';
import { ProjectModules } from './-components/upsells/project-modules';

type UpsellsSearch = { project?: string; payment?: 'success'; paymentId?: string };

export const Route = createFileRoute('/_app/_client/upsells')({
  validateSearch: (search: Record<string, unknown>): UpsellsSearch => ({
    ...validateProjectSearch(search),
    ...(search.payment === 'success' ? { payment: 'success' as const } : {}),
    ...(typeof search.paymentId === 'string' && search.paymentId ? { paymentId: search.paymentId } : {}),
  }),
  loaderDeps: ({ search }) => ({ project: search.project }),
  loader: async ({ context, deps }) => {
    const project = projectToLoad(context.me, deps.project);
    if (project) await orNotFound(ensurePageQueries(context, PROJECT_PAGE_QUERIES['/upsells'](project.id)));
  },
  component: UpsellsPage,
  notFoundComponent: () => <ProjectNotFoundPage ownProjects="/upsells" />,
});

/** Extra Modules (spec 2): the project picker, its modules, and the outcome of a payment on return. */
function UpsellsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const utils = useTrpcUtils();
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  // Spec 2: once the outcome is known the parameter leaves the address, so a reload does not report it again.
  const onPaymentDone = useCallback(
    (done: PaymentNotice, outcome: PaymentOutcome | null) => {
      setNotice(done);
      if (outcome === 'paid') toast.success(done.message);
      void utils.client.modules.forProject.invalidate();
      void navigate({ search: ({ project }) => (project ? { project } : {}), replace: true });
    },
    [navigate, utils],
  );
  // A return without a payment to ask about: the provider's word is all there is.
  const bareReturn = search.payment === 'success' && !search.paymentId;
  useEffect(() => {
    if (bareReturn) onPaymentDone({ tone: 'success', message: paymentsText.payments.paymentSuccess }, null);
  }, [bareReturn, onPaymentDone]);
  return (
    <>
      <PageHeader title={nl.pages.upsells} description={moduleWords.modulesPage.description} />
      {search.payment === 'success' && search.paymentId && <PaymentReturn paymentId={search.paymentId} notices={paymentNotices({ paid: paymentsText.payments.paymentSuccess, chargedBack: moduleWords.modules.chargedBack })} onDone={onPaymentDone} />}
      {notice && <Alert tone={notice.tone} title={notice.message} className="mb-4" />}
      <ClientProjectScope
        requestedId={search.project}
        onSelect={(project) => void navigate({ search: { project }, replace: true })}
        emptyDescription={progressPage.noProjectsDescription}
      >
        {(project) => <ProjectModules key={project.id} projectId={project.id} />}
      </ClientProjectScope>
    </>
  );
}
