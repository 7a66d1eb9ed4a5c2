import {
  AP_INVOICE_LINE_KIND_LABELS,
  amountFromPercent,
  apLineProblems,
  computeApInvoice,
  overCommitments,
  percentOfCommitted,
  type TApCommitmentLineOption,
  type TApInvoice,
  type TApInvoiceCalc,
  type TApInvoiceLineInput,
  type TApInvoiceLineKind,
  type TScheduleLineStanding,
} from '@groundwork/shared';
import type { TGridOption } from '@/components/grid/keyboard-grid';
import { parsePercentBps } from '@/features/billing/sheet-values';

/** An invoice line as the grid edits it: what is typed, before the server checks it again. */
export type TInvoiceRow = {
  key: string;
  kind: TApInvoiceLineKind;
  commitment_line_id: string | null;
  job_id: string | null;
  cost_code_id: string | null;
  cost_category_id: string | null;
  expense_account_id: string | null;
  description: string;
  amount_cents: number | null;
  /** A percent typed for the retainage (null: the default). */
  retainage_bps: number | null;
  /** An amount typed for the retainage (null: from the percent). */
  retainage_cents: number | null;
  reason: string;
};

/** The choices of the grid's pickers and the schedule lines of the chosen vendor. */
export type TInvoiceLineOptions = {
  commitmentLines: readonly TApCommitmentLineOption[];
  jobs: TGridOption[];
  costCodes: TGridOption[];
  categories: TGridOption[];
  expenseAccounts: TGridOption[];
};

let counter = 0;
const nextKey = () => `invoice-row-${++counter}`;

export function emptyInvoiceRow(kind: TApInvoiceLineKind): TInvoiceRow {
  return {
    key: nextKey(),
    kind,
    commitment_line_id: null,
    job_id: null,
    cost_code_id: null,
    cost_category_id: null,
    expense_account_id: null,
    description: '',
    amount_cents: null,
    retainage_bps: null,
    retainage_cents: null,
    reason: '',
  };
}

/** A row with nothing typed in it (its kind alone does not count). */
export function isBlankInvoiceRow(row: TInvoiceRow): boolean {
  return (
    !row.commitment_line_id &&
    !row.job_id &&
    !row.cost_code_id &&
    !row.cost_category_id &&
    !row.expense_account_id &&
    !row.description.trim() &&
    !row.amount_cents &&
    row.retainage_bps === null &&
    row.retainage_cents === null &&
    !row.reason.trim()
  );
}

/**
 * The saved invoice's lines as rows (a percent or amount typed only where it was not the default),
 * and an empty row to type the next one into when `hasEmptyRow`.
 */
export function rowsFromInvoice(
  invoice: TApInvoice | undefined,
  kind: TApInvoiceLineKind,
  hasEmptyRow = true,
): TInvoiceRow[] {
  const rows: TInvoiceRow[] = (invoice?.lines ?? []).map((l) => ({
    key: nextKey(),
    kind: l.kind,
    commitment_line_id: l.commitment_line?.id ?? null,
    job_id: l.kind === 'job_cost' ? (l.job?.id ?? null) : null,
    cost_code_id: l.kind === 'job_cost' ? (l.cost_code?.id ?? null) : null,
    cost_category_id: l.kind === 'job_cost' ? (l.cost_category?.id ?? null) : null,
    expense_account_id: l.expense_account?.id ?? null,
    description: l.description,
    amount_cents: l.amount_cents,
    retainage_bps: l.retainage_bps !== null && l.retainage_bps !== l.default_bps ? l.retainage_bps : null,
    retainage_cents: l.retainage_bps === null ? l.retainage_cents : null,
    reason: l.retainage_override_reason ?? '',
  }));
  if (hasEmptyRow || rows.length === 0) rows.push(emptyInvoiceRow(kind));
  return rows;
}

