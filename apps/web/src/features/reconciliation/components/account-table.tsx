// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { TBankAccount } from '../api/bank-accounts-api';
import { lastMonthLabel, maskedLastFour } from './account-status';
import { ActionsHead, EditDeleteActions } from './table-parts';

/** Where an account stands: in progress, not reconciled for last month, or up to date. */
export function AccountStateBadge({ account }: { account: TBankAccount }) {
  if (!account.is_active) return <Badge variant="outline">Inactive</Badge>;
  if (account.in_progress) return <Badge variant="secondary">In progress</Badge>;
  if (account.unreconciled_last_month)
    return (
      <Badge className="border-amber-300 bg-amber-100 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
        Not reconciled for {lastMonthLabel()}
      </Badge>
    );
  return <Badge variant="outline">Up to date</Badge>;
}

/** The company's bank accounts: balances, last reconciliation, what is open, and each account's actions. */
export function AccountTable({
  accounts,
  canWrite,
  onEdit,
  onDelete,
}: {
  accounts: readonly TBankAccount[];
  canWrite: boolean;
  onEdit: (account: TBankAccount) => void;
  onDelete: (account: TBankAccount) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <Table aria-label="Bank accounts">
        <TableHeader>
          <TableRow>
            <TableHead>Bank account</TableHead>
            <TableHead className="text-right">Book balance</TableHead>
            <TableHead>Last reconciled</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right max-lg:hidden" title="Book items not cleared">
              Uncleared
            </TableHead>
            <TableHead className="text-right max-lg:hidden" title="Statement lines not matched">
              Unmatched
            </TableHead>
            {canWrite ? <ActionsHead className="text-right" /> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.id} className={account.is_active ? undefined : 'text-muted-foreground'}>
              <TableCell>
                <Link
                  to={`/reconciliation/accounts/${account.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {account.name}
                </Link>
                <div className="text-muted-foreground text-xs">
                  {account.gl_account.number} — {account.gl_account.name}
                  {account.bank_name || account.last_four
                    ? ` · ${[account.bank_name, maskedLastFour(account.last_four)].filter(Boolean).join(' ')}`
                    : ''}
                </div>
                <div className="mt-1 md:hidden">
                  <AccountStateBadge account={account} />
                </div>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatCents(account.book_balance_cents)}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {account.last_reconciled ? (
                  <>
                    {account.last_reconciled.statement_date}
                    <div className="text-muted-foreground text-xs tabular-nums">
                      {formatCents(account.last_reconciled.ending_balance_cents)}
                    </div>
                  </>
                ) : (
                  <span className="text-muted-foreground">Never</span>
                )}
              </TableCell>
              <TableCell>
                <div className="flex flex-col items-start gap-1">
                  <AccountStateBadge account={account} />
                  {account.in_progress ? (
                    <Link
                      to={`/reconciliation/${account.in_progress.id}`}
                      className="text-primary text-xs underline-offset-4 hover:underline"
                    >
                      Continue {account.in_progress.statement_date}
                    </Link>
                  ) : null}
                </div>
              </TableCell>
              <TableCell className="text-right tabular-nums max-lg:hidden">
                {account.uncleared_count}
              </TableCell>
              <TableCell className="text-right tabular-nums max-lg:hidden">
                {account.unmatched_count}
              </TableCell>
              {canWrite ? (
                <TableCell>
                  <EditDeleteActions
                    editLabel={`Edit ${account.name}`}
                    deleteLabel={`Delete ${account.name}`}
                    onEdit={() => onEdit(account)}
                    onDelete={() => onDelete(account)}
                  />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
