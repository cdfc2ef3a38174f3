import { Link, useRouterState } from '@tanstack/react-router';
import { isAddressComplete } from '@/src/domain/postal-address';
import { billingText } from '@/src/text/nl/billing';
import { Alert } from '@/client/components/ui/alert';
import { buttonClasses } from '@/client/components/ui/button';
import type { Me } from '@/client/lib/trpc';

const t = billingText.billing;

/**
 * A client whose address is not whole (an older one that could not be split into parts, or none)
 * is asked on every page to complete it, except on /account, where the form is.
 */
export function CompleteAddressNotice({ me }: { me: Me }) {
  const onAccount = useRouterState({ select: (state) => state.location.pathname === '/account' });
  if (me.role !== 'client' || !me.hasProject || !me.profile || isAddressComplete(me.profile) || onAccount) return null;
  return (
    <Alert
      tone="warning"
      title={t.addressIncompleteTitle}
      className="mb-6"
      action={
        <Link to="/account" hash="adres" className={buttonClasses('outline', 'sm')}>
          {t.addressIncompleteAction}
        </Link>
      }
    >
      {t.addressIncompleteDescription}
    </Alert>
  );
}
