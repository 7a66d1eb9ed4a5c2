import type { TGridOption } from '@/components/grid/keyboard-grid';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import {
  cellQuarters,
  dayQuarters,
  emptyWeekRow,
  shortHours,
  type TPayType,
  type TWeekRow,
} from '../week-rows';
import { dayLabel } from './week-grid-columns';

/**
 * The week on a phone: one section per day, each row's hours for that day in a field of its own
 * (a decimal keypad), the day's total; rows are added with a job · cost code and a pay type.
 */
export function StackedWeek({
  dates,
  rows,
  frozen,
  jobCodes,
  isReadOnly,
  onRowsChange,
}: {
  dates: readonly string[];
  rows: readonly TWeekRow[];
  frozen: readonly TWeekRow[];
  jobCodes: readonly TGridOption[];
  isReadOnly: boolean;
  onRowsChange: (rows: TWeekRow[]) => void;
}) {
  const label = (row: TWeekRow) => {
    const option = jobCodes.find((o) => o.value === row.jobCode);
    return `${option ? option.code : 'Choose a job'} · ${row.payType}`;
  };
  const setCell = (index: number, day: number, value: string) =>
    onRowsChange(
      rows.map((row, i) =>
        i === index ? { ...row, hours: row.hours.map((h, d) => (d === day ? value : h)) } : row,
      ),
    );
  const setRow = (index: number, patch: Partial<TWeekRow>) =>
    onRowsChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <div className="grid gap-4" data-testid="stacked-week">
      {isReadOnly ? null : (
        <div className="grid gap-3 rounded-md border p-3">
          <p className="font-medium text-sm">Lines this week</p>
          {rows.map((row, index) => (
            <div key={row.key} className="grid grid-cols-[1fr_5rem_auto] items-end gap-2">
              <div className="grid gap-1">
                <Label htmlFor={`m-job-${row.key}`} className="text-xs">
                  Job · cost code
                </Label>
                <NativeSelect
                  id={`m-job-${row.key}`}
                  value={row.jobCode ?? ''}
                  onChange={(event) => setRow(index, { jobCode: event.target.value || null })}
                >
                  <option value="">Choose…</option>
                  {jobCodes.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.code} — {option.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`m-pay-${row.key}`} className="text-xs">
                  Pay
                </Label>
                <NativeSelect
                  id={`m-pay-${row.key}`}
                  value={row.payType}
                  onChange={(event) => setRow(index, { payType: event.target.value as TPayType })}
                >
                  <option value="REG">REG</option>
                  <option value="OT">OT</option>
                  <option value="DT">DT</option>
                </NativeSelect>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove line ${index + 1}`}
                onClick={() => onRowsChange(rows.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onRowsChange([...rows, emptyWeekRow()])}
          >
            Add line
          </Button>
        </div>
      )}
      {dates.map((date, day) => {
        const frozenQuarters = dayQuarters(frozen, day);
        const total = dayQuarters(rows, day) + frozenQuarters;
        return (
          <section key={date} aria-label={dayLabel(date)} className="grid gap-2 rounded-md border p-3">
            <h3 className="flex justify-between font-medium text-sm">
              <span>{dayLabel(date)}</span>
              <span className="tabular-nums">{shortHours(total)} h</span>
            </h3>
            {rows.map((row, index) =>
              row.jobCode === null ? null : (
                <div key={row.key} className="grid grid-cols-[1fr_5rem] items-center gap-2">
                  <Label htmlFor={`m-${row.key}-${day}`} className="truncate font-normal text-sm">
                    {label(row)}
                  </Label>
                  <Input
                    id={`m-${row.key}-${day}`}
                    inputMode="decimal"
                    className="text-right tabular-nums"
                    value={row.hours[day] ?? ''}
                    readOnly={isReadOnly}
                    aria-invalid={cellQuarters(row.hours[day] ?? '') === null || undefined}
                    onChange={(event) => setCell(index, day, event.target.value)}
                  />
                </div>
              ),
            )}
            {frozen
              .filter((row) => (row.hours[day] ?? '') !== '')
              .map((row) => (
                <p key={row.key} className="flex justify-between text-muted-foreground text-sm">
                  <span>
                    {label(row)} ({row.status})
                  </span>
                  <span className="tabular-nums">{row.hours[day]}</span>
                </p>
              ))}
          </section>
        );
      })}
    </div>
  );
}
