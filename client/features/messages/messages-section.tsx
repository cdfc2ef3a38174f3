import { messagesText } from '@/src/text/nl/messages';
import { SectionCard } from '@/client/components/layout/section-card';
import { useMe } from '@/client/lib/session';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { MessageThread } from './message-thread';
import { useMessageThread } from './use-message-thread';
import { useReadArrivingMessages } from './use-read-arriving-messages';

const t = messagesText.messages;

/** Spec 2/5: a project's thread, the same for the client's progress page and the staff's project detail. */
export function MessagesSection({ projectId, description = t.description, className }: { projectId: string; description?: string; className?: string }) {
  const thread = useMessageThread(projectId);
  const send = trpc.project.messages.send.useMutation();
  const utils = useTrpcUtils();
  const me = useMe();
  useReadArrivingMessages(projectId, thread.messages[0], me?.user.id);

  async function onSend(message: string) {
    await send.mutateAsync({ projectId, message });
    await utils.project.messages.list.invalidate({ projectId });
  }

  return (
    <SectionCard id="berichten" title={t.title} description={description} className={className}>
      <MessageThread
        messages={thread.messages}
        older={thread.older}
        onSend={onSend}
        currentUserId={me?.user.id}
      />
    </SectionCard>
  );
}
