import { IMPORT_STAGES, type TImportMappingInput, ZImportMapping } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { chartOfAccounts, customers, projects, vendors } from '../src/db/schema/index.ts';
import { withTenant } from '../src/lib/tenant.ts';
import { emptySourceModel, type TImportSourceModel } from '../src/modules/imports/model/source-model.ts';
import { accountsStage } from '../src/modules/imports/stages/accounts.ts';
import { nextFreeAccountNumber } from '../src/modules/imports/stages/accounts-plan.ts';
import { customersStage } from '../src/modules/imports/stages/customers.ts';
import { nextPartyNumbers, splitAddress } from '../src/modules/imports/stages/customers-fields.ts';
import { IMPORT_STAGE_RUNNERS } from '../src/modules/imports/stages/index.ts';
import { jobsStage } from '../src/modules/imports/stages/jobs.ts';
import {
  ensureImportSystemAccounts,
  resolveAccounts,
  resolveCustomers,
  resolveJobs,
  resolveVendors,
} from '../src/modules/imports/stages/resolve.ts';
import type { TImportStageRunner, TStageContext } from '../src/modules/imports/stages/stage-types.ts';
import { termsDays, vendorsStage } from '../src/modules/imports/stages/vendors.ts';
import { NO_RUN_ID, runImportStage, sourceRows } from './helpers/import-stage-fixture.ts';
import { createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The list stages of an import run (issue 24): accounts, customers, jobs and vendors, called as the
// orchestrator calls them, inside a tenant transaction of a signed-up company.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const { account, party, job } = sourceRows('lists.iif');

type TRecorded = Parameters<TStageContext['record']>[0];

/** One stage in a tenant transaction, its records collected (not written: there is no run). */
async function runStage(
  member: Member,
  runner: TImportStageRunner,
  model: TImportSourceModel,
  mapping: TImportMappingInput = {},
) {
  const records: TRecorded[] = [];
  const result = await runImportStage(t, member, runner, {
    runId: NO_RUN_ID,
    model,
    mapping,
    record: async (entry) => {
      records.push(entry);
    },
  });
  return { result, records };
}

const inTenant = <T>(member: Member, fn: (tx: Db) => Promise<T>) => withTenant(t.db, member, fn);

async function chart(member: Member) {
  const rows = await inTenant(member, (tx) =>
    tx.select().from(chartOfAccounts).where(eq(chartOfAccounts.organizationId, member.organizationId)),
  );
  return new Map(rows.map((r) => [r.accountNumber, r]));
}

describe('pure helpers', () => {
  it('assigns the next free number of a subtype block, then of the type', () => {
    expect(nextFreeAccountNumber('asset', 'fixed_asset', new Set(['1500']))).toBe('1510');
    expect(nextFreeAccountNumber('revenue', 'income', new Set(['4000']))).toBe('4010');
    const full = new Set(Array.from({ length: 1000 }, (_, i) => String(4000 + i)));
    expect(nextFreeAccountNumber('revenue', 'income', full)).toBe('7000');
  });

  it('numbers parties C-0001 upward around the taken ones, then alphanumeric', () => {
    expect(nextPartyNumbers('C', new Set(['C-0001', 'C-0003']), 3)).toEqual(['C-0002', 'C-0004', 'C-0005']);
    const taken = new Set(Array.from({ length: 9999 }, (_, i) => `V-${String(i + 1).padStart(4, '0')}`));
    expect(nextPartyNumbers('V', taken, 2)).toEqual(['V-000A', 'V-000B']);
  });

  it('splits QuickBooks address lines', () => {
    expect(
      splitAddress({
        name: 'Acme Corp',
        companyName: 'Acme Corporation',
        addressLines: ['Acme Corporation', '12 Main St', 'Suite 4', 'Springfield, IL 62704'],
      }),
    ).toEqual({ address: '12 Main St, Suite 4', city: 'Springfield', state: 'IL', zip: '62704' });
    expect(termsDays('Net 45')).toBe(45);
    expect(termsDays('Due on receipt')).toBe(0);
    expect(termsDays('1% 10 Net 30')).toBe(1);
  });

  it('lists the stage runners in IMPORT_STAGES order', () => {
    const stages = IMPORT_STAGE_RUNNERS.map((r) => r.stage);
    expect(stages).toEqual([...IMPORT_STAGES]);
  });
});

describe('system accounts', () => {
  it('creates opening clearing and undeposited funds on demand, on the next free number', async () => {
    const m = await createCompany(t, 'sys@imports.test');
    await inTenant(m, (tx) =>
      tx.insert(chartOfAccounts).values({
        organizationId: m.organizationId,
        accountNumber: '3990',
        accountName: 'Something else',
        accountType: 'equity',
        normalBalance: 'credit',
      }),
    );
    const ids = await inTenant(m, (tx) => ensureImportSystemAccounts(tx, m.organizationId));
    const again = await inTenant(m, (tx) => ensureImportSystemAccounts(tx, m.organizationId));
    expect(again).toEqual(ids);
    const c = await chart(m);
    expect(c.get('3991')).toMatchObject({
      id: ids.openingClearing,
      systemKey: 'opening_clearing',
      accountType: 'equity',
    });
    expect(c.get('3950')).toMatchObject({
      id: ids.openingBalanceEquity,
      systemKey: 'opening_balance_equity',
    });
    expect(c.get('1050')).toMatchObject({
      id: ids.undepositedFunds,
      systemKey: 'undeposited_funds',
      accountType: 'asset',
      normalBalance: 'debit',
      accountName: 'Undeposited Funds',
    });
  });
});

describe('accounts stage', () => {
  let m: Member;
  let model: TImportSourceModel;
  let mapping: TImportMappingInput;
  let cash: string;

  beforeAll(async () => {
    m = await createCompany(t, 'accounts@imports.test');
    cash = (await chart(m)).get('1000')?.id as string;
    model = emptySourceModel();
    model.accounts = [
      account('Checking', 'BANK', { number: '1010' }),
      account('Petty Cash', 'BANK'),
      account('Savings', 'BANK', { number: '1077' }),
      account('Accounts Receivable', 'AR', { number: '1200' }),
      account('Undeposited Funds', 'OCASSET', { controlHint: 'UNDEPOSIT' }),
      account('Equipment:Trucks', 'FIXASSET'),
      account('Equipment', 'FIXASSET'),
      account('Job Materials', 'EXP', { number: '6500' }),
      account('Job Materials:Lumber', 'EXP', { number: '6510' }),
      account('Old Rent', 'EXP', { number: '6600', inactive: true }),
      account('Consulting Income', 'INC', { number: '1000' }),
      account('Opening Bal Equity', 'EQUITY', { number: '3000', controlHint: 'OPENBAL' }),
      account('Estimates', 'NONPOSTING'),
      account('Odd Number', 'OCLIAB', { number: 'A-100' }),
    ];
    mapping = {
      accounts: [
        { source_path: 'Petty Cash', action: 'map', account_id: cash },
        { source_path: 'Savings', action: 'create', number: '1020', name: 'Savings (Main Bank)' },
      ],
      control_accounts: {
        accounts_receivable: 'Accounts Receivable',
        undeposited_funds: 'Undeposited Funds',
        opening_balance_equity: 'Opening Bal Equity',
      },
    };
  });

  it('maps, creates (numbers, parents, cash, inactive) and skips non-posting accounts', async () => {
    const { result, records } = await runStage(m, accountsStage, model, mapping);
    expect(result.errors).toEqual([]);
    expect(result.rows).toBe(14);
    const c = await chart(m);
    // Kept source numbers; bank accounts are cash.
    expect(c.get('1010')).toMatchObject({ accountName: 'Checking', accountType: 'asset', isCash: true });
    // The mapping's number and name win.
    expect(c.get('1020')).toMatchObject({ accountName: 'Savings (Main Bank)', isCash: true });
    expect(c.has('1077')).toBe(false);
    // Sub-accounts under their parent; numbers assigned in the fixed-asset block when the source has none.
    const equipment = c.get('1510');
    expect(equipment).toMatchObject({ accountName: 'Equipment', accountType: 'asset' });
    expect(c.get('1520')).toMatchObject({ accountName: 'Trucks', parentId: equipment?.id });
    expect(c.get('6510')).toMatchObject({ accountName: 'Lumber', parentId: c.get('6500')?.id });
    expect(c.get('6600')).toMatchObject({ isActive: false });
    // 1000 is an asset here: the income account gets the next number of the income block.
    expect(c.get('4010')).toMatchObject({ accountName: 'Consulting Income', accountType: 'revenue' });
    // An invalid source number is replaced by an assigned one.
    expect(c.get('2010')).toMatchObject({ accountName: 'Odd Number', accountType: 'liability' });
    expect([...c.values()].some((a) => a.accountName === 'Estimates')).toBe(false);
    // Control accounts map onto the system accounts (undeposited funds created on demand).
    expect(c.get('1050')?.systemKey).toBe('undeposited_funds');
    expect(c.get('3990')?.systemKey).toBe('opening_clearing');

    const created = records.filter((r) => r.action === 'created' && r.entityType === 'account');
    expect(created.map((r) => r.naturalKey).sort()).toEqual(
      [
        '1010',
        '1020',
        '1510',
        '1520',
        '2010',
        '4010',
        '6500',
        '6510',
        '6600',
        'system:opening_clearing',
        'system:undeposited_funds',
      ].sort(),
    );
    expect(result.created).toBe(9);
    // Petty Cash (mapped), AR, Undeposited Funds, OBE (control accounts).
    expect(result.unchanged).toBe(4);

    const resolved = await inTenant(m, (tx) =>
      resolveAccounts(tx, m.organizationId, model, ZImportMapping.parse(mapping)),
    );
    expect(resolved.get('Petty Cash')).toBe(cash);
    expect(resolved.get('Accounts Receivable')).toBe(c.get('1100')?.id);
    expect(resolved.get('Opening Bal Equity')).toBe(c.get('3950')?.id);
    expect(resolved.get('Undeposited Funds')).toBe(c.get('1050')?.id);
    expect(resolved.get('Equipment:Trucks')).toBe(c.get('1520')?.id);
    expect(resolved.get('Job Materials:Lumber')).toBe(c.get('6510')?.id);
    expect(resolved.get('Savings')).toBe(c.get('1020')?.id);
    expect(resolved.get('Consulting Income')).toBe(c.get('4010')?.id);
    expect(resolved.has('Estimates')).toBe(false);
  });

  it('a rerun finds every account and changes nothing', async () => {
    const before = await chart(m);
    const { result, records } = await runStage(m, accountsStage, model, mapping);
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ created: 0, updated: 0, unchanged: 13 });
    expect(records).toEqual([]);
    expect((await chart(m)).size).toBe(before.size);
  });

  it('a rerun with assigned numbering still finds the accounts by name', async () => {
    const { result } = await runStage(m, accountsStage, model, { ...mapping, numbering: 'assign' });
    expect(result).toMatchObject({ created: 0, unchanged: 13 });
  });

  it('flags long names, unknown types, duplicates and broken mappings by row', async () => {
    const bad = emptySourceModel();
    const long = 'L'.repeat(100);
    bad.accounts = [
      account(`Parent:${long}`, 'EXP', { ref: { fileName: 'coa.csv', row: 7 } }),
      account('Mystery', 'FOO', { ref: { fileName: 'coa.csv', row: 8 } }),
      account('Twice', 'EXP', { ref: { fileName: 'coa.csv', row: 9 } }),
      account('twice', 'EXP', { ref: { fileName: 'coa.csv', row: 12 } }),
      account('Lost', 'EXP', { ref: { fileName: 'coa.csv', row: 13 } }),
      account('Fine', 'EXP', { ref: { fileName: 'coa.csv', row: 14 } }),
    ];
    const { result } = await runStage(m, accountsStage, bad, {
      accounts: [{ source_path: 'Lost', action: 'map', account_id: '00000000-0000-4000-8000-00000000beef' }],
    });
    expect(result.errors).toEqual([
      {
        stage: 'accounts',
        file_name: 'coa.csv',
        row: 7,
        message: `Row 7: account name '${long}' is longer than 99 characters`,
      },
      {
        stage: 'accounts',
        file_name: 'coa.csv',
        row: 8,
        message: "Row 8: account 'Mystery' has type 'FOO', which the type table does not know (set its type)",
      },
      {
        stage: 'accounts',
        file_name: 'coa.csv',
        row: 12,
        message: "Row 12: account 'twice' appears twice (rows 9 and 12)",
      },
      {
        stage: 'accounts',
        file_name: 'coa.csv',
        row: 13,
        message:
          "Row 13: account 'Lost' is mapped to an account that is not in the chart (map it or create it)",
      },
    ]);
    expect(result.created).toBe(2);
  });

  it('finds trial-balance accounts the list lacks by number or name, creates mapped ones, leaves the rest', async () => {
    const tbOnly = emptySourceModel();
    // A source account whose number is the product's AR number is no suggestion for AR.
    tbOnly.accounts = [account('Prepaid', 'OCASSET', { number: '1100' })];
    const tbRow = (path: string, number: string | null, r: number) => ({
      path,
      number,
      debitCents: 100,
      creditCents: 0,
      ref: { fileName: 'tb.csv', row: r },
    });
    tbOnly.trialBalance = {
      asOf: '2026-03-31',
      rows: [
        tbRow('Receivables', '1100', 5),
        tbRow('Retained Earnings', null, 6),
        tbRow('Fuel', null, 7),
        tbRow('Nowhere', null, 8),
      ],
    };
    const tbMapping: TImportMappingInput = {
      accounts: [{ source_path: 'Fuel', action: 'create', type: 'expense', number: '6710' }],
    };
    const { result } = await runStage(m, accountsStage, tbOnly, tbMapping);
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ rows: 3, created: 2, unchanged: 1 });
    const c = await chart(m);
    expect(c.get('6710')).toMatchObject({ accountName: 'Fuel', accountType: 'expense' });
    const prepaid = [...c.values()].find((a) => a.accountName === 'Prepaid');
    expect(prepaid).toMatchObject({ accountType: 'asset', systemKey: null });
    expect(prepaid?.accountNumber).not.toBe('1100');
    const resolved = await inTenant(m, (tx) =>
      resolveAccounts(tx, m.organizationId, tbOnly, ZImportMapping.parse(tbMapping)),
    );
    expect(resolved.get('Prepaid')).toBe(prepaid?.id);
    // The AR control account is reached only through the control-account mapping.
    expect(resolved.has('Receivables')).toBe(false);
    expect(resolved.get('Retained Earnings')).toBe(c.get('3900')?.id);
    expect(resolved.get('Fuel')).toBe(c.get('6710')?.id);
    expect(resolved.has('Nowhere')).toBe(false);
  });

  it('keeps an inactive account with a balance active, and reactivates a mapped inactive one', async () => {
    const [dormant] = await inTenant(m, (tx) =>
      tx
        .insert(chartOfAccounts)
        .values({
          organizationId: m.organizationId,
          accountNumber: '6800',
          accountName: 'Dormant',
          accountType: 'expense',
          normalBalance: 'debit',
          isActive: false,
        })
        .returning(),
    );
    const withBalance = emptySourceModel();
    withBalance.accounts = [
      account('Hidden With Balance', 'EXP', { number: '6810', inactive: true }),
      account('Dormant Source', 'EXP', { number: '6820' }),
    ];
    withBalance.trialBalance = {
      asOf: '2026-03-31',
      rows: [
        {
          path: 'Hidden With Balance',
          number: '6810',
          debitCents: 500,
          creditCents: 0,
          ref: { fileName: 'tb.csv', row: 3 },
        },
        {
          path: 'Dormant Source',
          number: '6820',
          debitCents: 700,
          creditCents: 0,
          ref: { fileName: 'tb.csv', row: 4 },
        },
      ],
    };
    const { result, records } = await runStage(m, accountsStage, withBalance, {
      accounts: [{ source_path: 'Dormant Source', action: 'map', account_id: dormant?.id }],
    });
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ created: 1, updated: 1 });
    const c = await chart(m);
    expect(c.get('6810')?.isActive).toBe(true);
    expect(c.get('6800')?.isActive).toBe(true);
    expect(records).toContainEqual(
      expect.objectContaining({ action: 'updated', entityId: dormant?.id, before: { isActive: false } }),
    );
  });

  it('type overrides and CSV types decide the type', async () => {
    const other = emptySourceModel();
    other.accounts = [
      account('Retention Held', 'OCASSET', { number: '1400' }),
      account('CSV Expense', 'expense', { typeSource: 'csv', number: '6900' }),
      account('CSV Bank', 'asset', { typeSource: 'csv', detailType: 'bank', number: '1090' }),
    ];
    const { result } = await runStage(m, accountsStage, other, {
      type_overrides: {
        iif: { OCASSET: { account_type: 'asset', subtype: 'bank', control: null } },
      },
    });
    expect(result.errors).toEqual([]);
    const c = await chart(m);
    expect(c.get('1400')).toMatchObject({ isCash: true, accountType: 'asset' });
    expect(c.get('6900')).toMatchObject({ accountType: 'expense', normalBalance: 'debit' });
    expect(c.get('1090')).toMatchObject({ isCash: true });
  });
});

