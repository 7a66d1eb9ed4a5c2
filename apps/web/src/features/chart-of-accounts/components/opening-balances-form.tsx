import {
  formatCents,
  isIsoDate,
  JOURNAL_MESSAGES,
  type TAccountWithBalance,
  todayIso,
} from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { cn } from '@/lib/utils';
import { groupAccounts } from '../account-tree';
import { usePostOpeningBalances } from '../api/use-opening-balances';
import { openingSummary, type TOpeningAmounts } from '../opening-balances';
import { DateField } from './date-field';

const CONTROL_NOTE = 'Comes from open invoices';

function SummaryFigure({ label, cents, testId }: { label: string; cents: string; testId: string }) {
  return (
    <div className="grid">
      <span className="text-muted-foreground text-xs">{label}</span>
      <span className="font-semibold tabular-nums" data-testid={testId}>
        {cents}
      </span>
    </div>
  );
}

/**
 * Every active account with a debit and a credit field, the start date, and the running totals; the
 * difference goes to Opening Balance Equity when posted. Control accounts are left to their modules.
 */
export function OpeningBalancesForm({ accounts }: { accounts: readonly TAccountWithBalance[] }) {
  const [entryDate, setEntryDate] = React.useState(todayIso());
  const [amounts, setAmounts] = React.useState<ReadonlyMap<string, TOpeningAmounts>>(new Map());
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const post = usePostOpeningBalances();
  const groups = React.useMemo(() => groupAccounts(accounts), [accounts]);
  const summary = React.useMemo(() => openingSummary(amounts), [amounts]);

  const set = (accountId: string, side: keyof TOpeningAmounts, cents: number | null) =>
    setAmounts((current) => {
      const next = new Map(current);
      next.set(accountId, { debit: null, credit: null, ...current.get(accountId), [side]: cents });
      return next;
    });

  const problem = !isIsoDate(entryDate)
    ? 'Choose the start date'
    : summary.invalid.size > 0
      ? 'Each account has either a debit or a credit, as an amount with at most two decimals'
      : summary.lines.length === 0
        ? JOURNAL_MESSAGES.openingEmpty
        : null;

  const equity = summary.equity_cents;
  const equityText =
    equity === 0 ? formatCents(0) : `${formatCents(Math.abs(equity))} ${equity > 0 ? 'credit' : 'debit'}`;

  const submit = () =>
    setConfirm({
      title: 'Post opening balances?',
      description: `One opening entry dated ${entryDate} with ${summary.lines.length} account${summary.lines.length === 1 ? '' : 's'}; Opening Balance Equity takes ${equityText}. It can only be undone by reversing it.`,
      action: 'Post',
      run: () =>
        post.mutate(
          { entry_date: entryDate, lines: summary.lines },
          {
            onSuccess: () => toast.success('Opening balances posted'),
            onError: (error) => {
              console.error('Posting the opening balances failed', error);
              toast.error('Could not post the opening balances', {
                description: errorMessage(error, 'Please try again.'),
              });
            },
          },
        ),
    });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <DateField id="opening-date" label="Start date" value={entryDate} onChange={setEntryDate} />
        <p className="max-w-xl pb-2 text-muted-foreground text-sm">
          Enter each account's balance on this date from your previous books. Leave an account empty when it
          has none.
        </p>
      </div>
      <Table aria-label="Opening balances">
        <TableHeader>
          <TableRow>
            <TableHead className="w-24">Number</TableHead>
            <TableHead>Account</TableHead>
            <TableHead className="w-40 text-right">Debit</TableHead>
            <TableHead className="w-40 text-right">Credit</TableHead>
          </TableRow>
        </TableHeader>
        {groups
          .filter((group) => group.rows.length > 0)
          .map((group) => (
            <TableBody key={group.type}>
              <TableRow className="bg-muted/60 hover:bg-muted/60">
                <TableCell colSpan={4} className="font-semibold">
                  {group.title}
                </TableCell>
              </TableRow>
              {group.rows.map(({ account, depth }) => {
                const value = amounts.get(account.id);
                const isInvalid = summary.invalid.has(account.id);
                const name = `${account.account_number} ${account.account_name}`;
                return (
                  <TableRow key={account.id} data-account={account.account_number}>
                    <TableCell className="font-mono">{account.account_number}</TableCell>
                    <TableCell className="whitespace-normal">
                      <div style={{ paddingLeft: `${depth * 1.25}rem` }}>
                        {account.account_name}
                        {account.is_control ? (
                          <span className="block text-muted-foreground text-xs">{CONTROL_NOTE}</span>
                        ) : null}
                        {isInvalid ? (
                          <span className="block text-destructive text-xs" id={`opening-${account.id}-error`}>
                            A debit or a credit, not both
                          </span>
                        ) : null}
                      </div>
                    </TableCell>
                    {(['debit', 'credit'] as const).map((side) => (
                      <TableCell key={side}>
                        <MoneyInput
                          aria-label={`${side === 'debit' ? 'Debit' : 'Credit'} ${name}`}
                          className={cn('text-right tabular-nums', isInvalid && 'border-destructive')}
                          aria-invalid={isInvalid || undefined}
                          aria-describedby={isInvalid ? `opening-${account.id}-error` : undefined}
                          disabled={account.is_control || post.isPending}
                          title={account.is_control ? CONTROL_NOTE : undefined}
                          value={value?.[side] ?? null}
                          onChange={(cents) => set(account.id, side, cents)}
                        />
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          ))}
      </Table>
      <div className="sticky bottom-0 z-10 -mx-6 flex flex-wrap items-center justify-between gap-4 border-t bg-card px-6 py-4">
        <div className="flex flex-wrap gap-6" aria-live="polite">
          <SummaryFigure
            label="Total debits"
            cents={formatCents(summary.debit_cents)}
            testId="opening-debits"
          />
          <SummaryFigure
            label="Total credits"
            cents={formatCents(summary.credit_cents)}
            testId="opening-credits"
          />
          <SummaryFigure label="To Opening Balance Equity" cents={equityText} testId="opening-equity" />
        </div>
        <div className="grid justify-items-end gap-1">
          <Button disabled={problem !== null || post.isPending} onClick={submit}>
            {post.isPending ? <ButtonSpinner /> : null}
            Post Opening Balances
          </Button>
          {problem && amounts.size > 0 ? <p className="text-muted-foreground text-xs">{problem}</p> : null}
        </div>
      </div>
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
