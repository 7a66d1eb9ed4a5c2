import {
  CONTRACT_CSV_COLUMNS,
  CONTRACT_LIMITS,
  CONTRACT_MESSAGES,
  formatCents,
  previewScheduleImport,
  type TContractCode,
  type TContractImportRow,
  type TContractPreview,
  type TContractPreviewRow,
} from '@groundwork/shared';
import * as React from 'react';
import { CsvImportDialog } from '@/components/csv-import-dialog';
import {
  ClippedTextCell,
  importActionColumn,
  type TCsvPreviewColumn,
} from '@/components/csv-import-preview-table';
import { TableCell } from '@/components/ui/table';
import { downloadTextFile } from '@/features/imports/download-file';
import { useContractImportCalls } from '../api/use-contract';
import { CONTRACT_TEMPLATE_CSV, CONTRACT_TEMPLATE_FILE, contractRowsFromCsv } from '../contract-csv';

/** The schedule import preview: NEW/UPDATE, line, description, cost code and scheduled value. */
const COLUMNS: readonly TCsvPreviewColumn<TContractPreviewRow>[] = [
  importActionColumn(),
  {
    header: 'Line',
    className: 'w-14',
    cell: (row) => <TableCell className="tabular-nums">{row.line_number ?? ''}</TableCell>,
  },
  {
    header: 'Description',
    cell: (row) => <ClippedTextCell text={row.description} />,
  },
  {
    header: 'Cost code',
    className: 'w-24',
    cell: (row) => <TableCell className="font-mono">{row.cost_code}</TableCell>,
  },
  {
    header: 'Scheduled value',
    className: 'text-right',
    cell: (row) => (
      <TableCell className="text-right tabular-nums">
        {row.scheduled_cents === null ? '' : formatCents(row.scheduled_cents)}
      </TableCell>
    ),
  },
];

function summary(preview: TContractPreview): string {
  const removed =
    preview.removed > 0 ? `; ${preview.removed} line${preview.removed === 1 ? '' : 's'} removed` : '';
  return `New contract sum ${formatCents(preview.total_cents)}${removed}`;
}

/** Import the schedule of values from a CSV: every row checked first, all or nothing. */
export function ImportContractDialog({
  isOpen,
  onOpenChange,
  jobId,
  codes,
  lineNumbers,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  jobId: string;
  codes: readonly TContractCode[];
  lineNumbers: readonly number[];
}) {
  const calls = useContractImportCalls(jobId);
  const checkLocally = React.useCallback(
    (rows: TContractImportRow[]) => previewScheduleImport(rows, codes, lineNumbers),
    [codes, lineNumbers],
  );
  return (
    <CsvImportDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Import Schedule of Values"
      description="Load the schedule from a CSV file. Every row is checked first; any invalid row blocks the import."
      hint={`Columns: ${CONTRACT_CSV_COLUMNS.join(', ')} (cost code optional). The file becomes the schedule and its total the contract sum.`}
      onDownloadTemplate={() => downloadTextFile(CONTRACT_TEMPLATE_FILE, CONTRACT_TEMPLATE_CSV)}
      parse={contractRowsFromCsv}
      maxRows={{ count: CONTRACT_LIMITS.lines, message: CONTRACT_MESSAGES.importTooLarge }}
      checkLocally={checkLocally}
      calls={calls}
      columns={COLUMNS}
      reasons={(row) => row.reasons}
      summary={summary}
      rowNoun="Line"
      messages={{
        empty: CONTRACT_MESSAGES.importEmpty,
        blocked: CONTRACT_MESSAGES.importBlocked,
        checkFailed: 'Could not check the file',
        importFailed: 'Could not import the schedule',
      }}
      imported={(done) => ({
        message: `Schedule imported: ${done.created} added, ${done.updated} updated, ${done.removed} removed`,
        description: `Contract sum ${formatCents(done.contract.original_contract_cents)}`,
      })}
    />
  );
}
