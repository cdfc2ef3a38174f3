import { devMailboxText } from '@/src/text/nl/dev-mailbox';
import { toast } from './toast';
import type { TrpcUtils } from './trpc';

/**
 * A success toast that sends someone to their mail. Outside production without SMTP the mail is in
 * the development mailbox (/dev/mail): the toast links there, opening beside the app.
 */
export async function toastCheckMail(trpc: TrpcUtils, message: string): Promise<void> {
  const mailbox = await trpc.site.devMailbox.fetch(undefined, { staleTime: Infinity }).catch(() => ({ path: null }));
  const link = mailbox.path && (
    <a href={mailbox.path} target="_blank" rel="noreferrer" className="font-medium underline underline-offset-4">
      {devMailboxText.open}
    </a>
  );
  toast.success(message, link ? { description: link, duration: 10_000 } : undefined);
}
