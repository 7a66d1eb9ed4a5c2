import { describe, expect, it } from 'vitest';
import { previewAccountImport } from './account-import.rules.ts';

const existing = [
  { account_number: '1000', account_type: 'asset', system_key: 'cash' },
  { account_number: '6000', account_type: 'expense', system_key: null },
];

describe('chart import preview', () => {
  it('new and updated rows, parents from the chart or the file', () => {
    const p = previewAccountImport(
      [
        { account_number: '6100', account_name: 'Rent', account_type: 'Expense', parent_number: '6000' },
        { account_number: '6110', account_name: 'Yard', account_type: 'expense', parent_number: '6100' },
        { account_number: '1000', account_name: 'Cash', account_type: 'asset' },
      ],
      existing,
    );
    expect(p.invalid).toBe(0);
    expect(p.rows.map((r) => r.action)).toEqual(['new', 'new', 'update']);
  });

  it('every reason of a row, duplicates naming the first row, a system account keeping its type', () => {
    const p = previewAccountImport(
      [
        { account_number: '7000', account_name: 'A', account_type: 'revenue' },
        { account_number: '7000', account_name: 'B', account_type: 'revenue', parent_number: '6000' },
        { account_number: '1000', account_name: 'Cash', account_type: 'expense', normal_balance: 'up' },
      ],
      existing,
    );
    expect(p.rows[1]?.reasons).toEqual([
      'Duplicate account number in file (first on row 1)',
      'A parent account must be of the same type',
    ]);
    expect(p.rows[2]?.reasons).toEqual([
      'Normal balance must be debit or credit',
      'The type of a system account cannot change',
    ]);
    expect(p.invalid).toBe(2);
  });
});
