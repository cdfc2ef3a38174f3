import { uploadsText as uploadText } from '@/src/text/nl/uploads';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';

const t = uploadText.uploads;

type DeleteUploadDialogProps = {
  fileName: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
};

/** "Bestand verwijderen?": open while fileName is set. */
export function DeleteUploadDialog({ fileName, deleting, onConfirm, onOpenChange }: DeleteUploadDialogProps) {
  return (
    <ConfirmDialog
      open={fileName !== null}
      title={t.confirmTitle}
      description={t.confirmDescription(fileName ?? '')}
      confirmLabel={t.confirmDelete}
      busy={deleting}
      onConfirm={onConfirm}
      onOpenChange={onOpenChange}
    />
  );
}
