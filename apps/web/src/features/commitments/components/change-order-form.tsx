import {
  changeOrderEffect,
  changeOrderProblems,
  formatCents,
  type TCommitmentDetail,
  type TCreateVendorChangeOrderInput,
  type TVendorChangeOrderDetail,
  todayIso,
  VENDOR_CHANGE_ORDER_MESSAGES,
} from '@groundwork/shared';
import * as React from 'react';
import { Field } from '@/components/field';
import { KeyboardGrid } from '@/components/grid/keyboard-grid';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-fetch';
import {
  changeColumns,
  changeInputs,
  changeProblems,
  emptyChangeRow,
  isBlankChangeRow,
  NEW_LINE,
  scheduleLineOptions,
  type TChangeRow,
  type TCodeOptions,
} from '../schedule-lines';

export type TChangeOrderFormValues = Omit<TCreateVendorChangeOrderInput, 'commitment_id'>;

function rowsFrom(order: TVendorChangeOrderDetail | undefined): TChangeRow[] {
  const rows: TChangeRow[] = (order?.lines ?? []).map((line) => ({
    ...emptyChangeRow(),
    commitment_line_id: line.commitment_line_id ?? NEW_LINE,
    cost_code_id: line.commitment_line_id ? null : line.cost_code.id,
    cost_category_id: line.commitment_line_id ? null : line.cost_category.id,
    description: line.description,
    amount_cents: line.amount_cents,
  }));
  while (rows.length < 3) rows.push(emptyChangeRow());
  return rows;
}

/**
 * A change order's header and lines: each line changes a schedule line (+ or −) or adds a new one
 * (cost code × category). What each line's revised amount becomes is shown before saving, and a line
 * that would go below zero is flagged by the same rule the server applies.
 */
export function ChangeOrderForm({
  commitment,
  order,
  options,
  isSaving,
  onSave,
  onCancel,
}: {
  commitment: TCommitmentDetail;
  order?: TVendorChangeOrderDetail;
  options: TCodeOptions;
  isSaving: boolean;
  onSave: (values: TChangeOrderFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const [date, setDate] = React.useState(order?.change_order_date ?? todayIso());
  const [description, setDescription] = React.useState(order?.description ?? '');
  const [reason, setReason] = React.useState(order?.reason ?? '');
  const [rows, setRowsState] = React.useState<TChangeRow[]>(() => rowsFrom(order));
  const rowsRef = React.useRef(rows);
  const setRows = (next: TChangeRow[]) => {
    rowsRef.current = next;
    setRowsState(next);
  };
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [serverError, setServerError] = React.useState<string | null>(null);

  const lineOptions = React.useMemo(() => scheduleLineOptions(commitment), [commitment]);
  const columns = React.useMemo(() => changeColumns(lineOptions, options), [lineOptions, options]);
  const problems = changeProblems(rows);
  const inputs = changeInputs(rows);
  const effect = changeOrderEffect(
    commitment.lines.map((line) => ({
      id: line.id,
      line_number: line.line_number,
      revised_cents: line.revised_cents,
      invoiced_cents: line.invoiced_cents,
    })),
    inputs,
  );
  const ruleProblems = changeOrderProblems(effect);
  const net = inputs.reduce((sum, line) => sum + line.amount_cents, 0);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!date) found.date = VENDOR_CHANGE_ORDER_MESSAGES.dateRequired;
    if (!description.trim()) found.description = VENDOR_CHANGE_ORDER_MESSAGES.descriptionRequired;
    const current = changeInputs(rowsRef.current);
    if (current.length === 0) found.lines = VENDOR_CHANGE_ORDER_MESSAGES.linesRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (changeProblems(rowsRef.current).size > 0 || ruleProblems.length > 0) {
      setServerError('Fix the lines marked in red');
      return;
    }
    setServerError(null);
    try {
      await onSave({ change_order_date: date, description: description.trim(), reason, lines: current });
    } catch (error) {
      setServerError(errorMessage(error, 'Could not save the change order'));
    }
  };

  return (
    <form className="grid gap-6" onSubmit={submit} noValidate aria-label="Change order">
      <div className="grid gap-4 md:grid-cols-[1fr_3fr]">
        <Field id="change-order-date" label="Date" error={errors.date}>
          <Input
            id="change-order-date"
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </Field>
        <Field id="change-order-description" label="Description" error={errors.description}>
          <Input
            id="change-order-description"
            maxLength={200}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field>
      </div>
      <Field id="change-order-reason" label="Reason">
        <Textarea
          id="change-order-reason"
          rows={2}
          maxLength={2000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      <div className="grid gap-2">
        <h3 className="font-semibold">Lines</h3>
        <p className="text-muted-foreground text-sm">
          Pick a schedule line and type the change (−500 lowers it), or pick “New line” with a cost code and
          category.
        </p>
        <KeyboardGrid
          id="change-order-lines"
          label="Change order lines"
          rowNoun="line"
          rows={rows}
          onRowsChange={setRows}
          columns={columns}
          createRow={emptyChangeRow}
          getRowKey={(row) => row.key}
          isRowBlank={isBlankChangeRow}
          rowErrors={problems}
          minRows={1}
        />
        {errors.lines ? <p className="text-destructive text-sm">{errors.lines}</p> : null}
      </div>
      {effect.length > 0 ? (
        <section aria-label="Effect on the schedule" className="grid gap-1 rounded-md border p-3 text-sm">
          <p className="font-medium">
            Effect: net change {formatCents(net)}; revised {formatCents(commitment.totals.revised_cents)} →{' '}
            {formatCents(commitment.totals.revised_cents + net)}
          </p>
          <ul className="grid gap-0.5 text-muted-foreground">
            {effect.map((line, index) => (
              <li key={line.commitment_line_id ?? `new-${index}`}>
                {line.line_number === null ? 'New line' : `Line ${line.line_number}`}:{' '}
                {formatCents(line.revised_before_cents)} → {formatCents(line.revised_after_cents)}
              </li>
            ))}
          </ul>
          {ruleProblems.length > 0 ? (
            <ul className="list-disc pl-5 text-destructive">
              {ruleProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
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
