import type { TAccountWithBalance } from '@groundwork/shared';
import { MoreHorizontal, PencilIcon, PowerIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { deactivateBlocker, deleteBlocker } from '../account-tree';

export type TAccountAction = 'edit' | 'toggle' | 'delete';

/** Edit, Deactivate/Reactivate and Delete of an account; an action it cannot take says why. */
export function AccountRowMenu({
  account,
  hasChildren,
  onAction,
}: {
  account: TAccountWithBalance;
  hasChildren: boolean;
  onAction: (action: TAccountAction, account: TAccountWithBalance) => void;
}) {
  const label = `${account.account_number} ${account.account_name}`;
  const toggleBlocker = account.is_active ? deactivateBlocker(account) : null;
  const removeBlocker = deleteBlocker(account, hasChildren);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${label}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuItem onSelect={() => onAction('edit', account)}>
          <PencilIcon aria-hidden="true" />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem disabled={toggleBlocker !== null} onSelect={() => onAction('toggle', account)}>
          <PowerIcon aria-hidden="true" />
          <span className="grid">
            {account.is_active ? 'Deactivate' : 'Reactivate'}
            {toggleBlocker ? <span className="text-muted-foreground text-xs">{toggleBlocker}</span> : null}
          </span>
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={removeBlocker !== null}
          className="text-destructive focus:text-destructive"
          onSelect={() => onAction('delete', account)}
        >
          <Trash2Icon aria-hidden="true" />
          <span className="grid">
            Delete
            {removeBlocker ? <span className="text-muted-foreground text-xs">{removeBlocker}</span> : null}
          </span>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
