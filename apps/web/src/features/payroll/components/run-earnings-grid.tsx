import {
  RUN_EARNING_KIND_LABELS,
  RUN_EARNING_KINDS,
  type TPayrollRun,
  type TRunEarningKind,
} from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import * as React from 'react';
import { toast } from 'sonner';
import { KeyboardGrid, sumColumn, type TGridColumn, type TGridOption } from '@/components/grid/keyboard-grid';
import { Button } from '@/components/ui/button';
import { useCodeOptions } from '@/features/commitments/api/use-code-options';
import { useFindJobs } from '@/features/jobs/api/use-find-jobs';
import { useFindEmployees } from '@/features/people/api/use-employees';
import { errorMessage } from '@/lib/api-fetch';
import { useSaveRunEarnings } from '../api/use-payroll-runs';
import {
  earningChanges,
  earningRowProblems,
  emptyEarningRow,
  isEarningRowBlank,
  rowsFromEarnings,
  type TEarningRow,
} from '../earning-rows';

const ACTIVE_JOBS = { search: '', status: 'active', customerId: '', page: 1, pageSize: 100 } as const;
const EMPLOYEES = { search: '', page: 1, pageSize: 100 } as const;
const KIND_OPTIONS: TGridOption[] = RUN_EARNING_KINDS.map((k) => ({
  value: k,
  code: RUN_EARNING_KIND_LABELS[k],
  name: '',
}));

/**
 * Other earnings of a draft run in the keyboard grid: employee, bonus / reimbursement / commission /
 * other, amount, job and cost code (optional), memo. Saved together; the run is then calculated again.
 */
export function RunEarningsGrid({ run, isEditable }: { run: TPayrollRun; isEditable: boolean }) {
  const withBlank = (saved: TEarningRow[]) => (isEditable ? [...saved, emptyEarningRow()] : saved);
  const [rows, setRows] = React.useState<TEarningRow[]>(() => withBlank(rowsFromEarnings(run.earnings)));
  const [isShowingProblems, setIsShowingProblems] = React.useState(false);
  const employees = useFindEmployees(EMPLOYEES);
  const jobs = useFindJobs(ACTIVE_JOBS);
  const codes = useCodeOptions();
  const save = useSaveRunEarnings(run.id);

  // The server's answer after a save (or a recalculation) replaces the rows.
  const savedKey = run.earnings
    .map((e) => `${e.id}:${e.amount_cents}:${e.kind}:${e.job_id}:${e.memo}`)
    .join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the saved earnings change
  React.useEffect(() => {
    setRows(withBlank(rowsFromEarnings(run.earnings)));
  }, [savedKey, isEditable]);

  const columns = React.useMemo<TGridColumn<TEarningRow>[]>(() => {
    const employeeOptions = (employees.data?.items ?? [])
      .filter((e) => e.employment_status !== 'terminated')
      .map((e) => ({
        value: e.id,
        code: e.full_name ?? e.email,
        name: e.job_title ?? '',
      }));
    return [
      {
        id: 'employee',
        header: 'Employee',
        kind: 'combobox',
        className: 'min-w-52',
        options: employeeOptions,
        getValue: (r) => r.employee_id,
        setValue: (r, employee_id) => ({ ...r, employee_id }),
      },
      {
        id: 'kind',
        header: 'Kind',
        kind: 'combobox',
        className: 'min-w-40',
        options: KIND_OPTIONS,
        getValue: (r) => r.kind,
        setValue: (r, kind) => ({
          ...r,
          kind: (RUN_EARNING_KINDS as readonly string[]).includes(kind ?? '')
            ? (kind as TRunEarningKind)
            : null,
        }),
      },
      {
        id: 'amount',
        header: 'Amount',
        kind: 'money',
        className: 'min-w-32 text-right',
        getValue: (r) => r.amount_cents,
        setValue: (r, amount_cents) => ({ ...r, amount_cents }),
        footer: (all) => formatCents(sumColumn(all, (r) => r.amount_cents)),
      },
      {
        id: 'job',
        header: 'Job',
        kind: 'combobox',
        className: 'min-w-44',
        options: (jobs.data?.items ?? []).map((j) => ({
          value: j.id,
          code: j.project_number,
          name: j.project_name,
        })),
        getValue: (r) => r.job_id,
        setValue: (r, job_id) => ({ ...r, job_id }),
      },
      {
        id: 'cost_code',
        header: 'Cost code',
        kind: 'combobox',
        className: 'min-w-44',
        options: codes.options.costCodes,
        getValue: (r) => r.cost_code_id,
        setValue: (r, cost_code_id) => ({ ...r, cost_code_id }),
      },
      {
        id: 'memo',
        header: 'Memo',
        kind: 'text',
        className: 'min-w-48',
        maxLength: 500,
        getValue: (r) => r.memo,
        setValue: (r, memo) => ({ ...r, memo }),
      },
    ];
  }, [employees.data, jobs.data, codes.options]);

  const problems = earningRowProblems(rows);
  const changes = earningChanges(run.earnings, rows);

  const onSave = async () => {
    if (problems.size > 0) {
      setIsShowingProblems(true);
      return;
    }
    try {
      await save.mutateAsync(changes);
      setIsShowingProblems(false);
      toast.success('Earnings saved: calculate the run again');
    } catch (caught) {
      toast.error(errorMessage(caught, 'Could not save the earnings'));
    }
  };

  if (!isEditable && rows.length === 0)
    return <p className="text-muted-foreground text-sm">No other earnings on this run.</p>;

  return (
    <div className="grid gap-3">
      <KeyboardGrid
        label="Other earnings"
        id="run-earnings-grid"
        rows={rows}
        onRowsChange={setRows}
        columns={columns}
        createRow={emptyEarningRow}
        getRowKey={(r) => r.key}
        isRowBlank={isEarningRowBlank}
        rowErrors={isShowingProblems ? problems : undefined}
        isReadOnly={!isEditable}
        footerLabel="Total"
        rowNoun="earning"
      />
      {isEditable ? (
        <div className="flex items-center gap-3">
          <Button onClick={() => void onSave()} disabled={save.isPending || changes.length === 0}>
            Save earnings
          </Button>
          {changes.length > 0 ? (
            <span className="text-muted-foreground text-sm">
              {changes.length} unsaved change{changes.length === 1 ? '' : 's'}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
