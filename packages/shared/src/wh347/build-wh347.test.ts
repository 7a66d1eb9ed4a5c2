import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildWh347,
  fringeCreditPerHour,
  type TWh347Source,
  wh347HoursText,
  wh347RateText,
} from './build-wh347.ts';
import { diffWh347, hasWh347Changes } from './diff-wh347.ts';
import type { TWh347Header } from './wh347.schemas.ts';

const header: TWh347Header = {
  is_prime: true,
  prime_contractor_name: null,
  prime_contractor_address: null,
  company_name: 'Builders',
  company_address: '1 Main St',
  payroll_number: 1,
  is_final: false,
  is_no_work: false,
  week_ending: '2026-03-15',
  project_name: 'Post Office',
  job_number: 'J-1',
  project_location: 'Austin, TX',
  awarding_agency: 'GSA',
  agency_project_number: 'P-9',
  contract_number: 'C-1',
  wd_number: 'TX20260001',
  wd_modification: 2,
};

describe('buildWh347', () => {
  /**
   * Dana (Electrician 6 × 8 h Mon–Sat = 48 h at 22.00: 40 REG = 880.00, 8 OT at 33.00 = 264.00;
   * cash in lieu 5.00 × 48 = 240.00 → project gross 1,384.00) and, in the same week, Laborer 4 h at
   * 15.00 = 60.00 on Sunday. Gross for all work 1,444.00 plus 56.00 on another job = 1,500.00.
   * Check: FICA 114.75, federal 160.19, state 0, other 20.00 → deductions 294.94, net 1,205.06.
   * Abel (Laborer, RA level 2) 8 h Monday at 12.50 = 100.00; a biweekly check of 400.00 whose week
   * share is 100.00: FICA 30.60 × 1/4 = 7.65, federal 10.01 × 1/4 = 2.5025 → 2.50; net 89.85.
   */
  const source: TWh347Source = {
    header,
    workers: [
      {
        employee_id: 'd',
        name: 'Dana Volt',
        ssn_last4: '1234',
        apprentice_level: null,
        fringe_credit_rate: '0.0000',
      },
      {
        employee_id: 'a',
        name: 'Abel Hod',
        ssn_last4: null,
        apprentice_level: 2,
        fringe_credit_rate: '3.0000',
      },
    ],
    lines: [
      ...['09', '10', '11', '12', '13'].map((d) => ({
        employee_id: 'd',
        classification: 'Electrician',
        work_date: `2026-03-${d}`,
        pay_type: 'REG' as const,
        hours: '8.00',
        rate: '22.0000',
        amount_cents: 17_600,
      })),
      {
        employee_id: 'd',
        classification: 'Electrician',
        work_date: '2026-03-14',
        pay_type: 'OT',
        hours: '8.00',
        rate: '22.0000',
        amount_cents: 26_400,
      },
      {
        employee_id: 'd',
        classification: 'Laborer',
        work_date: '2026-03-15',
        pay_type: 'REG',
        hours: '4.00',
        rate: '15.0000',
        amount_cents: 6_000,
      },
      {
        employee_id: 'a',
        classification: 'Laborer',
        work_date: '2026-03-09',
        pay_type: 'REG',
        hours: '8.00',
        rate: '12.5000',
        amount_cents: 10_000,
      },
    ],
    cash_in_lieu: [{ employee_id: 'd', classification: 'Electrician', amount_cents: 24_000 }],
    checks: [
      {
        employee_id: 'd',
        check_gross_cents: 150_000,
        week_gross_cents: 150_000,
        fica_cents: 11_475,
        federal_cents: 16_019,
        state_cents: 0,
        other_cents: 2_000,
      },
      {
        employee_id: 'a',
        check_gross_cents: 40_000,
        week_gross_cents: 10_000,
        fica_cents: 3_060,
        federal_cents: 1_001,
        state_cents: 0,
        other_cents: 0,
      },
    ],
  };

  it('makes a row per worker × class, numbered by name, to the cent', () => {
    const r = buildWh347(source);
    expect(r.days).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(r.rows.map((x) => [x.entry, x.name, x.status, x.classification])).toEqual([
      [1, 'Abel Hod', 'RA-2', 'Laborer'],
      [2, 'Dana Volt', 'J', 'Electrician'],
      [2, 'Dana Volt', 'J', 'Laborer'],
    ]);
    const [abel, elec, lab] = r.rows;
    expect(elec).toMatchObject({
      straight_hours: ['8.00', '8.00', '8.00', '8.00', '8.00', '0.00', '0.00'],
      overtime_hours: ['0.00', '0.00', '0.00', '0.00', '0.00', '8.00', '0.00'],
      total_hours: '48.00',
      straight_rate: '22.0000',
      overtime_rate: '33.0000',
      cash_in_lieu_rate: '5.0000',
      cash_in_lieu_cents: 24_000,
      project_gross_cents: 138_400,
      all_work_gross_cents: 150_000,
      deductions: {
        fica_cents: 11_475,
        federal_cents: 16_019,
        state_cents: 0,
        other_cents: 2_000,
        total_cents: 29_494,
      },
      net_cents: 120_506,
    });
    expect(lab).toMatchObject({
      total_hours: '4.00',
      project_gross_cents: 6_000,
      all_work_gross_cents: null,
      net_cents: null,
    });
    expect(abel).toMatchObject({
      fringe_credit_rate: '3.0000',
      all_work_gross_cents: 10_000,
      deductions: { fica_cents: 765, federal_cents: 250, total_cents: 1_015 },
      net_cents: 8_985,
    });
    expect(r.totals).toMatchObject({
      workers: 2,
      straight_hours: '52.00',
      overtime_hours: '8.00',
      total_hours: '60.00',
      project_gross_cents: 154_400,
      all_work_gross_cents: 160_000,
      net_cents: 129_491,
    });
  });

  it('makes an empty report for a week without work', () => {
    const r = buildWh347({
      header: { ...header, is_no_work: true },
      workers: [],
      lines: [],
      cash_in_lieu: [],
      checks: [],
    });
    expect(r.rows).toEqual([]);
    expect(r.totals.project_gross_cents).toBe(0);
  });

  it('credits an annual plan per hour: 6,240.00 over 2,080 hours = 3.00; plus 1.25 per hour', () => {
    expect(
      fringeCreditPerHour([
        { method: 'annual', rate_per_hour: null, annual_amount_cents: 624_000, annual_hours: 2080 },
        { method: 'per_hour', rate_per_hour: '1.25', annual_amount_cents: null, annual_hours: 2080 },
      ]),
    ).toBe('4.2500');
  });

  it('prints rates and hours as the form does', () => {
    expect(wh347RateText('22.0000')).toBe('22.00');
    expect(wh347RateText('22.1250')).toBe('22.125');
    expect(wh347HoursText('7.50')).toBe('7.5');
    expect(wh347HoursText('0.00')).toBe('');
  });
});

