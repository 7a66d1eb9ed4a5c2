// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { KeyboardIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { KeyboardGrid, type TGridColumn } from '@/components/grid/keyboard-grid';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-fetch';
import type { TBankAccount } from '../api/bank-accounts-api';
import { useEnterManualStatement } from '../api/statements-api';
import { SignedMoneyInput } from './account-signed-money-input';
import { FormSaveFooter } from './form-parts';
import { importResultText } from './import-preview-summary';
import {
  emptyManualRow,
  emptyManualRows,
  isManualRowBlank,
  manualInputs,
  manualProblems,
  manualTotals,
  type TManualRow,
} from './manual-lines';

const MIN_ROWS = 5;

const COLUMNS: readonly TGridColumn<TManualRow>[] = [
  {
    id: 'date',
    header: 'Date (MM/DD/YYYY)',
    kind: 'text',
    className: 'w-40',
    maxLength: 10,
    getValue: (row) => row.date,
    setValue: (row, date) => ({ ...row, date }),
    footer: () => 'Total',
  },
  {
    id: 'description',
    header: 'Description',
    kind: 'text',
    maxLength: 200,
    getValue: (row) => row.description,
    setValue: (row, description) => ({ ...row, description }),
    footer: (rows) => {
      const totals = manualTotals(rows);
      return (
        <span className="font-normal text-muted-foreground">
          {totals.count} {totals.count === 1 ? 'line' : 'lines'} · in {formatCents(totals.inCents)} · out{' '}
          {formatCents(totals.outCents)}
        </span>
      );
    },
  },
  {
    id: 'check',
    header: 'Check no.',
    kind: 'text',
    className: 'w-28',
    maxLength: 20,
    getValue: (row) => row.checkNumber,
    setValue: (row, checkNumber) => ({ ...row, checkNumber }),
  },
  {
    id: 'amount',
    header: 'Amount (− out)',
    kind: 'money',
    allowNegative: true,
    className: 'w-40',
    getValue: (row) => row.amountCents,
    setValue: (row, amountCents) => ({ ...row, amountCents }),
    footer: (rows) => formatCents(manualTotals(rows).netCents),
  },
];

function ManualEntryForm({ account, onDone }: { account: TBankAccount; onDone: () => void }) {
  const [rows, setRowsState] = React.useState<TManualRow[]>(() => emptyManualRows(MIN_ROWS));
  const [closing, setClosing] = React.useState<number | null>(null);
  const [hasTried, setHasTried] = React.useState(false);
  const [serverError, setServerError] = React.useState<string | null>(null);
  // The grid writes its last cell in the same event as the submit: saving reads the newest rows.
  const rowsRef = React.useRef(rows);
  const setRows = (next: TManualRow[]) => {
    rowsRef.current = next;
    setRowsState(next);
  };
  const enter = useEnterManualStatement(account.id);
  const problems = manualProblems(rows);
  const filled = rows.filter((row) => !isManualRowBlank(row)).length;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setHasTried(true);
    const current = rowsRef.current;
    if (manualProblems(current).messages.length > 0 || Number.isNaN(closing)) return;
    const lines = manualInputs(current);
    if (lines.length === 0) {
      setServerError('Enter at least one line');
      return;
    }
    setServerError(null);
    try {
      const result = await enter.mutateAsync({
        lines,
        ...(closing === null ? {} : { closing_balance_cents: closing }),
      });
      toast.success('Statement lines saved', { description: importResultText(result) });
      onDone();
    } catch (error) {
      setServerError(errorMessage(error, 'Could not save the lines'));
    }
  };

  const shown = hasTried || filled > 0 ? problems.messages : [];
  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <KeyboardGrid
        id="manual-lines"
        label="Statement lines"
        rowNoun="line"
        rows={rows}
        onRowsChange={setRows}
        columns={COLUMNS}
        createRow={emptyManualRow}
        getRowKey={(row) => row.key}
        isRowBlank={isManualRowBlank}
        rowErrors={hasTried || filled > 0 ? problems.byRow : undefined}
        minRows={MIN_ROWS}
        footerLabel="Total"
      />
      <Field
        id="manual-closing"
        label="Statement closing balance (optional)"
        error={Number.isNaN(closing) ? 'Enter an amount like 12,500.00' : undefined}
      >
        <SignedMoneyInput
          id="manual-closing"
          className="w-44 text-right tabular-nums"
          value={closing}
          onChange={setClosing}
        />
      </Field>
      {shown.length > 0 ? (
        <section aria-label="Problems" className="rounded-md border border-destructive/40 p-3 text-sm">
          <ul className="list-disc pl-5 text-destructive">
            {shown.slice(0, 10).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <FormSaveFooter
        serverError={serverError}
        submitLabel={filled === 0 ? 'Save lines' : `Save ${filled} ${filled === 1 ? 'line' : 'lines'}`}
        isSaving={enter.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** "Enter lines by hand" for a bank that sends no file: the keyboard grid, pasting rows from a sheet. */
export function ManualEntryDialog({ account }: { account: TBankAccount }) {
  const [isOpen, setIsOpen] = React.useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setIsOpen(true)}>
        <KeyboardIcon aria-hidden="true" />
        Enter lines by hand
      </Button>
      <FormDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={`Enter statement lines for ${account.name}`}
        description="Type the lines from the paper statement, or paste them from a spreadsheet: date, description, check number, amount (negative for money out). Lines entered before are left out."
        className="sm:max-w-4xl"
      >
        {isOpen ? <ManualEntryForm account={account} onDone={() => setIsOpen(false)} /> : null}
      </FormDialog>
    </>
  );
}
