import { formatCents, type TPayApplication, thisPeriodFromPercent } from '@groundwork/shared';
import * as React from 'react';
import { KeyboardGrid, sumColumn, type TGridColumn } from '@/components/grid/keyboard-grid';
import { parsePercentBps, type TSheetRow, workPercentText } from '../sheet-values';

export { sheetRowsOf, type TSheetRow } from '../sheet-values';

const pct = (bps: number) => `${(bps / 100).toFixed(2)} %`;

/**
 * The continuation sheet on the shared keyboard grid: C and D as carried, E typed as an amount or as
 * a percent complete to date (which computes E to the cent), F, and a retainage override (I) with its
 * reason; G, G ÷ C and H follow from the live computation.
 */
export function ContinuationSheet({
  rows,
  onRowsChange,
  computed,
  isReadOnly,
}: {
  rows: TSheetRow[];
  onRowsChange: (rows: TSheetRow[]) => void;
  computed: TPayApplication;
  isReadOnly: boolean;
}) {
  const byLine = React.useMemo(() => new Map(computed.lines.map((l) => [l.line_id, l])), [computed]);
  const columns = React.useMemo<TGridColumn<TSheetRow>[]>(() => {
    const cell = (row: TSheetRow) => byLine.get(row.contract_line_id);
    return [
      {
        id: 'description',
        header: 'B · Description',
        kind: 'text',
        isReadOnly: true,
        isWrapped: true,
        className: 'min-w-24',
        getValue: (r) => r.description,
        setValue: (r) => r,
        footer: () => 'Totals',
      },
      {
        id: 'scheduled',
        header: 'C · Scheduled',
        kind: 'money',
        isReadOnly: true,
        getValue: (r) => r.scheduled_cents,
        setValue: (r) => r,
        footer: (all) => formatCents(sumColumn(all, (r) => r.scheduled_cents)),
      },
      {
        id: 'previous',
        header: 'D · Previous',
        kind: 'money',
        isReadOnly: true,
        getValue: (r) => r.previous_work_cents,
        setValue: (r) => r,
        footer: (all) => formatCents(sumColumn(all, (r) => r.previous_work_cents)),
      },
      {
        id: 'this-period',
        header: 'E · This period',
        kind: 'money',
        allowNegative: true,
        className: 'min-w-20',
        getValue: (r) => r.this_period_cents,
        setValue: (r, cents) => ({ ...r, this_period_cents: cents ?? 0 }),
        footer: (all) => formatCents(sumColumn(all, (r) => r.this_period_cents)),
      },
      {
        id: 'percent',
        header: '% to date',
        kind: 'text',
        className: 'min-w-12 text-right',
        getValue: workPercentText,
        setValue: (r, text) => {
          const bps = parsePercentBps(text);
          if (bps === null) return r;
          return {
            ...r,
            this_period_cents: thisPeriodFromPercent(r.scheduled_cents, r.previous_work_cents, bps),
          };
        },
      },
      {
        id: 'stored',
        header: 'F · Stored',
        kind: 'money',
        className: 'min-w-20',
        getValue: (r) => r.stored_cents,
        setValue: (r, cents) => ({ ...r, stored_cents: Math.max(0, cents ?? 0) }),
        footer: (all) => formatCents(sumColumn(all, (r) => r.stored_cents)),
      },
      {
        id: 'completed',
        header: 'G · To date',
        kind: 'money',
        isReadOnly: true,
        getValue: (r) => cell(r)?.completed_and_stored_cents ?? null,
        setValue: (r) => r,
        footer: () => formatCents(computed.summary.line4_completed_and_stored_cents),
      },
      {
        id: 'g-over-c',
        header: 'G ÷ C',
        kind: 'text',
        isReadOnly: true,
        className: 'text-right whitespace-nowrap',
        getValue: (r) => pct(cell(r)?.percent_complete_bps ?? 0),
        setValue: (r) => r,
      },
      {
        id: 'balance',
        header: 'H · Balance',
        kind: 'money',
        isReadOnly: true,
        getValue: (r) => cell(r)?.balance_to_finish_cents ?? null,
        setValue: (r) => r,
        footer: () =>
          formatCents(
            computed.summary.line3_contract_sum_to_date_cents -
              computed.summary.line4_completed_and_stored_cents,
          ),
      },
      {
        id: 'retainage',
        header: 'I · Retainage',
        kind: 'money',
        className: 'min-w-20',
        getValue: (r) => r.retainage_override_cents ?? cell(r)?.retainage_cents ?? null,
        setValue: (r, cents) => ({
          ...r,
          retainage_override_cents: cents === null ? null : Math.max(0, cents),
        }),
        footer: () => formatCents(computed.summary.line5_retainage_cents),
      },
      {
        id: 'reason',
        header: 'Override reason',
        kind: 'text',
        isWrapped: true,
        className: 'w-20 min-w-20',
        maxLength: 500,
        getValue: (r) => (r.retainage_override_cents === null ? '' : r.override_reason),
        setValue: (r, text) => ({ ...r, override_reason: text }),
      },
    ];
  }, [byLine, computed]);

  const rowErrors = React.useMemo(() => {
    const errors = new Map<number, string[]>();
    rows.forEach((row, i) => {
      const problems = computed.problems
        .filter((p) => p.line_id === row.contract_line_id)
        .map((p) => p.message);
      if (row.retainage_override_cents !== null && !row.override_reason.trim())
        problems.push('A retainage override needs a reason');
      if (problems.length > 0) errors.set(i, problems);
    });
    return errors;
  }, [rows, computed]);

  return (
    <KeyboardGrid
      label="Continuation sheet"
      id="continuation-sheet"
      rows={rows}
      onRowsChange={onRowsChange}
      columns={columns}
      createRow={() => rows[0] as TSheetRow}
      getRowKey={(r) => r.contract_line_id}
      isRowBlank={() => false}
      rowErrors={rowErrors}
      isReadOnly={isReadOnly}
      hasFixedRows
      isCompact
      footerLabel="Totals"
      rowNoun="line"
    />
  );
}
