import { MessageSquare } from 'lucide-react';
import { formatDateTime } from '@/src/dates';
import { messagesText } from '@/src/text/nl/messages';
import { cn } from '@/client/lib/class-names';

const t = messagesText.messages;

export type ThreadMessage = {
  id: string;
  message: string;
  createdAt: string | Date;
  author: { id: string; fullName: string | null; email: string } | null;
};

function authorName(author: ThreadMessage['author']): string {
  if (!author) return t.unknownAuthor;
  return author.fullName?.trim() || author.email;
}

type MessageListProps = { messages: readonly ThreadMessage[]; currentUserId?: string };

/** Newest first; scrolls inside about 24rem (spec 9) and can be scrolled with the keyboard. */
export function MessageList({ messages, currentUserId }: MessageListProps) {
  if (messages.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-8 text-center">
        <MessageSquare aria-hidden="true" className="size-6 text-muted-foreground" />
        <p className="text-sm font-medium">{messagesText.messages.none}</p>
      </div>
    );
  }
  return (
    <ul
      aria-label={t.listLabel}
      tabIndex={0}
      className="grid max-h-96 grid-cols-1 gap-3 overflow-y-auto rounded-xl border bg-muted/30 p-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      data-testid="message-list"
    >
      {messages.map((message) => {
        const own = currentUserId !== undefined && message.author?.id === currentUserId;
        return (
          <li key={message.id} className={cn('rounded-lg border p-3', own ? 'border-primary/20 bg-primary-soft' : 'bg-card')}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
              <p className="text-sm font-semibold">
                {authorName(message.author)}
                {own && <span className="font-normal text-muted-foreground"> ({t.you})</span>}
              </p>
              <time dateTime={new Date(message.createdAt).toISOString()} className="text-xs text-muted-foreground">
                {formatDateTime(message.createdAt)}
              </time>
            </div>
            <p className="mt-1.5 text-sm whitespace-pre-wrap wrap-anywhere">{message.message}</p>
          </li>
        );
      })}
    </ul>
  );
}
