import { useEffect, useState } from 'react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { XCircle } from 'lucide-react';
import { invitationsText as t } from '@/src/text/nl/invitations';
import { StepHeading, StepPage } from '@/client/features/accounts/step-page';
import { FullPageRouteError } from '@/client/components/layout/route-error-page';
import { buttonClasses } from '@/client/components/ui/button';
import { FullPageLoading, Loading } from '@/client/components/ui/spinner';
import { trpc } from '@/client/lib/trpc';
import { AcceptInvitationForm } from './-components/invitation/accept-invitation-form';

/** `token`: the mailed link's; it leaves the address at once and is kept in memory only. */
type InvitationSearch = { token?: string };

export const Route = createFileRoute('/invitation')({
  validateSearch: (search: Record<string, unknown>): InvitationSearch => (typeof search.token === 'string' && search.token ? { token: search.token } : {}),
  component: InvitationPage,
  // A public page outside the signed-in shell: its states take the whole screen.
  pendingComponent: FullPageLoading,
  errorComponent: FullPageRouteError,
});

/** Where an invited person chooses a password: the link from "Gebruiker uitnodigen". */
function InvitationPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const [token] = useState(() => search.token ?? null);

  useEffect(() => {
    if (search.token) void navigate({ search: {}, replace: true });
  }, [search.token, navigate]);

  return <StepPage title={t.pageTitle}>{token ? <Invitation token={token} /> : <Invalid />}</StepPage>;
}

function Invitation({ token }: { token: string }) {
  // Asked once when the link opens: whom the invitation is for. A used or expired link says so.
  const invitation = trpc.auth.invitation.useQuery({ token }, { retry: false, staleTime: Infinity });
  if (invitation.isPending) return <Loading className="py-8" />;
  if (invitation.isError) return <Invalid />;
  return <AcceptInvitationForm token={token} invitation={invitation.data} />;
}

function Invalid() {
  return (
    <div>
      <XCircle aria-hidden="true" className="mb-4 size-10 text-destructive" />
      <StepHeading title={t.invalid} />
      <Link to="/auth" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
        {t.toLogin}
      </Link>
    </div>
  );
}
