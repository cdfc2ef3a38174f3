import { useState } from 'react';
import { toast } from '@/client/lib/toast';
import type { InvoiceDocument } from '@/src/domain/invoice-document';
import { invoicesText } from '@/src/text/nl/invoices';
import { errorMessage, errorStatus } from '@/client/lib/trpc';
import { saveFile } from './save-file';

/** One invoice's file saved by `save`, with the toasts either way; `downloading` names the invoice in progress. */
function useFileDownload(save: (invoiceId: string) => Promise<void>, done: string) {
  const [downloading, setDownloading] = useState<string | null>(null);

  async function download(invoiceId: string) {
    setDownloading(invoiceId);
    try {
      await save(invoiceId);
      toast.success(done);
    } catch (error) {
      const message = errorStatus(error) === 404 ? invoicesText.invoices.notFound : errorMessage(error, invoicesText.invoices.downloadFailed);
      toast.error(invoicesText.invoices.error, { description: message });
    } finally {
      setDownloading(null);
    }
  }

  return { download, downloading };
}

/**
 * Downloads an invoice as PDF: asks the server for its content, then loads the PDF builder (and
 * jsPDF with it) only now, so no page pays for it up front.
 */
export function useInvoiceDownload(fetchDocument: (invoiceId: string) => Promise<InvoiceDocument>) {
  return useFileDownload(async (invoiceId) => {
    const [document, { saveInvoicePdf }] = await Promise.all([fetchDocument(invoiceId), import('@/src/pdf/invoice-pdf')]);
    saveInvoicePdf(document);
  }, invoicesText.invoices.downloaded);
}

/** Downloads an invoice's e-invoice (UBL XML) as the server makes it. */
export function useUblDownload(fetchUbl: (invoiceId: string) => Promise<{ fileName: string; xml: string }>) {
  return useFileDownload(async (invoiceId) => {
    const { fileName, xml } = await fetchUbl(invoiceId);
    saveFile(fileName, xml, 'application/xml');
  }, invoicesText.invoices.ublDownloaded);
}
