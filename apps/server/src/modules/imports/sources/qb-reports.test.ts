import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readQuickBooksCsv, readQuickBooksReport, type TQbReport, type TQbReportOf } from './qb-reports.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../../test/fixtures/imports');
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(fixtures, name)));

function as<K extends TQbReport['kind']>(report: TQbReport, kind: K): TQbReportOf<K> {
  expect(report.kind).toBe(kind);
  return report as TQbReportOf<K>;
}
const csv = (rows: string[][], eol = '\n') =>
  new TextEncoder().encode(
    rows.map((r) => r.map((v) => `"${v.replace(/"/g, '""')}"`).join(',')).join(eol) + eol,
  );
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

describe('QuickBooks trial balance', () => {
  it('reads an Online trial balance with title and footer rows, to the cent', async () => {
    const r = as(
      await readQuickBooksReport(fixture('qb-online-trial-balance.csv'), 'tb.csv'),
      'trial-balance',
    );
    expect(r.errors).toEqual([]);
    expect(r).toMatchObject({
      encoding: 'utf-8-bom',
      reportName: 'Trial Balance',
      asOf: '2025-12-31',
      basis: 'accrual',
    });
    expect(r.accounts).toHaveLength(22);
    expect(r.accounts[0]).toEqual({
      row: 6,
      path: 'Checking',
      segments: ['Checking'],
      number: null,
      debitCents: 4_821_537,
      creditCents: 0,
    });
    expect(
      r.accounts.find((a) => a.path === 'Payroll Liabilities:Federal Taxes (941/944)')?.creditCents,
    ).toBe(450_612);
    expect(r.accounts.find((a) => a.path === 'Truck:Depreciation')).toMatchObject({
      row: 12,
      creditCents: 1_860_000,
    });
    expect(r.totals).toEqual({ debitCents: 63_569_317, creditCents: 63_569_317 });
    expect(r.statedTotals).toEqual(r.totals);
  });

  it('reads a Desktop trial balance in Windows-1252 with indented, numbered subaccounts and checks its Total rows', async () => {
    const r = as(
      await readQuickBooksReport(fixture('qb-desktop-trial-balance.csv'), 'tb.csv'),
      'trial-balance',
    );
    expect(r.errors).toEqual([]);
    expect(r).toMatchObject({ encoding: 'windows-1252', asOf: '2025-12-31', basis: 'accrual', headerRow: 6 });
    expect(r.accounts.map((a) => [a.row, a.number, a.path, a.debitCents, a.creditCents])).toEqual([
      [7, '1000', 'Checking', 2_510_000, 0],
      [8, '1200', 'Accounts Receivable', 1_240_000, 0],
      [10, '1510', 'Equipment:Excavator', 8_000_000, 0],
      [11, '1520', 'Equipment:Accumulated Depreciation', 0, 1_600_000],
      [13, '2000', 'Accounts Payable', 0, 987_025],
      [14, '3900', 'Retained Earnings', 0, 1_000_000],
      [15, '4000', 'Construction Income', 0, 15_000_000],
      [16, '5000', 'Job Expenses', 200_000, 0],
      [17, '5100', 'Job Expenses:Materials', 3_025_075, 0],
      [19, '5210', 'Job Expenses:Subcontractors:Hormigón Núñez', 1_500_000, 0],
      [20, '5220', 'Job Expenses:Subcontractors:Carpintería', 1_211_950, 0],
      [24, '6100', 'Overhead:Café & Meals', 100_000, 0],
      [25, '6200', 'Overhead:Señalización', 800_000, 0],
    ]);
    expect(r.totals).toEqual({ debitCents: 18_587_025, creditCents: 18_587_025 });
  });

  it('flags debits ≠ credits, a wrong subtotal, a bad amount and a repeated account, never throwing', async () => {
    const bytes = csv([
      ['Trial Balance'],
      ['As of 12/31/2025'],
      ['', 'Debit', 'Credit'],
      ['Checking', '1,204,332.10', ''],
      ['Job Expenses', '', ''],
      ['   Lumber', 'abc', ''],
      ['   Concrete', '10.00', ''],
      ['Total Job Expenses', '12.00', ''],
      ['', 'Debit', 'Credit'],
      ['Loan', '', '1,204,331.10'],
      ['Checking', '0.00', ''],
      ['TOTAL', '1,204,342.10', '1,204,331.10'],
    ]);
    const r = as(await readQuickBooksReport(bytes, 'tb.csv'), 'trial-balance');
    expect(r.accounts.map((a) => [a.path, a.debitCents, a.creditCents])).toEqual([
      ['Checking', 120_433_210, 0],
      ['Job Expenses:Lumber', 0, 0],
      ['Job Expenses:Concrete', 1_000, 0],
      ['Loan', 0, 120_433_110],
      ['Checking', 0, 0],
    ]);
    expect(r.errors).toEqual([
      { row: 6, message: "Row 6: 'abc' is not an amount" },
      {
        row: 8,
        message:
          "Row 8: 'Total Job Expenses' 12.00 debit, 0.00 credit but its accounts add to 10.00 debit, 0.00 credit",
      },
      { row: 12, message: 'Trial balance debits 1,204,342.10 ≠ credits 1,204,331.10' },
      { row: 11, message: "Row 11: account 'Checking' appears twice (also row 4)" },
    ]);
  });
});

