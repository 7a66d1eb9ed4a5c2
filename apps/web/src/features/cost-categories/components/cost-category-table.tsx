import { COST_CATEGORY_MESSAGES, type TCostCategory } from '@groundwork/shared';
import { toast } from 'sonner';
import { ActiveBadge } from '@/components/active-badge';
import { RowActions } from '@/components/row-actions';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { useUpdateCostCategory } from '../api/use-change-cost-category';

function CostCategoryActions({
  category,
  onEdit,
  onDelete,
}: {
  category: TCostCategory;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateCostCategory();
  const toggle = async () => {
    try {
      await update.mutateAsync({ id: category.id, input: { is_active: !category.is_active } });
      toast.success(
        category.is_active ? COST_CATEGORY_MESSAGES.deactivated : COST_CATEGORY_MESSAGES.activated,
      );
    } catch (error) {
      console.error('Changing the cost category status failed', error);
      toast.error(COST_CATEGORY_MESSAGES.updateFailed, {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };
  return (
    <RowActions
      name={category.code}
      isActive={category.is_active}
      isToggling={update.isPending}
      onEdit={onEdit}
      onToggle={toggle}
      onDelete={onDelete}
    />
  );
}

/** Spec §2 Cost Categories: Code, Description, GL Account, Status, Actions (the last for editors). */
export function CostCategoryTable({
  categories,
  canEdit,
  onEdit,
  onDelete,
}: {
  categories: readonly TCostCategory[];
  canEdit: boolean;
  onEdit: (category: TCostCategory) => void;
  onDelete: (category: TCostCategory) => void;
}) {
  return (
    <Table aria-label="Cost categories">
      <TableHeader>
        <TableRow>
          <TableHead className="w-20">Code</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>GL Account</TableHead>
          <TableHead className="w-28">Status</TableHead>
          {canEdit ? <TableHead className="text-right">Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {categories.map((category) => (
          <TableRow key={category.id} data-code={category.code}>
            <TableCell className="font-mono font-semibold">{category.code}</TableCell>
            <TableCell>{category.description}</TableCell>
            <TableCell>
              <span className="font-mono">{category.gl_account_number}</span>
              <span className="text-muted-foreground"> — {category.gl_account_name}</span>
            </TableCell>
            <TableCell>
              <ActiveBadge isActive={category.is_active} />
            </TableCell>
            {canEdit ? (
              <TableCell className="text-right">
                <CostCategoryActions
                  category={category}
                  onEdit={() => onEdit(category)}
                  onDelete={() => onDelete(category)}
                />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
