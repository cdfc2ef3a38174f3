import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/client/lib/toast';
import type { CompleteOnboardingInput } from '@/src/schemas/onboarding';
import { mandateStatusLabel } from '@/src/domain/statuses';
import { paymentsText } from '@/src/text/nl/payments';
import { projectText } from '@/src/text/nl/project';
import { refreshMe } from '@/client/lib/session';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';

// The two toasts of spec 8 follow each other; one notification shows at a time, so the second replaces the first.
const MANDATE_TOAST_DELAY_MS = 1500;

/** Sends the wizard, tells the user what happened and continues to the intake form (spec 2). */
export function useFinishOnboarding() {
  const utils = useTrpcUtils();
  const navigate = useNavigate();
  const complete = trpc.client.onboarding.complete.useMutation();

  /** Throws the server's refusal for the caller to show; the wizard then keeps everything that was typed. */
  async function finish(input: CompleteOnboardingInput): Promise<void> {
    const result = await complete.mutateAsync(input);
    if (input.mandate) {
      const id = toast.success(paymentsText.payments.activated);
      const status = paymentsText.payments.mandateSet(mandateStatusLabel(result.mandateStatus));
      setTimeout(() => toast.success(status, { id }), MANDATE_TOAST_DELAY_MS);
    } else {
      toast.success(projectText.project.created);
    }
    // The user now has the client role and a project: the guards must see that before /intake loads.
    await refreshMe(utils);
    void utils.client.invalidate();
    // The new project by id: the intake form must not open on a list cached before it existed.
    await navigate({ to: '/intake', search: { project: result.projectId }, replace: true });
  }

  return { finish, pending: complete.isPending || complete.isSuccess };
}
