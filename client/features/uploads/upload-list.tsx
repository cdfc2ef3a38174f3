import { useState } from 'react';
import { Download, FileImage, FileText, FolderOpen, Trash2 } from 'lucide-react';
import { formatDate } from '@/src/dates';
import { uploadsText as uploadText } from '@/src/text/nl/uploads';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { DeleteUploadDialog } from './delete-upload-dialog';
import { formatFileSize } from './file-size';

const t = uploadText.uploads;

export type UploadListItem = {
  id: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  createdAt: string | Date;
  downloadUrl: string;
  uploaderName: string | null;
  /** Whether the signed-in user may delete it (the server decides and checks again). */
  canDelete?: boolean;
};

type UploadListProps = {
  uploads: readonly UploadListItem[];
  /** Deletes after the confirmation; resolves when done (the caller toasts and refreshes). */
  onDelete?: (upload: UploadListItem) => Promise<unknown>;
  /** After "Nog geen bestanden."; the staff read who uploads them. */
  emptyDescription?: string;
};

/** The project's files: name, size, date and uploader, with download and (own files) delete. */
export function UploadList({ uploads, onDelete, emptyDescription = t.noneDescription }: UploadListProps) {
  const [confirming, setConfirming] = useState<UploadListItem | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirmDelete() {
    if (!confirming || !onDelete) return;
    setDeleting(true);
    try {
      await onDelete(confirming);
      setConfirming(null);
    } catch {
      // The caller showed why; the dialog stays so the person can try again or cancel.
    } finally {
      setDeleting(false);
    }
  }

  if (uploads.length === 0) {
    return (
      <div className="flex items-center gap-3 rounded-xl border px-4 py-3 text-sm" data-testid="upload-list-empty">
        <FolderOpen aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        <p>
          <span className="font-medium">{t.none}</span> <span className="text-muted-foreground">{emptyDescription}</span>
        </p>
      </div>
    );
  }

  return (
    <>
      <ul aria-label={t.listLabel} className="divide-y rounded-xl border" data-testid="upload-list">
        {uploads.map((upload) => {
          const Icon = upload.fileType.startsWith('image/') ? FileImage : FileText;
          return (
            <li key={upload.id} className="flex items-start gap-3 px-3 py-3 sm:px-4">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium break-all">{upload.fileName}</p>
                <p className="text-xs text-muted-foreground">
                  <span className="whitespace-nowrap">{formatFileSize(upload.fileSize)}</span> ·{' '}
                  <span className="whitespace-nowrap">{formatDate(upload.createdAt)}</span> ·{' '}
                  <span className="whitespace-nowrap">{t.uploadedBy(upload.uploaderName ?? t.unknownUploader)}</span>
                </p>
              </div>
              <div className="-my-2 flex shrink-0 items-center">
                <a
                  href={upload.downloadUrl}
                  download={upload.fileName}
                  aria-label={t.download(upload.fileName)}
                  title={t.download(upload.fileName)}
                  className={buttonClasses('ghost', 'icon')}
                >
                  <Download aria-hidden="true" />
                </a>
                {onDelete && upload.canDelete && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t.delete(upload.fileName)}
                    title={t.delete(upload.fileName)}
                    className="text-muted-foreground hover:text-destructive"
                    onClick={() => setConfirming(upload)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <DeleteUploadDialog
        fileName={confirming?.fileName ?? null}
        deleting={deleting}
        onConfirm={() => void confirmDelete()}
        onOpenChange={(open) => !open && setConfirming(null)}
      />
    </>
  );
}