const EMPLOYEES = ['e1', 'e2', 'e3', 'e4'];
const CLASSES = ['Electrician', 'Laborer', 'Carpenter'];
const DATES = [
  '2026-03-09',
  '2026-03-10',
  '2026-03-11',
  '2026-03-12',
  '2026-03-13',
  '2026-03-14',
  '2026-03-15',
];
const arbLine = fc.record({
  employee_id: fc.constantFrom(...EMPLOYEES),
  classification: fc.constantFrom(...CLASSES),
  work_date: fc.constantFrom(...DATES),
  pay_type: fc.constantFrom('REG' as const, 'OT' as const, 'DT' as const),
  hours: fc.integer({ min: 1, max: 48 }).map((q) => (q / 4).toFixed(2)),
  rate: fc.constant('20.0000'),
  amount_cents: fc.integer({ min: 1, max: 100_000 }),
});
const arbSource = fc
  .record({
    lines: fc.array(arbLine, { maxLength: 30 }),
    cash: fc.array(
      fc.record({
        employee_id: fc.constantFrom(...EMPLOYEES),
        classification: fc.constantFrom(...CLASSES),
        amount_cents: fc.integer({ min: 1, max: 50_000 }),
      }),
      { maxLength: 5 },
    ),
  })
  .map(
    ({ lines, cash }): TWh347Source => ({
      header,
      workers: EMPLOYEES.map((id) => ({
        employee_id: id,
        name: `Worker ${id}`,
        ssn_last4: null,
        apprentice_level: null,
        fringe_credit_rate: '0.0000',
      })),
      lines,
      cash_in_lieu: cash,
      checks: EMPLOYEES.map((id) => {
        const gross =
          lines.filter((l) => l.employee_id === id).reduce((s, l) => s + l.amount_cents, 0) +
          cash.filter((c) => c.employee_id === id).reduce((s, c) => s + c.amount_cents, 0);
        return {
          employee_id: id,
          check_gross_cents: gross,
          week_gross_cents: gross,
          fica_cents: Math.floor(gross * 0.0765),
          federal_cents: Math.floor(gross / 10),
          state_cents: 0,
          other_cents: 0,
        };
      }),
    }),
  );

describe('properties', () => {
  it('the report totals equal the payroll register of the job and week', () => {
    fc.assert(
      fc.property(arbSource, (s) => {
        const r = buildWh347(s);
        const register =
          s.lines.reduce((x, l) => x + l.amount_cents, 0) +
          s.cash_in_lieu.reduce((x, c) => x + c.amount_cents, 0);
        expect(r.totals.project_gross_cents).toBe(register);
        const hundredths = s.lines.reduce((x, l) => x + Math.round(Number(l.hours) * 100), 0);
        expect(Math.round(Number(r.totals.total_hours) * 100)).toBe(hundredths);
        expect(r.totals.net_cents).toBe(r.totals.all_work_gross_cents - r.totals.deductions.total_cents);
        // One entry number per worker; rows of a worker together.
        const entries = new Map<string, number>();
        for (const row of r.rows) {
          expect(entries.get(row.employee_id) ?? row.entry).toBe(row.entry);
          entries.set(row.employee_id, row.entry);
        }
      }),
    );
  });

  it('an amended report differs from its original only where payroll changed', () => {
    fc.assert(
      fc.property(
        arbSource,
        fc.subarray(EMPLOYEES),
        fc.integer({ min: 1, max: 500 }),
        (s, changed, delta) => {
          // Payroll changes for the chosen workers only: each of their lines pays `delta` cents more.
          const amended: TWh347Source = {
            ...s,
            lines: s.lines.map((l) =>
              changed.includes(l.employee_id) ? { ...l, amount_cents: l.amount_cents + delta } : l,
            ),
          };
          const diff = diffWh347(buildWh347(s), buildWh347(amended));
          const touched = new Set(changed.filter((id) => s.lines.some((l) => l.employee_id === id)));
          const named = [...diff.figures_changed, ...diff.rows_added, ...diff.rows_removed].map(
            (c) => s.workers.find((w) => w.name === c.name)?.employee_id,
          );
          for (const id of named) expect(touched.has(id as string)).toBe(true);
          for (const id of touched) expect(named).toContain(id);
          expect(diff.header_changed).toEqual([]);
          expect(hasWh347Changes(diff)).toBe(touched.size > 0);
        },
      ),
    );
  });
});