/** The schedule line a row bills, when it is a commitment row. */
export function scheduleLineOf(
  row: TInvoiceRow,
  lines: ReadonlyMap<string, TApCommitmentLineOption>,
): TApCommitmentLineOption | undefined {
  return row.kind === 'commitment' && row.commitment_line_id ? lines.get(row.commitment_line_id) : undefined;
}

/** Invoiced to date on a schedule line as the grid shows it: approved and posted, and not yet approved. */
export const invoicedToDate = (line: TApCommitmentLineOption) =>
  line.invoiced_cents + line.pending_invoices_cents;

/** What is left on a schedule line for this invoice: committed − invoiced to date (other invoices). */
export const remainingFor = (line: TApCommitmentLineOption) => line.revised_cents - invoicedToDate(line);

/** The retainage and totals of the typed rows (blank rows are not lines), by the server's rule. */
export function invoiceFigures(
  rows: readonly TInvoiceRow[],
  lines: ReadonlyMap<string, TApCommitmentLineOption>,
): { calc: TApInvoiceCalc; byKey: Map<string, TApInvoiceCalc['lines'][number]> } {
  const filled = rows.filter((r) => !isBlankInvoiceRow(r));
  const calc = computeApInvoice(
    filled.map((r) => {
      const line = scheduleLineOf(r, lines);
      return {
        commitment_id: line?.commitment.id ?? null,
        default_bps: line?.commitment.retainage_bps ?? 0,
        amount_cents: r.amount_cents ?? 0,
        retainage_bps: r.retainage_bps,
        retainage_cents: r.retainage_cents,
      };
    }),
  );
  const byKey = new Map(
    filled.map((r, i) => [
      r.key,
      calc.lines[i] ?? { retainage_bps: 0, retainage_cents: 0, is_override: false },
    ]),
  );
  return { calc, byKey };
}

/**
 * What stops each typed row from saving, by row index: the shared line rule (the server's words) and
 * the schedule line billed past what is left on it.
 */
export function invoiceRowProblems(
  rows: readonly TInvoiceRow[],
  lines: ReadonlyMap<string, TApCommitmentLineOption>,
): Map<number, string[]> {
  const { byKey } = invoiceFigures(rows, lines);
  const problems = new Map<number, string[]>();
  rows.forEach((row, index) => {
    if (isBlankInvoiceRow(row)) return;
    const figures = byKey.get(row.key);
    const line = scheduleLineOf(row, lines);
    const found = apLineProblems({
      kind: row.kind,
      commitment_line_id: row.kind === 'commitment' ? row.commitment_line_id : null,
      job_id: row.job_id,
      cost_code_id: row.cost_code_id,
      cost_category_id: row.cost_category_id,
      expense_account_id: row.expense_account_id,
      amount_cents: row.amount_cents,
      default_bps: line?.commitment.retainage_bps ?? 0,
      retainage_bps: figures?.retainage_bps ?? null,
      retainage_cents: figures?.retainage_cents ?? 0,
      is_override: figures?.is_override ?? false,
      retainage_override_reason: row.reason,
    });
    if (found.length > 0) problems.set(index, found);
  });
  const standing = new Map<string, TScheduleLineStanding>(
    [...lines.values()].map((l) => [
      l.id,
      {
        id: l.id,
        label: `${l.commitment.number} line ${l.line_number} (${l.cost_code.code} ${l.cost_category.code})`,
        revised_cents: l.revised_cents,
        invoiced_cents: l.invoiced_cents,
        pending_invoices_cents: l.pending_invoices_cents,
        pending_changes_cents: l.pending_changes_cents,
      },
    ]),
  );
  const filledIndexes = rows.flatMap((r, i) => (isBlankInvoiceRow(r) ? [] : [i]));
  const over = overCommitments(
    filledIndexes.map((i) => {
      const r = rows[i] as TInvoiceRow;
      return {
        commitment_line_id: r.kind === 'commitment' ? r.commitment_line_id : null,
        amount_cents: r.amount_cents,
      };
    }),
    standing,
  );
  for (const o of over) {
    for (const at of o.indexes) {
      const index = filledIndexes[at] ?? at;
      // The message names the lines by their place among the typed rows, as the server will.
      problems.set(index, [...(problems.get(index) ?? []), o.message]);
    }
  }
  return problems;
}