describe('QuickBooks aging reports', () => {
  it('reads an Online A/R Aging Detail: buckets skipped, Customer:Job split, credit memo negative', async () => {
    const r = as(await readQuickBooksReport(fixture('qb-online-ar-aging-detail.csv'), 'ar.csv'), 'ar-aging');
    expect(r.errors).toEqual([]);
    expect(r).toMatchObject({ asOf: '2025-12-31', basis: 'accrual', statedTotalCents: 3_521_025 });
    expect(
      r.documents.map((d) => [d.row, d.type, d.number, d.date, d.dueDate, d.party, d.job, d.openCents]),
    ).toEqual([
      [7, 'invoice', '1043', '2025-12-15', '2026-01-14', 'Acme Corp', 'Kitchen Remodel', 120_000],
      [8, 'invoice', '1044', '2025-12-20', '2026-01-19', 'Bellweather Homes', null, 1_845_000],
      [9, 'credit', 'CM-7', '2025-12-28', '2025-12-28', 'Acme Corp', 'Kitchen Remodel', -15_000],
      [12, 'invoice', '1038', '2025-11-20', '2025-12-20', 'José Muñoz', null, 270_000],
      [13, 'invoice', '1039', '2025-11-25', '2025-12-25', 'Acme Corp', 'Garage Addition', 301_025],
      [16, 'invoice', '1012', '2025-08-01', '2025-08-31', 'Bellweather Homes', null, 1_000_000],
    ]);
    expect(r.documents[3]?.amountCents).toBe(540_000);
    expect(r.totalOpenCents).toBe(3_521_025);
  });

  it('reads a Desktop Unpaid Bills Detail in Windows-1252 grouped by vendor, with 2-digit years', async () => {
    const r = as(await readQuickBooksReport(fixture('qb-desktop-unpaid-bills.csv'), 'ap.csv'), 'ap-aging');
    expect(r.errors).toEqual([]);
    expect(r.asOf).toBe('2025-12-31');
    expect(
      r.documents.map((d) => [d.row, d.type, d.number, d.date, d.dueDate, d.party, d.openCents]),
    ).toEqual([
      [6, 'bill', 'A-881', '2025-12-01', '2025-12-31', 'Concretos Núñez', 420_000],
      [7, 'bill', 'A-902', '2025-12-15', '2026-01-14', 'Concretos Núñez', 185_040],
      [8, 'credit', 'CR-11', '2025-12-20', null, 'Concretos Núñez', -30_000],
      [11, 'bill', '77-1120', '2025-11-10', '2025-12-10', 'Home Depot Pro', 91_233],
      [14, 'bill', 'RE-55', '2025-10-05', '2025-11-04', 'Ramírez Electric', 1_248_000],
      [15, 'bill', 'RE-61', '2025-12-29', '2026-01-28', 'Ramírez Electric', 200_000],
    ]);
    expect(r.totalOpenCents).toBe(2_114_273);
  });

  it('reads a Mac Open Invoices export: CR line ends, quoted "1,234.56" amounts, jobs indented by spaces', async () => {
    const bytes = fixture('qb-mac-open-invoices.csv');
    expect(bytes.includes(0x0a)).toBe(false);
    const r = as(await readQuickBooksReport(bytes, 'open.csv'), 'ar-aging');
    expect(r.errors).toEqual([]);
    expect(r.asOf).toBe('2025-12-31');
    expect(
      r.documents.map((d) => [d.row, d.type, d.number, d.name, d.party, d.job, d.terms, d.openCents]),
    ).toEqual([
      [8, 'invoice', '1043', 'Acme Corp:Kitchen Remodel', 'Acme Corp', 'Kitchen Remodel', 'Net 30', 123_456],
      [9, 'invoice', '1047', 'Acme Corp:Kitchen Remodel', 'Acme Corp', 'Kitchen Remodel', 'Net 30', 200_000],
      [
        12,
        'invoice',
        '1031',
        'Acme Corp:Garage Addition',
        'Acme Corp',
        'Garage Addition',
        'Net 15',
        1_000_101,
      ],
      [16, 'invoice', '1050', 'Bellweather Homes', 'Bellweather Homes', null, 'Due on receipt', 750_000],
      [17, 'payment', null, 'Bellweather Homes', 'Bellweather Homes', null, null, -50_000],
    ]);
    expect(r.totalOpenCents).toBe(2_023_557);
  });

  it('checks group totals and the grand total against the documents', async () => {
    const bytes = csv([
      ['Open Invoices'],
      ['', 'Type', 'Date', 'Num', 'Due Date', 'Open Balance'],
      ['Acme Corp'],
      ['', 'Invoice', '12/15/2025', '1043', '01/14/2026', '1,000.00'],
      ['', 'Invoice', '13/45/2025', '1044', '', '150.00'],
      ['', 'Invoice', '12/20/2025', '1043', '', ''],
      ['Total Acme Corp', '', '', '', '', '1,200.00'],
      ['TOTAL', '', '', '', '', '1,200.00'],
    ]);
    const r = as(readQuickBooksCsv(bytes, 'open.csv'), 'ar-aging');
    expect(r.errors.map((e) => e.message)).toEqual([
      "Row 5: '13/45/2025' is not a date",
      'Row 6: Invoice 1043 has no open balance',
      "Row 7: 'Acme Corp' open balance 1,200.00 but its documents add to 1,150.00",
      "Row 8: the report's total open balance is 1,200.00 but its documents add to 1,150.00",
      "Row 6: Invoice 1043 for 'Acme Corp' appears twice (also row 4)",
    ]);
  });

  it('reads an A/P aging detail without a title as A/P from its bills', async () => {
    const bytes = csv([
      ['Date', 'Transaction Type', 'Num', 'Name', 'Due Date', 'Open Balance'],
      ['12/01/2025', 'Bill', 'B-1', 'Ramírez Electric', '12/31/2025', '(50.00)'],
      ['12/02/2025', 'Bill Payment (Check)', '', 'Ramírez Electric', '', '25.00-'],
    ]);
    const r = as(readQuickBooksCsv(bytes, 'ap.csv'), 'ap-aging');
    expect(r.documents.map((d) => [d.type, d.party, d.job, d.openCents])).toEqual([
      ['bill', 'Ramírez Electric', null, -5_000],
      ['payment', 'Ramírez Electric', null, -2_500],
    ]);
  });

  it('reads an A/R Aging Summary and checks each row against its aging columns', () => {
    const bytes = csv([
      ['A/R Aging Summary'],
      ['As of December 31, 2025'],
      ['', 'Current', '1 - 30', '31 - 60', '61 - 90', '91 and over', 'Total'],
      ['Acme Corp', '', '', '', '', '', ''],
      ['   Kitchen Remodel', '1,050.00', '', '', '', '', '1,050.00'],
      ['Total Acme Corp', '1,050.00', '', '', '', '', '1,050.00'],
      ['Bellweather Homes', '18,450.00', '', '', '', '10,000.00', '28,450.00'],
      ['José Muñoz', '', '1,150.00', '', '', '', '1,200.00'],
      ['TOTAL', '19,500.00', '1,150.00', '', '', '10,000.00', '30,700.00'],
    ]);
    const r = as(readQuickBooksCsv(bytes, 'summary.csv'), 'ar-aging-summary');
    expect(r.parties.map((p) => [p.row, p.party, p.job, p.totalCents])).toEqual([
      [5, 'Acme Corp', 'Kitchen Remodel', 105_000],
      [7, 'Bellweather Homes', null, 2_845_000],
      [8, 'José Muñoz', null, 120_000],
    ]);
    expect(r.parties[1]?.buckets.map((b) => b.cents)).toEqual([1_845_000, 0, 0, 0, 1_000_000]);
    expect(r.errors.map((e) => e.message)).toEqual([
      "Row 8: 'José Muñoz' open balance 1,200.00 but the aging columns add to 1,150.00",
    ]);
  });
});

