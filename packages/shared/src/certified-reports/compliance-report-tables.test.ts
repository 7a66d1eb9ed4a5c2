import { describe, expect, it } from 'vitest';
import type { TComplianceReport } from './compliance-report.schemas.ts';
import { complianceTable } from './compliance-report-tables.ts';

const report: TComplianceReport = {
  job: { id: 'j', number: 'J-26-001', name: 'Library', awarding_agency: 'City', contract_number: 'C-1' },
  from: '2026-03-01',
  to: '2026-03-31',
  wages: [
    {
      employee_id: 'a',
      employee_name: 'Alex',
      classification: 'Electrician',
      straight_hours: '40.00',
      overtime_hours: '4.00',
      total_hours: '44.00',
      wages_cents: 138_000,
      premium_cents: 6_000,
    },
  ],
  wage_totals: {
    straight_hours: '40.00',
    overtime_hours: '4.00',
    total_hours: '44.00',
    wages_cents: 138_000,
    premium_cents: 6_000,
  },
  fringes: [
    {
      employee_id: 'a',
      employee_name: 'Alex',
      kind: 'cash_in_lieu',
      plan: 'cash_in_lieu',
      plan_name: 'Cash in lieu of fringes',
      method: null,
      credit_per_hour: null,
      hours: '44.00',
      amount_cents: 3_000,
    },
  ],
  fringe_totals: { plan_credit_cents: 0, cash_in_lieu_cents: 3_000, total_cents: 3_000 },
  apprentice_weeks: [
    {
      week_ending: '2026-03-15',
      program_name: 'JATC',
      classification: 'Electrician',
      ratio: '1:3',
      apprentices: 2,
      journeyworkers: 3,
      apprentice_hours: '80.00',
      journeyworker_hours: '120.00',
      days_over: ['2026-03-11', '2026-03-12'],
      is_over: true,
    },
  ],
  restitutions: [],
  restitution_totals: { underpaid_cents: 0, paid_cents: 0, outstanding_cents: 0 },
};

describe('the compliance report as tables', () => {
  it('names the file and the parameters after the job and the dates', () => {
    const t = complianceTable(report, 'wages');
    expect(t.fileName).toBe('compliance-wages-J-26-001-2026-03-01-to-2026-03-31');
    expect(t.parameters).toEqual([
      ['Job', 'J-26-001 Library'],
      ['Work dates', '2026-03-01 to 2026-03-31'],
    ]);
    expect(t.rows.at(-1)).toEqual({
      kind: 'total',
      cells: ['Total', '', '40.00', '4.00', '44.00', 6_000, 138_000],
    });
  });

  it('labels cash in lieu and flags weeks over the ratio', () => {
    expect(complianceTable(report, 'fringes').rows[0]?.cells.slice(0, 3)).toEqual([
      'Alex',
      'Cash in lieu',
      'Cash in lieu of fringes',
    ]);
    expect(complianceTable(report, 'apprentices').rows[0]?.cells.at(-1)).toBe('03-11, 03-12');
    expect(complianceTable(report, 'restitution').rows).toEqual([
      { kind: 'total', cells: ['Total', '', '', 0, 0, 0, '', ''] },
    ]);
  });
});
