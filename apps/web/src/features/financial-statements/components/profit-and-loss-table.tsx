import {
  compareAccountNumbers,
  type TPnlFigures,
  type TProfitAndLoss,
  type TStatementPeriod,
} from '@groundwork/shared';
import * as React from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { accountLinesHref, generalLedgerHref } from '../statement-links';
import { Figure, Percent } from './statement-parts';

type TColumn = {
  key: string;
  label: string;
  range: TStatementPeriod | null;
  pick: (f: TPnlFigures) => number | null;
};

/** The amount columns: each period (month or the whole period), the total by month, the comparison. */
function columnsOf(pnl: TProfitAndLoss): TColumn[] {
  const columns: TColumn[] = pnl.periods.map((p, i) => ({
    key: p.key,
    label: p.label,
    range: p,
    pick: (f) => f.amounts[i] ?? 0,
  }));
  if (pnl.columns === 'month')
    columns.push({
      key: 'total',
      label: 'Total',
      range: { key: 'total', label: 'Total', from: pnl.from, to: pnl.to },
      pick: (f) => f.total_cents,
    });
  if (pnl.comparison) {
    columns.push(
      { key: 'prior', label: pnl.comparison.label, range: pnl.comparison, pick: (f) => f.prior_cents },
      { key: 'change', label: 'Change', range: null, pick: (f) => f.change_cents },
    );
  }
  return columns;
}

/** The account number range of some rows (the general ledger detail behind a total). */
function numberRange(rows: { account_number: string }[]) {
  const sorted = rows.map((r) => r.account_number).sort(compareAccountNumbers);
  return sorted.length > 0 ? { account_from: sorted[0], account_to: sorted.at(-1) } : null;
}

/**
 * The profit and loss: each section's accounts (sub-accounts indented) and total, gross profit after
 * the cost of revenue, net income last. Every amount links to the lines behind it: an account's to its
 * detail for that column's dates, a total to the general ledger detail of the accounts it adds up.
 */
export function ProfitAndLossTable({ pnl }: { pnl: TProfitAndLoss }) {
  const columns = columnsOf(pnl);
  const hasPercent = pnl.comparison !== null;
  const allRows = pnl.sections.flatMap((s) => s.rows);
  const totalHref = (rows: { account_number: string }[], column: TColumn) => {
    const range = numberRange(rows);
    return range && column.range
      ? generalLedgerHref({ ...range, from: column.range.from, to: column.range.to })
      : null;
  };
  const figureCells = (
    f: TPnlFigures,
    what: string,
    href: (column: TColumn) => string | null,
    strong = false,
  ) => (
    <>
      {columns.map((column) => {
        const value = column.pick(f);
        return (
          <TableCell key={column.key} className={cn('text-right', strong && 'font-semibold')}>
            {value === null ? null : (
              <Figure cents={value} what={`${what}, ${column.label}`} href={href(column)} />
            )}
          </TableCell>
        );
      })}
      {hasPercent ? (
        <TableCell className={cn('text-right', strong && 'font-semibold')}>
          <Percent value={f.change_percent} />
        </TableCell>
      ) : null}
    </>
  );
  const width = columns.length + (hasPercent ? 2 : 1);
  return (
    <Table aria-label={`Profit and loss, ${pnl.from} to ${pnl.to}`} className="print:text-xs">
      <TableHeader>
        <TableRow>
          <TableHead>Account</TableHead>
          {columns.map((c) => (
            <TableHead key={c.key} className="text-right">
              {c.label}
            </TableHead>
          ))}
          {hasPercent ? <TableHead className="text-right">Change %</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {pnl.sections.map((section) => (
          <React.Fragment key={section.key}>
            <TableRow className="hover:bg-transparent">
              <TableHead scope="colgroup" colSpan={width} className="pt-4 font-semibold text-foreground">
                {section.title}
              </TableHead>
            </TableRow>
            {section.rows.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={width} className="pl-6 text-muted-foreground">
                  Nothing posted
                </TableCell>
              </TableRow>
            ) : (
              section.rows.map((row) => (
                <TableRow key={row.account_id} data-account={row.account_number}>
                  <TableCell
                    className="whitespace-normal"
                    style={{ paddingLeft: `${1.5 + row.depth * 1.25}rem` }}
                  >
                    <span className="mr-2 font-mono text-muted-foreground">{row.account_number}</span>
                    {row.account_name}
                  </TableCell>
                  {figureCells(row, row.account_name, (column) =>
                    column.range
                      ? accountLinesHref(row.account_id, { from: column.range.from, to: column.range.to })
                      : null,
                  )}
                </TableRow>
              ))
            )}
            <TableRow className="border-t-2 bg-muted/30" data-total={section.key}>
              <TableCell className="font-semibold">Total {section.title.toLowerCase()}</TableCell>
              {figureCells(
                section.total,
                `Total ${section.title.toLowerCase()}`,
                (column) => totalHref(section.rows, column),
                true,
              )}
            </TableRow>
            {section.key === 'cost_of_revenue' ? (
              <TableRow className="border-t-2 bg-muted/60" data-total="gross_profit">
                <TableCell className="font-bold">Gross profit</TableCell>
                {figureCells(
                  pnl.gross_profit,
                  'Gross profit',
                  (column) =>
                    totalHref(
                      pnl.sections.filter((s) => s.key !== 'operating_expenses').flatMap((s) => s.rows),
                      column,
                    ),
                  true,
                )}
              </TableRow>
            ) : null}
          </React.Fragment>
        ))}
        <TableRow className="border-t-4 border-double bg-muted/60" data-total="net_income">
          <TableCell className="font-bold">Net income</TableCell>
          {figureCells(pnl.net_income, 'Net income', (column) => totalHref(allRows, column), true)}
        </TableRow>
      </TableBody>
    </Table>
  );
}
