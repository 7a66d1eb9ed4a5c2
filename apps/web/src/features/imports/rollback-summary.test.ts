import type { TImportRollback } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { listCounts, rollbackSummary } from './rollback-summary';

const nothing: TImportRollback = {
  run_id: '00000000-0000-4000-8000-000000000001',
  reversed_entries: 0,
  voided_invoices: 0,
  voided_bills: 0,
  removed: {},
  deactivated: {},
  restored: 0,
  notes: [],
};

describe('rollbackSummary', () => {
  it('says every part that did something, pluralised', () => {
    expect(
      rollbackSummary({
        ...nothing,
        reversed_entries: 12,
        voided_invoices: 3,
        voided_bills: 1,
        removed: { vendor: 2, account: 1, customer: 0 },
        deactivated: { customer: 1, bank_account: 2 },
        restored: 4,
      }),
    ).toBe(
      '12 entries reversed, 3 opening invoices and 1 opening bill voided; removed: 1 account, 2 vendors; kept inactive: 1 customer, 2 bank accounts; 4 records restored.',
    );
  });

  it('leaves the zero parts out', () => {
    expect(rollbackSummary({ ...nothing, reversed_entries: 1 })).toBe('1 entry reversed.');
    expect(rollbackSummary({ ...nothing, voided_bills: 2 })).toBe('2 opening bills voided.');
    expect(rollbackSummary({ ...nothing, voided_invoices: 1, restored: 1 })).toBe(
      '1 opening invoice voided; 1 record restored.',
    );
    expect(rollbackSummary({ ...nothing, removed: { job: 3 }, deactivated: { job: 0 } })).toBe(
      'Removed: 3 jobs.',
    );
  });

  it('has nothing to say when the rollback had nothing to undo', () => {
    expect(rollbackSummary(nothing)).toBeNull();
    expect(rollbackSummary({ ...nothing, removed: { account: 0 } })).toBeNull();
  });
});

describe('listCounts', () => {
  it('puts the known lists first and names the others from their key', () => {
    expect(listCounts({ cost_code: 2, bank_account: 1, job: 1, account: 5 })).toBe(
      '5 accounts, 1 job, 1 bank account, 2 cost codes',
    );
    expect(listCounts({ class: 1 })).toBe('1 class');
    expect(listCounts({ class: 2 })).toBe('2 classes');
    expect(listCounts({})).toBeNull();
  });
});
