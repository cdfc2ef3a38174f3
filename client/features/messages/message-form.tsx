import type { KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/client/lib/toast';
import { MESSAGE_MAX_LENGTH, messageSchema } from '@/src/schemas/message';
import { messagesText } from '@/src/text/nl/messages';
import { FormTextareaField } from '@/client/components/form/form-text-fields';
import { Button } from '@/client/components/ui/button';
import { useAppForm } from '@/client/lib/use-app-form';

const t = messagesText.messages;

/** Sends the trimmed text; resolves when stored, rejects with the server's error. */
export type SendMessage = (message: string) => Promise<unknown>;

/** The textarea and send button; the text stays when sending fails (spec 5: never blank, trimmed). */
export function MessageForm({ onSend }: { onSend: SendMessage }) {
  const form = useAppForm({ schema: messageSchema, defaultValues: { message: '' }, failure: messagesText.messages.sendFailed });
  const blank = useWatch({ control: form.control, name: 'message' }).trim() === '';
  const sending = form.formState.isSubmitting;

  const send = form.submitWith(async ({ message }) => {
    await onSend(message);
    form.reset();
    toast.success(messagesText.messages.sent);
  });

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!blank && !sending) void send();
    }
  }

  return (
    <form ref={form.formRef} onSubmit={(event) => void send(event)} noValidate className="grid grid-cols-1 gap-3">
      <FormTextareaField
        control={form.control}
        name="message"
        label={t.label}
        placeholder={t.placeholder}
        onKeyDown={onKeyDown}
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={blank} loading={sending}>
          <Send aria-hidden="true" />
          {t.send}
        </Button>
      </div>
    </form>
  );
}