describe('QuickBooks journal', () => {
  it('reads an Online Journal grouped by transaction, to the cent', async () => {
    const r = as(await readQuickBooksReport(fixture('qb-online-journal.csv'), 'journal.csv'), 'journal');
    expect(r.errors).toEqual([]);
    expect(r.period).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(
      r.transactions.map((t) => [t.row, t.type, t.number, t.date, t.name, t.lines.length, t.debitCents]),
    ).toEqual([
      [6, 'Invoice', '1001', '2025-01-05', 'Acme Corp:Kitchen Remodel', 3, 1_200_000],
      [11, 'Bill', 'A-17', '2025-01-09', 'Concretos Núñez', 2, 345_075],
      [15, 'Check', '5012', '2025-01-15', 'Home Depot Pro', 2, 91_233],
      [19, 'Journal Entry', 'JE-1', '2025-01-31', null, 4, 796_610],
      [25, 'Deposit', null, '2025-02-02', 'Acme Corp:Kitchen Remodel', 2, 1_200_000],
    ]);
    for (const t of r.transactions) expect(t.creditCents).toBe(t.debitCents);
    expect(r.transactions[3]?.lines.map((l) => [l.row, l.account.path, l.debitCents, l.creditCents])).toEqual(
      [
        [19, 'Payroll Expenses:Wages', 740_000, 0],
        [20, 'Payroll Expenses:Taxes', 56_610, 0],
        [21, 'Payroll Liabilities:Federal Taxes (941/944)', 0, 167_244],
        [22, 'Checking', 0, 629_366],
      ],
    );
    expect(r.totals).toEqual({ debitCents: 3_632_918, creditCents: 3_632_918 });
    expect(r.statedTotals).toEqual(r.totals);
  });

  it('reads a Desktop journal (Trans #, split lines inheriting the header) and flags an unbalanced one', () => {
    const bytes = csv([
      ['', 'Trans #', 'Type', 'Date', 'Num', 'Adj', 'Name', 'Memo', 'Account', 'Debit', 'Credit'],
      [
        '',
        '1',
        'General Journal',
        '1/31/25',
        '7',
        '',
        '',
        'Accrual',
        '6000 · Job Expenses:6010 · Materials',
        '100.00',
        '',
      ],
      ['', '', '', '', '', '', '', '', '2000 · Accounts Payable', '', '99.00'],
      ['', '', '', '', '', '', '', '', '', '100.00', '99.00'],
      ['', '2', 'Check', '2/1/25', '1001', '', 'Peña', '', '1000 · Checking', '', '5.00'],
      ['', '', '', '', '', '', 'Peña', '', '6000 · Job Expenses', '5.00', ''],
      ['', '', '', '', '', '', '', '', '', '5.00', '6.00'],
      ['TOTAL', '', '', '', '', '', '', '', '', '105.00', '104.00'],
    ]);
    const r = as(readQuickBooksCsv(bytes, 'journal.csv'), 'journal');
    expect(r.transactions.map((t) => [t.transNo, t.date, t.lines.length])).toEqual([
      ['1', '2025-01-31', 2],
      ['2', '2025-02-01', 2],
    ]);
    expect(r.transactions[0]?.lines[0]?.account).toEqual({
      path: 'Job Expenses:Materials',
      segments: ['Job Expenses', 'Materials'],
      number: '6010',
    });
    expect(r.errors.map((e) => e.message)).toEqual([
      'Row 2: General Journal 7 of 2025-01-31 debits 100.00 ≠ credits 99.00',
      'Row 7: Check 1001 of 2025-02-01 total 5.00 debit, 6.00 credit but its lines add to 5.00 debit, 5.00 credit',
      "Row 8: the journal's debits 105.00 ≠ credits 104.00",
    ]);
  });
});

