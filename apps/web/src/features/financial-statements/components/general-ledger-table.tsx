import { SOURCE_LABELS, type TGeneralLedger } from '@groundwork/shared';
import * as React from 'react';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Amount, SideAmount } from '@/features/chart-of-accounts/components/amount';
import { accountLinesHref, journalEntryHref, sourceDocumentHref } from '../statement-links';

/**
 * A page of the general ledger: per account a title row (its detail), the opening balance, its lines
 * — each with its entry and, where the source says where it lives, its source document — with running
 * balances, and the closing balance with the period's debits and credits.
 */
export function GeneralLedgerTable({ gl }: { gl: TGeneralLedger }) {
  return (
    <Table aria-label={`General ledger, ${gl.from} to ${gl.to}`} className="print:text-xs">
      <TableHeader>
        <TableRow>
          <TableHead className="w-28">Date</TableHead>
          <TableHead>Entry</TableHead>
          <TableHead>Source</TableHead>
          <TableHead>Memo</TableHead>
          <TableHead>Job</TableHead>
          <TableHead className="text-right">Debit</TableHead>
          <TableHead className="text-right">Credit</TableHead>
          <TableHead className="text-right">Balance</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {gl.accounts.map((block) => {
          const { account } = block;
          const name = `${account.account_number} ${account.account_name}`;
          return (
            <React.Fragment key={account.id}>
              <TableRow className="hover:bg-transparent" data-gl-account={account.account_number}>
                <TableHead scope="colgroup" colSpan={8} className="pt-4 font-semibold text-foreground">
                  <Link
                    to={accountLinesHref(account.id, { from: gl.from, to: gl.to })}
                    className="underline-offset-4 hover:underline"
                  >
                    <span className="mr-2 font-mono">{account.account_number}</span>
                    {account.account_name}
                  </Link>
                  {block.continued ? (
                    <span className="ml-2 font-normal text-muted-foreground text-xs">(continued)</span>
                  ) : null}
                </TableHead>
              </TableRow>
              {block.continued ? null : (
                <TableRow className="bg-muted/40 font-medium" data-gl-opening={account.account_number}>
                  <TableCell className="tabular-nums">{gl.from}</TableCell>
                  <TableCell colSpan={6}>Opening balance</TableCell>
                  <TableCell className="text-right">
                    <Amount cents={block.opening_balance_cents} />
                  </TableCell>
                </TableRow>
              )}
              {block.lines.map((line) => {
                const source = sourceDocumentHref(line.source_type, line.source_id);
                return (
                  <TableRow key={`${line.entry_id}-${line.line_number}`}>
                    <TableCell className="tabular-nums">{line.entry_date}</TableCell>
                    <TableCell>
                      <Link
                        to={journalEntryHref(line.entry_id)}
                        aria-label={`Journal entry ${line.entry_number}, ${name}`}
                        className="font-mono underline-offset-4 hover:underline"
                      >
                        {line.entry_number}
                      </Link>
                    </TableCell>
                    <TableCell>
                      {source ? (
                        <Link
                          to={source.href}
                          className="underline-offset-4 hover:underline"
                          aria-label={source.label}
                        >
                          {SOURCE_LABELS[line.source_type]}
                        </Link>
                      ) : (
                        SOURCE_LABELS[line.source_type]
                      )}
                    </TableCell>
                    <TableCell className="max-w-72 truncate" title={line.memo}>
                      {line.memo}
                    </TableCell>
                    <TableCell className="font-mono">{line.job_number ?? ''}</TableCell>
                    <TableCell className="text-right">
                      <SideAmount cents={line.debit_cents} />
                    </TableCell>
                    <TableCell className="text-right">
                      <SideAmount cents={line.credit_cents} />
                    </TableCell>
                    <TableCell className="text-right">
                      <Amount cents={line.running_balance_cents} />
                    </TableCell>
                  </TableRow>
                );
              })}
              {block.continues ? (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={8} className="text-muted-foreground text-xs">
                    Continues on the next page
                  </TableCell>
                </TableRow>
              ) : (
                <TableRow
                  className="border-t-2 bg-muted/30 font-medium"
                  data-gl-closing={account.account_number}
                >
                  <TableCell className="tabular-nums">{gl.to}</TableCell>
                  <TableCell colSpan={4}>Closing balance of {name}</TableCell>
                  <TableCell className="text-right">
                    <Amount cents={block.debit_cents} />
                  </TableCell>
                  <TableCell className="text-right">
                    <Amount cents={block.credit_cents} />
                  </TableCell>
                  <TableCell className="text-right font-semibold">
                    <Amount cents={block.closing_balance_cents} />
                  </TableCell>
                </TableRow>
              )}
            </React.Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
