import type { TReconciliation } from '@groundwork/shared';
import * as React from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-fetch';
import { cn } from '@/lib/utils';
import { useUpdateReconciliation } from '../api/reconciliations-api';
import { formatAmount, parseSignedCents, type TReconciliationTotals } from '../workspace-model';

/**
 * The reconciliation's header: account, statement date and ending balance (editable while in
 * progress), beginning balance (read-only: the last finished reconciliation's ending), cleared
 * deposits, payments and total, and the difference — all live as matches change.
 */
export function WorkspaceSummary({
  reconciliation,
  totals,
  isEditable,
  statementDate,
  onStatementDateDraft,
}: {
  reconciliation: TReconciliation;
  totals: TReconciliationTotals;
  isEditable: boolean;
  /** The date the totals use: the one being typed, so the figures follow it at once. */
  statementDate: string;
  onStatementDateDraft: (date: string) => void;
}) {
  const update = useUpdateReconciliation(reconciliation.id);
  const account = reconciliation.bank_account;
  const [endingText, setEndingText] = React.useState(() => formatAmount(reconciliation.ending_balance_cents));
  const [endingError, setEndingError] = React.useState<string | null>(null);

  React.useEffect(() => {
    setEndingText(formatAmount(reconciliation.ending_balance_cents));
  }, [reconciliation.ending_balance_cents]);

  const save = async (input: { statement_date?: string; ending_balance_cents?: number }) => {
    try {
      await update.mutateAsync(input);
      toast.success('Statement saved');
    } catch (caught) {
      toast.error(errorMessage(caught, 'The statement could not be saved'));
      onStatementDateDraft(reconciliation.statement_date);
      setEndingText(formatAmount(reconciliation.ending_balance_cents));
    }
  };

  const commitEnding = () => {
    const cents = parseSignedCents(endingText);
    if (cents === null || Number.isNaN(cents)) {
      setEndingError('Enter the ending balance, e.g. 12,345.67 or -250.00');
      return;
    }
    setEndingError(null);
    setEndingText(formatAmount(cents));
    if (cents !== reconciliation.ending_balance_cents) void save({ ending_balance_cents: cents });
  };

  const commitDate = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(statementDate)) {
      onStatementDateDraft(reconciliation.statement_date);
      return;
    }
    if (statementDate !== reconciliation.statement_date) void save({ statement_date: statementDate });
  };

  const endingCents = parseSignedCents(endingText);
  const isZero = totals.differenceCents === 0;
  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="grid grid-cols-2 gap-x-6 gap-y-4 md:grid-cols-4 2xl:grid-cols-8">
          <div className="col-span-2 grid content-start gap-1">
            <span className="text-muted-foreground text-xs">Account</span>
            <Link
              to={`/reconciliation/accounts/${account.id}`}
              className="font-medium underline-offset-4 hover:underline"
            >
              {account.name}
            </Link>
            <span className="text-muted-foreground text-xs">
              {account.gl_account.number} {account.gl_account.name}
            </span>
          </div>
          <div className="grid content-start gap-1">
            {isEditable ? (
              <>
                <Label htmlFor="statement-date" className="text-muted-foreground text-xs">
                  Statement date
                </Label>
                <Input
                  id="statement-date"
                  type="date"
                  className="h-8 w-full max-w-40"
                  value={statementDate}
                  onChange={(event) => onStatementDateDraft(event.target.value)}
                  onBlur={commitDate}
                  onKeyDown={(event) => (event.key === 'Enter' ? commitDate() : null)}
                />
              </>
            ) : (
              <Figure label="Statement date" value={reconciliation.statement_date} />
            )}
          </div>
          <div className="grid content-start gap-1">
            {isEditable ? (
              <>
                <Label htmlFor="ending-balance" className="text-muted-foreground text-xs">
                  Ending balance
                </Label>
                <Input
                  id="ending-balance"
                  inputMode="decimal"
                  autoComplete="off"
                  className="h-8 w-full max-w-36 text-right tabular-nums"
                  aria-invalid={endingError ? true : undefined}
                  aria-describedby={endingError ? 'ending-balance-error' : undefined}
                  value={endingText}
                  onChange={(event) => setEndingText(event.target.value)}
                  onBlur={commitEnding}
                  onKeyDown={(event) => (event.key === 'Enter' ? commitEnding() : null)}
                />
                {endingError ? (
                  <p id="ending-balance-error" role="alert" className="text-destructive text-xs">
                    {endingError}
                  </p>
                ) : null}
              </>
            ) : (
              <Figure
                label="Ending balance"
                value={formatAmount(reconciliation.ending_balance_cents)}
                isAmount
              />
            )}
          </div>
          <Figure
            label="Beginning balance"
            value={formatAmount(reconciliation.beginning_balance_cents)}
            isAmount
          />
          <Figure
            label="Cleared deposits"
            value={formatAmount(totals.clearedDepositsCents)}
            isAmount
            testId="cleared-deposits"
          />
          <Figure
            label="Cleared payments"
            value={formatAmount(totals.clearedPaymentsCents)}
            isAmount
            testId="cleared-payments"
          />
          <Figure
            label={`Cleared total (${totals.clearedCount} ${totals.clearedCount === 1 ? 'item' : 'items'})`}
            value={formatAmount(totals.clearedTotalCents)}
            isAmount
            testId="cleared-total"
          />
        </div>
        <div
          className={cn(
            'flex flex-wrap items-baseline justify-between gap-2 rounded-md px-4 py-3',
            isZero ? 'bg-emerald-50 dark:bg-emerald-950/40' : 'bg-destructive/10',
          )}
        >
          <span className="text-muted-foreground text-sm">
            Difference = ending balance{' '}
            {endingCents !== null && !Number.isNaN(endingCents) ? formatAmount(endingCents) : '—'} −
            (beginning balance {formatAmount(reconciliation.beginning_balance_cents)} + cleared{' '}
            {formatAmount(totals.clearedTotalCents)})
          </span>
          <output
            aria-label="Difference"
            data-testid="difference"
            className={cn(
              'font-bold text-2xl tabular-nums',
              isZero ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive',
            )}
          >
            {formatAmount(totals.differenceCents)}
          </output>
        </div>
      </CardContent>
    </Card>
  );
}

function Figure({
  label,
  value,
  isAmount = false,
  testId,
}: {
  label: string;
  value: string;
  isAmount?: boolean;
  testId?: string;
}) {
  return (
    <div className="grid content-start gap-1">
      <span className="text-muted-foreground text-xs">{label}</span>
      <span data-testid={testId} className={cn('font-medium', isAmount && 'tabular-nums')}>
        {value}
      </span>
    </div>
  );
}
