import { DEPARTMENT_MESSAGES, type TDepartment } from '@groundwork/shared';
import { toast } from 'sonner';
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
import { errorMessage } from '@/lib/api-fetch';
import { useDeleteDepartment } from '../api/use-delete-department';

/** Asks before deleting a department for good. */
export function DepartmentDeleteDialog({
  department,
  onOpenChange,
}: {
  /** The department to delete; null when closed. */
  department: TDepartment | null;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const remove = useDeleteDepartment();

  return (
    <AlertDialog open={department !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {department?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            The department is removed for good. To keep it but stop offering it, deactivate it instead.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={async (event) => {
              // Stay open until the server has answered.
              event.preventDefault();
              if (!department) return;
              try {
                await remove.mutateAsync(department.id);
                toast.success(DEPARTMENT_MESSAGES.deleted);
                onOpenChange(false);
              } catch (error) {
                console.error('Deleting the department failed', error);
                toast.error(DEPARTMENT_MESSAGES.deleteFailed, {
                  description: errorMessage(error, 'Please try again.'),
                });
              }
            }}
          >
            {remove.isPending ? <ButtonSpinner /> : null}
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
