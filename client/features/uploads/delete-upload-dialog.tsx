import { nl } from '@/src/text/nl';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';

const t = nl.uploads;

type DeleteUploadDialogProps = {
  fileName: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
};

/** "Bestand verwijderen?": open while fileName is set. */
export function DeleteUploadDialog({ fileName, deleting, onConfirm, onOpenChange }: DeleteUploadDialogProps) {
  return (
    <Dialog open={fileName !== null} onOpenChange={(open) => !deleting && onOpenChange(open)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.confirmTitle}</DialogTitle>
          <DialogDescription className="wrap-anywhere">{t.confirmDescription(fileName ?? '')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={deleting}>
              {nl.generic.cancel}
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={deleting} onClick={onConfirm}>
            {t.confirmDelete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
