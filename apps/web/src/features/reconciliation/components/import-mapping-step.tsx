import { CSV_DELIMITERS, CSV_ENCODINGS } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import * as React from 'react';
import { Field } from '@/components/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import {
  DELIMITER_LABELS,
  decodeCsv,
  MAPPED_COLUMNS,
  mapSample,
  readRows,
  splitSample,
  type TCsvMappingDraft,
} from './import-csv-mapping';
import { ImportMappingColumns } from './import-mapping-columns';

const SAMPLE_ROWS = 8;

const ROLE_LABELS: Record<(typeof MAPPED_COLUMNS)[number], string> = {
  date_column: 'Date',
  amount_column: 'Amount',
  debit_column: 'Debit',
  credit_column: 'Credit',
  description_column: 'Description',
  memo_column: 'Memo',
  check_number_column: 'Check no.',
  reference_column: 'Reference',
  balance_column: 'Balance',
};

/** Rows with their line numbers in the file, from `first`. */
function numbered(rows: readonly string[][], first: number) {
  return rows.map((cells, index) => ({ line: first + index, cells }));
}

/** The roles the mapping gives a column ("Date", "Amount"), for the sample table's header. */
function rolesOf(draft: TCsvMappingDraft, index: number): string[] {
  return MAPPED_COLUMNS.filter((column) => {
    if (draft[column] !== index) return false;
    if (column === 'amount_column') return draft.amount_mode === 'signed';
    if (column === 'debit_column' || column === 'credit_column') return draft.amount_mode === 'debit_credit';
    return true;
  }).map((column) => ROLE_LABELS[column]);
}

/**
 * The CSV mapping step: how the file is read (encoding, delimiter, rows before the header, header or
 * not), its first rows as they come, which column holds what, and the first rows read through the
 * mapping — a wrong date format or amount column shows here, line by line.
 */
