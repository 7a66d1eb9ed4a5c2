import type { TAccountWithBalance } from '@groundwork/shared';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import type { TAccountGroup } from '../account-tree';
import { AccountRowMenu, type TAccountAction } from './account-row-menu';
import { Amount } from './amount';

function AccountBadges({ account }: { account: TAccountWithBalance }) {
  return (
    <>
      {account.system_key ? (
        <Badge variant="secondary" title="Used by the product's postings; cannot be deleted or deactivated">
          System
        </Badge>
      ) : null}
      {account.is_control ? (
        <Badge variant="outline" title="Moves only through its module (invoices, billing, payments)">
          Control
        </Badge>
      ) : null}
      {account.is_cash ? <Badge variant="outline">Cash</Badge> : null}
      {account.is_active ? null : <Badge variant="outline">Inactive</Badge>}
    </>
  );
}

/**
 * The chart: one section per type with its accounts (sub-accounts indented under their parent), each
 * balance as of the date and a subtotal per type. `onAction` (editors only) adds the row menu.
 */
export function ChartTable({
  groups,
  parents,
  onAction,
}: {
  groups: readonly TAccountGroup[];
  /** Accounts with sub-accounts (in the whole chart), which cannot be deleted. */
  parents: ReadonlySet<string>;
  onAction?: (action: TAccountAction, account: TAccountWithBalance) => void;
}) {
  const columns = onAction ? 4 : 3;
  return (
    <Table aria-label="Chart of accounts">
      <TableHeader>
        <TableRow>
          <TableHead className="hidden w-28 sm:table-cell">Number</TableHead>
          <TableHead>Name</TableHead>
          <TableHead className="text-right">Balance</TableHead>
          {onAction ? (
            <TableHead className="w-12">
              <span className="sr-only">Actions</span>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      {groups.map((group) => (
        <TableBody key={group.type} aria-label={group.title}>
          <TableRow className="bg-muted/60 hover:bg-muted/60">
            <TableCell colSpan={columns} className="font-semibold">
              <h2>
                {group.title}{' '}
                <span className="font-normal text-muted-foreground text-xs">
                  {group.rows.length} account{group.rows.length === 1 ? '' : 's'}
                </span>
              </h2>
            </TableCell>
          </TableRow>
          {group.rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns} className="text-muted-foreground text-sm">
                No {group.title.toLowerCase()} accounts.
              </TableCell>
            </TableRow>
          ) : (
            group.rows.map(({ account, depth }) => (
              <TableRow
                key={account.id}
                data-account={account.account_number}
                className={cn(!account.is_active && 'text-muted-foreground')}
              >
                <TableCell className="hidden font-mono sm:table-cell">{account.account_number}</TableCell>
                <TableCell className="whitespace-normal">
                  <div className="flex items-start gap-1" style={{ paddingLeft: `${depth * 1.25}rem` }}>
                    {depth > 0 ? (
                      <span aria-hidden="true" className="text-muted-foreground">
                        └
                      </span>
                    ) : null}
                    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="font-mono text-muted-foreground sm:hidden">
                        {account.account_number}
                      </span>
                      <Link
                        to={`/chart-of-accounts/${account.id}`}
                        className="font-medium underline-offset-4 hover:underline"
                      >
                        {account.account_name}
                      </Link>
                      <AccountBadges account={account} />
                    </div>
                  </div>
                </TableCell>
                <TableCell className="text-right">
                  <Amount cents={account.balance_cents} />
                </TableCell>
                {onAction ? (
                  <TableCell className="text-right">
                    <AccountRowMenu
                      account={account}
                      hasChildren={parents.has(account.id)}
                      onAction={onAction}
                    />
                  </TableCell>
                ) : null}
              </TableRow>
            ))
          )}
          <TableRow className="border-b-2 font-medium hover:bg-transparent" data-subtotal={group.type}>
            <TableCell className="hidden sm:table-cell" />
            <TableCell className="text-right text-muted-foreground">Total {group.title}</TableCell>
            <TableCell className="text-right">
              <Amount cents={group.subtotal_cents} />
            </TableCell>
            {onAction ? <TableCell /> : null}
          </TableRow>
        </TableBody>
      ))}
    </Table>
  );
}
