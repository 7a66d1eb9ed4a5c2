import { formatCents, type TApPayable } from '@groundwork/shared';
import { TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { MoneyInput } from '@/components/money-input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { amountProblem, billKey, type TSelection } from '../pay-run';

const checkboxClass = 'size-4 cursor-pointer accent-primary disabled:cursor-not-allowed';

type TGroup = { vendor: TApPayable['vendor']; bills: TApPayable[] };

function groupsOf(bills: readonly TApPayable[]): TGroup[] {
  const groups: TGroup[] = [];
  for (const bill of bills) {
    const last = groups[groups.length - 1];
    if (last && last.vendor.id === bill.vendor.id) last.bills.push(bill);
    else groups.push({ vendor: bill.vendor, bills: [bill] });
  }
  return groups;
}

function BillCell({
  bill,
  onRequestWaiver,
}: {
  bill: TApPayable;
  onRequestWaiver?: (bill: TApPayable) => void;
}) {
  return (
    <div className="grid min-w-60 gap-0.5">
      {bill.kind === 'invoice' ? (
        <Link
          to={`/invoices/${bill.id}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {bill.label}
        </Link>
      ) : (
        <span className="font-medium">{bill.label}</span>
      )}
      <span className="max-w-80 truncate text-muted-foreground text-xs">
        {bill.kind === 'invoice' ? 'Dated' : 'Released'} {bill.document_date}
        {bill.description ? ` · ${bill.description}` : ''}
      </span>
      {bill.holds.map((hold) => (
        <span key={hold.kind} className="flex items-start gap-1 text-destructive text-xs">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span className="whitespace-normal">
            {hold.reason}
            {hold.kind === 'lien_waiver_missing' && onRequestWaiver ? (
              <>
                {' '}
                <button
                  type="button"
                  className="font-medium text-primary underline underline-offset-2"
                  onClick={() => onRequestWaiver(bill)}
                >
                  Request waiver
                </button>
              </>
            ) : null}
          </span>
        </span>
      ))}
    </div>
  );
}

/**
 * The bills to pay by vendor: a vendor's row selects all of its payable bills; each bill shows what is
 * open, its holds (which stop selecting it) and, once selected, the amount to pay (all of it at first).
 */
export function PayBillsTable({
  bills,
  selection,
  paymentDate,
  onToggle,
  onAmount,
  onRequestWaiver,
}: {
  bills: readonly TApPayable[];
  selection: TSelection;
  paymentDate: string;
  onToggle: (bills: readonly TApPayable[], isSelected: boolean) => void;
  onAmount: (bill: TApPayable, cents: number | null) => void;
  /** Offered on a bill held for its lien waiver (people who may request one). */
  onRequestWaiver?: (bill: TApPayable) => void;
}) {
  const payable = bills.filter((b) => b.holds.length === 0);
  const allSelected = payable.length > 0 && payable.every((b) => selection.has(billKey(b)));
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <input
                type="checkbox"
                aria-label="Select every bill that can be paid"
                className={checkboxClass}
                checked={allSelected}
                disabled={payable.length === 0}
                onChange={(event) => onToggle(payable, event.target.checked)}
              />
            </TableHead>
            <TableHead>Bill</TableHead>
            <TableHead className="max-lg:hidden">Jobs</TableHead>
            <TableHead>Due</TableHead>
            <TableHead className="text-right">Open</TableHead>
            <TableHead className="w-36 text-right">Pay</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {groupsOf(bills).map((group) => {
            const groupPayable = group.bills.filter((b) => b.holds.length === 0);
            const selected = group.bills.filter((b) => selection.has(billKey(b)));
            const isGroupSelected =
              groupPayable.length > 0 && groupPayable.every((b) => selection.has(billKey(b)));
            const openTotal = group.bills.reduce((s, b) => s + b.open_cents, 0);
            // An amount being typed may not read yet (NaN): it counts as nothing until it does.
            const payTotal = selected.reduce((s, b) => {
              const cents = selection.get(billKey(b)) ?? 0;
              return s + (Number.isFinite(cents) ? cents : 0);
            }, 0);
            return [
              <TableRow key={`vendor:${group.vendor.id}`} className="bg-muted/50 hover:bg-muted/50">
                <TableCell>
                  <input
                    type="checkbox"
                    aria-label={`Select every bill of ${group.vendor.name}`}
                    className={checkboxClass}
                    checked={isGroupSelected}
                    disabled={groupPayable.length === 0}
                    onChange={(event) => onToggle(groupPayable, event.target.checked)}
                  />
                </TableCell>
                <TableCell className="font-semibold">
                  <span className="font-mono text-muted-foreground text-xs">{group.vendor.number}</span>{' '}
                  {group.vendor.name}
                  <span className="ml-2 font-normal text-muted-foreground text-xs">
                    {group.bills.length === 1 ? '1 bill' : `${group.bills.length} bills`}
                  </span>
                </TableCell>
                {/* Cells of their own (not a colspan), so the row keeps its columns where Jobs is hidden. */}
                <TableCell className="max-lg:hidden" />
                <TableCell />
                <TableCell className="text-right font-semibold tabular-nums">
                  {formatCents(openTotal)}
                </TableCell>
                <TableCell className="text-right font-semibold tabular-nums">
                  {selected.length > 0 ? formatCents(payTotal) : '—'}
                </TableCell>
              </TableRow>,
              ...group.bills.map((bill) => {
                const key = billKey(bill);
                const isSelected = selection.has(key);
                const problem = isSelected ? amountProblem(bill, selection.get(key)) : null;
                const isOverdue = paymentDate !== '' && bill.due_date < paymentDate;
                const inputId = `pay-${key}`;
                return (
                  <TableRow key={key} data-state={isSelected ? 'selected' : undefined}>
                    <TableCell>
                      <input
                        type="checkbox"
                        aria-label={`Pay ${bill.label}`}
                        className={checkboxClass}
                        checked={isSelected}
                        disabled={bill.holds.length > 0}
                        onChange={(event) => onToggle([bill], event.target.checked)}
                      />
                    </TableCell>
                    <TableCell className="whitespace-normal">
                      <BillCell bill={bill} onRequestWaiver={onRequestWaiver} />
                    </TableCell>
                    <TableCell className="max-w-40 truncate font-mono text-xs max-lg:hidden">
                      {bill.jobs.join(', ') || '—'}
                    </TableCell>
                    <TableCell
                      className={cn('whitespace-nowrap', isOverdue && 'font-medium text-destructive')}
                    >
                      {bill.due_date}
                      {isOverdue ? <span className="sr-only"> (overdue)</span> : null}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatCents(bill.open_cents)}
                      {bill.paid_cents > 0 ? (
                        <div className="text-muted-foreground text-xs">
                          of {formatCents(bill.amount_cents)}
                        </div>
                      ) : null}
                    </TableCell>
                    <TableCell className="text-right">
                      {isSelected ? (
                        <div className="grid justify-items-end gap-1">
                          <MoneyInput
                            id={inputId}
                            aria-label={`Amount to pay on ${bill.label}`}
                            aria-invalid={problem ? true : undefined}
                            aria-describedby={problem ? `${inputId}-error` : undefined}
                            className="w-32 text-right tabular-nums"
                            value={selection.get(key) ?? null}
                            onChange={(cents) => onAmount(bill, cents)}
                          />
                          {problem ? (
                            <span id={`${inputId}-error`} className="text-destructive text-xs">
                              {problem}
                            </span>
                          ) : null}
                        </div>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              }),
            ];
          })}
        </TableBody>
      </Table>
    </div>
  );
}
