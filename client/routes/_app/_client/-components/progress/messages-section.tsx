import { nl } from '@/src/text/nl';
import { MessageThread } from '@/client/features/messages/message-thread';
import { useMessageThread } from '@/client/features/messages/use-message-thread';
import { trpc } from '@/client/lib/trpc';
import { useMe } from '@/client/lib/session';
import { SectionCard } from './section-card';
import { useProgressRefresh } from './use-progress-refresh';

const t = nl.messages;

/** Spec 2/5: the project's thread with the developer. */
export function MessagesSection({ projectId }: { projectId: string }) {
  const thread = useMessageThread(projectId);
  const send = trpc.project.messages.send.useMutation();
  const me = useMe();
  const refresh = useProgressRefresh(projectId);

  async function onSend(message: string) {
    await send.mutateAsync({ projectId, message });
    await refresh.messages();
  }

  return (
    <SectionCard id="berichten" title={t.title} description={t.description}>
      <MessageThread
        messages={thread.messages}
        loading={thread.loading}
        error={thread.error}
        onRetry={thread.retry}
        older={thread.older}
        onSend={onSend}
        currentUserId={me?.user.id}
      />
    </SectionCard>
  );
}
