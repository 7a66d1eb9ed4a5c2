import type * as React from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ButtonSpinner } from '@/components/ui/spinner';

/** A dialog with a title and a description above its form (or whatever the form led to). */
export function FormDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  className,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** Cancel and the submit button of a dialog's form; the submit button spins while saving. */
export function DialogFormFooter({
  submitLabel,
  isSaving,
  isSubmitDisabled = isSaving,
  isCancelDisabled = false,
  onCancel,
}: {
  submitLabel: string;
  isSaving: boolean;
  /** Defaults to `isSaving`. */
  isSubmitDisabled?: boolean;
  isCancelDisabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" disabled={isCancelDisabled} onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={isSubmitDisabled}>
        {isSaving ? <ButtonSpinner /> : null}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}

/** The single Done button under what a dialog's form produced (say, a temporary password). */
export function DialogDoneFooter({ onDone }: { onDone: () => void }) {
  return (
    <DialogFooter>
      <Button onClick={onDone}>Done</Button>
    </DialogFooter>
  );
}
