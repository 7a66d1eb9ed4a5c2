import { COST_CATEGORY_MESSAGES, type TCostCategory } from '@groundwork/shared';
import { PencilIcon, PowerIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
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
  const verb = category.is_active ? 'Deactivate' : 'Activate';
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
    // Fixed columns, so each action lines up from row to row.
    <div className="grid grid-cols-[4.5rem_7rem_5rem] justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        className="justify-start"
        aria-label={`Edit ${category.code}`}
        onClick={onEdit}
      >
        <PencilIcon aria-hidden="true" />
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="justify-start"
        aria-label={`${verb} ${category.code}`}
        disabled={update.isPending}
        onClick={toggle}
      >
        <PowerIcon aria-hidden="true" />
        {verb}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="justify-start text-destructive hover:text-destructive"
        aria-label={`Delete ${category.code}`}
        onClick={onDelete}
      >
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
    </div>
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
              <Badge variant={category.is_active ? 'secondary' : 'outline'}>
                {category.is_active ? 'Active' : 'Inactive'}
              </Badge>
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
