import type { TOpenApplication } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { applicationsOf, appliedTotal, applyError, fillOldestFirst } from './components/apply-table';

const row = (id: string, open: number, number: number): TOpenApplication => ({
  id,
  job_id: 'job',
  project_number: 'J-26-001',
  project_name: 'HQ',
  application_number: number,
  kind: 'progress',
  application_date: '2026-06-30',
  due_date: '2026-07-30',
  current_due_cents: open,
  paid_cents: 0,
  open_cents: open,
});

describe('applying a payment in the form', () => {
  const rows = [row('a', 10_000, 1), row('b', 5_000, 2)];
  it('fills the oldest first, each up to its open amount, the rest left as credit', () => {
    expect(fillOldestFirst(rows, 12_000)).toEqual({ a: 10_000, b: 2_000 });
    expect(fillOldestFirst(rows, 20_000)).toEqual({ a: 10_000, b: 5_000 });
    expect(fillOldestFirst(rows, 4_000)).toEqual({ a: 4_000, b: null });
    expect(appliedTotal({ a: 10_000, b: null, c: Number.NaN })).toBe(10_000);
  });
  it('names an amount above the open amount, and a total above the payment', () => {
    expect(applyError(rows, { a: 10_001 }, 20_000)).toBe('J-26-001 #1: more than its open amount ($100.00)');
    expect(applyError(rows, { a: 10_000, b: 5_000 }, 14_999)).toBe(
      'The amounts applied are more than the payment',
    );
    expect(applyError(rows, { a: 10_000 }, 10_000)).toBeNull();
  });
  it('sends only the rows with an amount', () => {
    expect(applicationsOf({ a: 10_000, b: null, c: 0 })).toEqual([
      { application_id: 'a', amount_cents: 10_000 },
    ]);
  });
});
