import { useState } from 'react';
import { toast } from '@/client/lib/toast';
import { nl } from '@/src/text/nl';
import { errorMessage, errorStatus } from '@/client/lib/trpc';
import { saveFile } from './save-file';

/** Downloads an invoice's e-invoice (UBL XML) as the server makes it; `downloading` names the invoice in progress. */
export function useUblDownload(fetchUbl: (invoiceId: string) => Promise<{ fileName: string; xml: string }>) {
  const [downloading, setDownloading] = useState<string | null>(null);

  async function download(invoiceId: string) {
    setDownloading(invoiceId);
    try {
      const { fileName, xml } = await fetchUbl(invoiceId);
      saveFile(fileName, xml, 'application/xml');
      toast.success(nl.invoices.ublDownloaded);
    } catch (error) {
      const message = errorStatus(error) === 404 ? nl.invoices.notFound : errorMessage(error, nl.invoices.downloadFailed);
      toast.error(nl.invoices.error, { description: message });
    } finally {
      setDownloading(null);
    }
  }

  return { download, downloading };
}
