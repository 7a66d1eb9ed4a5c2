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
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { NEW_LINE } from '@/features/change-orders/change-order-lines';
import {
  ChangeLinesGrid,
  ChangeOrderEffect,
  ChangeOrderFormFooter,
  useChangeOrderSubmit,
} from '@/features/change-orders/components/change-order-form-parts';
import {
  changeColumns,
  changeInputs,
  changeProblems,
  emptyChangeRow,
  isBlankChangeRow,
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
  const { errors, serverError, submit: checkAndSave } = useChangeOrderSubmit(VENDOR_CHANGE_ORDER_MESSAGES);

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

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const current = changeInputs(rowsRef.current);
    return checkAndSave(
      {
        date,
        description,
        lineCount: current.length,
        hasLineProblems: changeProblems(rowsRef.current).size > 0 || ruleProblems.length > 0,
      },
      () => onSave({ change_order_date: date, description: description.trim(), reason, lines: current }),
    );
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
        <ChangeLinesGrid
          id="change-order-lines"
          label="Change order lines"
          rows={rows}
          onRowsChange={setRows}
          columns={columns}
          createRow={emptyChangeRow}
          isRowBlank={isBlankChangeRow}
          rowErrors={problems}
        />
        {errors.lines ? <p className="text-destructive text-sm">{errors.lines}</p> : null}
      </div>
      {effect.length > 0 ? (
        <ChangeOrderEffect
          label="Effect on the schedule"
          summary={`Effect: net change ${formatCents(net)}; revised ${formatCents(commitment.totals.revised_cents)} → ${formatCents(commitment.totals.revised_cents + net)}`}
          lines={effect.map((line, index) => ({
            key: line.commitment_line_id ?? `new-${index}`,
            lineNumber: line.line_number,
            before: formatCents(line.revised_before_cents),
            after: formatCents(line.revised_after_cents),
          }))}
          problems={ruleProblems}
        />
      ) : null}
      <ChangeOrderFormFooter
        serverError={serverError}
        isSaving={isSaving}
        isEditing={order !== undefined}
        onCancel={onCancel}
      />
    </form>
  );
}
