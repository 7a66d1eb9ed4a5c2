import { BANK_MATCH_KIND_LABELS } from '@groundwork/shared';
import { Undo2Icon } from 'lucide-react';
import * as React from 'react';
import { ListPager } from '@/components/list-pager';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatAmount, itemText, lineText, type TMatchRow } from '../workspace-model';
import { ActionsHead } from './table-parts';
import { useUndoMatch } from './workspace-actions';

const PAGE_SIZE = 15;

/**
 * The matches not yet in a finished reconciliation, newest first, each with Undo (a rule's match also
 * reverses the entry it created). Matches dated after the statement date wait for the next statement.
 */
export function MatchList({
  accountId,
  rows,
  canWrite,
}: {
  accountId: string;
  rows: readonly TMatchRow[];
  canWrite: boolean;
}) {
  const undoMatch = useUndoMatch(accountId);
  const [page, setPage] = React.useState(1);
  const lastPage = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((Math.min(page, lastPage) - 1) * PAGE_SIZE, Math.min(page, lastPage) * PAGE_SIZE);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Matched</CardTitle>
        <CardDescription>
          {rows.length === 0
            ? 'Nothing matched yet.'
            : `${rows.length} ${rows.length === 1 ? 'match' : 'matches'}; those dated after the statement date wait for the next statement.`}
        </CardDescription>
      </CardHeader>
      {rows.length > 0 ? (
        <CardContent>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Kind</TableHead>
                <TableHead>Statement</TableHead>
                <TableHead>Books</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>Clears</TableHead>
                {canWrite ? <ActionsHead /> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((row) => (
                <TableRow key={row.match.id}>
                  <TableCell>
                    <Badge variant="outline">{BANK_MATCH_KIND_LABELS[row.match.kind]}</Badge>
                  </TableCell>
                  <TableCell className="max-w-60">
                    {row.lines.length === 0 ? (
                      <span className="text-muted-foreground">—</span>
                    ) : (
                      row.lines.map((line) => (
                        <div key={line.id} className="truncate">
                          <span className="tabular-nums">{line.posted_date}</span>{' '}
                          {lineText(line) || line.kind}
                        </div>
                      ))
                    )}
                  </TableCell>
                  <TableCell className="max-w-72">
                    {row.items.map((item) => (
                      <div key={`${item.entry_id}:${item.line_number}`} className="truncate">
                        <span className="tabular-nums">{item.date}</span>{' '}
                        {item.check_number ?? item.entry_number} {itemText(item)}
                      </div>
                    ))}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatAmount(row.amountCents)}</TableCell>
                  <TableCell>
                    {row.isCleared ? (
                      'This statement'
                    ) : (
                      <span className="text-muted-foreground">Next statement</span>
                    )}
                  </TableCell>
                  {canWrite ? (
                    <TableCell className="text-right">
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={undoMatch.isPending}
                        aria-label={`Undo the match of ${formatAmount(row.amountCents)}`}
                        onClick={() => void undoMatch.undo(row.match.id)}
                      >
                        <Undo2Icon aria-hidden="true" />
                        Undo
                      </Button>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rows.length > PAGE_SIZE ? (
            <ListPager
              label="Match pages"
              page={Math.min(page, lastPage)}
              pageSize={PAGE_SIZE}
              total={rows.length}
              onPageChange={setPage}
            />
          ) : null}
        </CardContent>
      ) : null}
    </Card>
  );
}
