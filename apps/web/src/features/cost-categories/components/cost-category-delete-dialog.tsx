import { COST_CATEGORY_MESSAGES, type TCostCategory } from '@groundwork/shared';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { errorMessage } from '@/lib/api-fetch';
import { useDeleteCostCategory } from '../api/use-change-cost-category';

/** Asks before deleting a cost category for good; one in use is refused by the server with its reason. */
export function CostCategoryDeleteDialog({
  category,
  onOpenChange,
}: {
  /** The category to delete; null when closed. */
  category: TCostCategory | null;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const remove = useDeleteCostCategory();

  const deleteCategory = async () => {
    if (!category) return;
    try {
      await remove.mutateAsync(category.id);
      toast.success(COST_CATEGORY_MESSAGES.deleted);
      onOpenChange(false);
    } catch (error) {
      console.error('Deleting the cost category failed', error);
      toast.error(COST_CATEGORY_MESSAGES.deleteFailed, {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <ConfirmDeleteDialog
      isOpen={category !== null}
      title={
        <>
          Delete cost category {category?.code} – {category?.description}?
        </>
      }
      description="The category is removed for good. To keep it but stop using it on new jobs, deactivate it instead."
      isDeleting={remove.isPending}
      onDelete={deleteCategory}
      onOpenChange={onOpenChange}
    />
  );
}
