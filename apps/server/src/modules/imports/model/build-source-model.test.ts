import fs from 'node:fs';
import path from 'node:path';
import type { TImportFileKind } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { buildSourceModel } from './build-source-model.ts';
import type { TStoredImportFile } from './source-model.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../../test/fixtures/imports');
const fixture = (name: string, kind: TImportFileKind): TStoredImportFile => ({
  fileName: path.basename(name),
  kind,
  bytes: new Uint8Array(fs.readFileSync(path.join(fixtures, name))),
});
const text = (fileName: string, kind: TImportFileKind, body: string): TStoredImportFile => ({
  fileName,
  kind,
  bytes: new TextEncoder().encode(body),
});
const golden = () => [
  fixture('golden/golden.iif', 'iif'),
  fixture('golden/trial-balance-2026-03-31.csv', 'trial_balance'),
  fixture('golden/ar-aging-detail-2026-03-31.csv', 'ar_aging'),
  fixture('golden/unpaid-bills-detail-2026-03-31.csv', 'ap_aging'),
  fixture('golden/bank-items-2026-03-31.csv', 'csv_bank_items'),
];
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

describe('buildSourceModel — the golden set (figures in test/fixtures/imports/README.md)', () => {
  it('reads the five files into one model without error, to the cent', async () => {
    const model = await buildSourceModel(golden());
    expect(model.errors).toEqual([]);

    // One account per source account: the trial balance's rows are the IIF's accounts.
    expect(model.accounts).toHaveLength(31);
    expect(model.accounts.every((a) => a.typeSource === 'iif')).toBe(true);
    const balance = (p: string) => model.accounts.find((a) => a.path === p)?.balanceCents;
    expect(balance('Operating Checking')).toBe(4_821_537);
    expect(balance('Accounts Receivable')).toBe(4_700_000);
    expect(balance('Accounts Payable')).toBe(-1_700_000);
    expect(balance('Equipment:Accumulated Depreciation')).toBe(-3_100_000);
    expect(balance('Job Costs:Hormigón')).toBe(1_845_000);
    expect(balance('Café & Meals')).toBe(123_684);
    expect(balance('Retained Earnings')).toBe(-1_111_208);
    expect(balance('Retainage Receivable')).toBe(0);
    expect(sum(model.accounts.map((a) => a.balanceCents ?? 0))).toBe(0);
    expect(model.accounts.find((a) => a.path === 'Undeposited Funds')).toMatchObject({
      number: '1250',
      sourceType: 'OCASSET',
      detailType: 'UNDEPOSIT',
      controlHint: 'undeposited_funds',
    });
    expect(model.accounts.find((a) => a.path === 'Old Telephone')?.inactive).toBe(true);

    const tb = model.trialBalance;
    expect(tb?.asOf).toBe('2026-03-31');
    expect(tb?.rows).toHaveLength(23);
    expect(sum(tb?.rows.map((r) => r.debitCents) ?? [])).toBe(36_657_276);
    expect(sum(tb?.rows.map((r) => r.creditCents) ?? [])).toBe(36_657_276);
    expect(tb?.rows.find((r) => r.number === '1610')).toMatchObject({
      path: 'Equipment:Excavator',
      debitCents: 9_200_000,
      ref: { fileName: 'trial-balance-2026-03-31.csv', row: 13 },
    });

    expect(model.customers.map((c) => c.name)).toEqual([
      'Acme Corp',
      'Baker Homes',
      'José Peña',
      'City of Springfield',
      'Greenfield School District',
      'Núñez Family Trust',
    ]);
    expect(model.jobs).toHaveLength(6);
    expect(model.jobs.find((j) => j.name === 'Lot 14')).toMatchObject({
      customerName: 'Baker Homes',
      fullName: 'Baker Homes:Lot 14',
      status: 'Closed',
      startDate: '2025-06-02',
      endDate: '2025-12-19',
      inactive: true,
    });
    expect(model.vendors.filter((v) => v.is1099).map((v) => [v.name, v.taxId])).toEqual([
      ['Concretos Núñez', '86-1234567'],
      ['Ramírez Eléctrica', '85-7654321'],
      ['Joe Framing', '123-45-6789'],
    ]);
    expect(model.classes).toEqual(['Residential', 'Commercial']);

    expect(model.openInvoices.map((d) => [d.number, d.partyName, d.jobFullName, d.openCents])).toEqual([
      ['1043', 'Acme Corp', 'Acme Corp:Main St Remodel', 1_250_000],
      ['1051', 'José Peña', 'José Peña:Café Résidence', 327_525],
      ['1055', 'Núñez Family Trust', null, 180_425],
      ['1047', 'Acme Corp', 'Acme Corp:Warehouse Addition', 842_050],
      ['1038', 'City of Springfield', 'City of Springfield:Fire Station 3', 2_100_000],
    ]);
    expect(model.openInvoices[3]).toMatchObject({
      date: '2026-02-20',
      dueDate: '2026-03-22',
      retainageCents: 0,
    });
    expect(model.openBills.map((d) => [d.number, d.partyName, d.openCents])).toEqual([
      ['A-881', 'Concretos Núñez', 420_000],
      ['A-902', 'Concretos Núñez', 185_040],
      ['77-1120', 'Home Depot Pro', 91_233],
      ['RE-61', 'Ramírez Eléctrica', 648_000],
      ['RM-3307', 'Ready Mix Supply', 355_727],
    ]);
    expect(model.agingTotals).toEqual({
      receivables: {
        'Acme Corp': 2_092_050,
        'José Peña': 327_525,
        'Núñez Family Trust': 180_425,
        'City of Springfield': 2_100_000,
      },
      payables: {
        'Concretos Núñez': 605_040,
        'Home Depot Pro': 91_233,
        'Ramírez Eléctrica': 648_000,
        'Ready Mix Supply': 355_727,
      },
    });
    expect(sum(Object.values(model.agingTotals.receivables ?? {}))).toBe(balance('Accounts Receivable'));
    expect(-sum(Object.values(model.agingTotals.payables ?? {}))).toBe(balance('Accounts Payable'));

    expect(model.bankItems.map((b) => [b.accountPath, b.kind, b.reference, b.amountCents])).toEqual([
      ['Operating Checking', 'check', '10452', 184_000],
      ['Operating Checking', 'check', '10458', 231_645],
      ['Operating Checking', 'deposit', 'DEP-0331', 500_000],
    ]);
    expect(model.transactions).toEqual([
      {
        type: 'GENERAL JOURNAL',
        date: '2026-03-31',
        docNumber: 'GJ-0331',
        memo: 'Reclass concrete from materials',
        cleared: false,
        lines: [
          {
            accountPath: 'Job Costs:Hormigón',
            name: 'City of Springfield:Fire Station 3',
            className: 'Commercial',
            amountCents: 120_000,
            memo: 'Reclass concrete from materials',
          },
          {
            accountPath: 'Job Costs:Materials',
            name: 'City of Springfield:Fire Station 3',
            className: 'Commercial',
            amountCents: -120_000,
            memo: 'Reclass concrete from materials',
          },
        ],
        ref: { fileName: 'golden.iif', row: 63 },
      },
    ]);
  });

  it('gives the same model whatever the order of the files', async () => {
    const forward = await buildSourceModel(golden());
    const backward = await buildSourceModel(golden().reverse());
    const byPath = (m: typeof forward) =>
      Object.fromEntries(m.accounts.map((a) => [a.path, [a.number, a.sourceType, a.balanceCents]]));
    expect(byPath(backward)).toEqual(byPath(forward));
    expect(backward.trialBalance).toEqual(forward.trialBalance);
    expect(backward.agingTotals).toEqual(forward.agingTotals);
  });
});

