import {
  formatCents,
  CUSTOMER_CHANGE_ORDER_MESSAGES as M,
  scheduleChangeEffect,
  scheduleChangeProblems,
  type TContract,
  type TCreateCustomerChangeOrderInput,
  type TCustomerChangeOrderDetail,
  todayIso,
} from '@groundwork/shared';
import * as React from 'react';
import { Link } from 'react-router';
import { Field } from '@/components/field';
import { KeyboardGrid } from '@/components/grid/keyboard-grid';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import type { TCodeOptions } from '@/features/commitments/schedule-lines';
import { errorMessage } from '@/lib/api-fetch';
import {
  budgetChangeColumns,
  budgetChangeInputs,
  budgetChangeRowProblems,
  contractChangeColumns,
  contractChangeInputs,
  contractChangeProblems,
  contractLineOptions,
  emptyBudgetChangeRow,
  emptyContractChangeRow,
  isBlankBudgetChange,
  isBlankContractChange,
  rowsFromOrder,
  type TBudgetChangeRow,
  type TContractChangeRow,
} from '../change-order-lines';

export type TCustomerChangeOrderFormValues = Omit<TCreateCustomerChangeOrderInput, 'job_id'>;

/** What the order does to the schedule and the contract sum, before it is saved. */
function Effect({ contract, rows }: { contract: TContract; rows: readonly TContractChangeRow[] }) {
  const inputs = contractChangeInputs(rows);
  if (inputs.length === 0) return null;
  const effect = scheduleChangeEffect(contract.lines, inputs);
  const problems = scheduleChangeProblems(effect);
  const net = inputs.reduce((sum, line) => sum + line.amount_cents, 0);
  const before = contract.totals.scheduled_cents;
  return (
    <section aria-label="Effect on the contract" className="grid gap-1 rounded-md border p-3 text-sm">
      <p className="font-medium" data-testid="change-order-effect">
        Contract sum to date {formatCents(before)} → {formatCents(before + net)} (net change{' '}
        {formatCents(net)})
      </p>
      <ul className="grid gap-0.5 text-muted-foreground">
        {effect.map((line, index) => (
          <li key={line.contract_line_id ?? `new-${index}`}>
            {line.line_number === null ? 'New line' : `Line ${line.line_number}`}:{' '}
            {formatCents(line.scheduled_before_cents)} → {formatCents(line.scheduled_after_cents)}
            {line.billed_cents > 0 ? ` (billed ${formatCents(line.billed_cents)})` : ''}
          </li>
        ))}
      </ul>
      {problems.length > 0 ? (
        <ul className="list-disc pl-5 text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * A customer change order's header, contract lines (± on a schedule line, or a new line) and budget
 * lines (± on a cost code × category), with its effect on the contract shown before saving.
 */
export function CustomerChangeOrderForm({
  contract,
  order,
  options,
  isSaving,
  onSave,
  onCancel,
}: {
  contract: TContract;
  order?: TCustomerChangeOrderDetail;
  options: TCodeOptions;
  isSaving: boolean;
  onSave: (values: TCustomerChangeOrderFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const initial = React.useMemo(() => rowsFromOrder(order), [order]);
  const [date, setDate] = React.useState(order?.change_order_date ?? todayIso());
  const [reference, setReference] = React.useState(order?.customer_reference ?? '');
  const [description, setDescription] = React.useState(order?.description ?? '');
  const [contractRows, setContractRows] = React.useState<TContractChangeRow[]>(initial.contract);
  const [budgetRows, setBudgetRows] = React.useState<TBudgetChangeRow[]>(initial.budget);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [serverError, setServerError] = React.useState<string | null>(null);
  const hasContract = contract.id !== null;
  const lineOptions = React.useMemo(() => contractLineOptions(contract), [contract]);
  const contractColumns = React.useMemo(
    () => contractChangeColumns(lineOptions, options.costCodes),
    [lineOptions, options],
  );
  const budgetColumns = React.useMemo(
    () => budgetChangeColumns(options.costCodes, options.categories),
    [options],
  );
  const contractProblems = contractChangeProblems(contractRows);
  const budgetProblems = budgetChangeRowProblems(budgetRows);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!date) found.date = M.dateRequired;
    if (!description.trim()) found.description = M.descriptionRequired;
    const contractLines = hasContract ? contractChangeInputs(contractRows) : [];
    const budgetLines = budgetChangeInputs(budgetRows);
    if (contractLines.length + budgetLines.length === 0) found.lines = M.linesRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const ruleProblems = scheduleChangeProblems(scheduleChangeEffect(contract.lines, contractLines));
    if (contractProblems.size > 0 || budgetProblems.size > 0 || ruleProblems.length > 0) {
      setServerError('Fix the lines marked in red');
      return;
    }
    setServerError(null);
    try {
      await onSave({
        change_order_date: date,
        customer_reference: reference,
        description: description.trim(),
        contract_lines: contractLines,
        budget_lines: budgetLines,
      });
    } catch (error) {
      setServerError(errorMessage(error, 'Could not save the change order'));
    }
  };

  return (
    <form className="grid gap-6" onSubmit={submit} noValidate aria-label="Customer change order">
      <div className="grid gap-4 md:grid-cols-[1fr_1fr_2fr]">
        <Field id="cco-date" label="Date" error={errors.date}>
          <Input id="cco-date" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </Field>
        <Field id="cco-reference" label="Customer reference">
          <Input
            id="cco-reference"
            maxLength={99}
            value={reference}
            placeholder="The owner's CO number"
            onChange={(event) => setReference(event.target.value)}
          />
        </Field>
        <Field id="cco-description" label="Description" error={errors.description}>
          <Input
            id="cco-description"
            maxLength={199}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field>
      </div>
      <div className="grid gap-2">
        <h3 className="font-semibold">Contract lines</h3>
        {hasContract ? (
          <>
            <p className="text-muted-foreground text-sm">
              Pick a schedule line and type the change (−500 lowers it), or pick “New line” with a
              description.
            </p>
            <KeyboardGrid
              id="cco-contract-lines"
              label="Contract lines"
              rowNoun="line"
              rows={contractRows}
              onRowsChange={setContractRows}
              columns={contractColumns}
              createRow={emptyContractChangeRow}
              getRowKey={(row) => row.key}
              isRowBlank={isBlankContractChange}
              rowErrors={contractProblems}
              minRows={1}
            />
            <Effect contract={contract} rows={contractRows} />
          </>
        ) : (
          <p className="rounded-md border border-dashed p-4 text-muted-foreground text-sm">
            {M.noContract} (on the{' '}
            <Link className="text-primary underline" to={`/jobs/${contract.job_id}`}>
              job’s page
            </Link>
            ). Budget lines can still be entered.
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <h3 className="font-semibold">Budget lines (optional)</h3>
        <p className="text-muted-foreground text-sm">
          Once approved, these change the job’s revised budget for each cost code and category.
        </p>
        <KeyboardGrid
          id="cco-budget-lines"
          label="Budget lines"
          rowNoun="line"
          rows={budgetRows}
          onRowsChange={setBudgetRows}
          columns={budgetColumns}
          createRow={emptyBudgetChangeRow}
          getRowKey={(row) => row.key}
          isRowBlank={isBlankBudgetChange}
          rowErrors={budgetProblems}
          minRows={1}
        />
      </div>
      {errors.lines ? <p className="text-destructive text-sm">{errors.lines}</p> : null}
      {serverError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive text-sm"
        >
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? <ButtonSpinner /> : null}
          {order ? 'Save changes' : 'Save change order'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
