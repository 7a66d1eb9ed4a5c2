import { describe, expect, it } from 'vitest';
import {
  accountTypeKey,
  accountTypeTable,
  IIF_ACCOUNT_TYPES,
  mapAccountType,
  QBO_ACCOUNT_TYPES,
  QBO_DISPLAY_TYPES,
  SUBTYPE_ACCOUNT_TYPE,
  ZAccountTypeMapping,
  ZMappedAccountType,
} from './account-types.ts';

describe('IIF ACCNTTYPE table', () => {
  it.each([
    ['BANK', 'asset', 'bank', null],
    ['AR', 'asset', 'ar', 'accounts_receivable'],
    ['OCASSET', 'asset', 'other_current_asset', null],
    ['FIXASSET', 'asset', 'fixed_asset', null],
    ['OASSET', 'asset', 'other_asset', null],
    ['AP', 'liability', 'ap', 'accounts_payable'],
    ['CCARD', 'liability', 'credit_card', null],
    ['OCLIAB', 'liability', 'other_current_liability', null],
    ['LTLIAB', 'liability', 'long_term_liability', null],
    ['EQUITY', 'equity', 'equity', null],
    ['INC', 'revenue', 'income', null],
    ['EXINC', 'revenue', 'other_income', null],
    ['COGS', 'expense', 'cogs', null],
    ['EXP', 'expense', 'expense', null],
    ['EXEXP', 'expense', 'other_expense', null],
  ])('%s → %s / %s', (type, accountType, subtype, control) => {
    expect(mapAccountType({ source: 'iif', type })).toEqual({
      kind: 'posting',
      overridden: false,
      account_type: accountType,
      subtype,
      control,
    });
  });
  it('NONPOSTING is not a GL account', () => {
    expect(IIF_ACCOUNT_TYPES.NONPOSTING).toBeNull();
    expect(mapAccountType({ source: 'iif', type: 'NONPOSTING' })).toEqual({
      kind: 'non_posting',
      overridden: false,
    });
  });
  it('covers every IIF type in the table', () => {
    expect(Object.keys(IIF_ACCOUNT_TYPES)).toHaveLength(16);
  });
  it.each([
    ['OPENBAL', 'EQUITY', 'opening_balance_equity'],
    ['RETEARNINGS', 'EQUITY', 'retained_earnings'],
    ['UNDEPOSIT', 'OCASSET', 'undeposited_funds'],
    ['SALESTAX', 'OCLIAB', 'sales_tax_payable'],
  ])('EXTRA %s marks a control account', (extra, type, control) => {
    const r = mapAccountType({ source: 'iif', type, extra });
    expect(r.kind === 'posting' && r.control).toBe(control);
  });
  it('ignores unknown EXTRA values and reads types in any case', () => {
    const r = mapAccountType({ source: 'iif', type: ' bank ', extra: 'SOMETHING' });
    expect(r).toMatchObject({ kind: 'posting', subtype: 'bank', control: null });
  });
  it('unknown types are unknown', () => {
    expect(mapAccountType({ source: 'iif', type: 'WHATEVER' })).toEqual({ kind: 'unknown' });
    expect(mapAccountType({ source: 'iif', type: '' })).toEqual({ kind: 'unknown' });
  });
});

