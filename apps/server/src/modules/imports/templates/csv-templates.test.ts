import { CSV_TEMPLATE_ENTITIES } from '@groundwork/shared';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeSource, formatSourceCents, type TSourceEncoding } from '../sources/source-text.ts';
import {
  CSV_TEMPLATES,
  matchTemplateHeader,
  readTemplateCsv,
  templateCsv,
  templateFileName,
} from './csv-templates.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const messages = (read: ReturnType<typeof readTemplateCsv>) => read.model.errors.map((e) => e.message);

describe('templateCsv', () => {
  it.each(CSV_TEMPLATE_ENTITIES)('%s: header and two examples that read back without error', (entity) => {
    const text = templateCsv(entity);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(CSV_TEMPLATES[entity].columns.map((c) => c.header).join(','));
    const read = readTemplateCsv(entity, bytes(text), `${entity}.csv`);
    expect(read.model.errors).toEqual([]);
    expect(read.rowCount).toBe(2);
    expect(read.encoding).toBe('utf-8-bom');
    expect(matchTemplateHeader(CSV_TEMPLATES[entity].columns.map((c) => c.header))).toEqual({
      entity,
      exact: true,
      matched: CSV_TEMPLATES[entity].columns.length,
    });
  });

  it('names the download file', () => {
    expect(templateFileName('open_invoices')).toBe('open-invoices-template.csv');
  });

  it('reads every example into the model', () => {
    const read = (e: (typeof CSV_TEMPLATE_ENTITIES)[number]) =>
      readTemplateCsv(e, bytes(templateCsv(e)), 'x.csv').model;
    expect(
      read('accounts').accounts.map((a) => [a.number, a.path, a.sourceType, a.detailType, a.typeSource]),
    ).toEqual([
      ['1010', 'Operating Checking', 'asset', 'bank', 'csv'],
      ['5010', 'Job Materials:Lumber', 'expense', 'cogs', 'csv'],
    ]);
    expect(read('customers').customers.map((c) => c.name)).toEqual(['Acme Corp', 'José Núñez']);
    expect(read('jobs').jobs[1]).toMatchObject({
      customerName: 'Acme Corp',
      name: 'Warehouse',
      fullName: 'Acme Corp:Warehouse',
      status: 'Closed',
      startDate: '2025-06-15',
      endDate: '2025-12-20',
      inactive: true,
    });
    expect(read('vendors').vendors.map((v) => [v.name, v.is1099, v.taxId])).toEqual([
      ['Ready Mix Supply', false, '36-1234567'],
      ['Joe Framing', true, '123-45-6789'],
    ]);
    expect(read('open_invoices').openInvoices[0]).toMatchObject({
      kind: 'invoice',
      number: '1043',
      date: '2026-03-15',
      dueDate: '2026-04-14',
      partyName: 'Acme Corp',
      jobFullName: 'Acme Corp:Main St Remodel',
      openCents: 1_125_000,
      retainageCents: 125_000,
      originalCents: 1_250_000,
      ref: { fileName: 'x.csv', row: 2 },
    });
    expect(
      read('open_bills').openBills.map((b) => [b.number, b.jobFullName, b.openCents, b.retainageCents]),
    ).toEqual([
      ['A-881', 'Acme Corp:Main St Remodel', 420_000, 0],
      ['JF-77', null, 720_000, 80_000],
    ]);
    expect(read('trial_balance').trialBalance).toEqual({
      asOf: null,
      rows: [
        {
          path: 'Operating Checking',
          number: '1010',
          debitCents: 4_521_037,
          creditCents: 0,
          ref: { fileName: 'x.csv', row: 2 },
        },
        {
          path: "Owner's Capital",
          number: '3100',
          debitCents: 0,
          creditCents: 4_521_037,
          ref: { fileName: 'x.csv', row: 3 },
        },
      ],
    });
    expect(read('bank_items').bankItems.map((b) => [b.kind, b.amountCents, b.reference])).toEqual([
      ['check', 184_000, '10452'],
      ['deposit', 500_000, 'DEP-0331'],
    ]);
    expect(read('job_cost').jobCost[1]).toMatchObject({
      jobFullName: 'Acme Corp:Main St Remodel',
      costCode: '06-100',
      category: 'L',
      amountCents: 912_050,
    });
  });
});

