import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '@/src/schemas/list-search';
import { nl } from '@/src/text/nl';
import { PageHeader } from '@/client/components/layout/page-header';
import { SearchBox } from '@/client/features/lists/search-box';
import { ensureQuery } from '@/client/lib/route-data';
import { UsersTable } from './-components/users/users-table';
import { InviteUserDialog } from './-components/users/invite-user-dialog';
import { OpenInvitations } from './-components/users/open-invitations';

export const Route = createFileRoute('/_app/_admin/admin/users')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '', page: search.page ?? 1 }),
  loader: ({ context: { trpc, queryClient }, deps }) =>
    Promise.all([ensureQuery(queryClient, trpc.admin.users.list.queryOptions(deps)), ensureQuery(queryClient, trpc.admin.invitations.list.queryOptions())]),
  component: UsersPage,
});

/** Gebruikersbeheer (spec 2): every account with its role, open invitations above; search and pages live in the address. */
function UsersPage() {
  const { q = '', page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeader title={nl.pages.adminUsers} description={nl.users.description} actions={<InviteUserDialog />} />
      <OpenInvitations />
      <div className="mb-4">
        <SearchBox value={q} placeholder={nl.users.searchPlaceholder} onSearch={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })} />
      </div>
      <UsersTable q={q} page={page} onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })} />
    </>
  );
}
