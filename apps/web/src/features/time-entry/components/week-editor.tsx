import type { TTimeOptions, TTimeWeek } from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { KeyboardGrid } from '@/components/grid/keyboard-grid';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-fetch';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useSaveTimeWeek, useSubmitTimeWeek } from '../api/use-time-week';
import {
  dayQuarters,
  emptyWeekRow,
  isWeekRowBlank,
  rowsFromWeek,
  rowsSignature,
  type TWeekRow,
  weekRowProblems,
  weekToSave,
} from '../week-rows';
import { StackedWeek } from './stacked-week';
import { TimeStatusBadge } from './time-status-badge';
import { dayLabel, jobCodeOptions, weekGridColumns } from './week-grid-columns';

/**
 * One employee's week: the editable lines (entered, rejected) in THE keyboard grid — a stacked day by
 * day form on a phone —, the submitted, approved and paid lines read-only below, save and submit.
 */
export function WeekEditor({ week, options }: { week: TTimeWeek; options: TTimeOptions }) {
  const isMobile = useIsMobile();
  const loaded = React.useMemo(() => rowsFromWeek(week), [week]);
  const [rows, setRows] = React.useState<TWeekRow[]>(() =>
    loaded.editable.length ? loaded.editable : week.can_edit ? [emptyWeekRow()] : [],
  );
  const [isShowingProblems, setIsShowingProblems] = React.useState(false);
  const save = useSaveTimeWeek();
  const submit = useSubmitTimeWeek();
  const jobCodes = React.useMemo(() => jobCodeOptions(options), [options]);
  const frozenQuarters = React.useMemo(
    () => week.dates.map((_, day) => dayQuarters(loaded.frozen, day)),
    [week.dates, loaded],
  );
  const columns = React.useMemo(
    () => weekGridColumns(options, jobCodes, week.dates, frozenQuarters),
    [options, jobCodes, week.dates, frozenQuarters],
  );
  const frozenColumns = React.useMemo(
    () => weekGridColumns(options, jobCodes, week.dates, [], true),
    [options, jobCodes, week.dates],
  );
  const dayNames = week.dates.map(dayLabel);
  const problems = weekRowProblems(rows, dayNames);
  const isDirty = rowsSignature(rows) !== rowsSignature(loaded.editable);
  const hasOpenLines = week.lines.some((l) => l.status === 'entered' || l.status === 'rejected');
  // The same reason on several days shows once, with its days.
  const reasons = [
    ...rows
      .flatMap((row) => row.reasons)
      .reduce((byReason, entry) => {
        const [date = '', ...rest] = entry.split(': ');
        const reason = rest.join(': ');
        byReason.set(reason, [...(byReason.get(reason) ?? []), date]);
        return byReason;
      }, new Map<string, string[]>()),
  ].map(([reason, days]) => `${reason} (${[...new Set(days)].sort().join(', ')})`);
  const isBusy = save.isPending || submit.isPending;

  const saveWeek = async (): Promise<boolean> => {
    if (problems.size > 0) {
      setIsShowingProblems(true);
      toast.error('Could not save the week', { description: 'Some lines need attention' });
      return false;
    }
    try {
      const answer = await save.mutateAsync(weekToSave(week.employee.id, week.week_start, week.dates, rows));
      setIsShowingProblems(false);
      toast.success('Week saved', {
        description: `${answer.created} added, ${answer.updated} changed, ${answer.deleted} removed`,
      });
      return true;
    } catch (error) {
      toast.error('Could not save the week', { description: errorMessage(error, 'Please try again.') });
      return false;
    }
  };

  const submitWeek = async () => {
    if (isDirty && !(await saveWeek())) return;
    try {
      const answer = await submit.mutateAsync({ employee_id: week.employee.id, week_start: week.week_start });
      toast.success('Week submitted for approval', { description: `${answer.updated} lines submitted` });
    } catch (error) {
      toast.error('Could not submit the week', { description: errorMessage(error, 'Please try again.') });
    }
  };

  const problemList = [...problems].sort(([a], [b]) => a - b);
  return (
    <div className="grid gap-4">
      {reasons.length > 0 ? (
        <div role="alert" className="rounded-md border border-destructive/40 p-3 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <TimeStatusBadge status="rejected" /> Sent back to correct:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {week.can_edit ? (
        isMobile ? (
          <StackedWeek
            dates={week.dates}
            rows={rows}
            frozen={loaded.frozen}
            jobCodes={jobCodes}
            isReadOnly={false}
            onRowsChange={setRows}
          />
        ) : (
          <KeyboardGrid
            label={`Time of ${week.employee.name}, week of ${week.week_start}`}
            id="time-week-grid"
            rows={rows}
            onRowsChange={setRows}
            columns={columns}
            createRow={emptyWeekRow}
            getRowKey={(row) => row.key}
            isRowBlank={isWeekRowBlank}
            rowErrors={problems}
            footerLabel="Day totals"
            rowNoun="line"
            minRows={0}
          />
        )
      ) : null}
      {isShowingProblems && problemList.length > 0 ? (
        <div role="alert" className="rounded-md border border-destructive/40 p-3 text-sm">
          <ul className="list-disc pl-5">
            {problemList.map(([index, list]) => (
              <li key={index}>
                Line {index + 1}: {list.join('; ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {week.can_edit ? (
        <div className="flex flex-wrap items-center justify-end gap-2">
          {isDirty ? (
            <span className="mr-auto text-amber-700 text-sm dark:text-amber-400">Unsaved changes</span>
          ) : null}
          <Button
            type="button"
            variant="outline"
            disabled={!isDirty || isBusy}
            onClick={() => setRows(loaded.editable)}
          >
            Discard changes
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={!isDirty || isBusy}
            onClick={() => void saveWeek()}
          >
            {save.isPending ? <ButtonSpinner /> : null}
            Save week
          </Button>
          <Button
            type="button"
            disabled={isBusy || (!hasOpenLines && !rows.some((r) => !isWeekRowBlank(r)))}
            onClick={() => void submitWeek()}
          >
            {submit.isPending ? <ButtonSpinner /> : null}
            Submit week
          </Button>
        </div>
      ) : null}
      {loaded.frozen.length > 0 ? (
        <section className="grid gap-2" aria-labelledby="frozen-lines-title">
          <h2 id="frozen-lines-title" className="flex flex-wrap items-center gap-2 font-medium text-sm">
            Submitted, approved and paid lines
            {[...new Set(loaded.frozen.map((r) => r.status))].map((status) =>
              status ? <TimeStatusBadge key={status} status={status} /> : null,
            )}
          </h2>
          {isMobile ? null : (
            <KeyboardGrid
              label="Submitted, approved and paid lines"
              id="time-week-frozen"
              rows={loaded.frozen}
              onRowsChange={() => undefined}
              columns={frozenColumns}
              createRow={emptyWeekRow}
              getRowKey={(row) => row.key}
              isRowBlank={isWeekRowBlank}
              isReadOnly
              footerLabel="Day totals"
            />
          )}
        </section>
      ) : null}
    </div>
  );
}
