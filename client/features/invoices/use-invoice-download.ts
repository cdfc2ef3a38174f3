import { useState } from 'react';
import { toast } from '@/client/lib/toast';
import type { InvoiceDocument } from '@/src/domain/invoice-document';
import { nl } from '@/src/text/nl';
import { errorMessage, errorStatus } from '@/client/lib/trpc';

/**
 * Downloads an invoice as PDF: asks the server for its content, then loads the PDF builder (and
 * jsPDF with it) only now, so no page pays for it up front. `downloading` names the invoice in progress.
 */
export function useInvoiceDownload(fetchDocument: (invoiceId: string) => Promise<InvoiceDocument>) {
  const [downloading, setDownloading] = useState<string | null>(null);

  async function download(invoiceId: string) {
    setDownloading(invoiceId);
    try {
      const [document, { saveInvoicePdf }] = await Promise.all([fetchDocument(invoiceId), import('@/src/pdf/invoice-pdf')]);
      saveInvoicePdf(document);
      toast.success(nl.invoices.downloaded);
    } catch (error) {
      const message = errorStatus(error) === 404 ? nl.invoices.notFound : errorMessage(error, nl.invoices.downloadFailed);
      toast.error(nl.invoices.error, { description: message });
    } finally {
      setDownloading(null);
    }
  }

  return { download, downloading };
}
