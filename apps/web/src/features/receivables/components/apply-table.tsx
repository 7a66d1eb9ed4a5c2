import { applicationReference, formatCents, type TOpenApplication } from '@groundwork/shared';
import { MoneyInput } from '@/components/money-input';
import { LoadError, LoadingRows } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

export type TApplyAmounts = Record<string, number | null>;

/** What of `availableCents` goes to each application, oldest due first, each up to its open amount. */
export function fillOldestFirst(rows: readonly TOpenApplication[], availableCents: number): TApplyAmounts {
  let left = Math.max(0, availableCents);
  const amounts: TApplyAmounts = {};
  for (const row of rows) {
    const take = Math.min(left, row.open_cents);
    amounts[row.id] = take > 0 ? take : null;
    left -= take;
  }
  return amounts;
}

export function appliedTotal(amounts: TApplyAmounts): number {
  return Object.values(amounts).reduce<number>((s, v) => s + (v && !Number.isNaN(v) ? v : 0), 0);
}

/** "J-26-001 #3", "J-26-001 #4 (retainage release)": the name the statements and agings use too. */
export const applicationLabel = applicationReference;

/** The customer's open applications with an amount to apply on each; the rest shows as credit. */
export function ApplyTable({
  rows,
  isPending,
  error,
  onRetry,
  amounts,
  availableCents,
  creditLabel = 'Left as credit',
  onChange,
}: {
  rows: readonly TOpenApplication[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  amounts: TApplyAmounts;
  availableCents: number;
  creditLabel?: string;
  onChange: (amounts: TApplyAmounts) => void;
}) {
  if (isPending) return <LoadingRows label="Loading open applications" rows={2} />;
  if (error) return <LoadError text="Could not load the open applications" error={error} onRetry={onRetry} />;
  const applied = appliedTotal(amounts);
  const credit = availableCents - applied;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {rows && rows.length > 0 ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-medium text-sm">Apply to open applications</h3>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={availableCents <= 0}
              onClick={() => onChange(fillOldestFirst(rows, availableCents))}
            >
              Apply oldest first
            </Button>
          </div>
          <div className="overflow-x-auto rounded-md border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Application</TableHead>
                  <TableHead className="hidden sm:table-cell">Due</TableHead>
                  <TableHead className="hidden text-right sm:table-cell">Open</TableHead>
                  <TableHead className="text-right">Apply</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => {
                  const value = amounts[row.id] ?? null;
                  const isOver = value !== null && value > row.open_cents;
                  const label = applicationLabel(row);
                  return (
                    <TableRow key={row.id}>
                      <TableCell className="whitespace-normal">
                        <div className="font-medium">{label}</div>
                        <div className="text-muted-foreground text-xs">
                          {row.project_name}
                          <span className="sm:hidden">
                            {' '}
                            · due {row.due_date} · open {formatCents(row.open_cents)}
                          </span>
                        </div>
                      </TableCell>
                      <TableCell className="hidden whitespace-nowrap sm:table-cell">{row.due_date}</TableCell>
                      <TableCell className="hidden text-right tabular-nums sm:table-cell">
                        {formatCents(row.open_cents)}
                      </TableCell>
                      <TableCell className="text-right">
                        <MoneyInput
                          aria-label={`Apply to ${label}`}
                          className="ml-auto w-32 text-right sm:w-36"
                          value={value}
                          aria-invalid={isOver || (value !== null && Number.isNaN(value)) ? true : undefined}
                          onChange={(cents) => onChange({ ...amounts, [row.id]: cents })}
                        />
                        {isOver ? (
                          <p className="mt-1 text-destructive text-xs">More than the open amount</p>
                        ) : null}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
        </>
      ) : (
        <p className="rounded-md border border-dashed p-4 text-center text-muted-foreground text-sm">
          No approved applications are open for this customer: the whole payment will be kept as credit.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:ml-auto sm:w-72">
        <dt className="text-muted-foreground">Applied</dt>
        <dd className="text-right tabular-nums" data-testid="applied-total">
          {formatCents(applied)}
        </dd>
        <dt className="text-muted-foreground">{creditLabel}</dt>
        <dd
          className={`text-right font-medium tabular-nums ${credit < 0 ? 'text-destructive' : ''}`}
          data-testid="credit-total"
        >
          {formatCents(credit)}
        </dd>
      </dl>
    </div>
  );
}

/** Why the amounts cannot be applied, or null. */
export function applyError(
  rows: readonly TOpenApplication[],
  amounts: TApplyAmounts,
  availableCents: number,
): string | null {
  for (const row of rows) {
    const value = amounts[row.id];
    if (value === null || value === undefined) continue;
    if (Number.isNaN(value) || value < 0)
      return `${applicationLabel(row)}: enter an amount with at most 2 decimals`;
    if (value > row.open_cents)
      return `${applicationLabel(row)}: more than its open amount (${formatCents(row.open_cents)})`;
  }
  if (appliedTotal(amounts) > availableCents) return 'The amounts applied are more than the payment';
  return null;
}

/** The amounts as the API takes them (zero and empty rows left out). */
export function applicationsOf(amounts: TApplyAmounts) {
  return Object.entries(amounts)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0)
    .map(([application_id, amount_cents]) => ({ application_id, amount_cents }));
}