describe('readTemplateCsv', () => {
  it('matches headers whatever their case, spaces and punctuation, and aliases', () => {
    const text =
      'INVOICE #;invoice_date;customer name;OPEN   BALANCE;Retention;Notes\n"1043";3/15/26;Acme Corp;"(1,000.00)";;x\n1044;03/16/2026;Acme Corp;"1.234,00";;\n1045;2026-03-17;Acme Corp;$2,500.50;10;\n';
    const read = readTemplateCsv('open_invoices', bytes(text), 'inv.csv');
    expect(read.ignoredColumns).toEqual(['Notes']);
    expect(messages(read)).toEqual([
      'Row 2: Invoice 1043 has a negative open balance (-1,000.00): an open credit is not an opening invoice; apply it before the cut-over or enter it after the import',
      "Row 3: Open balance '1.234,00' is not an amount",
    ]);
    expect(read.model.openInvoices).toHaveLength(1);
    expect(read.model.openInvoices[0]).toMatchObject({
      number: '1045',
      date: '2026-03-17',
      openCents: 250_050,
      retainageCents: 1_000,
    });
    expect(read.model.errors.every((e) => e.stage === 'open_invoices' && e.file_name === 'inv.csv')).toBe(
      true,
    );
  });

  it('reports blank required cells, bad dates and flags with their rows', () => {
    const text = [
      'Customer,Job,Status,Start date,End date,Inactive',
      'Acme Corp,,Open,,,',
      ',Lot 9,,,,',
      'Baker Homes,Lot 14,,13/45/2026,,maybe',
      'Baker Homes,Baker Homes:Lot 15,,,,no',
      '',
      'Baker Homes,lot 15,,,,',
    ].join('\n');
    const read = readTemplateCsv('jobs', bytes(text), 'jobs.csv');
    expect(messages(read)).toEqual([
      'Row 2: the job has no Job',
      'Row 3: the job has no Customer',
      "Row 4: Start date '13/45/2026' is not a date",
      "Row 4: Inactive 'maybe' is not yes or no",
      "Row 7: job 'Baker Homes:lot 15' appears twice (also row 5)",
    ]);
    expect(read.model.errors.map((e) => [e.stage, e.row])).toEqual([
      ['jobs', 2],
      ['jobs', 3],
      ['jobs', 4],
      ['jobs', 4],
      ['jobs', 7],
    ]);
    // A job written whole under its customer is not doubled.
    expect(read.model.jobs.map((j) => j.fullName)).toEqual(['Baker Homes:Lot 15', 'Baker Homes:lot 15']);
  });

  it('refuses a file without a required column, naming it', () => {
    const read = readTemplateCsv('vendors', bytes('Name of vendor,Email\nX,y\n'), 'v.csv');
    expect(read.model.errors).toEqual([
      {
        stage: 'vendors',
        file_name: 'v.csv',
        row: 1,
        message: "Row 1: the vendors template needs the column 'Vendor'",
      },
    ]);
  });

  it('checks a trial balance: totals, duplicates, Total rows skipped, negative amounts netted', () => {
    const text = [
      'Number,Account,Debit,Credit',
      '1000,Checking,"1,204,332.10",',
      '2000,Accounts Payable,,"1,204,331.10"',
      '3000,Equity,-5.00,',
      ',checking,1.00,',
      ',Total,"1,204,333.10","1,204,331.10"',
    ].join('\r\n');
    const read = readTemplateCsv('trial_balance', bytes(text), 'tb.csv');
    expect(read.model.trialBalance?.rows.map((r) => [r.path, r.debitCents, r.creditCents])).toEqual([
      ['Checking', 120_433_210, 0],
      ['Accounts Payable', 0, 120_433_110],
      ['Equity', 0, 500],
      ['checking', 100, 0],
    ]);
    expect(read.model.errors).toEqual([
      {
        stage: 'opening_entry',
        file_name: 'tb.csv',
        row: 5,
        message: "Row 5: account 'checking' appears twice (also row 2)",
      },
      {
        stage: 'opening_entry',
        file_name: 'tb.csv',
        row: null,
        message: 'Trial balance debits 1,204,333.10 ≠ credits 1,204,336.10',
      },
    ]);
  });

  it('reads account types as the five types, QuickBooks Online or IIF names', () => {
    const text = [
      'Account,Type,Subtype',
      'Checking,Asset,Bank',
      'AR,asset,ar',
      'Visa,Credit Card,',
      'Sales,INC,',
      'Loan,liability,bank',
      'Odd,Stuff,',
    ].join('\n');
    const read = readTemplateCsv('accounts', bytes(text), 'a.csv');
    expect(
      read.model.accounts.map((a) => [a.path, a.typeSource, a.sourceType, a.detailType, a.controlHint]),
    ).toEqual([
      ['Checking', 'csv', 'asset', 'bank', null],
      ['AR', 'csv', 'asset', 'ar', 'accounts_receivable'],
      ['Visa', 'qbo', 'Credit Card', null, null],
      ['Sales', 'iif', 'INC', null, null],
    ]);
    expect(messages(read)).toEqual([
      "Row 6: subtype 'bank' is not one of ap, credit_card, other_current_liability, long_term_liability (for liability)",
      "Row 7: account type 'Stuff' is not one of asset, liability, equity, revenue, expense",
    ]);
  });

  it('reads Windows-1252 and semicolon files, customers with Customer:Job as jobs', () => {
    const text =
      'Customer;Company name;Address\r\nJosé Núñez;Núñez Construcción;"4 Calle Señora\nTempe AZ"\r\nJosé Núñez:Café Résidence;;\r\n';
    const read = readTemplateCsv('customers', encodeSource(text, 'windows-1252'), 'c.csv');
    expect(read.encoding).toBe('windows-1252');
    expect(read.model.errors).toEqual([]);
    expect(read.model.customers).toMatchObject([
      { name: 'José Núñez', companyName: 'Núñez Construcción', addressLines: ['4 Calle Señora', 'Tempe AZ'] },
    ]);
    expect(read.model.jobs).toMatchObject([
      {
        customerName: 'José Núñez',
        name: 'Café Résidence',
        fullName: 'José Núñez:Café Résidence',
        ref: { row: 3 },
      },
    ]);
  });

  it('reads bank items: check and deposit words, amounts positive, zero and unknown types refused', () => {
    const text = [
      'Bank account,Date,Type,Reference,Payee,Amount',
      'Checking,3/27/2026,Check,101,A,-100.00',
      'Checking,3/28/2026,Deposit in transit,,B,50',
      'Checking,3/29/2026,transfer,,C,10',
      'Checking,3/30/2026,check,,D,0',
    ].join('\n');
    const read = readTemplateCsv('bank_items', bytes(text), 'b.csv');
    expect(read.model.bankItems.map((b) => [b.kind, b.amountCents])).toEqual([
      ['check', 10_000],
      ['deposit', 5_000],
    ]);
    expect(messages(read)).toEqual([
      "Row 4: Type 'transfer' is not check or deposit",
      'Row 5: the amount is zero',
    ]);
    expect(read.model.errors[0]?.stage).toBe('bank_items');
  });

  it('never throws: empty files and broken quoting become errors', () => {
    expect(messages(readTemplateCsv('customers', bytes(''), 'e.csv'))).toEqual(["'e.csv' is empty"]);
    const read = readTemplateCsv('customers', bytes('Customer\n"Acme'), 'q.csv');
    expect(read.model.errors.length).toBeLessThanOrEqual(1);
  });
});

