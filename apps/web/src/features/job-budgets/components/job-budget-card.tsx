import { BUDGET_MESSAGES, type TJob, type TJobBudget } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { Download, Upload } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { KeyboardGrid } from '@/components/grid/keyboard-grid';
import { LoadError, LoadingRows } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useCan } from '@/features/auth/api/use-can';
import { apiDownload } from '@/lib/api-download';
import { errorMessage } from '@/lib/api-fetch';
import { type TBudgetOptions, useBudgetOptions } from '../api/use-budget-options';
import { useJobBudget, useSaveJobBudget } from '../api/use-job-budget';
import { budgetExportFile } from '../budget-csv';
import {
  budgetRowProblems,
  budgetRowsTotal,
  emptyBudgetRow,
  hasBudgetChanges,
  isBudgetRowBlank,
  linesToSave,
  rowsFromBudget,
  type TBudgetRow,
} from '../budget-lines';
import { budgetLineColumns } from './budget-line-columns';
import { ImportBudgetDialog } from './import-budget-dialog';
import { RevisedBudgetTable } from './revised-budget-table';

function savedLines(budget: TJobBudget) {
  return budget.lines.map((line) => ({
    cost_code_id: line.cost_code_id,
    cost_category_id: line.cost_category_id,
    description: line.description,
    original_cents: line.original_cents,
  }));
}

function BudgetEditor({
  job,
  budget,
  options,
  canWrite,
}: {
  job: TJob;
  budget: TJobBudget;
  options: TBudgetOptions;
  canWrite: boolean;
}) {
  const [rows, setRows] = React.useState<TBudgetRow[]>(() => rowsFromBudget(budget, canWrite));
  const [isShowingProblems, setIsShowingProblems] = React.useState(false);
  const [isImportOpen, setIsImportOpen] = React.useState(false);
  const [isExporting, setIsExporting] = React.useState(false);
  const save = useSaveJobBudget(job.id);
  const columns = React.useMemo(() => budgetLineColumns(options), [options]);
  const problems = React.useMemo(
    () => budgetRowProblems(rows, options.codes, options.categoryRules),
    [rows, options],
  );
  const lines = linesToSave(rows);
  const isDirty = JSON.stringify(lines) !== JSON.stringify(savedLines(budget));

  const submit = async () => {
    if (problems.size > 0) {
      setIsShowingProblems(true);
      toast.error(BUDGET_MESSAGES.saveFailed, { description: BUDGET_MESSAGES.linesInvalid });
      return;
    }
    try {
      const saved = await save.mutateAsync({ lines });
      setRows(rowsFromBudget(saved));
      setIsShowingProblems(false);
      toast.success(BUDGET_MESSAGES.saved, { description: `Job budget ${formatCents(saved.total_cents)}` });
    } catch (error) {
      console.error('Saving the budget failed', error);
      toast.error(BUDGET_MESSAGES.saveFailed, { description: errorMessage(error, 'Please try again.') });
    }
  };

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      await apiDownload(
        `/api/v1/jobs/${encodeURIComponent(job.id)}/budget/export.csv`,
        budgetExportFile(job.project_number),
      );
    } catch (error) {
      console.error('Exporting the budget failed', error);
      toast.error('Could not export the budget', { description: errorMessage(error, 'Please try again.') });
    } finally {
      setIsExporting(false);
    }
  };

  const problemList = [...problems].sort(([a], [b]) => a - b);
  const hasLines = rows.some((row) => !isBudgetRowBlank(row));

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm">
          <span className="text-muted-foreground">Budget total </span>
          <span className="font-semibold tabular-nums" data-testid="budget-total">
            {formatCents(budgetRowsTotal(rows))}
          </span>
          {isDirty ? <span className="ml-2 text-amber-700 dark:text-amber-400">Unsaved changes</span> : null}
        </p>
        {canWrite ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setIsImportOpen(true)}>
            <Upload aria-hidden="true" />
            Import CSV
          </Button>
        ) : null}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={isExporting || budget.lines.length === 0}
          onClick={() => void exportCsv()}
        >
          {isExporting ? <ButtonSpinner /> : <Download aria-hidden="true" />}
          Export CSV
        </Button>
      </div>
      {!canWrite && !hasLines ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
          This job has no budget lines yet.
        </p>
      ) : (
        <KeyboardGrid
          label="Budget lines"
          id="budget-grid"
          rows={rows}
          onRowsChange={setRows}
          columns={columns}
          createRow={emptyBudgetRow}
          getRowKey={(row) => row.key}
          isRowBlank={isBudgetRowBlank}
          rowErrors={problems}
          isReadOnly={!canWrite}
          footerLabel="Total"
          rowNoun="line"
        />
      )}
      {isShowingProblems && problemList.length > 0 ? (
        <div role="alert" className="rounded-md border border-destructive/40 p-3 text-sm">
          <p className="font-medium text-destructive">{BUDGET_MESSAGES.linesInvalid}</p>
          <ul className="mt-1 list-disc pl-5">
            {problemList.slice(0, 20).map(([index, reasons]) => (
              <li key={index}>
                Line {index + 1}: {reasons.join('; ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {canWrite ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={!isDirty || save.isPending}
            onClick={() => {
              setRows(rowsFromBudget(budget));
              setIsShowingProblems(false);
            }}
          >
            Discard changes
          </Button>
          <Button type="button" disabled={!isDirty || save.isPending} onClick={() => void submit()}>
            {save.isPending ? <ButtonSpinner /> : null}
            Save Budget
          </Button>
        </div>
      ) : null}
      {canWrite ? (
        <ImportBudgetDialog
          isOpen={isImportOpen}
          onOpenChange={setIsImportOpen}
          jobId={job.id}
          options={options}
          lines={budget.lines}
        />
      ) : null}
    </div>
  );
}

/** The job's budget by cost code × category: the keyboard grid, CSV import and export (issue 14, item 3). */
export function JobBudgetCard({ job }: { job: TJob }) {
  const canWrite = useCan('jobcost:write');
  const budget = useJobBudget(job.id);
  const options = useBudgetOptions();
  // The grid starts again from the server's lines when they change (a save, an import, another
  // person's save), not on a refetch that brings the same lines back, which would drop unsaved typing.
  const signature = React.useMemo(
    () => (budget.data ? JSON.stringify(savedLines(budget.data)) : ''),
    [budget.data],
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Budget</h2>
        </CardTitle>
        <CardDescription>
          Original budget by cost code and category. Once the job has lines, its budget is their total;
          approved customer change orders revise it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {budget.isPending || options.isPending ? (
          <LoadingRows label="Loading the budget" rows={3} />
        ) : budget.isError ? (
          <LoadError
            text="Could not load the budget"
            error={budget.error}
            onRetry={() => void budget.refetch()}
          />
        ) : options.error ? (
          <LoadError text="Could not load cost codes" error={options.error} onRetry={options.refetch} />
        ) : (
          <div className="grid gap-6">
            <BudgetEditor
              key={signature}
              job={job}
              budget={budget.data}
              options={options.options}
              canWrite={canWrite}
            />
            {hasBudgetChanges(budget.data) ? <RevisedBudgetTable budget={budget.data} /> : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
