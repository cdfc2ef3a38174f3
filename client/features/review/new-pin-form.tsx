import { useEffect } from 'react';
import { MessageSquarePlus } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { LONG_TEXT_MAX } from '@/src/schemas/fields';
import { pinCommentSchema } from '@/src/schemas/review';
import { nl } from '@/src/text/nl';
import { reviewText } from '@/src/text/nl/review';
import { FormTextareaField } from '@/client/components/form/form-text-fields';
import { Button } from '@/client/components/ui/button';
import { useAppForm } from '@/client/lib/use-app-form';

const t = reviewText.review;

type NewPinFormProps = {
  /** What the pin sits on: "'Bestel nu'-knop". */
  target: string;
  /** The snippet's screenshot of the visible area with the pin drawn on it. */
  screenshot: string | null;
  saving: boolean;
  onSave: (comment: string) => Promise<void>;
  onCancel: () => void;
};

/** The comment for the spot the client just clicked; the field has the focus at once. */
export function NewPinForm({ target, screenshot, saving, onSave, onCancel }: NewPinFormProps) {
  const form = useAppForm({ schema: pinCommentSchema, defaultValues: { comment: '' }, failure: t.placeFailed });
  const blank = useWatch({ control: form.control, name: 'comment' }).trim() === '';
  const onSubmit = form.submitWith(({ comment }) => onSave(comment));
  useEffect(() => form.formRef.current?.querySelector('textarea')?.focus(), [form.formRef]);
  return (
    <form ref={form.formRef} onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3 rounded-lg border border-primary bg-primary-soft/30 p-3" data-testid="new-pin">
      <h3 className="font-semibold wrap-anywhere">{t.newComment(target)}</h3>
      {screenshot && <img src={screenshot} alt={t.screenshotOf(target)} className="h-auto w-full rounded-md border" />}
      <FormTextareaField control={form.control} name="comment" label={t.commentLabel} placeholder={t.commentPlaceholder} rows={3} maxLength={LONG_TEXT_MAX} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onCancel} disabled={saving}>
          {nl.generic.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={blank} loading={saving}>
          <MessageSquarePlus aria-hidden="true" />
          {t.saveComment}
        </Button>
      </div>
    </form>
  );
}
