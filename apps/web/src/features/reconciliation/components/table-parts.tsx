import { PencilIcon, Trash2Icon } from 'lucide-react';
import { IconAction } from '@/components/icon-action';
import { TableHead } from '@/components/ui/table';

/** The header of a table's actions column: named for screen readers only. */
export function ActionsHead({ className }: { className?: string }) {
  return (
    <TableHead className={className}>
      <span className="sr-only">Actions</span>
    </TableHead>
  );
}

/** A row's Edit and Delete icon buttons, each named after the row. */
export function EditDeleteActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex justify-end gap-1">
      <IconAction label={editLabel} onClick={onEdit}>
        <PencilIcon aria-hidden />
      </IconAction>
      <IconAction label={deleteLabel} onClick={onDelete}>
        <Trash2Icon aria-hidden className="text-destructive" />
      </IconAction>
    </div>
  );
}
