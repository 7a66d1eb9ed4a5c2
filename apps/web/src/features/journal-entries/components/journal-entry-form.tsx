import {
  isIsoDate,
  JOURNAL_MESSAGES,
  type TJournalEntry,
  type TSaveJournalEntryInput,
  todayIso,
} from '@groundwork/shared';
import * as React from 'react';
import { KeyboardGrid } from '@/components/grid/keyboard-grid';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-fetch';
import type { TLineOptions } from '../api/use-line-options';
import {
  emptyLine,
  emptyLines,
  entryProblems,
  filledRows,
  hasJobCost,
  isBlankRow,
  lineInputs,
  linesFromEntry,
  NEW_ENTRY_LINES,
  serverLineProblem,
  type TLineRow,
} from '../journal-lines';
import { JOB_COST_COLUMN_IDS, journalLineColumns } from './journal-line-columns';
import { JournalTotals } from './journal-totals';

export type TSaveEntry = (input: TSaveJournalEntryInput) => Promise<TJournalEntry>;

/**
 * The entry form built for the keyboard: date, memo, the line grid, totals and problems always in
 * view, Save draft (Ctrl+S) and Post (Ctrl+Enter). A refused save keeps every typed line.
 */
export function JournalEntryForm({
  entry,
  options,
  isSaving,
  onSave,
  extraActions,
}: {
  /** The draft being edited; none for a new entry. */
  entry?: TJournalEntry;
  options: TLineOptions;
  isSaving: boolean;
  onSave: TSaveEntry;
  extraActions?: React.ReactNode;
}) {
  const [entryDate, setEntryDate] = React.useState(entry?.entry_date ?? todayIso());
  const [memo, setMemo] = React.useState(entry?.memo ?? '');
  const [lines, setLinesState] = React.useState<TLineRow[]>(() =>
    entry ? linesFromEntry(entry) : emptyLines(),
  );
  const [showJobCost, setShowJobCost] = React.useState(() =>
    entry ? hasJobCost(linesFromEntry(entry)) : false,
  );
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [serverRow, setServerRow] = React.useState<{ rowIndex: number; message: string } | null>(null);
  const [hasTriedPost, setHasTriedPost] = React.useState(false);
  // The grid writes a cell in the same key press as Ctrl+S / Ctrl+Enter: saving reads the newest lines.
  const linesRef = React.useRef(lines);
  const setLines = (next: TLineRow[]) => {
    linesRef.current = next;
    setLinesState(next);
    setServerRow(null);
  };

  const columns = React.useMemo(() => journalLineColumns(options), [options]);
  const isJobCostShown = showJobCost || hasJobCost(lines);
  const problems = entryProblems(lines);
  const hasFilledRows = lines.some((row) => !isBlankRow(row));
  const rowErrors = new Map(problems.byRow);
  if (serverRow)
    rowErrors.set(serverRow.rowIndex, [...(rowErrors.get(serverRow.rowIndex) ?? []), serverRow.message]);
  const isDateValid = isIsoDate(entryDate);

  const save = async (post: boolean) => {
    if (isSaving) return;
    setHasTriedPost(post);
    const current = linesRef.current;
    if (!isDateValid) {
      setServerError(JOURNAL_MESSAGES.dateRequired);
      return;
    }
    if (post && entryProblems(current).messages.length > 0) {
      setServerError('Fix the problems below before posting');
      return;
    }
    // Blank rows are dropped; the grid is compacted so that the server's line numbers match it.
    const compacted = filledRows(current);
    const padded = [...compacted, ...emptyLines(Math.max(NEW_ENTRY_LINES - compacted.length, 0))];
    setLines(padded);
    setServerError(null);
    try {
      await onSave({ entry_date: entryDate, memo: memo.trim(), lines: lineInputs(padded), post });
    } catch (error) {
      const message = errorMessage(error, post ? 'Could not post the entry' : 'Could not save the draft');
      setServerError(message);
      setServerRow(serverLineProblem(message));
    }
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const isMod = event.ctrlKey || event.metaKey;
    if (isMod && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void save(false);
    } else if (isMod && event.key === 'Enter') {
      event.preventDefault();
      void save(true);
    }
  };

  const shownProblems = hasFilledRows || hasTriedPost ? problems.messages : [];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+S and Ctrl+Enter anywhere in the form; the buttons are the accessible way
    <div className="grid gap-4" onKeyDown={onKeyDown}>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-2">
          <Label htmlFor="entry-date">Date</Label>
          <Input
            id="entry-date"
            type="date"
            className="w-44"
            required
            aria-invalid={!isDateValid || undefined}
            value={entryDate}
            onChange={(event) => setEntryDate(event.target.value)}
          />
        </div>
        <div className="grid min-w-64 flex-1 gap-2">
          <Label htmlFor="entry-memo">Memo</Label>
          <Input
            id="entry-memo"
            maxLength={499}
            placeholder="What this entry records"
            value={memo}
            onChange={(event) => setMemo(event.target.value)}
          />
        </div>
        <div className="flex items-center gap-2 pb-2">
          <Switch
            id="entry-job-cost"
            checked={isJobCostShown}
            disabled={hasJobCost(lines)}
            onCheckedChange={setShowJobCost}
          />
          <Label htmlFor="entry-job-cost">Job cost columns</Label>
        </div>
      </div>
      <KeyboardGrid
        id="journal-lines"
        label="Journal lines"
        rowNoun="line"
        rows={lines}
        onRowsChange={setLines}
        columns={columns}
        createRow={emptyLine}
        getRowKey={(row) => row.key}
        isRowBlank={isBlankRow}
        hiddenColumnIds={isJobCostShown ? [] : JOB_COST_COLUMN_IDS}
        rowErrors={rowErrors}
        minRows={NEW_ENTRY_LINES}
      />
      <JournalTotals rows={lines} />
      {shownProblems.length > 0 ? (
        <section
          aria-label="Problems before posting"
          className="rounded-md border border-destructive/40 p-3 text-sm"
        >
          <p className="font-medium">Before this entry can post:</p>
          <ul className="list-disc pl-5 text-destructive">
            {shownProblems.slice(0, 12).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {serverError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive text-sm"
        >
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" disabled={isSaving} onClick={() => void save(false)}>
          {isSaving ? <ButtonSpinner /> : null}
          Save draft
        </Button>
        <Button type="button" disabled={isSaving} onClick={() => void save(true)}>
          {isSaving ? <ButtonSpinner /> : null}
          Post
        </Button>
        {extraActions}
        <p className="ml-auto text-muted-foreground text-xs">Ctrl+S saves a draft · Ctrl+Enter posts</p>
      </div>
    </div>
  );
}
