import { useState, type ComponentProps } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { projectText } from '@/src/text/nl/project';
import { listsText } from '@/src/text/nl/lists';
import { projectDetailPage } from '@/src/text/nl/project-detail';
import { SearchSelect } from '@/client/components/ui/search-select';
import { trpc } from '@/client/lib/trpc';

const UNASSIGNED = 'none';


type DeveloperSelectProps = Omit<
  ComponentProps<typeof SearchSelect>,
  'options' | 'fixedOptions' | 'onSearch' | 'searching' | 'searchLabel' | 'searchPlaceholder' | 'emptyText' | 'moreText'
>;

/**
 * A project's developer, or "Niet toegewezen": the developers are searched on the server by name
 * and email, so every developer can be chosen however many there are.
 */
export function DeveloperSelect(props: DeveloperSelectProps) {
  const [q, setQ] = useState('');
  // With no search, the page of developers the route's loader ensured: opening the select asks nothing more.
  const developers = trpc.admin.users.list.useQuery({ role: 'developer', q, page: 1 }, { placeholderData: keepPreviousData });
  const found = developers.data?.items ?? [];
  const total = developers.data?.total ?? 0;
  return (
    <SearchSelect
      {...props}
      fixedOptions={[{ value: UNASSIGNED, label: projectText.project.unassigned }]}
      options={found.map((developer) => ({ value: developer.id, label: developer.fullName?.trim() || developer.email, description: developer.email }))}
      onSearch={setQ}
      searching={developers.isFetching}
      searchLabel={projectText.project.developerSearch}
      searchPlaceholder={projectDetailPage.newProject.clientSearchPlaceholder}
      emptyText={projectText.project.noDevelopers}
      moreText={total > found.length ? listsText.lists.moreFound(found.length, total) : undefined}
    />
  );
}