/** The typed rows as the API takes them. */
export function invoiceLineInputs(
  rows: readonly TInvoiceRow[],
  lines: ReadonlyMap<string, TApCommitmentLineOption>,
): TApInvoiceLineInput[] {
  const { byKey } = invoiceFigures(rows, lines);
  return rows
    .filter((r) => !isBlankInvoiceRow(r))
    .map((r) => ({
      kind: r.kind,
      commitment_line_id: r.kind === 'commitment' ? r.commitment_line_id : null,
      job_id: r.kind === 'job_cost' ? r.job_id : null,
      cost_code_id: r.kind === 'job_cost' ? r.cost_code_id : null,
      cost_category_id: r.kind === 'job_cost' ? r.cost_category_id : null,
      expense_account_id: r.kind === 'overhead' ? r.expense_account_id : null,
      description: r.description.trim(),
      amount_cents: r.amount_cents ?? 0,
      retainage_bps: r.retainage_bps,
      retainage_cents: r.retainage_cents,
      retainage_override_reason: byKey.get(r.key)?.is_override ? r.reason.trim() || null : null,
    }));
}

export const KIND_OPTIONS: TGridOption[] = (['commitment', 'job_cost', 'overhead'] as const).map((kind) => ({
  value: kind,
  code: AP_INVOICE_LINE_KIND_LABELS[kind],
  name: '',
}));

/** A schedule line as the Line picker offers it: 'J-26-001-SC-01 #2', '03-3000 S · Footings'. */
export function commitmentLineOption(l: TApCommitmentLineOption): TGridOption {
  return {
    value: l.id,
    code: `${l.commitment.number} #${l.line_number}`,
    name: [`${l.cost_code.code} ${l.cost_category.code}`, l.description].filter(Boolean).join(' · '),
  };
}

/** A row switched to another kind keeps only what that kind uses. */
export function withKind(row: TInvoiceRow, kind: TApInvoiceLineKind): TInvoiceRow {
  if (row.kind === kind) return row;
  return {
    ...row,
    kind,
    commitment_line_id: kind === 'commitment' ? row.commitment_line_id : null,
    job_id: kind === 'job_cost' ? row.job_id : null,
    cost_code_id: kind === 'job_cost' ? row.cost_code_id : null,
    cost_category_id: kind === 'job_cost' ? row.cost_category_id : null,
    expense_account_id: kind === 'overhead' ? row.expense_account_id : null,
    retainage_bps: null,
    retainage_cents: null,
  };
}

/** '25.00' — this period's amount as a percent of the line's committed amount; '' without one. */
export function periodPercentText(row: TInvoiceRow, line: TApCommitmentLineOption | undefined): string {
  if (!line || row.amount_cents === null) return '';
  const bps = percentOfCommitted(row.amount_cents, line.revised_cents);
  return bps === null ? '' : (bps / 100).toFixed(2);
}

/** A percent typed in the % cell: this period's amount of the committed amount, to the cent. */
export function withPeriodPercent(row: TInvoiceRow, line: TApCommitmentLineOption | undefined, text: string) {
  if (!line) return row;
  if (!text.trim()) return { ...row, amount_cents: null };
  const bps = parsePercentBps(text);
  if (bps === null) return row;
  return { ...row, amount_cents: amountFromPercent(line.revised_cents, bps) };
}

/** A percent typed in the Ret. % cell; empty goes back to the default. */
export function withRetainagePercent(row: TInvoiceRow, text: string): TInvoiceRow {
  if (!text.trim()) return { ...row, retainage_bps: null, retainage_cents: null };
  const bps = parsePercentBps(text);
  if (bps === null || bps > 10_000) return row;
  return { ...row, retainage_bps: bps, retainage_cents: null };
}