describe('matchTemplateHeader', () => {
  it('prefers the template naming most columns, exact before loose', () => {
    expect(matchTemplateHeader(['Customer', 'Job', 'Status'])?.entity).toBe('jobs');
    expect(matchTemplateHeader(['Customer', 'Email'])?.entity).toBe('customers');
    expect(matchTemplateHeader(['Account', 'Date', 'Type', 'Amount'])).toMatchObject({
      entity: 'bank_items',
      exact: true,
    });
    // A QuickBooks Online customer list has columns no template has: a loose match only.
    expect(matchTemplateHeader(['Customer', 'Company name', 'Phone', 'Open balance'])).toMatchObject({
      entity: 'customers',
      exact: false,
    });
    expect(matchTemplateHeader(['Date', 'Memo'])).toBeNull();
    expect(matchTemplateHeader([])).toBeNull();
  });
});

describe('readTemplateCsv — any text survives a round trip', () => {
  it('keeps names, amounts and dates whatever the characters, quoting or line ends', () => {
    const name = fc
      .string({
        unit: fc.constantFrom('a', 'B', 'é', 'ñ', ' ', ',', '"', ';', '\n', "'", '&', '·'),
        minLength: 1,
        maxLength: 30,
      })
      .filter((s) => s.replace(/[\s:]/g, '') !== '' && s.trim() === s && !s.includes('\n'));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ name, cents: fc.integer({ min: 1, max: 99_999_999_99 }) }), {
          selector: (r) => r.name.toLowerCase(),
          minLength: 1,
          maxLength: 20,
        }),
        fc.constantFrom('\n', '\r\n'),
        fc.constantFrom<TSourceEncoding>('utf-8', 'utf-8-bom', 'windows-1252'),
        (rows, eol, encoding) => {
          const body = stringify(
            [
              ['Bill number', 'Date', 'Vendor', 'Open balance'],
              ...rows.map((r, k) => [`B-${k}`, '3/31/26', r.name, formatSourceCents(r.cents)]),
            ],
            { record_delimiter: eol === '\n' ? 'unix' : 'windows' },
          );
          const read = readTemplateCsv('open_bills', encodeSource(body, encoding), 'b.csv');
          expect(read.model.errors).toEqual([]);
          expect(read.model.openBills.map((b) => [b.partyName, b.openCents, b.date, b.ref.row])).toEqual(
            rows.map((r, k) => [r.name, r.cents, '2026-03-31', k + 2]),
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});
