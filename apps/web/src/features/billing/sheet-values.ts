import type { TPayApplicationLineJson } from '@groundwork/shared';

/** A continuation-sheet line as the grid edits it. */
export type TSheetRow = Pick<
  TPayApplicationLineJson,
  | 'contract_line_id'
  | 'line_number'
  | 'description'
  | 'scheduled_cents'
  | 'previous_work_cents'
  | 'this_period_cents'
  | 'stored_cents'
  | 'previous_stored_cents'
  | 'retainage_override_cents'
> & { override_reason: string };

export function sheetRowsOf(lines: readonly TPayApplicationLineJson[]): TSheetRow[] {
  return lines.map((l) => ({
    contract_line_id: l.contract_line_id,
    line_number: l.line_number,
    description: l.description,
    scheduled_cents: l.scheduled_cents,
    previous_work_cents: l.previous_work_cents,
    this_period_cents: l.this_period_cents,
    stored_cents: l.stored_cents,
    previous_stored_cents: l.previous_stored_cents,
    retainage_override_cents: l.retainage_override_cents,
    override_reason: l.override_reason ?? '',
  }));
}

/** Work completed to date as a percent of C, '50.00' (what the % column shows and takes). */
export function workPercentText(row: TSheetRow): string {
  if (row.scheduled_cents <= 0) return '';
  const bps = Math.floor(((row.previous_work_cents + row.this_period_cents) * 10000) / row.scheduled_cents);
  return (bps / 100).toFixed(2);
}

/** '62.5', '62.5 %' or '62,5' → 6250 basis points; null when it is not a percent. */
export function parsePercentBps(text: string): number | null {
  const cleaned = text.replace('%', '').replace(',', '.').trim();
  if (!/^\d{1,4}(\.\d{0,2})?$/.test(cleaned)) return null;
  const bps = Math.round(Number(cleaned) * 100);
  return bps <= 100_000 ? bps : null;
}
