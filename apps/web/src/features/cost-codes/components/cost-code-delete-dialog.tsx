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
import type { TDraftRow } from '../cost-code-draft';

/** Asks before a row leaves the list (spec §5: deletion asks for confirmation); saving makes it final. */
export function CostCodeDeleteDialog({
  row,
  onConfirm,
  onOpenChange,
}: {
  /** The row to delete; null when closed. */
  row: TDraftRow | null;
  onConfirm: (row: TDraftRow) => void;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const code = row?.original?.code ?? row?.code ?? '';
  return (
    <AlertDialog open={row !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete cost code {code}?</AlertDialogTitle>
          <AlertDialogDescription>
            {row?.original
              ? `“${row.original.description}” is removed when you save all changes. Cancel the edit to keep it.`
              : 'The new row is removed.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => row && onConfirm(row)}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
