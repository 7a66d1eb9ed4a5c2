import {
  compareAccountNumbers,
  previousDay,
  shiftMonths,
  type TBalanceSheet,
  type TBalanceSheetRow,
  type TEarningsParts,
} from '@groundwork/shared';
import * as React from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { accountLinesHref, generalLedgerHref, profitAndLossHref } from '../statement-links';
import { Figure } from './statement-parts';

type TColumn = { key: 'now' | 'prior'; date: string; earnings: TEarningsParts };

/** The profit and loss of the ten fiscal years before a fiscal year (the statement's longest period). */
const priorYearsHref = (fiscalYearStart: string) =>
  profitAndLossHref({ from: shiftMonths(fiscalYearStart, -120), to: previousDay(fiscalYearStart) });

/**
 * The balance sheet: assets, liabilities and equity with their totals, the computed retained earnings
 * (with its two parts beneath) and current year earnings, beside a second date when asked. An
 * account's balance opens its lines for the fiscal year to the date (opening balance, lines,
 * closing = the figure); a computed line opens the profit and loss it comes from.
 */
export function BalanceSheetTable({ bs }: { bs: TBalanceSheet }) {
  const columns: TColumn[] = [{ key: 'now', date: bs.as_of, earnings: bs.earnings }];
  if (bs.compare_to && bs.prior_earnings)
    columns.push({ key: 'prior', date: bs.compare_to, earnings: bs.prior_earnings });
  const hasChange = columns.length > 1;
  const width = 1 + columns.length + (hasChange ? 1 : 0);
  const amountIn = (row: TBalanceSheetRow, column: TColumn) =>
    column.key === 'now' ? row.amount_cents : (row.prior_cents ?? 0);

  const rowHref = (row: TBalanceSheetRow, column: TColumn) => {
    const { fiscal_year_start: start } = column.earnings;
    if (row.kind === 'current_earnings') return profitAndLossHref({ from: start, to: column.date });
    if (row.kind === 'retained_earnings') {
      if (column.earnings.prior_years_net_income_cents !== 0 || !row.account_id) return null;
      return accountLinesHref(row.account_id, { from: start, to: column.date });
    }
    return row.account_id ? accountLinesHref(row.account_id, { from: start, to: column.date }) : null;
  };
  const sectionHref = (rows: TBalanceSheetRow[], column: TColumn) => {
    const numbers = rows
      .filter((r) => r.kind === 'account' && r.account_number)
      .map((r) => r.account_number as string)
      .sort(compareAccountNumbers);
    if (numbers.length === 0) return null;
    return generalLedgerHref({
      account_from: numbers[0],
      account_to: numbers.at(-1),
      from: column.earnings.fiscal_year_start,
      to: column.date,
    });
  };

  return (
    <Table aria-label={`Balance sheet as of ${bs.as_of}`} className="print:text-xs">
      <TableHeader>
        <TableRow>
          <TableHead>Account</TableHead>
          {columns.map((c) => (
            <TableHead key={c.key} className="text-right">
              {c.date}
            </TableHead>
          ))}
          {hasChange ? <TableHead className="text-right">Change</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {bs.sections.map((section) => (
          <React.Fragment key={section.key}>
            <TableRow className="hover:bg-transparent">
              <TableHead scope="colgroup" colSpan={width} className="pt-4 font-semibold text-foreground">
                {section.title}
              </TableHead>
            </TableRow>
            {section.rows.map((row) => (
              <React.Fragment key={`${row.kind}-${row.account_id ?? ''}`}>
                <TableRow data-account={row.account_number ?? row.kind}>
                  <TableCell
                    className="whitespace-normal"
                    style={{ paddingLeft: `${1.5 + row.depth * 1.25}rem` }}
                  >
                    {row.account_number ? (
                      <span className="mr-2 font-mono text-muted-foreground">{row.account_number}</span>
                    ) : null}
                    {row.label}
                    {row.kind !== 'account' ? (
                      <span className="ml-2 text-muted-foreground text-xs">(computed)</span>
                    ) : null}
                  </TableCell>
                  {columns.map((c) => (
                    <TableCell key={c.key} className="text-right">
                      <Figure
                        cents={amountIn(row, c)}
                        what={`${row.label}, ${c.date}`}
                        href={rowHref(row, c)}
                      />
                    </TableCell>
                  ))}
                  {hasChange ? (
                    <TableCell className="text-right">
                      <Figure cents={row.change_cents ?? 0} what={`${row.label}, change`} />
                    </TableCell>
                  ) : null}
                </TableRow>
                {row.kind === 'retained_earnings' ? (
                  <RetainedEarningsParts row={row} columns={columns} hasChange={hasChange} />
                ) : null}
              </React.Fragment>
            ))}
            <TableRow className="border-t-2 bg-muted/30" data-total={section.key}>
              <TableCell className="font-semibold">Total {section.title.toLowerCase()}</TableCell>
              {columns.map((c) => (
                <TableCell key={c.key} className="text-right font-semibold">
                  <Figure
                    cents={c.key === 'now' ? section.total_cents : (section.prior_total_cents ?? 0)}
                    what={`Total ${section.title.toLowerCase()}, ${c.date}`}
                    href={sectionHref(section.rows, c)}
                  />
                </TableCell>
              ))}
              {hasChange ? (
                <TableCell className="text-right font-semibold">
                  <Figure
                    cents={section.total_cents - (section.prior_total_cents ?? 0)}
                    what={`Total ${section.title.toLowerCase()}, change`}
                  />
                </TableCell>
              ) : null}
            </TableRow>
          </React.Fragment>
        ))}
        <TableRow className="border-t-4 border-double bg-muted/60" data-total="liabilities_and_equity">
          <TableCell className="font-bold">Total liabilities and equity</TableCell>
          {columns.map((c) => (
            <TableCell key={c.key} className="text-right font-bold">
              <Figure
                cents={
                  c.key === 'now'
                    ? bs.total_liabilities_and_equity_cents
                    : (bs.prior_total_liabilities_and_equity_cents ?? 0)
                }
                what={`Total liabilities and equity, ${c.date}`}
              />
            </TableCell>
          ))}
          {hasChange ? (
            <TableCell className="text-right font-bold">
              <Figure
                cents={
                  bs.total_liabilities_and_equity_cents - (bs.prior_total_liabilities_and_equity_cents ?? 0)
                }
                what="Total liabilities and equity, change"
              />
            </TableCell>
          ) : null}
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** Retained earnings' two parts: the account's own balance and the prior fiscal years' net income. */
function RetainedEarningsParts({
  row,
  columns,
  hasChange,
}: {
  row: TBalanceSheetRow;
  columns: TColumn[];
  hasChange: boolean;
}) {
  const parts = [
    {
      key: 'account',
      label: 'Balance of the retained earnings account',
      value: (e: TEarningsParts) => e.retained_earnings_account_cents,
      href: (c: TColumn) => (row.account_id ? accountLinesHref(row.account_id, { to: c.date }) : null),
    },
    {
      key: 'prior-years',
      label: 'Net income of prior fiscal years',
      value: (e: TEarningsParts) => e.prior_years_net_income_cents,
      href: (c: TColumn) => priorYearsHref(c.earnings.fiscal_year_start),
    },
  ];
  return (
    <>
      {parts.map((part) => (
        <TableRow key={part.key} className="text-muted-foreground text-xs hover:bg-transparent">
          <TableCell className="whitespace-normal" style={{ paddingLeft: `${3 + row.depth * 1.25}rem` }}>
            {part.label}
          </TableCell>
          {columns.map((c) => (
            <TableCell key={c.key} className="text-right">
              <Figure cents={part.value(c.earnings)} what={`${part.label}, ${c.date}`} href={part.href(c)} />
            </TableCell>
          ))}
          {hasChange ? <TableCell /> : null}
        </TableRow>
      ))}
    </>
  );
}