describe('buildSourceModel — merging', () => {
  it('joins IIF accounts and trial-balance rows by path or number; an account only the trial balance names joins the chart', async () => {
    const iif = text(
      'chart.iif',
      'iif',
      '!ACCNT\tNAME\tACCNTTYPE\tACCNUM\tOBAMOUNT\r\nACCNT\tChecking\tBANK\t1000\t999.00\r\nACCNT\tSales\tINC\t4000\t\r\nACCNT\tRent\tEXP\t6100\t50.00\r\n',
    );
    const tb = text(
      'tb.csv',
      'csv_trial_balance',
      'Number,Account,Debit,Credit\n1000,Operating Checking,150.00,\n,sales,,200.00\n1500,Truck,50.00,\n',
    );
    const model = await buildSourceModel([iif, tb]);
    expect(model.errors).toEqual([]);
    expect(model.accounts.map((a) => [a.path, a.number, a.sourceType, a.typeSource, a.balanceCents])).toEqual(
      [
        ['Checking', '1000', 'BANK', 'iif', 15_000],
        ['Sales', '4000', 'INC', 'iif', -20_000],
        // Not on the trial balance: zero at the cut-over, whatever OBAMOUNT said.
        ['Rent', '6100', 'EXP', 'iif', 0],
        ['Truck', '1500', null, 'csv', 5_000],
      ],
    );
    // The rows name the chart's accounts, so the stages resolve them by path.
    expect(model.trialBalance?.rows.map((r) => [r.path, r.number])).toEqual([
      ['Checking', '1000'],
      ['Sales', '4000'],
      ['Truck', '1500'],
    ]);
  });

  it('turns an Online account list into debit-positive balances and control hints', async () => {
    const model = await buildSourceModel([fixture('qb-online-account-list.csv', 'account_list')]);
    expect(model.errors).toEqual([]);
    expect(
      model.accounts.map((a) => [a.path, a.typeSource, a.sourceType, a.balanceCents, a.controlHint]),
    ).toEqual([
      ['Checking', 'qbo', 'Bank', 4_821_537, null],
      ['Accounts Receivable (A/R)', 'qbo', 'Accounts receivable (A/R)', 3_541_000, 'accounts_receivable'],
      ['Truck', 'qbo', 'Fixed Assets', 4_340_000, null],
      ['Truck:Depreciation', 'qbo', 'Fixed Assets', -1_860_000, null],
      ['Accounts Payable (A/P)', 'qbo', 'Accounts payable (A/P)', -2_248_050, 'accounts_payable'],
      ['Job Expenses', 'qbo', 'Cost of Goods Sold', null, null],
      ['Job Expenses:Job Materials', 'qbo', 'Cost of Goods Sold', null, null],
      ['Construction Income', 'qbo', 'Income', null, null],
    ]);
  });

  it('merges lists from several files by name, filling blanks, and takes Online sub-customers as jobs', async () => {
    const customers = text('c.csv', 'csv_customers', 'Customer,Email\nacme corp,ap@acme.example\nNew Co,\n');
    const model = await buildSourceModel([
      fixture('qb-online-customers.csv', 'customer_list'),
      customers,
      fixture('qb-online-vendors.csv', 'vendor_list'),
    ]);
    expect(model.errors).toEqual([]);
    expect(model.customers.map((c) => [c.name, c.email, c.balanceCents])).toEqual([
      ['Acme Corp', 'ap@acme.example', 0],
      ['Bellweather Homes', 'pay@bellweather.example', 2_845_000],
      ['José Muñoz', null, 270_000],
      ['New Co', null, null],
    ]);
    expect(model.jobs.map((j) => [j.customerName, j.name, j.fullName])).toEqual([
      ['Acme Corp', 'Kitchen Remodel', 'Acme Corp:Kitchen Remodel'],
      ['Acme Corp', 'Garage Addition', 'Acme Corp:Garage Addition'],
    ]);
    expect(model.vendors.map((v) => [v.name, v.is1099, v.taxId])).toEqual([
      ['Concretos Núñez', true, '**-***4521'],
      ['Home Depot Pro', false, null],
      ['Ramírez Electric', true, '86-1234567'],
    ]);
  });

  it('reads a journal into transactions and adds the accounts no list holds', async () => {
    const model = await buildSourceModel([
      fixture('qb-online-account-list.csv', 'account_list'),
      fixture('qb-online-journal.csv', 'journal'),
    ]);
    expect(model.errors).toEqual([]);
    expect(model.transactions).toHaveLength(5);
    expect(model.transactions[0]).toMatchObject({
      type: 'Invoice',
      date: '2025-01-05',
      docNumber: '1001',
      cleared: null,
      ref: { fileName: 'qb-online-journal.csv', row: 6 },
    });
    expect(model.transactions[0]?.lines.map((l) => [l.accountPath, l.amountCents])).toEqual([
      ['Accounts Receivable (A/R)', 1_200_000],
      ['Construction Income:Labor Income', -400_000],
      ['Construction Income', -800_000],
    ]);
    for (const t of model.transactions) expect(sum(t.lines.map((l) => l.amountCents))).toBe(0);
    const added = model.accounts.filter((a) => a.ref.fileName === 'qb-online-journal.csv');
    expect(added.map((a) => [a.path, a.sourceType])).toEqual([
      ['Construction Income:Labor Income', null],
      ['Job Expenses:Subcontractors', null],
      ['Payroll Expenses:Wages', null],
      ['Payroll Expenses:Taxes', null],
      ['Payroll Liabilities:Federal Taxes (941/944)', null],
    ]);
  });
});

