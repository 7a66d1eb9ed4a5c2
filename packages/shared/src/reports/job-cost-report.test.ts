import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZJobCostReportQuery } from './job-cost-report.schemas.ts';
import {
  addJobCostFigures,
  categoryTotalsOfJobs,
  defaultCostToComplete,
  jobCostBreakdown,
  spreadCostToComplete,
  type TJobCostSource,
  totalsOfJobs,
} from './job-cost-report.ts';

const source = (
  code: string,
  category: string,
  original: number,
  approved: number,
  committed: number,
  actual: number,
): TJobCostSource => ({
  cost_code_id: `id-${code}`,
  cost_code: code,
  cost_category_id: `id-${category}`,
  cost_category_code: category,
  is_budgeted: original + approved !== 0,
  original_budget_cents: original,
  approved_changes_cents: approved,
  committed_cents: committed,
  actual_cents: actual,
});

describe('defaultCostToComplete', () => {
  it.each([
    // revised, committed, actual → remaining of the larger of budget and commitments
    [1_000, 600, 250, 750], // budget larger: 1,000 − 250
    [1_000, 1_400, 250, 1_150], // over-committed: the commitment is still owed, 1,400 − 250
    [1_000, 600, 1_200, 0], // spent beyond both: nothing left, never negative
    [0, 0, 75, 0], // cost without budget or commitment
    [0, 500, 0, 500], // committed without a budget
  ])('revised %i committed %i actual %i → %i', (revised, committed, actual, expected) => {
    expect(
      defaultCostToComplete({
        revised_budget_cents: revised,
        committed_cents: committed,
        actual_cents: actual,
      }),
    ).toBe(expected);
  });
});