describe('QuickBooks Online lists', () => {
  it('reads the Account List', async () => {
    const r = as(
      await readQuickBooksReport(fixture('qb-online-account-list.csv'), 'accounts.csv'),
      'account-list',
    );
    expect(r.errors).toEqual([]);
    expect(r.accounts.map((a) => [a.row, a.path, a.type, a.detailType, a.balanceCents])).toEqual([
      [5, 'Checking', 'Bank', 'Checking', 4_821_537],
      [6, 'Accounts Receivable (A/R)', 'Accounts receivable (A/R)', 'Accounts Receivable (A/R)', 3_541_000],
      [7, 'Truck', 'Fixed Assets', 'Vehicles', 4_340_000],
      [8, 'Truck:Depreciation', 'Fixed Assets', 'Accumulated Depreciation', -1_860_000],
      [9, 'Accounts Payable (A/P)', 'Accounts payable (A/P)', 'Accounts Payable (A/P)', 2_248_050],
      [10, 'Job Expenses', 'Cost of Goods Sold', 'Supplies & Materials - COGS', null],
      [11, 'Job Expenses:Job Materials', 'Cost of Goods Sold', 'Supplies & Materials - COGS', null],
      [12, 'Construction Income', 'Income', 'Service/Fee Income', null],
    ]);
  });

  it('reads customers (sub-customers as jobs), vendors (1099) and products', async () => {
    const customers = as(
      await readQuickBooksReport(fixture('qb-online-customers.csv'), 'c.csv'),
      'customer-list',
    );
    expect(customers.errors).toEqual([]);
    expect(customers.parties.map((p) => [p.party, p.job, p.openBalanceCents])).toEqual([
      ['Acme Corp', null, 0],
      ['Acme Corp', 'Kitchen Remodel', 105_000],
      ['Acme Corp', 'Garage Addition', 301_025],
      ['Bellweather Homes', null, 2_845_000],
      ['José Muñoz', null, 270_000],
    ]);
    const vendors = as(await readQuickBooksReport(fixture('qb-online-vendors.csv'), 'v.csv'), 'vendor-list');
    expect(vendors.parties.map((p) => [p.name, p.taxId, p.is1099, p.openBalanceCents])).toEqual([
      ['Concretos Núñez', '**-***4521', true, 575_040],
      ['Home Depot Pro', null, false, 91_233],
      ['Ramírez Electric', '86-1234567', true, 1_448_000],
    ]);
    expect(sum(vendors.parties.map((p) => p.openBalanceCents ?? 0))).toBe(2_114_273);
    const products = as(
      await readQuickBooksReport(fixture('qb-online-products.csv'), 'p.csv'),
      'product-list',
    );
    expect(products.products.map((p) => [p.name, p.priceCents, p.costCents, p.incomeAccount])).toEqual([
      ['Labor', 8_500, 4_250, 'Construction Income:Labor Income'],
      ['Concrete Mix', 798, 512, 'Construction Income'],
      ['Framing Package', 125_000, null, 'Construction Income'],
    ]);
  });
});