export function ImportMappingStep({
  bytes,
  draft,
  onChange,
}: {
  bytes: ArrayBuffer;
  draft: TCsvMappingDraft;
  onChange: (patch: Partial<TCsvMappingDraft>) => void;
}) {
  const text = React.useMemo(() => decodeCsv(bytes, draft.encoding), [bytes, draft.encoding]);
  const rows = React.useMemo(() => readRows(text, draft.delimiter), [text, draft.delimiter]);
  const sample = splitSample(rows, draft);
  const shown = { ...sample, rows: sample.rows.slice(0, SAMPLE_ROWS) };
  const mapped = mapSample(shown, draft);
  const problems = mapped.flatMap((row) => row.problems);
  const columns = Array.from({ length: sample.columnCount }, (_, index) => index);
  const firstDate =
    draft.date_column === null ? null : (sample.rows[0]?.[draft.date_column] ?? '').trim() || null;

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end gap-4">
        <Field id="csv-encoding" label="Encoding" className="w-40">
          <NativeSelect
            id="csv-encoding"
            value={draft.encoding}
            onChange={(event) =>
              onChange({ encoding: CSV_ENCODINGS.find((e) => e === event.target.value) ?? 'utf-8' })
            }
          >
            {CSV_ENCODINGS.map((encoding) => (
              <option key={encoding} value={encoding}>
                {encoding === 'utf-8' ? 'UTF-8' : encoding === 'windows-1252' ? 'Windows-1252' : 'ISO-8859-1'}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="csv-delimiter" label="Delimiter" className="w-40">
          <NativeSelect
            id="csv-delimiter"
            value={draft.delimiter}
            onChange={(event) =>
              onChange({ delimiter: CSV_DELIMITERS.find((d) => d === event.target.value) ?? ',' })
            }
          >
            {CSV_DELIMITERS.map((delimiter) => (
              <option key={delimiter} value={delimiter}>
                {DELIMITER_LABELS[delimiter]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="csv-skip-rows" label="Rows before the header" className="w-44">
          <Input
            id="csv-skip-rows"
            type="number"
            min={0}
            max={50}
            value={draft.skip_rows}
            onChange={(event) =>
              onChange({ skip_rows: Math.max(0, Math.min(50, Math.trunc(Number(event.target.value) || 0))) })
            }
          />
        </Field>
        <div className="flex items-center gap-2 pb-2">
          <Switch
            id="csv-has-header"
            checked={draft.has_header}
            onCheckedChange={(checked) => onChange({ has_header: checked })}
          />
          <Label htmlFor="csv-has-header">First row names the columns</Label>
        </div>
      </div>

      <section aria-labelledby="csv-sample-heading" className="grid gap-2">
        <h3 id="csv-sample-heading" className="font-medium text-sm">
          The file's first rows
        </h3>
        <div className="max-h-64 overflow-auto rounded-md border">
          <Table aria-label="The file's first rows" className="text-xs">
            <TableHeader className="sticky top-0 z-10 bg-background">
              <TableRow>
                <TableHead className="w-12">Line</TableHead>
                {columns.map((index) => (
                  <TableHead key={index} className="whitespace-nowrap">
                    {index + 1}
                    {rolesOf(draft, index).map((role) => (
                      <span key={role} className="ml-1 rounded bg-primary/10 px-1 font-medium text-primary">
                        {role}
                      </span>
                    ))}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {numbered(sample.preamble, 1).map(({ line, cells }) => (
                <TableRow key={line} className="text-muted-foreground italic">
                  <TableCell className="tabular-nums">{line}</TableCell>
                  <TableCell colSpan={Math.max(1, columns.length)} className="truncate">
                    <span className="mr-2 rounded bg-muted px-1 not-italic text-xs">skipped</span>
                    {cells.filter((cell) => cell !== '').join(' ')}
                  </TableCell>
                </TableRow>
              ))}
              {sample.header ? (
                <TableRow className="bg-muted/50 font-medium">
                  <TableCell className="tabular-nums">{draft.skip_rows + 1}</TableCell>
                  {columns.map((index) => (
                    <TableCell key={index}>{sample.header?.[index] ?? ''}</TableCell>
                  ))}
                </TableRow>
              ) : null}
              {numbered(shown.rows, sample.firstRowNumber).map(({ line, cells }) => (
                <TableRow key={line}>
                  <TableCell className="text-muted-foreground tabular-nums">{line}</TableCell>
                  {columns.map((index) => (
                    <TableCell key={index} className="max-w-48 truncate">
                      {cells[index] ?? ''}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        {sample.rows.length === 0 ? (
          <p role="alert" className="text-destructive text-sm">
            No data rows: check the rows before the header and the delimiter.
          </p>
        ) : null}
      </section>

      <ImportMappingColumns
        draft={draft}
        header={sample.header}
        columnCount={sample.columnCount}
        firstDate={firstDate}
        onChange={onChange}
      />

      <section aria-labelledby="csv-read-heading" className="grid gap-2">
        <h3 id="csv-read-heading" className="font-medium text-sm">
          How the first rows read
        </h3>
        <div className="overflow-x-auto rounded-md border">
          <Table aria-label="How the first rows read" className="text-xs">
            <TableHeader>
              <TableRow>
                <TableHead className="w-12">Line</TableHead>
                <TableHead>Date</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>Description</TableHead>
                <TableHead>Check no.</TableHead>
                <TableHead>Reference</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {mapped.map((row) => (
                <TableRow key={row.lineNumber} className={cn(row.problems.length > 0 && 'bg-destructive/5')}>
                  <TableCell className="text-muted-foreground tabular-nums">{row.lineNumber}</TableCell>
                  <TableCell className="whitespace-nowrap">{row.date ?? '—'}</TableCell>
                  <TableCell
                    className={cn(
                      'text-right tabular-nums',
                      (row.amountCents ?? 0) < 0 && 'text-destructive',
                    )}
                  >
                    {row.amountCents === null ? '—' : formatCents(row.amountCents)}
                  </TableCell>
                  <TableCell className="max-w-72 truncate">{row.description}</TableCell>
                  <TableCell>{row.checkNumber}</TableCell>
                  <TableCell className="max-w-40 truncate">{row.reference}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        {problems.length > 0 ? (
          <ul aria-label="Problems in the first rows" className="list-disc pl-5 text-destructive text-sm">
            {problems.slice(0, 8).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