describe('spreadCostToComplete', () => {
  const line = (revised: number, committed: number, actual: number) => ({
    revised_budget_cents: revised,
    committed_cents: committed,
    actual_cents: actual,
  });

  it('spreads in proportion to the default cost to complete, by largest remainder', () => {
    // defaults 100, 200, 0 (spent) → weights 100:200:0 of 1,000: 333.33 → 333, 666.66 → 666, 0; one cent
    // left goes to the largest remainder (666.66's .66 beats 333.33's .33) → 333, 667, 0.
    expect(spreadCostToComplete(1_000, [line(100, 0, 0), line(200, 0, 0), line(50, 0, 80)])).toEqual([
      333, 667, 0,
    ]);
  });

  it('every line at 0 by default: by revised budget, else evenly', () => {
    expect(spreadCostToComplete(90, [line(100, 0, 100), line(200, 0, 300)])).toEqual([30, 60]);
    expect(spreadCostToComplete(10, [line(0, 0, 5), line(0, 0, 9), line(0, 0, 1)])).toEqual([4, 3, 3]);
  });

  it('no lines: nothing to spread', () => {
    expect(spreadCostToComplete(500, [])).toEqual([]);
  });

  it('property: the spread adds up to the estimate exactly, no line negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.array(
          fc.record({
            revised_budget_cents: fc.integer({ min: -1_000_000, max: 100_000_000 }),
            committed_cents: fc.integer({ min: 0, max: 100_000_000 }),
            actual_cents: fc.integer({ min: -1_000_000, max: 100_000_000 }),
          }),
          { minLength: 1, maxLength: 60 },
        ),
        (estimate, lines) => {
          const parts = spreadCostToComplete(estimate, lines);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(estimate);
          expect(parts.every((p) => p >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe('jobCostBreakdown', () => {
  // Lines (original, approved, committed, actual):
  //   01-100 L  1,000   0     800   300 → revised 1,000, ECC max(1,000, 800) − 300 = 700, projected 1,000, variance 0
  //   01-100 M    500  50     700   100 → revised 550, ECC 700 − 100 = 600, projected 700, variance −150
  //   02-200 L    200   0       0   260 → revised 200, ECC 0 (spent beyond), projected 260, variance −60
  // Per code: 01-100 revised 1,550 committed 1,500 actual 400 ECC 1,300 projected 1,700 variance −150
  //           02-200 revised 200 actual 260 ECC 0 projected 260 variance −60
  // Per category: L revised 1,200 committed 800 actual 560 ECC 700 projected 1,260 variance −60
  //               M revised 550 committed 700 actual 100 ECC 600 projected 700 variance −150
  // Job: original 1,700 approved 50 revised 1,750 committed 1,500 actual 660 ECC 1,300 projected 1,960 variance −210
  const sources = [
    source('01-100', 'L', 1_000, 0, 800, 300),
    source('01-100', 'M', 500, 50, 700, 100),
    source('02-200', 'L', 200, 0, 0, 260),
  ];

  it('default cost to complete, subtotals and totals', () => {
    const job = jobCostBreakdown(sources, null);
    expect(
      job.lines.map((l) => [l.cost_to_complete_cents, l.projected_cost_cents, l.variance_cents]),
    ).toEqual([
      [700, 1_000, 0],
      [600, 700, -150],
      [0, 260, -60],
    ]);
    expect(job.cost_code_subtotals).toMatchObject([
      {
        cost_code: '01-100',
        revised_budget_cents: 1_550,
        committed_cents: 1_500,
        actual_cents: 400,
        cost_to_complete_cents: 1_300,
        projected_cost_cents: 1_700,
        variance_cents: -150,
      },
      {
        cost_code: '02-200',
        revised_budget_cents: 200,
        actual_cents: 260,
        cost_to_complete_cents: 0,
        projected_cost_cents: 260,
        variance_cents: -60,
      },
    ]);
    expect(job.category_subtotals).toMatchObject([
      {
        cost_category_code: 'L',
        revised_budget_cents: 1_200,
        committed_cents: 800,
        actual_cents: 560,
        cost_to_complete_cents: 700,
        projected_cost_cents: 1_260,
        variance_cents: -60,
      },
      {
        cost_category_code: 'M',
        revised_budget_cents: 550,
        committed_cents: 700,
        actual_cents: 100,
        cost_to_complete_cents: 600,
        projected_cost_cents: 700,
        variance_cents: -150,
      },
    ]);
    expect(job.totals).toEqual({
      original_budget_cents: 1_700,
      approved_changes_cents: 50,
      revised_budget_cents: 1_750,
      committed_cents: 1_500,
      actual_cents: 660,
      cost_to_complete_cents: 1_300,
      projected_cost_cents: 1_960,
      variance_cents: -210,
    });
  });

  it('a WIP estimate of 10.00 is spread over the lines by their default 700:600:0', () => {
    // 1,000 × 700/1,300 = 538.46 → 538; 1,000 × 600/1,300 = 461.53 → 461; the spent line 0.
    // 538 + 461 = 999: one cent left, to the largest remainder (.53 beats .46) → 538, 462, 0.
    const job = jobCostBreakdown(sources, 1_000);
    expect(job.lines.map((l) => l.cost_to_complete_cents)).toEqual([538, 462, 0]);
    expect(job.totals).toMatchObject({
      cost_to_complete_cents: 1_000,
      projected_cost_cents: 1_660,
      variance_cents: 90,
    });
  });

  it('many jobs: category totals and the grand total add the jobs up', () => {
    const a = jobCostBreakdown(sources, null);
    const b = jobCostBreakdown([source('01-100', 'M', 10, 0, 0, 0)], 4);
    const totals = totalsOfJobs([a, b]);
    expect(totals).toEqual(addJobCostFigures([a.totals, b.totals]));
    expect(totals).toMatchObject({
      revised_budget_cents: 1_760,
      cost_to_complete_cents: 1_304,
      projected_cost_cents: 1_964,
    });
    expect(categoryTotalsOfJobs([a, b]).map((c) => [c.cost_category_code, c.revised_budget_cents])).toEqual([
      ['L', 1_200],
      ['M', 560],
    ]);
  });
});

describe('ZJobCostReportQuery', () => {
  const id = '0b6f1f0e-8a43-4d5e-9a55-3f6f0d1c2b3a';
  it('reads a comma-separated job list, distinct, and defaults the status to all', () => {
    expect(ZJobCostReportQuery.parse({ job_ids: `${id}, ${id.toUpperCase()}` })).toEqual({
      job_ids: [id],
      status: 'all',
    });
  });
  it.each([
    [{ job_ids: 'nope' }, 'job_ids is a comma-separated list of job ids (UUIDs)'],
    [
      {
        job_ids: Array.from(
          { length: 101 },
          (_, i) => `${id.slice(0, 24)}${String(i).padStart(12, '0')}`,
        ).join(','),
      },
      'Name at most 100 jobs',
    ],
    [{ status: 'done' }, 'status is open, closed or all'],
    [{ as_of: '2026-02-30' }, 'Enter a date as YYYY-MM-DD'],
    [{ customer_id: 'x' }, 'customer_id is a customer id (UUID)'],
  ])('refuses %j', (query, message) => {
    const result = ZJobCostReportQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});
