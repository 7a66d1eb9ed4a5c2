import type * as React from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { ButtonSpinner } from '@/components/ui/spinner';

/** Asks before deleting something for good; stays open, its buttons disabled, while `onDelete` runs. */
export function ConfirmDeleteDialog({
  isOpen,
  title,
  description,
  isDeleting,
  onDelete,
  onOpenChange,
}: {
  isOpen: boolean;
  title: React.ReactNode;
  description: React.ReactNode;
  isDeleting: boolean;
  /** Closes the dialog itself once the server has agreed. */
  onDelete: () => Promise<void>;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <AlertDialog open={isOpen} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isDeleting}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={isDeleting}
            onClick={(event) => {
              // Stay open until the server has answered.
              event.preventDefault();
              void onDelete();
            }}
          >
            {isDeleting ? <ButtonSpinner /> : null}
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
