import {
  ACCOUNT_CSV_COLUMNS,
  ACCOUNT_IMPORT_MAX_ROWS,
  ACCOUNT_MESSAGES,
  previewAccountImport,
  type TAccountImportRow,
  type TAccountPreviewRow,
  type TAccountWithBalance,
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
import { ACCOUNT_TEMPLATE_CSV, ACCOUNT_TEMPLATE_FILE, accountRowsFromCsv } from '../account-csv';
import { useAccountImportCalls } from '../api/use-account-import';

const IMPORT_FAILED = 'Could not import the chart of accounts';

/** The chart import preview: NEW/UPDATE, number, name and type. */
const COLUMNS: readonly TCsvPreviewColumn<TAccountPreviewRow>[] = [
  importActionColumn(),
  {
    header: 'Number',
    className: 'w-24',
    cell: (row) => <TableCell className="font-mono">{row.account_number}</TableCell>,
  },
  {
    header: 'Name',
    cell: (row) => <ClippedTextCell text={row.account_name} />,
  },
  {
    header: 'Type',
    className: 'w-20',
    cell: (row) => <TableCell className="capitalize">{row.account_type}</TableCell>,
  },
];

function importedText(created: number, updated: number): string {
  const parts = [`${created} account${created === 1 ? '' : 's'} added`];
  if (updated > 0) parts.push(`${updated} updated`);
  return `Chart of accounts imported: ${parts.join(', ')}`;
}

/** Import the chart of accounts from a CSV: every row checked first, all or nothing. */
export function ImportAccountsDialog({
  isOpen,
  accounts,
  onOpenChange,
}: {
  isOpen: boolean;
  /** The chart as loaded (inactive accounts included), for the instant preview. */
  accounts: readonly TAccountWithBalance[];
  onOpenChange: (isOpen: boolean) => void;
}) {
  const calls = useAccountImportCalls();
  const checkLocally = React.useCallback(
    (rows: TAccountImportRow[]) => previewAccountImport(rows, accounts),
    [accounts],
  );
  return (
    <CsvImportDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Import Chart of Accounts"
      description="Load accounts from a CSV file. Every row is checked first; any invalid row blocks the import."
      hint={`Columns: ${ACCOUNT_CSV_COLUMNS.join(', ')} (the first three required). A number already in the chart updates that account.`}
      onDownloadTemplate={() => downloadTextFile(ACCOUNT_TEMPLATE_FILE, ACCOUNT_TEMPLATE_CSV)}
      parse={accountRowsFromCsv}
      maxRows={{ count: ACCOUNT_IMPORT_MAX_ROWS, message: ACCOUNT_MESSAGES.importTooLarge }}
      checkLocally={checkLocally}
      calls={calls}
      columns={COLUMNS}
      reasons={(row) => row.reasons}
      rowNoun="Account"
      checkedAgainst="your chart"
      messages={{
        empty: ACCOUNT_MESSAGES.importEmpty,
        blocked: ACCOUNT_MESSAGES.importBlocked,
        checkFailed: IMPORT_FAILED,
        importFailed: IMPORT_FAILED,
      }}
      imported={(done) => ({ message: importedText(done.created, done.updated) })}
    />
  );
}
