import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { trpc } from '@/client/lib/trpc';

/** "Uitloggen": ends the session, goes to /auth and forgets everything cached for this user. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = trpc.auth.logout.useMutation();
  async function logout() {
    try {
      await mutation.mutateAsync();
    } catch {
      // Already signed out (or offline): the local state is cleared all the same.
    }
    await navigate({ to: '/auth', replace: true });
    queryClient.clear();
  }
  return { logout, pending: mutation.isPending };
}
