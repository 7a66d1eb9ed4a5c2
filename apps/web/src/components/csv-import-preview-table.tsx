import { CheckCircle2, XCircle } from 'lucide-react';
import * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/** What every import's dry run says of a row: its place in the file and whether it may be imported. */
export type TCsvImportPreviewRow = { row: number; status: 'valid' | 'invalid' };

/** A column of the preview between Row and Status; `cell` renders the row's `TableCell`. */
export type TCsvPreviewColumn<TPreviewRow> = {
  header: string;
  className?: string;
  cell: (row: TPreviewRow) => React.ReactNode;
};

/** Rows rendered at once; a 5,000-row file shows its first rows and says how many more it holds. */
const SHOWN_ROWS = 1_000;

/** The Action column: NEW or UPDATE, whether importing a row adds a record or changes the one it names. */
export function importActionColumn<
  TPreviewRow extends { action: 'new' | 'update' },
>(): TCsvPreviewColumn<TPreviewRow> {
  return {
    header: 'Action',
    className: 'w-20',
    cell: (row) => (
      <TableCell>
        <Badge variant={row.action === 'new' ? 'default' : 'outline'}>
          {row.action === 'new' ? 'NEW' : 'UPDATE'}
        </Badge>
      </TableCell>
    ),
  };
}

/** A cell of free text (a name, a description) cut to its width, the whole text in its tooltip. */
export function ClippedTextCell({ text, className = 'max-w-56' }: { text: string; className?: string }) {
  return (
    <TableCell className={cn('truncate', className)} title={text}>
      {text}
    </TableCell>
  );
}

/** An import's preview: the file's row, the import's own columns and every reason a row is refused. */
export function CsvImportPreviewTable<TPreviewRow extends TCsvImportPreviewRow>({
  rows,
  columns,
  reasons,
}: {
  rows: readonly TPreviewRow[];
  columns: readonly TCsvPreviewColumn<TPreviewRow>[];
  reasons: (row: TPreviewRow) => readonly string[];
}) {
  const shown = rows.slice(0, SHOWN_ROWS);
  return (
    <div className="max-h-[400px] overflow-auto rounded-md border" data-testid="import-preview">
      <Table aria-label="Import preview">
        <TableHeader className="sticky top-0 z-10 bg-background">
          <TableRow>
            <TableHead className="w-12 text-right">Row</TableHead>
            {columns.map((column) => (
              <TableHead key={column.header} className={column.className}>
                {column.header}
              </TableHead>
            ))}
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={row.row} data-status={row.status}>
              <TableCell className="text-right text-muted-foreground tabular-nums">{row.row}</TableCell>
              {columns.map((column) => (
                <React.Fragment key={column.header}>{column.cell(row)}</React.Fragment>
              ))}
              <TableCell className="min-w-48 whitespace-normal">
                {row.status === 'valid' ? (
                  <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
                    <CheckCircle2 className="size-4" aria-hidden="true" />
                    Valid
                  </span>
                ) : (
                  <ul className="grid gap-1 text-destructive">
                    {reasons(row).map((reason) => (
                      <li key={reason} className="flex items-start gap-1">
                        <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                        {reason}
                      </li>
                    ))}
                  </ul>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length > shown.length ? (
        <p className="border-t p-3 text-center text-muted-foreground text-sm">
          Showing the first {shown.length.toLocaleString()} of {rows.length.toLocaleString()} rows.
        </p>
      ) : null}
    </div>
  );
}
