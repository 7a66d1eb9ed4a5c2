import { describe, expect, it } from 'vitest';
import { isTablePaste, parseClipboardTable, pasteIntoRows } from './grid-paste';
import type { TGridColumn, TGridOption } from './grid-types';
import { applyText, filterOptions, matchOption } from './grid-values';

type TLine = { account: string | null; debit: number; credit: number; memo: string };

const ACCOUNTS: TGridOption[] = [
  { value: 'a-cash', code: '1000', name: 'Cash' },
  { value: 'a-ar', code: '1200', name: 'Accounts Receivable', isDisabled: true },
  { value: 'a-rev', code: '4000', name: 'Contract Revenue' },
  { value: 'a-labor', code: '5000', name: 'Job Costs - Labor' },
  { value: 'a-mat', code: '5010', name: 'Job Costs - Materials' },
];

const columns: TGridColumn<TLine>[] = [
  {
    id: 'account',
    header: 'Account',
    kind: 'combobox',
    options: ACCOUNTS,
    getValue: (l) => l.account,
    setValue: (l, account) => ({ ...l, account }),
  },
  {
    id: 'debit',
    header: 'Debit',
    kind: 'money',
    getValue: (l) => l.debit || null,
    setValue: (l, cents) => ({ ...l, debit: cents ?? 0 }),
  },
  {
    id: 'credit',
    header: 'Credit',
    kind: 'money',
    getValue: (l) => l.credit || null,
    setValue: (l, cents) => ({ ...l, credit: cents ?? 0 }),
  },
  {
    id: 'memo',
    header: 'Memo',
    kind: 'text',
    getValue: (l) => l.memo,
    setValue: (l, memo) => ({ ...l, memo }),
  },
];
const blank = (): TLine => ({ account: null, debit: 0, credit: 0, memo: '' });

describe('parseClipboardTable', () => {
  it('splits rows and tab-separated cells, ignoring the trailing line break', () => {
    expect(parseClipboardTable('1000\t12.50\t\tcash\r\n4000\t\t12.50\trevenue\r\n')).toEqual([
      ['1000', '12.50', '', 'cash'],
      ['4000', '', '12.50', 'revenue'],
    ]);
  });

  it('reads quoted cells holding tabs, line breaks and quotes', () => {
    expect(parseClipboardTable('"a\tb"\t"say ""hi"""\n"two\nlines"\tx')).toEqual([
      ['a\tb', 'say "hi"'],
      ['two\nlines', 'x'],
    ]);
  });

  it('keeps a lone quote as a character and a single value as one cell', () => {
    expect(parseClipboardTable('5" pipe')).toEqual([['5" pipe']]);
    expect(parseClipboardTable('"open')).toEqual([['"open']]);
  });

  it('tells a table from a single value', () => {
    expect(isTablePaste('12.50')).toBe(false);
    expect(isTablePaste('12.50\n')).toBe(false);
    expect(isTablePaste('a\tb')).toBe(true);
    expect(isTablePaste('a\nb')).toBe(true);
  });
});

describe('pasteIntoRows', () => {
  it('fills rows and columns from the active cell, adding rows and reading money exactly', () => {
    const table = parseClipboardTable('1000\t$1,234.56\t\tdeposit\nContract Revenue\t\t1234.56\tjob 12\n');
    const result = pasteIntoRows([blank()], { row: 0, col: 0 }, columns, table, blank);
    expect(result.problems).toEqual([]);
    expect(result.rows).toEqual([
      { account: 'a-cash', debit: 123456, credit: 0, memo: 'deposit' },
      { account: 'a-rev', debit: 0, credit: 123456, memo: 'job 12' },
    ]);
  });

  it('starts at the focused cell and leaves the cells before it alone', () => {
    const rows = [{ account: 'a-cash', debit: 0, credit: 0, memo: 'keep' }, blank()];
    const result = pasteIntoRows(rows, { row: 1, col: 1 }, columns, [['5', '', 'x']], blank);
    expect(result.rows).toEqual([rows[0], { account: null, debit: 500, credit: 0, memo: 'x' }]);
  });

  it('names the cells it could not take and leaves them as they were', () => {
    const table = [
      ['9999', 'abc', '-5'],
      ['1200', '10', '', 'memo', 'extra'],
    ];
    const result = pasteIntoRows([blank()], { row: 0, col: 0 }, columns, table, blank);
    expect(result.problems).toEqual([
      "Row 1, Account: '9999' was not found",
      "Row 1, Debit: 'abc' is not an amount",
      "Row 1, Credit: '-5' is not an amount",
      'Row 2, Account: 1200 — Accounts Receivable cannot be chosen here',
      'Cells past the last column were left out',
    ]);
    expect(result.rows).toEqual([blank(), { account: null, debit: 1000, credit: 0, memo: 'memo' }]);
  });
});

describe('options', () => {
  it('matches a pasted account by number, name or label, or a unique prefix', () => {
    expect(matchOption(ACCOUNTS, '5010')?.value).toBe('a-mat');
    expect(matchOption(ACCOUNTS, 'cash')?.value).toBe('a-cash');
    expect(matchOption(ACCOUNTS, '5000 — Job Costs - Labor')?.value).toBe('a-labor');
    expect(matchOption(ACCOUNTS, '5000 Job Costs - Labor')?.value).toBe('a-labor');
    expect(matchOption(ACCOUNTS, 'contract')?.value).toBe('a-rev');
    expect(matchOption(ACCOUNTS, 'job costs')).toBeNull();
    expect(matchOption(ACCOUNTS, '50')).toBeNull();
  });

  it('ranks what a person types: code first, then name, then anywhere', () => {
    expect(filterOptions(ACCOUNTS, '50').map((o) => o.code)).toEqual(['5000', '5010']);
    expect(filterOptions(ACCOUNTS, 'mat').map((o) => o.code)).toEqual(['5010']);
    expect(filterOptions(ACCOUNTS, '').length).toBe(5);
  });

  it('treats a zero amount as an empty cell', () => {
    const debit = columns[1] as TGridColumn<TLine>;
    expect(applyText(debit, { ...blank(), debit: 500 }, '0.00').row.debit).toBe(0);
  });
});
