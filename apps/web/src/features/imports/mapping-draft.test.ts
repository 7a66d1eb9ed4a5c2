import type { TImportMappingView, TImportSourceAccount } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import {
  accountLines,
  chooseControlAccount,
  controlPaths,
  draftFromView,
  filterAccountLines,
  mappingKey,
  mappingProblems,
  resetTypeOverride,
  setTypeOverride,
  suggestedControl,
  typeTableRows,
  unmappedControls,
  updateAccountRow,
  updateNameRow,
} from './mapping-draft';

const AR_ID = '00000000-0000-4000-8000-000000000001';
const CASH_ID = '00000000-0000-4000-8000-000000000002';
const CUSTOMER_ID = '00000000-0000-4000-8000-000000000003';

function source(path: string, extra: Partial<TImportSourceAccount> = {}): TImportSourceAccount {
  return {
    source_path: path,
    source_number: null,
    source_type: null,
    type: null,
    subtype: null,
    balance_cents: 0,
    control_hint: null,
    inactive: false,
    suggested_account_id: null,
    ...extra,
  };
}

const view: TImportMappingView = {
  mapping: {
    numbering: 'keep_source',
    accounts: [{ source_path: 'Checking', action: 'map', account_id: CASH_ID }],
    control_accounts: {},
    names: [],
  },
  source_accounts: [
    source('Checking', { source_type: 'BANK', type: 'asset', subtype: 'bank', source_number: '1000' }),
    source('Accounts Receivable', {
      source_type: 'AR',
      type: 'asset',
      subtype: 'ar',
      control_hint: 'accounts_receivable',
      suggested_account_id: AR_ID,
    }),
    source('Accounts Payable', {
      source_type: 'AP',
      type: 'liability',
      subtype: 'ap',
      control_hint: 'accounts_payable',
    }),
    source('Retainage Receivable', { source_type: 'OCASSET', type: 'asset', subtype: 'other_current_asset' }),
    source('Job Materials:Lumber', {
      source_type: 'COGS',
      type: 'expense',
      subtype: 'cogs',
      source_number: '5010',
    }),
    source('Estimates', { source_type: 'NONPOSTING' }),
    source('Suspense', { source_type: 'WEIRD' }),
  ],
  unresolved_names: [
    { kind: 'customer', source_name: 'Acme Corp' },
    { kind: 'class', source_name: 'Remodels' },
  ],
  type_table: [
    { source: 'iif', source_type: 'BANK', type: 'asset', subtype: 'bank', overridden: false },
    { source: 'iif', source_type: 'COGS', type: 'expense', subtype: 'cogs', overridden: false },
  ],
};

describe('draftFromView', () => {
  const draft = draftFromView(view);

  it('keeps saved rows, takes suggestions and creates the rest', () => {
    expect(draft.accounts.map((row) => [row.source_path, row.action, row.account_id ?? null])).toEqual([
      ['Checking', 'map', CASH_ID],
      ['Accounts Receivable', 'map', AR_ID],
      ['Accounts Payable', 'create', null],
      ['Retainage Receivable', 'create', null],
      ['Job Materials:Lumber', 'create', null],
      ['Estimates', 'create', null],
      ['Suspense', 'create', null],
    ]);
  });

  it('suggests control accounts from hints and retainage by name', () => {
    expect(draft.control_accounts.accounts_receivable).toBe('Accounts Receivable');
    expect(draft.control_accounts.accounts_payable).toBe('Accounts Payable');
    expect(draft.control_accounts.retainage_receivable).toBe('Retainage Receivable');
    expect(draft.control_accounts.retainage_payable).toBeNull();
    expect(suggestedControl('retainage_payable', view.source_accounts)).toBeNull();
  });

  it('creates missing customers and ignores classes by default', () => {
    expect(draft.names).toEqual([
      { kind: 'customer', source_name: 'Acme Corp', action: 'create', target_id: null },
      { kind: 'class', source_name: 'Remodels', action: 'ignore', target_id: null },
    ]);
  });
});

