import { PencilIcon, PowerIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Edit, Activate/Deactivate and Delete of a table row, each named after the row (`name`) for screen
 * readers and tests. Without `canToggleAndDelete` only Edit is offered.
 */
export function RowActions({
  name,
  isActive,
  isToggling,
  canToggleAndDelete = true,
  onEdit,
  onToggle,
  onDelete,
}: {
  name: string;
  isActive: boolean;
  isToggling: boolean;
  canToggleAndDelete?: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const verb = isActive ? 'Deactivate' : 'Activate';
  return (
    // Fixed columns, so each action lines up from row to row even where a row has only Edit.
    <div className="grid grid-cols-[4.5rem_7rem_5rem] justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Edit ${name}`}
        className="justify-start"
        onClick={onEdit}
      >
        <PencilIcon aria-hidden="true" />
        Edit
      </Button>
      {canToggleAndDelete ? (
        <>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${verb} ${name}`}
            className="justify-start"
            disabled={isToggling}
            onClick={onToggle}
          >
            <PowerIcon aria-hidden="true" />
            {verb}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${name}`}
            className="justify-start text-destructive hover:text-destructive"
            onClick={onDelete}
          >
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        </>
      ) : null}
    </div>
  );
}