describe('customers, jobs and vendors stages', () => {
  let m: Member;
  let model: TImportSourceModel;

  beforeAll(async () => {
    m = await createCompany(t, 'lists@imports.test');
    await inTenant(m, (tx) =>
      tx
        .insert(customers)
        .values({ organizationId: m.organizationId, customerNumber: 'C-0001', name: 'Already Here' }),
    );
    model = emptySourceModel();
    model.customers = [
      party('customer', 'Acme Corp', {
        companyName: 'Acme Corporation',
        email: 'ap@acme.test; boss@acme.test',
        phone: '555-0100',
        addressLines: ['Acme Corporation', '12 Main St', 'Springfield, IL 62704'],
      }),
      party('customer', 'Bélanger Construcción', { inactive: true }),
      party('customer', 'already here'),
      party('customer', 'Shared Name Co'),
    ];
    model.jobs = [
      job('Acme Corp:Warehouse', { status: 'In progress', startDate: '2026-01-05', endDate: '2026-09-30' }),
      job('Acme Corp:Warehouse:Phase 2', { status: 'Pending' }),
      job('Acme Corp:Old Shed', { status: 'Closed' }),
      job('Bélanger Construcción:Remodel', { inactive: true }),
    ];
    model.vendors = [
      party('vendor', 'Shared Name Co', { is1099: true, taxId: '12-3456789', terms: 'Net 45' }),
      party('vendor', 'Lumber Yard', { email: 'sales@lumber.test', terms: 'Due on receipt' }),
      party('vendor', 'Gone Supplier', { inactive: true }),
    ];
  });

  it('creates customers with the next free numbers, inactive ones inactive, and finds existing ones by name', async () => {
    const { result, records } = await runStage(m, customersStage, model);
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ rows: 4, created: 3, updated: 0, unchanged: 1 });
    expect(records.map((r) => [r.action, r.naturalKey])).toEqual([
      ['created', 'acme corp'],
      ['created', 'bélanger construcción'],
      ['created', 'shared name co'],
    ]);
    const rows = await inTenant(m, (tx) =>
      tx
        .select()
        .from(customers)
        .where(eq(customers.organizationId, m.organizationId))
        .orderBy(customers.customerNumber),
    );
    expect(rows.map((r) => [r.customerNumber, r.name, r.isActive])).toEqual([
      ['C-0001', 'Already Here', true],
      ['C-0002', 'Acme Corp', true],
      ['C-0003', 'Bélanger Construcción', false],
      ['C-0004', 'Shared Name Co', true],
    ]);
    expect(rows[1]).toMatchObject({
      email: 'ap@acme.test',
      phone: '555-0100',
      address: '12 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
    });
  });

  it('creates jobs under their customers with J-YY-NNN numbers and mapped statuses', async () => {
    const { result } = await runStage(m, jobsStage, model);
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ rows: 4, created: 4 });
    const rows = await inTenant(m, (tx) =>
      tx
        .select()
        .from(projects)
        .where(eq(projects.organizationId, m.organizationId))
        .orderBy(projects.numberSeq),
    );
    const yy = String(new Date().getFullYear() % 100).padStart(2, '0');
    expect(rows.map((r) => [r.projectNumber, r.clientName, r.projectName, r.status])).toEqual([
      [`J-${yy}-001`, 'Acme Corp', 'Warehouse', 'active'],
      [`J-${yy}-002`, 'Acme Corp', 'Warehouse:Phase 2', 'on-hold'],
      [`J-${yy}-003`, 'Acme Corp', 'Old Shed', 'completed'],
      [`J-${yy}-004`, 'Bélanger Construcción', 'Remodel', 'completed'],
    ]);
    expect(rows[0]).toMatchObject({ startDate: '2026-01-05', estimatedCompletionDate: '2026-09-30' });
    const jobs = await inTenant(m, (tx) => resolveJobs(tx, m.organizationId));
    expect(jobs.get('acme corp:warehouse:phase 2')).toBe(rows[1]?.id);
    expect(jobs.get('bélanger construcción:remodel')).toBe(rows[3]?.id);
  });

  it('creates vendors (1099, tax ID, terms); a vendor may share a customer’s name', async () => {
    const { result } = await runStage(m, vendorsStage, model);
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ rows: 3, created: 3 });
    const rows = await inTenant(m, (tx) =>
      tx
        .select()
        .from(vendors)
        .where(eq(vendors.organizationId, m.organizationId))
        .orderBy(vendors.vendorNumber),
    );
    expect(
      rows.map((r) => [r.vendorNumber, r.name, r.is1099, r.taxId, r.paymentTermsDays, r.isActive]),
    ).toEqual([
      ['V-0001', 'Shared Name Co', true, '12-3456789', 45, true],
      ['V-0002', 'Lumber Yard', false, null, 0, true],
      ['V-0003', 'Gone Supplier', false, null, 30, false],
    ]);
    const found = await inTenant(m, (tx) => resolveVendors(tx, m.organizationId));
    const custs = await inTenant(m, (tx) => resolveCustomers(tx, m.organizationId));
    expect(found.get('shared name co')).toBe(rows[0]?.id);
    expect(custs.get('shared name co')).toBeDefined();
    expect(custs.get('shared name co')).not.toBe(rows[0]?.id);
  });

  it('a rerun of every list stage changes nothing', async () => {
    for (const stage of [customersStage, jobsStage, vendorsStage]) {
      const { result, records } = await runStage(m, stage, model);
      expect(result.errors).toEqual([]);
      expect(result.created + result.updated).toBe(0);
      expect(result.unchanged).toBe(result.rows);
      expect(records).toEqual([]);
    }
  });

  it('a changed field updates the record and keeps its old value for the rollback', async () => {
    const changed = emptySourceModel();
    changed.customers = [party('customer', 'ACME CORP', { phone: '555-0199' })];
    const { result, records } = await runStage(m, customersStage, changed);
    expect(result).toMatchObject({ updated: 1, created: 0 });
    expect(records).toEqual([
      expect.objectContaining({ action: 'updated', entityType: 'customer', before: { phone: '555-0100' } }),
    ]);
  });

  it('flags duplicates, lengths, bad e-mails, tax IDs, unknown customers and statuses', async () => {
    const bad = emptySourceModel();
    const at = (r: number) => ({ ref: { fileName: 'customers.csv', row: r } });
    bad.customers = [
      party('customer', 'Twice Inc', at(4)),
      party('customer', 'twice inc', at(9)),
      party('customer', 'N'.repeat(101), at(10)),
      party('customer', 'Bad Mail', { ...at(11), email: 'not-an-email' }),
    ];
    bad.vendors = [party('vendor', 'Bad Tax', { ...at(3), taxId: '12345' })];
    bad.jobs = [
      job('Nobody:Job', at(5)),
      job(`Acme Corp:${'J'.repeat(201)}`, at(6)),
      job('Acme Corp:Weird', { ...at(7), status: 'Sleeping' }),
      job('Acme Corp:Backwards', { ...at(8), startDate: '2026-05-02', endDate: '2026-05-01' }),
    ];
    const c = await runStage(m, customersStage, bad);
    expect(c.result.errors.map((e) => e.message)).toEqual([
      "Customer 'twice inc' appears twice (rows 4 and 9)",
      `Row 10: customer '${'N'.repeat(101)}': Name must be less than 100 characters`,
      "Row 11: customer 'Bad Mail': Invalid email",
    ]);
    expect(c.result.errors[0]).toMatchObject({ stage: 'customers', file_name: 'customers.csv', row: 9 });
    const v = await runStage(m, vendorsStage, bad);
    expect(v.result.errors.map((e) => e.message)).toEqual([
      "Row 3: vendor 'Bad Tax': Tax ID must be an EIN (XX-XXXXXXX) or an SSN (XXX-XX-XXXX)",
    ]);
    const j = await runStage(m, jobsStage, bad);
    expect(j.result.errors.map((e) => e.message)).toEqual([
      "Row 5: job 'Nobody:Job': customer 'Nobody' not found",
      `Row 6: job 'Acme Corp:${'J'.repeat(201)}': Job name must be less than 200 characters`,
      "Row 7: job 'Acme Corp:Weird': Status must be active, completed, on-hold or cancelled (the file says 'Sleeping')",
      "Row 8: job 'Acme Corp:Backwards': Estimated completion cannot be before the start date",
    ]);
  });

  it('creates the customers, vendors and jobs the mapping asks for, and resolves mapped names', async () => {
    const acme = (await inTenant(m, (tx) => resolveCustomers(tx, m.organizationId))).get('acme corp');
    const mapping: TImportMappingInput = {
      names: [
        { kind: 'customer', source_name: 'Walk-in Client', action: 'create' },
        { kind: 'vendor', source_name: 'Cash Vendor', action: 'create' },
        { kind: 'job', source_name: 'Walk-in Client:Repairs', action: 'create' },
        { kind: 'customer', source_name: 'ACME Corporation', action: 'map', target_id: acme },
      ],
    };
    const none = emptySourceModel();
    expect((await runStage(m, customersStage, none, mapping)).result.created).toBe(1);
    expect((await runStage(m, vendorsStage, none, mapping)).result.created).toBe(1);
    expect((await runStage(m, jobsStage, none, mapping)).result.created).toBe(1);
    const custs = await inTenant(m, (tx) =>
      resolveCustomers(tx, m.organizationId, ZImportMapping.parse(mapping)),
    );
    expect(custs.get('acme corporation')).toBe(acme);
    expect(custs.has('walk-in client')).toBe(true);
    const jobs = await inTenant(m, (tx) => resolveJobs(tx, m.organizationId));
    expect(jobs.has('walk-in client:repairs')).toBe(true);
    const [cashVendor] = await inTenant(m, (tx) =>
      tx
        .select()
        .from(vendors)
        .where(and(eq(vendors.organizationId, m.organizationId), eq(vendors.name, 'Cash Vendor'))),
    );
    expect(cashVendor?.vendorType).toBe('other');
  });
});

describe('many customers', () => {
  // The speed of 5,000 is measured by bench/imports.mjs, not asserted here.
  it('imports 1,200 customers in bulk, and a rerun leaves every one unchanged', async () => {
    const m = await createCompany(t, 'many@imports.test');
    const model = emptySourceModel();
    model.customers = Array.from({ length: 1200 }, (_, i) =>
      party('customer', `Customer ${String(i).padStart(5, '0')}`, {
        email: `c${i}@example.test`,
        phone: '555-0100',
        addressLines: [`${i} Main St`, 'Springfield, IL 62704'],
      }),
    );
    const { result } = await runStage(m, customersStage, model);
    expect(result.errors).toEqual([]);
    expect(result.created).toBe(1200);
    const rerun = await runStage(m, customersStage, model);
    expect(rerun.result.unchanged).toBe(1200);
  }, 60_000);
});
