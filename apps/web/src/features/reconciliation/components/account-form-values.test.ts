import { describe, expect, it } from 'vitest';
import type { TBankAccount } from '../api/bank-accounts-api';
import { accountFormErrors, accountValuesOf, createInputOf, updateInputOf } from './account-form-values';
import { lastMonthLabel, maskedLastFour, unreconciledCount } from './account-status';

const GL = '5f0c5d38-6f1e-4c1e-9d53-0d6c2f0a1b11';

const account = (patch: Partial<TBankAccount> = {}): TBankAccount => ({
  id: '7b1f0c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
  gl_account: { id: GL, number: '1000', name: 'Cash - Operating' },
  name: 'Operating',
  bank_name: 'First Bank',
  last_four: '1234',
  routing_number: '021000021',
  opening_balance_cents: 100_000,
  opening_balance_date: '2025-12-31',
  csv_profile: null,
  is_active: true,
  book_balance_cents: 0,
  uncleared_count: 0,
  unmatched_count: 0,
  last_reconciled: null,
  in_progress: null,
  unreconciled_last_month: true,
  ...patch,
});

describe('the bank account form', () => {
  it('checks the routing number, last four and the cash account with the server’s schema', () => {
    const values = {
      ...accountValuesOf(null),
      name: 'Operating',
      last_four: '12a',
      routing_number: '021000022',
    };
    expect(accountFormErrors(values, null)).toEqual({
      gl_account_id: 'Choose the ledger cash account this bank account is',
      last_four: 'Enter the last four digits of the account number',
      routing_number: 'Routing number 021000022 fails its check digit',
    });
  });

  it('asks for the date of an opening balance', () => {
    const values = {
      ...accountValuesOf(null),
      gl_account_id: GL,
      name: 'Operating',
      opening_balance_cents: 5000,
    };
    expect(accountFormErrors(values, null)).toEqual({
      opening_balance_date: 'Enter the date of the opening bank balance',
    });
    expect(accountFormErrors({ ...values, opening_balance_date: '2025-12-31' }, null)).toEqual({});
    expect(accountFormErrors({ ...values, opening_balance_cents: Number.NaN }, null)).toEqual({
      opening_balance_cents: 'Enter an amount like 1,250.00',
    });
  });

  it('sends empty optional fields as none', () => {
    const values = { ...accountValuesOf(null), gl_account_id: GL, name: 'Payroll' };
    expect(createInputOf(values)).toMatchObject({
      gl_account_id: GL,
      name: 'Payroll',
      opening_balance_cents: 0,
      opening_balance_date: null,
    });
  });

  it('leaves the opening balance alone once a reconciliation is finished', () => {
    const reconciled = account({
      last_reconciled: { id: 'a', statement_date: '2026-01-31', ending_balance_cents: 1 },
    });
    const input = updateInputOf({ ...accountValuesOf(reconciled), opening_balance_cents: 1 }, reconciled);
    expect(input).not.toHaveProperty('opening_balance_cents');
    expect(input).not.toHaveProperty('opening_balance_date');
    expect(updateInputOf(accountValuesOf(account()), account())).toHaveProperty(
      'opening_balance_cents',
      100_000,
    );
  });
});

describe('the account’s state', () => {
  it('names last month', () => {
    expect(lastMonthLabel(new Date(2026, 3, 15))).toBe('March 2026');
    expect(lastMonthLabel(new Date(2026, 0, 1))).toBe('December 2025');
  });

  it('masks the account number', () => {
    expect(maskedLastFour('1234')).toBe('…1234');
    expect(maskedLastFour(null)).toBe('');
  });

  it('counts the active accounts not reconciled for last month', () => {
    expect(
      unreconciledCount([
        account(),
        account({ unreconciled_last_month: false }),
        account({ is_active: false }),
        account(),
      ]),
    ).toBe(2);
  });
});
