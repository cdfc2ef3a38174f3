import { useState } from 'react';
import { toast } from '@/client/lib/toast';
import { checkUploadFile, MAX_FILES_PER_UPLOAD } from '@/src/domain/uploads';
import { uploadsText as uploadText } from '@/src/text/nl/uploads';
import type { SkippedFile } from '@/src/domain/uploads';
import { sendUploads, UploadRequestError } from './send-uploads';

type Sending = { count: number; percent: number };

function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

const totalSize = (files: readonly File[]) => files.reduce((sum, file) => sum + file.size, 0);

/**
 * Files the rules refuse (type, over 20 MB) are skipped before sending, the rest go in batches the server accepts, and every refusal
 * is kept for the page to list; one toast sums it up (spec 9 shows one at a time).
 */
export function useFileUpload(projectId: string, onUploaded: () => void) {
  const [sending, setSending] = useState<Sending | null>(null);
  const [skipped, setSkipped] = useState<SkippedFile[]>([]);

  async function upload(files: readonly File[]) {
    if (sending || files.length === 0) return;
    const refused: SkippedFile[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const reason = checkUploadFile(file);
      if (reason) refused.push({ fileName: file.name, message: reason });
      else accepted.push(file);
    }

    let uploaded = 0;
    let failure: string | null = null;
    if (accepted.length > 0) {
      const allBytes = Math.max(1, totalSize(accepted));
      let doneBytes = 0;
      setSending({ count: accepted.length, percent: 0 });
      try {
        for (const batch of inBatches(accepted, MAX_FILES_PER_UPLOAD)) {
          const batchBytes = totalSize(batch);
          const answer = await sendUploads(projectId, batch, (fraction) => {
            setSending({ count: accepted.length, percent: Math.round(((doneBytes + fraction * batchBytes) / allBytes) * 100) });
          });
          doneBytes += batchBytes;
          uploaded += answer.uploaded.length;
          refused.push(...answer.skipped);
        }
      } catch (error) {
        failure = error instanceof UploadRequestError ? error.message : uploadText.uploads.failed;
      } finally {
        setSending(null);
      }
    }

    setSkipped(refused);
    // A request that failed midway (storage down) may still have stored its first files: reload then too.
    if (uploaded > 0 || failure) onUploaded();
    const [firstRefusal, ...otherRefusals] = refused;
    if (failure) toast.error(failure);
    else if (firstRefusal) {
      toast.error(firstRefusal.message, {
        description: otherRefusals.length > 0 ? uploadText.uploads.moreSkipped(otherRefusals.length) : undefined,
      });
    } else if (uploaded > 0) toast.success(uploadText.uploads.uploaded(uploaded));
  }

  return { upload, sending, skipped, dismissSkipped: () => setSkipped([]) };
}
