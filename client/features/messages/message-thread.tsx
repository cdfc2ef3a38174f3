import { messagesText } from '@/src/text/nl/messages';
import { LoadOlder, type OlderRows } from '@/client/features/lists/load-older';
import { MessageForm, type SendMessage } from './message-form';
import { MessageList, type ThreadMessage } from './message-list';

type MessageThreadProps = {
  messages: readonly ThreadMessage[];
  onSend: SendMessage;
  currentUserId?: string;
  /** Older messages beyond those shown (use-message-thread.ts). */
  older?: OlderRows;
};

/** A project's communication thread for any role: the form on top, the messages newest first below. */
export function MessageThread({ messages, onSend, currentUserId, older }: MessageThreadProps) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <MessageForm onSend={onSend} />
      <MessageList messages={messages} currentUserId={currentUserId} />
      <LoadOlder older={older} label={messagesText.messages.loadOlder} failedLabel={messagesText.messages.olderFailed} />
    </div>
  );
}
