import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import type { Db } from '../../db/client.ts';
import { loadContract } from './contract-json.ts';

/** The export's header: the import's columns, then the figures a spreadsheet wants beside them. */
export const CONTRACT_EXPORT_COLUMNS = [
  'line',
  'description',
  'scheduled_value',
  'cost_code',
  'approved_changes',
  'contract_to_date',
] as const;

/** "125050" → "1250.50" by digits (no float); a negative keeps its sign. */
function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const padded = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${padded.slice(0, -2)}.${padded.slice(-2)}`;
}

/**
 * The schedule of values as CSV rows (at most 500 lines plus change-order lines: one batch).
 * `scheduled_value` is the line as contracted, so the file imports back unchanged; approved changes
 * and C to date follow in their own columns, which the import ignores.
 */
export async function contractCsvRows(tx: Db, organizationId: string, jobId: string): Promise<TCsvValue[][]> {
  const contract = await loadContract(tx, organizationId, jobId);
  return contract.lines.map((l) => [
    String(l.line_number),
    l.description,
    centsText(l.original_cents),
    l.cost_code ?? '',
    centsText(l.approved_changes_cents),
    centsText(l.scheduled_cents),
  ]);
}
