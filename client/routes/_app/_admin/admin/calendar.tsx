import { createFileRoute } from '@tanstack/react-router';
import { nl } from '@/src/text/nl';
import { agendaText } from '@/src/text/nl/agenda';
import { PageHeader } from '@/client/components/layout/page-header';
import { AgendaView } from '@/client/features/agenda/agenda-view';
import { useAgendaPages } from '@/client/features/agenda/use-agenda-pages';
import { ensureQuery } from '@/client/lib/route-data';

export const Route = createFileRoute('/_app/_admin/admin/calendar')({
  loader: ({ context: { trpc, queryClient } }) => ensureQuery(queryClient, trpc.admin.agenda.get.queryOptions({ page: 1 })),
  component: AdminCalendarPage,
});

/** Project Agenda (spec 2): Achterstallig, Vandaag and Totaal over every project. */
function AdminCalendarPage() {
  const agenda = useAgendaPages('admin');
  return (
    <>
      <PageHeader title={nl.pages.adminCalendar} description={agendaText.agenda.adminDescription} />
      <AgendaView
        pages={agenda.pages}
        showUpcoming={false}
        projectLink={(projectId) => ({ to: '/admin/projects/$projectId', params: { projectId } })}
        loadingMore={agenda.loadingMore}
        onLoadMore={agenda.loadMore}
      />
    </>
  );
}
