import fs from 'node:fs';
import path from 'node:path';
import { CSV_TEMPLATE_ENTITIES } from '@groundwork/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeIif } from '../sources/iif.ts';
import { templateCsv } from '../templates/csv-templates.ts';
import { buildSourceModel } from './build-source-model.ts';
import { detectImportFile, TEMPLATE_FILE_KINDS } from './detect.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../../test/fixtures/imports');
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(fixtures, name)));
const bytes = (text: string) => new TextEncoder().encode(text);

describe('detectImportFile', () => {
  it.each([
    [
      'iif-full-chart.iif',
      'iif',
      'utf-8',
      '25 accounts, 2 customers, 2 jobs, 3 vendors, 2 items, 2 classes, 3 transactions',
    ],
    ['iif-mac-quoted.iif', 'iif', 'utf-8', '4 accounts, 1 transaction'],
    ['iif-windows-1252.iif', 'iif', 'windows-1252', '3 accounts, 1 customer, 1 job, 2 vendors'],
    [
      'qb-desktop-trial-balance.csv',
      'trial_balance',
      'windows-1252',
      '13 accounts with balances as of 2025-12-31',
    ],
    [
      'qb-online-trial-balance.csv',
      'trial_balance',
      'utf-8-bom',
      '22 accounts with balances as of 2025-12-31',
    ],
    [
      'qb-desktop-unpaid-bills.csv',
      'ap_aging',
      'windows-1252',
      '5 unpaid bills, 1 credit or payment for 3 vendors as of 2025-12-31',
    ],
    [
      'qb-mac-open-invoices.csv',
      'ar_aging',
      'utf-8',
      '4 open invoices, 1 credit or payment for 2 customers as of 2025-12-31',
    ],
    [
      'qb-online-ar-aging-detail.csv',
      'ar_aging',
      'utf-8',
      '5 open invoices, 1 credit or payment for 3 customers as of 2025-12-31',
    ],
    ['qb-online-journal.csv', 'journal', 'utf-8', '5 transactions, 13 lines'],
    ['qb-online-account-list.csv', 'account_list', 'utf-8', '8 accounts'],
    ['qb-online-customers.csv', 'customer_list', 'utf-8', '3 customers, 2 jobs'],
    ['qb-online-vendors.csv', 'vendor_list', 'utf-8', '3 vendors'],
    ['qb-online-products.csv', 'product_list', 'utf-8', '3 products and services (not imported)'],
    [
      'golden/golden.iif',
      'iif',
      'windows-1252',
      '31 accounts, 6 customers, 6 jobs, 6 vendors, 1 item, 2 classes, 1 transaction',
    ],
    [
      'golden/trial-balance-2026-03-31.csv',
      'trial_balance',
      'windows-1252',
      '23 accounts with balances as of 2026-03-31',
    ],
    [
      'golden/ar-aging-detail-2026-03-31.csv',
      'ar_aging',
      'windows-1252',
      '5 open invoices for 4 customers as of 2026-03-31',
    ],
    [
      'golden/unpaid-bills-detail-2026-03-31.csv',
      'ap_aging',
      'windows-1252',
      '5 unpaid bills for 4 vendors as of 2026-03-31',
    ],
    ['golden/bank-items-2026-03-31.csv', 'csv_bank_items', 'utf-8-bom', '3 outstanding checks and deposits'],
  ])('%s → %s', async (name, kind, encoding, summary) => {
    const found = await detectImportFile(fixture(name), path.basename(name));
    expect(found).toMatchObject({ kind, encoding, summary });
    expect(found.rowCount).toBeGreaterThan(0);
  });

  it.each(CSV_TEMPLATE_ENTITIES)('recognises the %s template by its header row', async (entity) => {
    const found = await detectImportFile(bytes(templateCsv(entity)), 'upload.csv');
    expect(found.kind).toBe(TEMPLATE_FILE_KINDS[entity]);
    expect(found.rowCount).toBe(2);
  });

  it('reads a template whose headers differ in case and spacing, and says how many rows have problems', async () => {
    const found = await detectImportFile(
      bytes('vendor , TAX id,1099\nReady Mix,36-1,no\nJoe,,maybe\n'),
      'vendors.csv',
    );
    expect(found).toEqual({
      kind: 'csv_vendors',
      encoding: 'utf-8',
      rowCount: 2,
      summary: '1 vendor (1 problem to fix)',
    });
  });

  it('prefers a QuickBooks report to a loose template match, and falls back to the template', async () => {
    // The journal's header holds Account, Debit and Credit (the trial-balance template's) and more.
    const journal =
      'Date,Transaction Type,Num,Name,Memo,Account,Debit,Credit\n01/05/2025,Journal Entry,1,,,Cash,10.00,\n,,,,,Sales,,10.00\n';
    expect((await detectImportFile(bytes(journal), 'j.csv')).kind).toBe('journal');
    const loose = 'Job,Cost code,Category,Amount,Notes\nAcme:Main,01-100,L,10.00,x\n';
    expect(await detectImportFile(bytes(loose), 'jc.csv')).toMatchObject({
      kind: 'csv_job_cost',
      rowCount: 1,
    });
  });

  it('reads QuickBooks XLSX reports', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sheet1');
    sheet.addRows([
      ['Acme Builders LLC'],
      ['Trial Balance'],
      ['As of March 31, 2026'],
      [],
      ['', 'Debit', 'Credit'],
      ['Checking', 100.5, null],
      ['Equity', null, 100.5],
      ['TOTAL', 100.5, 100.5],
    ]);
    const xlsx = new Uint8Array(await book.xlsx.writeBuffer());
    expect(await detectImportFile(xlsx, 'tb.xlsx')).toEqual({
      kind: 'trial_balance',
      encoding: null,
      rowCount: 2,
      summary: '2 accounts with balances as of 2026-03-31',
    });
  });

  it('reads a template filled in Excel and saved as a workbook', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Sheet1').addRows([
      ['Vendor', 'Tax ID', '1099'],
      ['Concretos Núñez', '86-1234567', 'yes'],
    ]);
    const xlsx = new Uint8Array(await book.xlsx.writeBuffer());
    expect(await detectImportFile(xlsx, 'vendors.xlsx')).toEqual({
      kind: 'csv_vendors',
      encoding: null,
      rowCount: 1,
      summary: '1 vendor',
    });
    const model = await buildSourceModel([{ fileName: 'vendors.xlsx', kind: 'csv_vendors', bytes: xlsx }]);
    expect(model.errors).toEqual([]);
    expect(model.vendors.map((v) => [v.name, v.taxId, v.is1099])).toEqual([
      ['Concretos Núñez', '86-1234567', true],
    ]);
  });

  it('reads an IIF the writer made, whatever the extension', async () => {
    const iif = writeIif(
      {
        accounts: [],
        customers: [],
        jobs: [],
        vendors: [
          {
            row: 0,
            name: 'Núñez',
            print_as: null,
            address: [],
            phone: null,
            email: null,
            tax_id: null,
            terms: null,
            is_1099: true,
            hidden: false,
          },
        ],
        items: [],
        classes: [],
        transactions: [],
      },
      { encoding: 'windows-1252' },
    );
    expect(await detectImportFile(iif, 'vendors.txt')).toEqual({
      kind: 'iif',
      encoding: 'windows-1252',
      rowCount: 1,
      summary: '1 vendor',
    });
  });

  it('says what it found in a file it does not read', async () => {
    expect(await detectImportFile(new Uint8Array(), 'empty.csv')).toMatchObject({
      kind: 'unknown',
      summary: "'empty.csv' is empty",
    });
    expect(await detectImportFile(bytes('\r\n \n'), 'blank.csv')).toMatchObject({
      kind: 'unknown',
      summary: "'blank.csv' is empty",
    });
    const other = await detectImportFile(bytes('Date,Memo\n1/1/2026,hello\n'), 'notes.csv');
    expect(other.kind).toBe('unknown');
    expect(other.summary).toContain("'notes.csv' is not a QuickBooks report");
    const zip = await detectImportFile(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]), 'broken.xlsx');
    expect(zip).toMatchObject({ kind: 'unknown', rowCount: 0 });
    expect(zip.summary).toContain('broken.xlsx');
  });
});