describe('QuickBooks Excel exports', () => {
  // Built in memory with exceljs (no binary fixture to keep in step): an Online Trial Balance as Excel
  // writes it, subaccounts by cell indent, amounts as number cells; and an aging detail with date cells.
  async function workbook(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
    const book = new ExcelJS.Workbook();
    fill(book.addWorksheet('Trial Balance'));
    book.addWorksheet('Second sheet').addRow(['ignored']);
    return new Uint8Array(await book.xlsx.writeBuffer());
  }

  it('reads the first sheet: indented subaccounts, number cells to exact cents, a merged title', async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow(['Acme Builders LLC']);
      sheet.mergeCells('A1:C1');
      sheet.addRow(['Trial Balance']);
      sheet.addRow(['As of December 31, 2025']);
      sheet.addRow([]);
      sheet.addRow(['', 'Debit', 'Credit']);
      sheet.addRow(['Checking', 1204.5, null]);
      sheet.addRow(['Job Expenses', null, null]);
      const child = sheet.addRow(['Job Materials', 0.1 + 0.2, null]);
      child.getCell(1).alignment = { indent: 1 };
      const grandchild = sheet.addRow(['Lumber', 1000.07, null]);
      grandchild.getCell(1).alignment = { indent: 2 };
      const other = sheet.addRow(['Subcontractors', 3.1, null]);
      other.getCell(1).alignment = { indent: 1 };
      sheet.addRow(['Total Job Expenses', { formula: 'B8+B9+B10', result: 1003.47 }, null]);
      sheet.addRow(['Loan', null, 2207.97]);
      sheet.addRow(['TOTAL', 2207.97, 2207.97]);
      sheet.addRow([]);
      sheet.addRow(['Accrual Basis Wednesday, January 14, 2026 10:23 AM GMT-08:00']);
    });
    const r = as(await readQuickBooksReport(bytes, 'tb.xlsx'), 'trial-balance');
    expect(r.errors).toEqual([]);
    expect(r).toMatchObject({ format: 'xlsx', encoding: null, asOf: '2025-12-31', basis: 'accrual' });
    expect(r.accounts.map((a) => [a.row, a.path, a.debitCents, a.creditCents])).toEqual([
      [6, 'Checking', 120_450, 0],
      [8, 'Job Expenses:Job Materials', 30, 0],
      [9, 'Job Expenses:Job Materials:Lumber', 100_007, 0],
      [10, 'Job Expenses:Subcontractors', 310, 0],
      [12, 'Loan', 0, 220_797],
    ]);
    expect(r.totals).toEqual({ debitCents: 220_797, creditCents: 220_797 });
  });

  it('reads date cells as ISO dates', async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow(['Unpaid Bills']);
      sheet.addRow(['', 'Date', 'Transaction Type', 'Num', 'Vendor', 'Due Date', 'Open Balance']);
      sheet.addRow([
        '',
        new Date(Date.UTC(2025, 11, 1)),
        'Bill',
        881,
        'Peña Supply',
        new Date(Date.UTC(2025, 11, 31)),
        4200,
      ]);
      sheet.addRow(['TOTAL', null, null, null, null, null, 4200]);
    });
    const r = as(await readQuickBooksReport(bytes, 'ap.xlsx'), 'ap-aging');
    expect(r.errors).toEqual([]);
    expect(r.documents).toMatchObject([
      {
        row: 3,
        number: '881',
        date: '2025-12-01',
        dueDate: '2025-12-31',
        party: 'Peña Supply',
        openCents: 420_000,
      },
    ]);
  });
});

