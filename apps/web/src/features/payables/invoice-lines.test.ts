import type { TApCommitmentLineOption } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { applyText } from '@/components/grid/grid-values';
import { hiddenInvoiceColumns, invoiceColumns } from './invoice-columns';
import {
  emptyInvoiceRow,
  invoiceFigures,
  invoiceLineInputs,
  invoiceRowProblems,
  isBlankInvoiceRow,
  type TInvoiceRow,
} from './invoice-lines';

const line: TApCommitmentLineOption = {
  id: 'L1',
  commitment: {
    id: 'SC1',
    number: 'J-26-001-SC-01',
    description: 'Concrete',
    retainage_bps: 1000,
    job: { id: 'J1', number: 'J-26-001', name: 'Depot' },
  },
  line_number: 1,
  description: 'Footings',
  cost_code: { id: 'C1', code: '03-1000', description: 'Formwork' },
  cost_category: { id: 'S', code: 'S', description: 'Subcontract' },
  revised_cents: 1_000_000,
  invoiced_cents: 400_000,
  pending_invoices_cents: 100_000,
  pending_changes_cents: 0,
  remaining_cents: 600_000,
};
const lines = new Map([[line.id, line]]);
const options = {
  commitmentLines: [line],
  jobs: [{ value: 'J1', code: 'J-26-001', name: 'Depot' }],
  costCodes: [{ value: 'C1', code: '03-1000', name: 'Formwork' }],
  categories: [{ value: 'M', code: 'M', name: 'Material' }],
  expenseAccounts: [{ value: 'A6200', code: '6200', name: 'Overhead - Rent and Utilities' }],
};

/** Types `text` into the column `id` of `row`, as the grid does. */
function type(row: TInvoiceRow, id: string, text: string, rows: TInvoiceRow[] = [row]) {
  const { byKey, calc } = invoiceFigures(rows, lines);
  const column = invoiceColumns(options, byKey, calc).find((c) => c.id === id);
  if (!column) throw new Error(`no column ${id}`);
  const result = applyText(column, row, text);
  if (result.problem) throw new Error(result.problem);
  return result.row;
}

describe('the Enter Invoice grid', () => {
  it('a commitment line: picked by its number, amount typed as a percent of what is committed', () => {
    let row = type(emptyInvoiceRow('job_cost'), 'line', 'J-26-001-SC-01 #1');
    expect(row).toMatchObject({ kind: 'commitment', commitment_line_id: 'L1' });
    row = type(row, 'percent', '25');
    expect(row.amount_cents).toBe(250_000);
    const { calc, byKey } = invoiceFigures([row], lines);
    expect(byKey.get(row.key)).toEqual({ retainage_bps: 1000, retainage_cents: 25_000, is_override: false });
    expect(calc).toMatchObject({ gross_cents: 250_000, retainage_cents: 25_000, net_cents: 225_000 });
    // Committed 10,000, invoiced to date 5,000 (approved 4,000 + entered 1,000): 5,000 left.
    const columns = invoiceColumns(options, byKey, calc);
    const shown = (id: string) => {
      const column = columns.find((c) => c.id === id);
      return column?.kind === 'money' ? column.getValue(row) : null;
    };
    expect([shown('committed'), shown('invoiced'), shown('remaining')]).toEqual([
      1_000_000, 500_000, 500_000,
    ]);
  });

  it('billing past what is left, and another retainage without a reason, are marked on the line', () => {
    const over = { ...emptyInvoiceRow('commitment'), commitment_line_id: 'L1', amount_cents: 500_001 };
    expect(invoiceRowProblems([over], lines).get(0)).toEqual([
      'Line 1: $5,000.01 is more than the $5,000.00 remaining on J-26-001-SC-01 line 1 (03-1000 S) (committed $10,000.00, invoiced $4,000.00, $1,000.00 on invoices not yet approved) — an approved change order must raise it first',
    ]);
    const reduced = type({ ...over, amount_cents: 100_000 }, 'retainage-percent', '5');
    expect(invoiceRowProblems([reduced], lines).get(0)).toEqual([
      "A retainage other than the commitment's 10.00 % needs a reason",
    ]);
    const explained = { ...reduced, reason: 'Owner holds 5 %' };
    expect(invoiceRowProblems([explained], lines).size).toBe(0);
    expect(invoiceLineInputs([explained, emptyInvoiceRow('commitment')], lines)).toEqual([
      {
        kind: 'commitment',
        commitment_line_id: 'L1',
        job_id: null,
        cost_code_id: null,
        cost_category_id: null,
        expense_account_id: null,
        description: '',
        amount_cents: 100_000,
        retainage_bps: 500,
        retainage_cents: null,
        retainage_override_reason: 'Owner holds 5 %',
      },
    ]);
  });

  it('a job or an expense account makes a direct cost or overhead line; the columns follow the rows', () => {
    const direct = type(
      type(type(emptyInvoiceRow('commitment'), 'job', 'J-26-001'), 'cost-code', '03-1000'),
      'category',
      'M',
    );
    expect(direct).toMatchObject({
      kind: 'job_cost',
      job_id: 'J1',
      cost_code_id: 'C1',
      cost_category_id: 'M',
    });
    const overhead = type(emptyInvoiceRow('commitment'), 'account', '6200');
    expect(overhead).toMatchObject({ kind: 'overhead', expense_account_id: 'A6200' });
    const { byKey } = invoiceFigures([direct], lines);
    expect(hiddenInvoiceColumns([direct], byKey)).toEqual([
      'line',
      'committed',
      'invoiced',
      'remaining',
      'percent',
      'account',
      'reason',
    ]);
    expect(isBlankInvoiceRow(emptyInvoiceRow('overhead'))).toBe(true);
    expect(invoiceRowProblems([{ ...direct, amount_cents: null }], lines).get(0)).toEqual([
      'Enter an amount above zero',
    ]);
  });
});