describe('controls', () => {
  it('requires the controls the source declares, with the contract message', () => {
    let draft = draftFromView(view);
    expect(unmappedControls(draft, view.source_accounts)).toEqual([]);
    draft = chooseControlAccount(draft, 'accounts_payable', null);
    expect(unmappedControls(draft, view.source_accounts)).toEqual([
      { key: 'accounts_payable', message: 'Map Accounts payable to one of your accounts before going on' },
    ]);
  });

  it('sets a control and takes its row out of the edits', () => {
    const draft = chooseControlAccount(draftFromView(view), 'undeposited_funds', 'Suspense');
    expect(draft.control_accounts.undeposited_funds).toBe('Suspense');
    expect(controlPaths(draft).get('Suspense')).toBe('undeposited_funds');
    const suspense = accountLines(view, draft, 'iif')[6];
    expect(suspense).toMatchObject({ control: 'undeposited_funds', problem: null });
  });
});

describe('account rows', () => {
  it('flags an unknown type, a map without an account and a bad number; skips a non-posting one', () => {
    let draft = draftFromView(view);
    draft = updateAccountRow(draft, 'Checking', { action: 'map', account_id: null });
    draft = updateAccountRow(draft, 'Job Materials:Lumber', { number: '50' });
    const problems = accountLines(view, draft, 'iif').map((line) => line.problem);
    expect(problems).toEqual([
      'Choose one of your accounts',
      null,
      null,
      null,
      'Use 3 to 10 digits, optionally a dash and up to 6 more',
      null,
      "Choose a type: the type table does not know 'WEIRD'",
    ]);
    expect(accountLines(view, draft, 'iif')[5]?.type.isNonPosting).toBe(true);
  });

  it('takes a row subtype over the type table', () => {
    const draft = updateAccountRow(draftFromView(view), 'Estimates', { subtype: 'other_asset' });
    const line = accountLines(view, draft, 'iif')[5];
    expect(line?.type).toEqual({ type: 'asset', subtype: 'other_asset' });
    expect(line?.problem).toBeNull();
  });

  it('filters by problem, action and search', () => {
    const lines = accountLines(view, draftFromView(view), 'iif');
    expect(filterAccountLines(lines, 'attention', '').map((l) => l.account.source_path)).toEqual([
      'Suspense',
    ]);
    expect(filterAccountLines(lines, 'map', '').length).toBe(2);
    expect(filterAccountLines(lines, 'all', 'lumber').length).toBe(1);
    expect(filterAccountLines(lines, 'all', '5010').length).toBe(1);
  });
});

describe('type table edits', () => {
  it('applies an override to the table and to the accounts, and resets it', () => {
    let draft = setTypeOverride(draftFromView(view), 'iif', 'COGS', 'expense');
    expect(typeTableRows(view, draft)[1]).toMatchObject({
      subtype: 'expense',
      type: 'expense',
      overridden: true,
    });
    draft = setTypeOverride(draft, 'iif', 'NONPOSTING', 'other_asset');
    expect(accountLines(view, draft, 'iif')[5]?.type).toEqual({ type: 'asset', subtype: 'other_asset' });
    draft = resetTypeOverride(draft, 'iif', 'COGS');
    expect(typeTableRows(view, draft)[1]).toMatchObject({ subtype: 'cogs', overridden: false });
  });

  it('keeps the built-in control hint of an overridden type', () => {
    const draft = setTypeOverride(draftFromView(view), 'iif', 'AR', 'ar');
    expect(draft.type_overrides?.iif.AR).toEqual({
      account_type: 'asset',
      subtype: 'ar',
      control: 'accounts_receivable',
    });
  });
});

describe('mappingProblems', () => {
  it('lists the controls, the accounts and the names still to settle', () => {
    let draft = draftFromView(view);
    draft = updateNameRow(draft, { kind: 'customer', source_name: 'Acme Corp' }, { action: 'map' });
    draft = chooseControlAccount(draft, 'accounts_receivable', null);
    expect(mappingProblems(view, draft, 'iif')).toEqual([
      'Map Accounts receivable to one of your accounts before going on',
      '1 account needs your attention',
      '1 name needs your attention',
    ]);
    draft = updateNameRow(draft, { kind: 'customer', source_name: 'Acme Corp' }, { target_id: CUSTOMER_ID });
    expect(mappingProblems(view, draft, 'iif')).toHaveLength(2);
  });
});

describe('mappingKey', () => {
  it('ignores key order and unset keys', () => {
    const a = draftFromView(view);
    const b = { ...a, control_accounts: Object.fromEntries(Object.entries(a.control_accounts).reverse()) };
    expect(mappingKey(b)).toBe(mappingKey(a));
    expect(mappingKey({ ...a, type_overrides: undefined })).toBe(mappingKey(a));
    expect(mappingKey({ ...a, numbering: 'assign' })).not.toBe(mappingKey(a));
  });
});
