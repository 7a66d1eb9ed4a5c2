import {
  CONTRACT_MESSAGES,
  formatCents,
  scheduleTotalProblem,
  type TContract,
  type TJob,
} from '@groundwork/shared';
import { Download, LockIcon, Upload } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { KeyboardGrid } from '@/components/grid/keyboard-grid';
import { LoadError, LoadingRows } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useCan } from '@/features/auth/api/use-can';
import { type TBudgetOptions, useBudgetOptions } from '@/features/job-budgets/api/use-budget-options';
import { apiDownload } from '@/lib/api-download';
import { errorMessage } from '@/lib/api-fetch';
import { contractPath, useContract, useSaveContract } from '../api/use-contract';
import { contractExportFile } from '../contract-csv';
import {
  contractLinesToSave,
  contractRowProblems,
  contractRowsTotal,
  emptyContractRow,
  isContractRowBlank,
  rowsFromContract,
  type TContractRow,
} from '../contract-lines';
import { contractLineColumns } from './contract-line-columns';
import { ContractTermsFields, type TTermsForm, termsFromContract, termsToHeader } from './contract-terms';
import { ImportContractDialog } from './import-contract-dialog';

function ContractEditor({
  job,
  contract,
  options,
  canWrite,
}: {
  job: TJob;
  contract: TContract;
  options: TBudgetOptions;
  canWrite: boolean;
}) {
  const isSumLocked = contract.has_pay_applications;
  const [terms, setTerms] = React.useState<TTermsForm>(() => termsFromContract(contract));
  const [rows, setRows] = React.useState<TContractRow[]>(() =>
    rowsFromContract(contract, canWrite && !isSumLocked),
  );
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [isShowingProblems, setIsShowingProblems] = React.useState(false);
  const [isImportOpen, setIsImportOpen] = React.useState(false);
  const [isExporting, setIsExporting] = React.useState(false);
  const save = useSaveContract(job.id);
  const columns = React.useMemo(
    () => contractLineColumns(options.costCodes, isSumLocked),
    [options, isSumLocked],
  );
  const problems = React.useMemo(() => contractRowProblems(rows, options.codes), [rows, options]);
  const total = contractRowsTotal(rows);
  const sum = terms.original_cents ?? 0;
  const totalProblem = scheduleTotalProblem([{ original_cents: total }], sum);
  // The change-order and billing columns show once there is something in them.
  const hiddenColumns = React.useMemo(
    () => [
      ...(contract.totals.approved_changes_cents === 0 ? ['approved_changes', 'scheduled_to_date'] : []),
      ...(contract.totals.billed_cents === 0 ? ['billed'] : []),
    ],
    [contract.totals],
  );

  const submit = async () => {
    const { header, errors: found } = termsToHeader(terms);
    setErrors(found);
    setIsShowingProblems(true);
    if (!header || problems.size > 0 || totalProblem) {
      toast.error(CONTRACT_MESSAGES.saveFailed, {
        description:
          totalProblem ??
          (problems.size > 0 ? CONTRACT_MESSAGES.linesInvalid : 'Fix the fields marked in red'),
      });
      return;
    }
    try {
      const saved = await save.mutateAsync({ ...header, lines: contractLinesToSave(rows) });
      setRows(rowsFromContract(saved, !saved.has_pay_applications));
      setIsShowingProblems(false);
      toast.success(CONTRACT_MESSAGES.saved, {
        description: `Contract sum ${formatCents(saved.original_contract_cents)}, ${saved.lines.length} lines`,
      });
    } catch (error) {
      console.error('Saving the contract failed', error);
      toast.error(CONTRACT_MESSAGES.saveFailed, { description: errorMessage(error, 'Please try again.') });
    }
  };

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      await apiDownload(`${contractPath(job.id)}/export.csv`, contractExportFile(job.project_number));
    } catch (error) {
      console.error('Exporting the schedule failed', error);
      toast.error('Could not export the schedule', { description: errorMessage(error, 'Please try again.') });
    } finally {
      setIsExporting(false);
    }
  };

  const problemList = [...problems].sort(([a], [b]) => a - b);
  const hasLines = rows.some((row) => !isContractRowBlank(row));

  return (
    <div className="grid gap-6">
      <ContractTermsFields
        form={terms}
        errors={errors}
        isReadOnly={!canWrite}
        isSumLocked={isSumLocked}
        onChange={setTerms}
      />
      {isSumLocked ? (
        <p className="flex items-center gap-2 rounded-md border bg-muted/40 p-3 text-sm">
          <LockIcon aria-hidden="true" className="size-4 shrink-0" />
          {CONTRACT_MESSAGES.contractBilled}.
        </p>
      ) : null}
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="mr-auto font-semibold">Schedule of values</h3>
          {canWrite && !isSumLocked ? (
            <Button type="button" variant="outline" size="sm" onClick={() => setIsImportOpen(true)}>
              <Upload aria-hidden="true" />
              Import CSV
            </Button>
          ) : null}
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={isExporting || contract.lines.length === 0}
            onClick={() => void exportCsv()}
          >
            {isExporting ? <ButtonSpinner /> : <Download aria-hidden="true" />}
            Export CSV
          </Button>
        </div>
        <p className="text-sm" aria-live="polite">
          <span className="text-muted-foreground">Schedule total </span>
          <span className="font-semibold tabular-nums" data-testid="schedule-total">
            {formatCents(total)}
          </span>
          <span className="text-muted-foreground"> of contract sum </span>
          <span className="font-semibold tabular-nums">{formatCents(sum)}</span>
          {totalProblem && hasLines ? (
            <span className="ml-2 text-destructive">
              {total > sum ? 'over' : 'short'} by {formatCents(Math.abs(total - sum))}
            </span>
          ) : null}
        </p>
        {!canWrite && !hasLines ? (
          <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
            This job has no schedule of values yet.
          </p>
        ) : (
          <KeyboardGrid
            label="Schedule of values"
            id="contract-grid"
            rows={rows}
            onRowsChange={setRows}
            columns={columns}
            createRow={emptyContractRow}
            getRowKey={(row) => row.key}
            isRowBlank={isContractRowBlank}
            rowErrors={problems}
            // Once billed, the schedule changes only by change order: no lines added or removed here.
            isReadOnly={!canWrite || isSumLocked}
            hiddenColumnIds={hiddenColumns}
            footerLabel="Total"
            rowNoun="line"
          />
        )}
      </div>
      {isShowingProblems && (problemList.length > 0 || totalProblem) ? (
        <div role="alert" className="rounded-md border border-destructive/40 p-3 text-sm">
          {totalProblem ? <p className="font-medium text-destructive">{totalProblem}</p> : null}
          {problemList.length > 0 ? (
            <>
              <p className="font-medium text-destructive">{CONTRACT_MESSAGES.linesInvalid}</p>
              <ul className="mt-1 list-disc pl-5">
                {problemList.slice(0, 20).map(([index, reasons]) => (
                  <li key={index}>
                    Line {index + 1}: {reasons.join('; ')}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {canWrite ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={save.isPending}
            onClick={() => {
              setTerms(termsFromContract(contract));
              setRows(rowsFromContract(contract, !isSumLocked));
              setErrors({});
              setIsShowingProblems(false);
            }}
          >
            Discard changes
          </Button>
          <Button type="button" disabled={save.isPending} onClick={() => void submit()}>
            {save.isPending ? <ButtonSpinner /> : null}
            Save Contract
          </Button>
        </div>
      ) : null}
      {canWrite ? (
        <ImportContractDialog
          isOpen={isImportOpen}
          onOpenChange={setIsImportOpen}
          jobId={job.id}
          codes={options.codes}
          lineNumbers={contract.lines.map((line) => line.line_number)}
        />
      ) : null}
    </div>
  );
}

/** The job's contract with its customer: terms and the billing schedule of values (issue 15, item 1). */
export function ContractCard({ job }: { job: TJob }) {
  const canWrite = useCan('billing:write');
  const contract = useContract(job.id);
  const options = useBudgetOptions();
  // The form starts again from the server's contract when it changes, not on an identical refetch.
  const signature = contract.data
    ? `${contract.data.id}|${contract.data.updated_at}|${contract.data.lines.length}`
    : '';
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Contract</h2>
        </CardTitle>
        <CardDescription>
          The contract sum, retainage terms and the billing schedule of values, which must total the contract
          sum.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {contract.isPending || options.isPending ? (
          <LoadingRows label="Loading the contract" rows={3} />
        ) : contract.isError ? (
          <LoadError
            text="Could not load the contract"
            error={contract.error}
            onRetry={() => void contract.refetch()}
          />
        ) : options.error ? (
          <LoadError text="Could not load cost codes" error={options.error} onRetry={options.refetch} />
        ) : (
          <ContractEditor
            key={signature}
            job={job}
            contract={contract.data}
            options={options.options}
            canWrite={canWrite}
          />
        )}
      </CardContent>
    </Card>
  );
}
