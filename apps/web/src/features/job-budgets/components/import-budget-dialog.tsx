import {
  BUDGET_CSV_COLUMNS,
  BUDGET_MAX_LINES,
  BUDGET_MESSAGES,
  previewBudgetImport,
  type TBudgetImportRow,
  type TBudgetLine,
  type TBudgetPreviewRow,
} from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import * as React from 'react';
import { CsvImportDialog } from '@/components/csv-import-dialog';
import {
  ClippedTextCell,
  importActionColumn,
  type TCsvPreviewColumn,
} from '@/components/csv-import-preview-table';
import { TableCell } from '@/components/ui/table';
import { downloadTextFile } from '@/features/imports/download-file';
import { useBudgetImportCalls } from '../api/use-budget-import';
import type { TBudgetOptions } from '../api/use-budget-options';
import { BUDGET_TEMPLATE_CSV, BUDGET_TEMPLATE_FILE, budgetRowsFromCsv } from '../budget-csv';

const IMPORT_FAILED = 'Could not import the budget';

/** The budget import preview: NEW/UPDATE, code, category, description and amount. */
const COLUMNS: readonly TCsvPreviewColumn<TBudgetPreviewRow>[] = [
  importActionColumn(),
  {
    header: 'Cost code',
    className: 'w-24',
    cell: (row) => <TableCell className="font-mono">{row.cost_code}</TableCell>,
  },
  {
    header: 'Category',
    className: 'w-20',
    cell: (row) => <TableCell className="font-mono">{row.cost_category}</TableCell>,
  },
  {
    header: 'Description',
    cell: (row) => <ClippedTextCell text={row.description} />,
  },
  {
    header: 'Amount',
    className: 'text-right',
    cell: (row) => (
      <TableCell className="text-right tabular-nums">
        {row.amount_cents === null ? '' : formatCents(row.amount_cents)}
      </TableCell>
    ),
  },
];

function importedText(created: number, updated: number): string {
  const parts = [`${created} line${created === 1 ? '' : 's'} added`];
  if (updated > 0) parts.push(`${updated} updated`);
  return `Budget imported: ${parts.join(', ')}`;
}

/** Import budget lines from a CSV: every row checked first, all or nothing. */
export function ImportBudgetDialog({
  isOpen,
  onOpenChange,
  jobId,
  options,
  lines,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  jobId: string;
  options: TBudgetOptions;
  /** The budget as saved, to say NEW or UPDATE at once. */
  lines: readonly TBudgetLine[];
}) {
  const calls = useBudgetImportCalls(jobId);
  const checkLocally = React.useCallback(
    (rows: TBudgetImportRow[]) => previewBudgetImport(rows, options.codes, options.categoryRules, lines),
    [options, lines],
  );
  return (
    <CsvImportDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Import Budget"
      description="Load budget lines from a CSV file. Every row is checked first; any invalid row blocks the import."
      hint={`Columns: ${BUDGET_CSV_COLUMNS.join(', ')} (description optional). A cost code and category the budget already has updates that line; lines the file does not name stay.`}
      onDownloadTemplate={() => downloadTextFile(BUDGET_TEMPLATE_FILE, BUDGET_TEMPLATE_CSV)}
      parse={budgetRowsFromCsv}
      maxRows={{ count: BUDGET_MAX_LINES, message: BUDGET_MESSAGES.importTooLarge }}
      checkLocally={checkLocally}
      calls={calls}
      columns={COLUMNS}
      reasons={(row) => row.reasons}
      summary={(preview) => `Total ${formatCents(preview.total_cents)}`}
      rowNoun="Line"
      checkedAgainst="your cost codes"
      messages={{
        empty: BUDGET_MESSAGES.importEmpty,
        blocked: BUDGET_MESSAGES.importBlocked,
        checkFailed: IMPORT_FAILED,
        importFailed: IMPORT_FAILED,
      }}
      imported={(done) => ({ message: importedText(done.created, done.updated) })}
    />
  );
}