describe('unknown and broken files', () => {
  it('names what it could read', () => {
    const r = readQuickBooksCsv(csv([['My Report'], ['Foo', 'Bar'], ['1', '2']]), 'mystery.csv');
    expect(r.kind).toBe('unknown');
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]?.message).toBe(
      "'mystery.csv' is not a QuickBooks report or list this import reads (Trial Balance, A/R or A/P Aging Detail, Open Invoices, Unpaid Bills, aging summaries, Journal, Account List, customers, vendors, products and services): found 'My Report', 'Foo', 'Bar', '1' in its first rows but no column headers",
    );
    const bank = readQuickBooksCsv(csv([['Posted', 'Date', 'Amount', 'Description']]), 'bank.csv');
    expect(bank.errors[0]?.message).toMatch(/: found the columns 'Posted', 'Date', 'Amount', 'Description'$/);
  });

  it('an empty file, garbage bytes and a broken Excel file are errors, not exceptions', async () => {
    expect((await readQuickBooksReport(new Uint8Array(), 'empty.csv')).errors[0]?.message).toBe(
      "'empty.csv' is empty",
    );
    const garbage = new Uint8Array(Array.from({ length: 500 }, (_, i) => (i * 37) % 256));
    const g = await readQuickBooksReport(garbage, 'x.bin');
    expect(g.kind).toBe('unknown');
    expect(g.errors).toHaveLength(1);
    const broken = await readQuickBooksReport(new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]), 'broken.xlsx');
    expect(broken.kind).toBe('unknown');
    expect(broken.errors[0]?.message).toMatch(/^'broken.xlsx' cannot be read: The Excel file cannot be read/);
  });

  it('names the title and columns of a report it does not read', () => {
    const r = readQuickBooksCsv(
      csv([
        ['Acme'],
        ['Profit and Loss'],
        ['Jan - Dec 25'],
        ['', 'Jan 25', 'Feb 25', 'Total'],
        ['Income', '1.00', '', '1.00'],
      ]),
      'pl.csv',
    );
    expect(r.kind).toBe('unknown');
    expect(r.errors).toHaveLength(1);
  });
});
