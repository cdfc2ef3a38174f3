import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { MESSAGE_MAX_LENGTH } from '@/src/schemas/message';
import { nl } from '@/src/text/nl';
import { Button } from '@/client/components/ui/button';
import { TextareaField } from '@/client/components/ui/text-field';
import { errorMessage } from '@/client/lib/trpc';

const t = nl.messages;

/** Sends the trimmed text; resolves when stored, rejects with the server's error. */
export type SendMessage = (message: string) => Promise<unknown>;

/** The textarea and send button; the text stays when sending fails (spec 5: never blank, trimmed). */
export function MessageForm({ onSend }: { onSend: SendMessage }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const message = text.trim();

  async function send() {
    if (!message || sending) return;
    setSending(true);
    try {
      await onSend(message);
      setText('');
      toast.success(nl.messages.sent);
    } catch (error) {
      toast.error(errorMessage(error, nl.messages.sendFailed));
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid grid-cols-1 gap-3">
      <TextareaField
        label={t.label}
        placeholder={t.placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={!message} loading={sending}>
          <Send aria-hidden="true" />
          {t.send}
        </Button>
      </div>
    </form>
  );
}
