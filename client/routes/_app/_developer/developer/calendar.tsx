import { createFileRoute } from '@tanstack/react-router';
import { nl } from '@/src/text/nl';
import { agendaText } from '@/src/text/nl/agenda';
import { PageHeader } from '@/client/components/layout/page-header';
import { AgendaView } from '@/client/features/agenda/agenda-view';
import { useAgendaPages } from '@/client/features/agenda/use-agenda-pages';
import { ensureQuery } from '@/client/lib/route-data';

export const Route = createFileRoute('/_app/_developer/developer/calendar')({
  loader: ({ context: { trpc, queryClient } }) => ensureQuery(queryClient, trpc.developer.agenda.get.queryOptions({ page: 1 })),
  component: DeveloperCalendarPage,
});

/** Mijn Agenda (spec 2): Achterstallig, Vandaag, Aankomend and Totaal over the developer's own projects. */
function DeveloperCalendarPage() {
  const agenda = useAgendaPages('developer');
  return (
    <>
      <PageHeader title={nl.pages.developerCalendar} description={agendaText.agenda.developerDescription} />
      <AgendaView
        pages={agenda.pages}
        showUpcoming
        projectLink={(projectId) => ({ to: '/developer/projects/$projectId', params: { projectId } })}
        loadingMore={agenda.loadingMore}
        onLoadMore={agenda.loadMore}
      />
    </>
  );
}
