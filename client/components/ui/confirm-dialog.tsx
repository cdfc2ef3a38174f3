import type { ReactNode } from 'react';
import { nl } from '@/src/text/nl';
import { listsText } from '@/src/text/nl/lists';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  /** Destructive unless the action only sends something on (a quote to its recipient). */
  confirmVariant?: 'destructive' | 'primary';
  busy: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
};

/** "Are you sure?" before something that cannot be undone; it stays open while the action runs. */
export function ConfirmDialog({ open, title, description, confirmLabel = listsText.confirm.delete, confirmVariant = 'destructive', busy, onConfirm, onOpenChange }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="wrap-anywhere">{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {nl.generic.cancel}
            </Button>
          </DialogClose>
          <Button variant={confirmVariant} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
