import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Download, FileCheck2, Pencil, Send } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import type { QuoteDetail } from '@/src/schemas/quote-answers';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { errorMessage, trpc, useTrpcUtils } from '@/client/lib/trpc';

const t = quoteScreensText.detail;

/** Bewerken and Versturen while a concept; the PDF once sent and the signed PDF once accepted (plain downloads). */
export function QuoteActions({ quote }: { quote: QuoteDetail }) {
  const utils = useTrpcUtils();
  const send = trpc.admin.quotes.send.useMutation();
  const [confirming, setConfirming] = useState(false);
  const concept = quote.storedStatus === 'concept';

  async function confirmSend() {
    try {
      await send.mutateAsync({ id: quote.id });
      toast.success(t.sent(quote.recipient.email));
      setConfirming(false);
    } catch (error) {
      toast.error(t.sendFailed, { description: errorMessage(error, t.sendFailed) });
    } finally {
      await Promise.all([utils.admin.quotes.get.invalidate({ id: quote.id }), utils.admin.quotes.list.invalidate()]);
    }
  }

  return (
    <>
      {concept && (
        <>
          <Link to="/admin/quotes/$quoteId" params={{ quoteId: quote.id }} search={{ edit: true }} className={buttonClasses('outline')}>
            <Pencil aria-hidden="true" />
            {t.edit}
          </Link>
          <Button onClick={() => setConfirming(true)}>
            <Send aria-hidden="true" />
            {t.send}
          </Button>
        </>
      )}
      {quote.downloads.pdf && (
        <a href={quote.downloads.pdf} download className={buttonClasses('outline')}>
          <Download aria-hidden="true" />
          {t.downloadPdf}
        </a>
      )}
      {quote.downloads.signedPdf && (
        <a href={quote.downloads.signedPdf} download className={buttonClasses('primary')}>
          <FileCheck2 aria-hidden="true" />
          {t.downloadSigned}
        </a>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.sendTitle}
        description={t.sendDescription(quote.recipient.email)}
        confirmLabel={t.sendConfirm}
        confirmVariant="primary"
        busy={send.isPending}
        onConfirm={() => void confirmSend()}
        onOpenChange={setConfirming}
      />
    </>
  );
}
