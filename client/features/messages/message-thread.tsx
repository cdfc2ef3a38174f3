import { nl } from '@/src/text/nl';
import { LoadOlder, type OlderRows } from '@/client/features/lists/load-older';
import { Loading } from '@/client/components/ui/spinner';
import { MessageForm, type SendMessage } from './message-form';
import { MessageList, type ThreadMessage } from './message-list';
import { LoadError } from '@/client/components/ui/load-error';

type MessageThreadProps = {
  messages: readonly ThreadMessage[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onSend: SendMessage;
  currentUserId?: string;
  /** Older messages beyond those shown (use-message-thread.ts). */
  older?: OlderRows;
};

/** A project's communication thread for any role: the form on top, the messages newest first below. */
export function MessageThread({ messages, loading, error, onRetry, onSend, currentUserId, older }: MessageThreadProps) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <MessageForm onSend={onSend} />
      {loading ? (
        <Loading className="py-8" />
      ) : error || !messages ? (
        <LoadError error={error} onRetry={onRetry} compact />
      ) : (
        <>
          <MessageList messages={messages} currentUserId={currentUserId} />
          <LoadOlder older={older} label={nl.messages.loadOlder} failedLabel={nl.messages.olderFailed} />
        </>
      )}
    </div>
  );
}