describe('QuickBooks Online type table', () => {
  it.each([
    ['Bank', 'asset', 'bank', null],
    ['Accounts receivable (A/R)', 'asset', 'ar', 'accounts_receivable'],
    ['Accounts Receivable', 'asset', 'ar', 'accounts_receivable'],
    ['A/R', 'asset', 'ar', 'accounts_receivable'],
    ['Other Current Assets', 'asset', 'other_current_asset', null],
    ['Other Current Asset', 'asset', 'other_current_asset', null],
    ['Fixed Assets', 'asset', 'fixed_asset', null],
    ['Fixed Asset', 'asset', 'fixed_asset', null],
    ['Other Assets', 'asset', 'other_asset', null],
    ['Other Asset', 'asset', 'other_asset', null],
    ['Accounts payable (A/P)', 'liability', 'ap', 'accounts_payable'],
    ['Accounts Payable', 'liability', 'ap', 'accounts_payable'],
    ['A/P', 'liability', 'ap', 'accounts_payable'],
    ['Credit Card', 'liability', 'credit_card', null],
    ['Other Current Liabilities', 'liability', 'other_current_liability', null],
    ['Other Current Liability', 'liability', 'other_current_liability', null],
    ['Long Term Liabilities', 'liability', 'long_term_liability', null],
    ['Long Term Liability', 'liability', 'long_term_liability', null],
    ['Equity', 'equity', 'equity', null],
    ['Income', 'revenue', 'income', null],
    ['Other Income', 'revenue', 'other_income', null],
    ['Cost of Goods Sold', 'expense', 'cogs', null],
    ['Expenses', 'expense', 'expense', null],
    ['Expense', 'expense', 'expense', null],
    ['Other Expense', 'expense', 'other_expense', null],
    ['Other Expenses', 'expense', 'other_expense', null],
  ])('%s → %s / %s', (type, accountType, subtype, control) => {
    expect(mapAccountType({ source: 'qbo', type })).toEqual({
      kind: 'posting',
      overridden: false,
      account_type: accountType,
      subtype,
      control,
    });
  });
  it('covers every Online type row', () => {
    expect(Object.keys(QBO_ACCOUNT_TYPES)).toHaveLength(28);
  });
  it.each(['Non-Posting', 'NonPosting', 'non posting'])('%s is not a GL account', (type) => {
    expect(mapAccountType({ source: 'qbo', type })).toEqual({ kind: 'non_posting', overridden: false });
  });
  it.each([
    ['Other Current Assets', 'Undeposited Funds', 'undeposited_funds'],
    ['Other Current Assets', 'UndepositedFunds', 'undeposited_funds'],
    ['Equity', 'Opening Balance Equity', 'opening_balance_equity'],
    ['Equity', 'Retained Earnings', 'retained_earnings'],
    ['Other Current Liabilities', 'Sales Tax Payable', 'sales_tax_payable'],
    ['Other Current Liabilities', 'Global Tax Payable', 'sales_tax_payable'],
    ['Bank', 'Checking', null],
  ])('%s / %s → control %s', (type, detail_type, control) => {
    const r = mapAccountType({ source: 'qbo', type, detail_type });
    expect(r.kind === 'posting' && r.control).toBe(control);
  });
  it('does not read IIF codes as Online types', () => {
    expect(mapAccountType({ source: 'qbo', type: 'OCASSET' })).toEqual({ kind: 'unknown' });
  });
});

describe('overrides', () => {
  it('win over the table, in any spelling, and can make a type non-posting', () => {
    const overrides = ZAccountTypeMapping.parse({
      iif: { ocasset: { account_type: 'asset', subtype: 'bank' }, EXEXP: null },
      qbo: { 'Custom Thing': { account_type: 'expense', subtype: 'cogs' } },
    });
    expect(mapAccountType({ source: 'iif', type: 'OCASSET' }, overrides)).toEqual({
      kind: 'posting',
      overridden: true,
      account_type: 'asset',
      subtype: 'bank',
      control: null,
    });
    expect(mapAccountType({ source: 'iif', type: 'EXEXP' }, overrides)).toEqual({
      kind: 'non_posting',
      overridden: true,
    });
    expect(mapAccountType({ source: 'qbo', type: 'custom thing' }, overrides)).toMatchObject({
      kind: 'posting',
      subtype: 'cogs',
    });
    expect(mapAccountType({ source: 'iif', type: 'BANK' }, overrides)).toMatchObject({ overridden: false });
  });
  it('keep the account own control marker', () => {
    const overrides = {
      iif: { EQUITY: { account_type: 'equity' as const, subtype: 'equity' as const, control: null } },
    };
    expect(mapAccountType({ source: 'iif', type: 'EQUITY', extra: 'OPENBAL' }, overrides)).toMatchObject({
      control: 'opening_balance_equity',
      overridden: true,
    });
  });
  it('must keep subtype and type consistent', () => {
    expect(ZMappedAccountType.safeParse({ account_type: 'expense', subtype: 'bank' }).success).toBe(false);
    expect(ZMappedAccountType.safeParse({ account_type: 'revenue', subtype: 'other_income' }).success).toBe(
      true,
    );
    for (const [subtype, account_type] of Object.entries(SUBTYPE_ACCOUNT_TYPE))
      expect(ZMappedAccountType.safeParse({ account_type, subtype }).success).toBe(true);
  });
});

describe('accountTypeTable', () => {
  it('lists every built-in row, with overrides applied and added', () => {
    const rows = accountTypeTable({
      iif: { BANK: null, ZZZ: { account_type: 'asset', subtype: 'other_asset', control: null } },
    });
    expect(rows.filter((r) => r.source === 'iif')).toHaveLength(17);
    expect(rows.filter((r) => r.source === 'qbo')).toHaveLength(QBO_DISPLAY_TYPES.length);
    expect(rows.find((r) => r.source_type === 'BANK')).toEqual({
      source: 'iif',
      source_type: 'BANK',
      target: null,
      overridden: true,
    });
    expect(rows.find((r) => r.source_type === 'ZZZ')?.overridden).toBe(true);
    expect(rows.find((r) => r.source_type === 'NONPOSTING')?.target).toBeNull();
  });
  it('keys ignore case and punctuation', () => {
    expect(accountTypeKey('Accounts receivable (A/R)')).toBe('accountsreceivablear');
  });
});
