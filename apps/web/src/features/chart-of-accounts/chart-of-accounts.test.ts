import { previewAccountImport, type TAccountWithBalance } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { fileNameFrom } from '@/lib/api-download';
import { ACCOUNT_TEMPLATE_CSV, accountRowsFromCsv } from './account-csv';
import { deactivateBlocker, deleteBlocker, groupAccounts, parentChoices } from './account-tree';
import { openingSummary } from './opening-balances';

let seq = 0;
function account(overrides: Partial<TAccountWithBalance>): TAccountWithBalance {
  seq += 1;
  return {
    id: `id-${seq}`,
    organization_id: 'org',
    account_number: String(1000 + seq),
    account_name: `Account ${seq}`,
    account_type: 'asset',
    normal_balance: 'debit',
    system_key: null,
    parent_id: null,
    description: null,
    is_cash: false,
    is_control: false,
    is_active: true,
    balance_cents: 0,
    has_postings: false,
    ...overrides,
  };
}

describe('groupAccounts', () => {
  it('groups by type in number order, sub-accounts under their parent, contra accounts against the subtotal', () => {
    const equipment = account({ id: 'eq', account_number: '1500', balance_cents: 100_000 });
    const depreciation = account({
      account_number: '1550',
      parent_id: 'eq',
      normal_balance: 'credit',
      balance_cents: 25_000,
    });
    const cash = account({ account_number: '1000', balance_cents: 5_000 });
    const payable = account({ account_number: '2000', account_type: 'liability', normal_balance: 'credit' });
    const revenue = account({ account_number: '4000', account_type: 'revenue', normal_balance: 'credit' });
    const orphan = account({ account_number: '1010', parent_id: 'not-listed' });
    const groups = groupAccounts([revenue, depreciation, payable, equipment, cash, orphan]);
    expect(groups.map((g) => g.title)).toEqual(['Assets', 'Liabilities', 'Equity', 'Revenue', 'Expenses']);
    const assets = groups[0];
    expect(assets?.rows.map((r) => [r.account.account_number, r.depth])).toEqual([
      ['1000', 0],
      ['1010', 0],
      ['1500', 0],
      ['1550', 1],
    ]);
    expect(assets?.subtotal_cents).toBe(80_000);
    expect(groups[2]?.rows).toEqual([]);
  });

  it('sorts numbers numerically, so 999 comes before 1000', () => {
    const groups = groupAccounts([account({ account_number: '1000' }), account({ account_number: '999' })]);
    expect(groups[0]?.rows.map((r) => r.account.account_number)).toEqual(['999', '1000']);
  });
});

describe('parentChoices', () => {
  it('offers only accounts of the same type, never the account itself or one below it', () => {
    const top = account({ id: 'top', account_number: '1500' });
    const child = account({ id: 'child', account_number: '1510', parent_id: 'top' });
    const grandchild = account({ id: 'grand', account_number: '1511', parent_id: 'child' });
    const other = account({ id: 'other', account_number: '1000' });
    const liability = account({ account_type: 'liability', normal_balance: 'credit' });
    const list = [top, child, grandchild, other, liability];
    expect(parentChoices(list, 'asset', 'child').map((a) => a.id)).toEqual(['other', 'top']);
    expect(parentChoices(list, 'asset', null)).toHaveLength(4);
    expect(parentChoices(list, 'liability', null).map((a) => a.id)).toEqual([liability.id]);
  });
});

describe('delete and deactivate', () => {
  it('says why an account must stay', () => {
    expect(deleteBlocker(account({ system_key: 'cash' }))).toBe('A system account cannot be deleted');
    expect(deleteBlocker(account({ has_postings: true }))).toBe(
      'This account has postings: deactivate it instead',
    );
    expect(deleteBlocker(account({}))).toBeNull();
    expect(deleteBlocker(account({}), true)).toBe('This account has sub-accounts: move or delete them first');
    expect(deactivateBlocker(account({ balance_cents: -1 }))).toBe(
      'Only an account with a zero balance can be deactivated',
    );
    expect(deactivateBlocker(account({ has_postings: true }))).toBeNull();
  });
});

describe('accountRowsFromCsv', () => {
  it('reads named columns in any order and case, with a BOM, quotes and blank lines', () => {
    const text =
      '\uFEFFAccount_Type,account_number,Account Name,description\r\n' +
      'asset,1010,"Cash, Payroll","Said ""hi"""\r\n\r\n' +
      'expense, 6500 ,Travel,\r\n';
    expect(accountRowsFromCsv(text)).toEqual({
      ok: true,
      rows: [
        {
          account_number: '1010',
          account_name: 'Cash, Payroll',
          account_type: 'asset',
          normal_balance: '',
          parent_number: '',
          description: 'Said "hi"',
          is_cash: '',
        },
        {
          account_number: '6500',
          account_name: 'Travel',
          account_type: 'expense',
          normal_balance: '',
          parent_number: '',
          description: '',
          is_cash: '',
        },
      ],
    });
  });

  it('names the missing columns', () => {
    expect(accountRowsFromCsv('number,name\n1000,Cash\n')).toEqual({
      ok: false,
      error:
        "The file's first row must name the columns account_number, account_name, account_type (missing: account_number, account_name, account_type)",
    });
  });

  it('reads its own template, whose rows are all valid against an empty chart', () => {
    const parsed = accountRowsFromCsv(ACCOUNT_TEMPLATE_CSV);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(previewAccountImport(parsed.rows, [])).toMatchObject({ valid: 3, invalid: 0 });
  });
});

describe('openingSummary', () => {
  it('totals both sides, puts the difference on equity and refuses a two-sided or unreadable line', () => {
    const summary = openingSummary(
      new Map([
        ['cash', { debit: 150_000, credit: null }],
        ['loan', { debit: null, credit: 50_000 }],
        ['both', { debit: 1, credit: 1 }],
        ['typo', { debit: Number.NaN, credit: null }],
        ['empty', { debit: null, credit: 0 }],
      ]),
    );
    expect(summary.debit_cents).toBe(150_000);
    expect(summary.credit_cents).toBe(50_000);
    expect(summary.equity_cents).toBe(100_000);
    expect([...summary.invalid]).toEqual(['both', 'typo']);
    expect(summary.lines).toEqual([
      { account_id: 'cash', debit_cents: 150_000, credit_cents: 0 },
      { account_id: 'loan', debit_cents: 0, credit_cents: 50_000 },
    ]);
  });
});

describe('fileNameFrom', () => {
  it('prefers the encoded name, then the plain one, then the fallback', () => {
    expect(fileNameFrom(`attachment; filename="a.csv"; filename*=UTF-8''b%20c.csv`, 'x.csv')).toBe('b c.csv');
    expect(fileNameFrom('attachment; filename="trial_balance.csv"', 'x.csv')).toBe('trial_balance.csv');
    expect(fileNameFrom(null, 'x.csv')).toBe('x.csv');
  });
});
