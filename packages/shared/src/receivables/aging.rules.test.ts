import { describe, expect, it } from 'vitest';
import { formatCents } from '../money/money.ts';
import {
  addToAging,
  agingBucket,
  applyProblems,
  daysPastDue,
  openCents,
  zeroAgingFigures,
} from './aging.rules.ts';
import { RECEIPT_MESSAGES, ZCreateReceipt } from './receivables.schemas.ts';

describe('aging buckets', () => {
  it('counts whole days from the due date, across months and a leap day', () => {
    expect(daysPastDue('2026-03-31', '2026-03-31')).toBe(0);
    expect(daysPastDue('2026-03-31', '2026-03-30')).toBe(-1);
    expect(daysPastDue('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysPastDue('2025-12-31', '2026-03-31')).toBe(90);
  });

  it('is current up to the due date, then 1–30, 31–60, 61–90, over 90', () => {
    const cases: [number, string][] = [
      [-10, 'current'],
      [0, 'current'],
      [1, 'days_1_30'],
      [30, 'days_1_30'],
      [31, 'days_31_60'],
      [60, 'days_31_60'],
      [61, 'days_61_90'],
      [90, 'days_61_90'],
      [91, 'over_90'],
      [400, 'over_90'],
    ];
    for (const [days, bucket] of cases) expect(agingBucket(days), `${days} days`).toBe(bucket);
  });

  it('an open amount never goes below zero', () => {
    expect(openCents(10_000, 2_500)).toBe(7_500);
    expect(openCents(10_000, 10_000)).toBe(0);
    expect(openCents(10_000, 12_000)).toBe(0);
  });
});

describe('applying a payment', () => {
  const open = [
    { id: 'a', label: 'J-26-001 #1', open_cents: 50_000 },
    { id: 'b', label: 'J-26-001 #2', open_cents: 20_000 },
  ];
  it('accepts partial amounts within each open amount and the payment', () => {
    const rows = [
      { application_id: 'a', amount_cents: 30_000 },
      { application_id: 'b', amount_cents: 20_000 },
    ];
    expect(applyProblems(rows, open, 60_000, formatCents)).toEqual([]);
  });
  it('refuses more than an open amount, more than the payment, and unknown applications', () => {
    expect(applyProblems([{ application_id: 'b', amount_cents: 20_001 }], open, 60_000, formatCents)).toEqual(
      [RECEIPT_MESSAGES.overOpen('J-26-001 #2', '$200.00')],
    );
    expect(applyProblems([{ application_id: 'a', amount_cents: 50_000 }], open, 40_000, formatCents)).toEqual(
      [RECEIPT_MESSAGES.overApplied],
    );
    expect(applyProblems([{ application_id: 'z', amount_cents: 1 }], open, 40_000, formatCents)).toEqual([
      RECEIPT_MESSAGES.applicationNotFound,
    ]);
  });
});

describe('receipt schema', () => {
  const base = {
    customer_id: '00000000-0000-4000-8000-000000000001',
    receipt_date: '2026-04-15',
    method: 'check',
    amount_cents: 10_000,
    deposit_account_id: '00000000-0000-4000-8000-000000000002',
  };
  it('keeps the rest of the payment as credit: applications may total less than the amount', () => {
    const parsed = ZCreateReceipt.parse({
      ...base,
      reference: ' ',
      applications: [{ application_id: '00000000-0000-4000-8000-000000000003', amount_cents: 4_000 }],
    });
    expect(parsed.reference).toBeNull();
    expect(parsed.applications).toHaveLength(1);
  });
  it('refuses a zero amount, applying more than the payment, and one application twice', () => {
    const messages = (input: unknown) => {
      const r = ZCreateReceipt.safeParse(input);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(messages({ ...base, amount_cents: 0 })).toContain(RECEIPT_MESSAGES.amountPositive);
    const app = '00000000-0000-4000-8000-000000000003';
    expect(messages({ ...base, applications: [{ application_id: app, amount_cents: 10_001 }] })).toContain(
      RECEIPT_MESSAGES.overApplied,
    );
    expect(
      messages({
        ...base,
        applications: [
          { application_id: app, amount_cents: 1 },
          { application_id: app, amount_cents: 1 },
        ],
      }),
    ).toContain(RECEIPT_MESSAGES.applicationTwice);
    expect(messages({ ...base, receipt_date: '2026-02-30' }).length).toBeGreaterThan(0);
  });
});

describe('addToAging', () => {
  it('adds a document to its bucket and the total, its retainage apart', () => {
    const figures = zeroAgingFigures();
    addToAging(figures, 'days_31_60', 850_000, 150_000);
    addToAging(figures, 'days_1_30', 450_050, 50_005);
    addToAging(figures, 'days_1_30', 100_000, -100_000);
    expect(figures).toEqual({
      current_cents: 0,
      days_1_30_cents: 550_050,
      days_31_60_cents: 850_000,
      days_61_90_cents: 0,
      over_90_cents: 0,
      total_cents: 1_400_050,
      retainage_held_cents: 100_005,
    });
  });
});
