import {
  COST_CODE_IMPORT_MAX_ROWS,
  COST_CODE_MESSAGES,
  importedMessage,
  type TCostCodeImportRow,
  type TCostCodePreviewRow,
} from '@groundwork/shared';
import { CsvImportDialog, type TCsvImportFile } from '@/components/csv-import-dialog';
import { ClippedTextCell, type TCsvPreviewColumn } from '@/components/csv-import-preview-table';
import { Badge } from '@/components/ui/badge';
import { TableCell } from '@/components/ui/table';
import { useCostCodeImportCalls } from '../api/use-cost-code-import';
import { costCodeRowsFromCsv } from '../cost-code-csv';

/** The import preview (spec §2): PARENT/CHILD badge, code and description. */
const COLUMNS: readonly TCsvPreviewColumn<TCostCodePreviewRow>[] = [
  {
    header: 'Type',
    className: 'w-24',
    cell: (row) => (
      <TableCell>
        <Badge variant={row.is_parent ? 'default' : 'outline'}>{row.is_parent ? 'PARENT' : 'CHILD'}</Badge>
      </TableCell>
    ),
  },
  {
    header: 'Code',
    className: 'w-28',
    cell: (row) => <TableCell className="font-mono">{row.code}</TableCell>,
  },
  {
    header: 'Description',
    cell: (row) => <ClippedTextCell text={row.description} className="max-w-64" />,
  },
];

function parse(text: string): TCsvImportFile<TCostCodeImportRow> {
  const { rows, skipped } = costCodeRowsFromCsv(text);
  return { ok: true, rows, note: skipped > 0 ? `${skipped} skipped (fewer than 2 columns)` : undefined };
}

/** Import Cost Codes (spec §2): choose a CSV, see every row's status, import when all are valid. */
export function ImportCostCodesDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const calls = useCostCodeImportCalls();
  return (
    <CsvImportDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Import Cost Codes"
      description="Load your cost codes from a CSV file. Every row is checked first; any invalid row blocks the import."
      className="sm:max-w-3xl"
      hint="Columns: code, description. The first row is the header. Parents (XX-0000) may come after their children."
      parse={parse}
      maxRows={{ count: COST_CODE_IMPORT_MAX_ROWS, message: COST_CODE_MESSAGES.importTooLarge }}
      calls={calls}
      columns={COLUMNS}
      reasons={(row) => (row.reason === null ? [] : [row.reason])}
      rowNoun="Cost Code"
      messages={{
        empty: COST_CODE_MESSAGES.importEmpty,
        blocked: COST_CODE_MESSAGES.importBlocked,
        checkFailed: COST_CODE_MESSAGES.importFailed,
        importFailed: COST_CODE_MESSAGES.importFailed,
      }}
      imported={(done) => ({ message: importedMessage(done.imported) })}
    />
  );
}
