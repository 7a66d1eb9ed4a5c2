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
import { Input } from '@/components/ui/input';
import {
  ChangeLinesGrid,
  ChangeOrderEffect,
  ChangeOrderFormFooter,
  useChangeOrderSubmit,
} from '@/features/change-orders/components/change-order-form-parts';
import type { TCodeOptions } from '@/features/commitments/schedule-lines';
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
  const net = inputs.reduce((sum, line) => sum + line.amount_cents, 0);
  const before = contract.totals.scheduled_cents;
  return (
    <ChangeOrderEffect
      label="Effect on the contract"
      summary={`Contract sum to date ${formatCents(before)} → ${formatCents(before + net)} (net change ${formatCents(net)})`}
      summaryTestId="change-order-effect"
      lines={effect.map((line, index) => ({
        key: line.contract_line_id ?? `new-${index}`,
        lineNumber: line.line_number,
        before: formatCents(line.scheduled_before_cents),
        after: formatCents(line.scheduled_after_cents),
        note: line.billed_cents > 0 ? ` (billed ${formatCents(line.billed_cents)})` : undefined,
      }))}
      problems={scheduleChangeProblems(effect)}
    />
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
  const { errors, serverError, submit: checkAndSave } = useChangeOrderSubmit(M);
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

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const contractLines = hasContract ? contractChangeInputs(contractRows) : [];
    const budgetLines = budgetChangeInputs(budgetRows);
    const ruleProblems = scheduleChangeProblems(scheduleChangeEffect(contract.lines, contractLines));
    return checkAndSave(
      {
        date,
        description,
        lineCount: contractLines.length + budgetLines.length,
        hasLineProblems: contractProblems.size > 0 || budgetProblems.size > 0 || ruleProblems.length > 0,
      },
      () =>
        onSave({
          change_order_date: date,
          customer_reference: reference,
          description: description.trim(),
          contract_lines: contractLines,
          budget_lines: budgetLines,
        }),
    );
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
            <ChangeLinesGrid
              id="cco-contract-lines"
              label="Contract lines"
              rows={contractRows}
              onRowsChange={setContractRows}
              columns={contractColumns}
              createRow={emptyContractChangeRow}
              isRowBlank={isBlankContractChange}
              rowErrors={contractProblems}
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
        <ChangeLinesGrid
          id="cco-budget-lines"
          label="Budget lines"
          rows={budgetRows}
          onRowsChange={setBudgetRows}
          columns={budgetColumns}
          createRow={emptyBudgetChangeRow}
          isRowBlank={isBlankBudgetChange}
          rowErrors={budgetProblems}
        />
      </div>
      {errors.lines ? <p className="text-destructive text-sm">{errors.lines}</p> : null}
      <ChangeOrderFormFooter
        serverError={serverError}
        isSaving={isSaving}
        isEditing={order !== undefined}
        onCancel={onCancel}
      />
    </form>
  );
}