describe('buildSourceModel — errors, by stage, file and row', () => {
  it('attributes IIF row errors to the stage of the row', async () => {
    const iif = text(
      'bad.iif',
      'iif',
      [
        '!ACCNT\tNAME\tACCNTTYPE\tOBAMOUNT',
        'ACCNT\tChecking\tBANK\tabc',
        '!CUST\tNAME\tJOBSTART',
        'CUST\tAcme',
        'CUST\tAcme:Main\t13/45/2026',
        '!VEND\tNAME\t1099',
        'VEND\tJoe\tmaybe',
        '!INVITEM\tNAME\tPRICE',
        'INVITEM\t',
        '!TRNS\tTRNSTYPE\tDATE\tACCNT\tAMOUNT',
        '!SPL\tTRNSTYPE\tDATE\tACCNT\tAMOUNT',
        '!ENDTRNS',
        'TRNS\tGENERAL JOURNAL\t1/1/2026\tChecking\t10.00',
        'SPL\tGENERAL JOURNAL\t1/1/2026\tSales\t-9.00',
        'ENDTRNS',
      ].join('\r\n'),
    );
    const model = await buildSourceModel([iif]);
    expect(model.errors).toEqual([
      { stage: 'accounts', file_name: 'bad.iif', row: 2, message: "Row 2: 'abc' is not an amount" },
      { stage: 'jobs', file_name: 'bad.iif', row: 5, message: "Row 5: '13/45/2026' is not a date" },
      { stage: 'vendors', file_name: 'bad.iif', row: 7, message: "Row 7: 1099 'maybe' is not Y or N" },
      {
        stage: 'history',
        file_name: 'bad.iif',
        row: 13,
        message: 'Row 13: transaction GENERAL JOURNAL does not balance: debits 10.00 ≠ credits 9.00',
      },
    ]);
  });

  it('flags open credits in the agings and keeps the source totals per party', async () => {
    const model = await buildSourceModel([
      fixture('qb-mac-open-invoices.csv', 'ar_aging'),
      fixture('qb-desktop-unpaid-bills.csv', 'ap_aging'),
    ]);
    expect(model.errors).toEqual([
      {
        stage: 'open_invoices',
        file_name: 'qb-mac-open-invoices.csv',
        row: 17,
        message:
          "Row 17: Payment for 'Bellweather Homes' is an open credit of -500.00: apply it in QuickBooks before the cut-over (an open credit is not an opening invoice)",
      },
      {
        stage: 'open_bills',
        file_name: 'qb-desktop-unpaid-bills.csv',
        row: 8,
        message:
          "Row 8: Credit CR-11 for 'Concretos Núñez' is an open credit of -300.00: apply it in QuickBooks before the cut-over (an open credit is not an opening bill)",
      },
    ]);
    expect(model.openInvoices.map((d) => [d.number, d.jobFullName, d.openCents])).toEqual([
      ['1043', 'Acme Corp:Kitchen Remodel', 123_456],
      ['1047', 'Acme Corp:Kitchen Remodel', 200_000],
      ['1031', 'Acme Corp:Garage Addition', 1_000_101],
      ['1050', null, 750_000],
    ]);
    expect(model.agingTotals.receivables).toEqual({ 'Acme Corp': 1_323_557, 'Bellweather Homes': 700_000 });
    expect(model.agingTotals.payables).toEqual({
      'Concretos Núñez': 575_040,
      'Home Depot Pro': 91_233,
      'Ramírez Electric': 1_448_000,
    });
  });

  it('refuses a second trial balance, an aging summary alone and a file nothing reads', async () => {
    const summary = text(
      'ar-summary.csv',
      'ar_aging',
      '"A/R Aging Summary"\n"As of March 31, 2026"\n"","Current","1 - 30","Total"\n"Acme Corp","100.00","50.00","150.00"\n"TOTAL","100.00","50.00","150.00"\n',
    );
    const model = await buildSourceModel([
      fixture('qb-online-trial-balance.csv', 'trial_balance'),
      fixture('qb-desktop-trial-balance.csv', 'trial_balance'),
      summary,
      text('notes.txt', 'unknown', 'hello'),
    ]);
    expect(model.errors.map((e) => [e.stage, e.file_name, e.message])).toEqual([
      [
        'accounts',
        'notes.txt',
        "'notes.txt' is not a file this import reads (IIF, QuickBooks report or one of the CSV templates)",
      ],
      [
        'opening_entry',
        'qb-desktop-trial-balance.csv',
        "Only one trial balance can be imported: 'qb-online-trial-balance.csv' and 'qb-desktop-trial-balance.csv' are both trial balances",
      ],
      [
        'open_invoices',
        'ar-summary.csv',
        "'ar-summary.csv' has totals only: upload the A/R Aging Detail or Open Invoices report for the open invoices",
      ],
    ]);
    expect(model.trialBalance?.rows).toHaveLength(22);
    expect(model.agingTotals.receivables).toEqual({ 'Acme Corp': 15_000 });
  });

  it('checks an aging summary against the detail when both come', async () => {
    const summary = text(
      'ap-summary.csv',
      'ap_aging',
      '"A/P Aging Summary"\n"As of December 31, 2025"\n"","Current","Total"\n"Home Depot Pro","900.00","900.00"\n"TOTAL","900.00","900.00"\n',
    );
    const model = await buildSourceModel([
      fixture('golden/unpaid-bills-detail-2026-03-31.csv', 'ap_aging'),
      summary,
    ]);
    expect(model.errors.map((e) => e.message)).toEqual([
      "'Home Depot Pro': the aging summary says 900.00 but the detail's documents add to 912.33",
    ]);
    expect(model.agingTotals.payables?.['Home Depot Pro']).toBe(91_233);
  });

  it('makes up a stable number for a bill without one', async () => {
    const bills = text(
      'bills.csv',
      'ap_aging',
      '"Unpaid Bills Detail"\n"As of March 31, 2026"\n"","Type","Date","Num","Due Date","Open Balance"\n"Joe Framing"\n"","Bill","03/02/2026","","04/01/2026","100.00"\n"","Bill","03/02/2026","","04/01/2026","50.00"\n"Total Joe Framing","","","","","150.00"\n"TOTAL","","","","","150.00"\n',
    );
    const model = await buildSourceModel([bills]);
    expect(model.errors).toEqual([]);
    expect(model.openBills.map((b) => [b.number, b.partyName, b.openCents])).toEqual([
      ['20260302-1', 'Joe Framing', 10_000],
      ['20260302-2', 'Joe Framing', 5_000],
    ]);
  });
});
