import { COST_CATEGORY_MESSAGES, type TCostCategory } from '@groundwork/shared';
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
  return (
    <AlertDialog open={category !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            Delete cost category {category?.code} – {category?.description}?
          </AlertDialogTitle>
          <AlertDialogDescription>
            The category is removed for good. To keep it but stop using it on new jobs, deactivate it instead.
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
