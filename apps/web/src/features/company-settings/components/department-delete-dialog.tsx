import { DEPARTMENT_MESSAGES, type TDepartment } from '@groundwork/shared';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
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

  const deleteDepartment = async () => {
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
  };

  return (
    <ConfirmDeleteDialog
      isOpen={department !== null}
      title={<>Delete {department?.name}?</>}
      description="The department is removed for good. To keep it but stop offering it, deactivate it instead."
      isDeleting={remove.isPending}
      onDelete={deleteDepartment}
      onOpenChange={onOpenChange}
    />
  );
}
