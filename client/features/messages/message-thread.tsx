import { AlertTriangle } from 'lucide-react';
import { nl } from '../../../src/text/nl';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Loading } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/trpc';
import { MessageForm, type SendMessage } from './message-form';
import { MessageList, type ThreadMessage } from './message-list';

type MessageThreadProps = {
  messages: readonly ThreadMessage[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onSend: SendMessage;
  currentUserId?: string;
};

/** A project's communication thread for any role: the form on top, the messages newest first below. */
export function MessageThread({ messages, loading, error, onRetry, onSend, currentUserId }: MessageThreadProps) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <MessageForm onSend={onSend} />
      {loading ? (
        <Loading className="py-8" />
      ) : error || !messages ? (
        <EmptyState
          icon={AlertTriangle}
          title={nl.generic.loadFailed}
          description={errorMessage(error, nl.generic.error)}
          action={
            <Button variant="outline" size="sm" onClick={onRetry}>
              {nl.generic.retry}
            </Button>
          }
          className="py-8"
        />
      ) : (
        <MessageList messages={messages} currentUserId={currentUserId} />
      )}
    </div>
  );
}
