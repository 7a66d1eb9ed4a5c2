import { describe, expect, it } from 'vitest';
import { previewScheduleImport, scheduleLineErrors, scheduleTotalProblem } from './contract.rules.ts';
import {
  lineHasChangeOrdersMessage,
  CONTRACT_MESSAGES as M,
  ZContractImport,
  ZSaveContract,
} from './contract.schemas.ts';

const codes = [
  { id: '00000000-0000-4000-8000-000000000001', code: '03-0000', is_active: true, is_parent: true },
  { id: '00000000-0000-4000-8000-000000000002', code: '03-1000', is_active: true, is_parent: false },
  { id: '00000000-0000-4000-8000-000000000003', code: '03-9000', is_active: false, is_parent: false },
];
const header = {
  original_contract_cents: 100_000,
  billing_method: 'progress',
  retainage_work_bps: 1000,
  retainage_stored_bps: 1000,
  payment_terms_days: 30,
  lines: [],
} as const;
const firstMessage = (input: unknown) => {
  const result = ZSaveContract.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('contract header', () => {
  it('accepts terms with a step-down and a cap; absent options are null', () => {
    const parsed = ZSaveContract.parse({
      ...header,
      step_down_threshold_bps: 5000,
      step_down_work_bps: 500,
      retainage_cap_bps: 500,
    });
    expect(parsed).toMatchObject({
      step_down_threshold_bps: 5000,
      step_down_work_bps: 500,
      retainage_cap_bps: 500,
    });
    expect(ZSaveContract.parse(header)).toMatchObject({
      step_down_threshold_bps: null,
      retainage_cap_bps: null,
    });
  });

  it('names every refused header field', () => {
    expect(firstMessage({ ...header, original_contract_cents: -1 })).toBe(M.originalAmount);
    expect(firstMessage({ ...header, original_contract_cents: 1.5 })).toBe(M.originalAmount);
    expect(firstMessage({ ...header, billing_method: 'monthly' })).toBe(M.billingMethod);
    expect(firstMessage({ ...header, retainage_work_bps: 10_001 })).toBe(M.retainageRange);
    expect(firstMessage({ ...header, retainage_cap_bps: -5 })).toBe(M.retainageRange);
    expect(firstMessage({ ...header, step_down_threshold_bps: 5000 })).toBe(M.stepDownPair);
    expect(firstMessage({ ...header, step_down_threshold_bps: 5000, step_down_work_bps: 1000 })).toBe(
      M.stepDownLower,
    );
    expect(firstMessage({ ...header, payment_terms_days: 366 })).toBe(M.paymentTerms);
    expect(firstMessage({ ...header, lines: Array(501).fill({ description: 'x', original_cents: 0 }) })).toBe(
      M.linesMax,
    );
    expect(firstMessage({ ...header, lines: [{ id: 'nope', description: 'x', original_cents: 0 }] })).toBe(
      M.lineNotOnContract,
    );
  });
});

describe('schedule of values', () => {
  it('every reason of a line; a cost code is optional', () => {
    const errors = scheduleLineErrors(
      [
        { description: 'Sitework', original_cents: 50_000, cost_code_id: null },
        { description: ' ', original_cents: null, cost_code_id: codes[0]?.id ?? null },
        { description: 'x'.repeat(200), original_cents: -1, cost_code_id: codes[2]?.id ?? null },
        { description: 'Roof', original_cents: 1, cost_code_id: 'elsewhere' },
      ],
      codes,
    );
    expect(errors.get(0)).toBeUndefined();
    expect(errors.get(1)).toEqual([M.lineDescriptionRequired, M.lineAmount, M.costCodeParent]);
    expect(errors.get(2)).toEqual([M.lineDescriptionMax, M.lineAmount, M.costCodeInactive]);
    expect(errors.get(3)).toEqual([M.costCodeNotFound]);
  });

  it('must total the contract sum', () => {
    expect(
      scheduleTotalProblem([{ original_cents: 60_000 }, { original_cents: 40_000 }], 100_000),
    ).toBeNull();
    expect(scheduleTotalProblem([{ original_cents: 90_000 }, { original_cents: null }], 100_000)).toBe(
      'The schedule of values totals $900.00 but the contract sum is $1,000.00',
    );
    expect(lineHasChangeOrdersMessage(3)).toBe('Line 3 has change orders: it cannot be removed');
  });
});

describe('schedule import preview', () => {
  it('updates numbered lines, adds others, counts removed ones and totals the file', () => {
    const preview = previewScheduleImport(
      [
        { line: '1', description: 'Sitework', scheduled_value: '1,000.50', cost_code: '03-1000' },
        { line: '4', description: 'Roof', scheduled_value: '$200' },
      ],
      codes,
      [1, 2],
    );
    expect(preview).toMatchObject({ valid: 2, invalid: 0, total_cents: 120_050, removed: 1 });
    expect(preview.rows.map((r) => r.action)).toEqual(['update', 'new']);
  });

  it('every reason of a row, all or nothing', () => {
    const preview = previewScheduleImport(
      [
        { line: '1', description: 'A', scheduled_value: '1' },
        { line: '1', description: '', scheduled_value: 'abc', cost_code: '99-9999' },
        { line: 'x', description: 'B', scheduled_value: '', cost_code: '03-0000' },
        { line: '0', description: 'C', scheduled_value: '-5', cost_code: '03-9000' },
      ],
      codes,
      [],
    );
    expect(preview.rows[1]?.reasons).toEqual([
      'Duplicate line 1 in file (first on row 1)',
      M.lineDescriptionRequired,
      M.lineAmount,
      M.costCodeNotFound,
    ]);
    expect(preview.rows[2]?.reasons).toEqual([M.lineNumberInvalid, M.lineAmount, M.costCodeParent]);
    expect(preview.rows[3]?.reasons).toEqual([M.lineNumberInvalid, M.lineAmount, M.costCodeInactive]);
    expect(preview).toMatchObject({ valid: 1, invalid: 3, total_cents: 100 });
  });

  it('refuses an empty or oversized file', () => {
    expect(ZContractImport.safeParse({ rows: [] }).error?.issues[0]?.message).toBe(M.importEmpty);
    const row = { line: '1', description: 'x', scheduled_value: '1' };
    expect(ZContractImport.safeParse({ rows: Array(501).fill(row) }).error?.issues[0]?.message).toBe(
      M.importTooLarge,
    );
  });
});
