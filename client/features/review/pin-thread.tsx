import { CheckCircle2, RotateCcw, Send } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { formatDateTime } from '@/src/dates';
import { pinLabel } from '@/src/domain/review';
import { isOpenPin } from '@/src/domain/statuses';
import { LONG_TEXT_MAX } from '@/src/schemas/fields';
import { pinReplySchema } from '@/src/schemas/review';
import { reviewText } from '@/src/text/nl/review';
import { FormTextareaField } from '@/client/components/form/form-text-fields';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/lib/toast';
import { errorMessage, trpc, useTrpcUtils, type RouterOutputs } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';

const t = reviewText.review;

export type ReviewPin = RouterOutputs['project']['review']['get']['pins'][number];

type PinThreadProps = {
  id: string;
  projectId: string;
  pin: ReviewPin;
  role: 'client' | 'staff';
  /** The step is still open: the thread takes replies and changes. */
  open: boolean;
  /** The snippet looked for the pin on its page and could not find its element. */
  missing: boolean;
};

/** One pin as a small thread: the comment and where it was placed, its screenshot, the replies, and what the reader may do. */
export function PinThread({ id, projectId, pin, role, open, missing }: PinThreadProps) {
  const utils = useTrpcUtils();
  const reply = trpc.project.review.reply.useMutation();
  const resolve = trpc.project.review.resolvePin.useMutation();
  const reopen = trpc.project.review.reopenPin.useMutation();
  const form = useAppForm({ schema: pinReplySchema.pick({ body: true }), defaultValues: { body: '' }, failure: t.replyFailed });
  const blank = useWatch({ control: form.control, name: 'body' }).trim() === '';
  const label = pinLabel(pin);

  async function refresh() {
    await Promise.all([utils.project.review.get.invalidate({ projectId }), utils.project.timeline.get.invalidate({ projectId })]);
  }

  const onReply = form.submitWith(async ({ body }) => {
    await reply.mutateAsync({ projectId, pinId: pin.id, body });
    form.reset({ body: '' });
    toast.success(t.replied);
    await refresh();
  });

  async function change(action: typeof resolve | typeof reopen, done: string) {
    try {
      await action.mutateAsync({ projectId, pinId: pin.id });
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error, t.changeFailed));
    }
    await refresh();
  }

  return (
    <div id={id} className="grid gap-3 border-t px-3 pt-3 pb-4 text-sm" data-testid="pin-thread">
      <div>
        <p className="whitespace-pre-wrap wrap-anywhere">{pin.comment}</p>
        <p className="mt-1 text-xs text-muted-foreground">{t.by(pin.authorName ?? t.someone, formatDateTime(pin.createdAt))}</p>
        {pin.viewportWidth && pin.viewportHeight && <p className="text-xs text-muted-foreground">{t.context(pin.viewportWidth, pin.viewportHeight, pin.browser)}</p>}
        {pin.pagePath && <p className="text-xs text-muted-foreground wrap-anywhere">{t.onPage(pin.pagePath)}</p>}
      </div>
      {missing && (
        <p className="rounded-md border border-warning/50 bg-warning/10 p-2" role="note">
          <span className="font-medium">{t.missing}.</span> {t.missingHint}
        </p>
      )}
      {pin.screenshotUrl && (
        <a href={pin.screenshotUrl} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-md border focus-visible:outline-2 focus-visible:outline-ring">
          <img src={pin.screenshotUrl} alt={t.screenshotOf(label)} className="block h-auto w-full" loading="lazy" data-testid="pin-screenshot" />
        </a>
      )}
      {pin.resolvedAt && <p className="text-xs font-medium text-success-strong">{t.resolvedBy(pin.resolverName ?? t.someone, formatDateTime(pin.resolvedAt))}</p>}
      {pin.replies.length > 0 && (
        <section aria-label={t.thread}>
          <ol className="grid gap-2">
            {pin.replies.map((answer) => (
              <li key={answer.id} className="rounded-md bg-muted/60 p-2">
                <p className="whitespace-pre-wrap wrap-anywhere">{answer.body}</p>
                <p className="mt-1 text-xs text-muted-foreground">{t.by(answer.authorName ?? t.someone, formatDateTime(answer.createdAt))}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {open && (
        <form ref={form.formRef} onSubmit={(event) => void onReply(event)} noValidate className="grid gap-2">
          <FormTextareaField control={form.control} name="body" label={t.replyLabel} rows={2} maxLength={LONG_TEXT_MAX} />
          <div className="flex flex-wrap justify-end gap-2">
            {role === 'staff' && isOpenPin(pin) && (
              <Button variant="outline" size="sm" loading={resolve.isPending} onClick={() => void change(resolve, t.resolvedToast)}>
                <CheckCircle2 aria-hidden="true" />
                {t.resolve}
              </Button>
            )}
            {role === 'client' && !isOpenPin(pin) && (
              <Button variant="outline" size="sm" loading={reopen.isPending} onClick={() => void change(reopen, t.reopened)}>
                <RotateCcw aria-hidden="true" />
                {t.reopen}
              </Button>
            )}
            <Button type="submit" size="sm" disabled={blank} loading={reply.isPending}>
              <Send aria-hidden="true" />
              {t.reply}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
