import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { looksLikeIif, readIif, splitIifLine, writeIif, writeIifText } from './iif.ts';
import { encodeSource } from './source-text.ts';

const fixture = (name: string) =>
  new Uint8Array(
    readFileSync(fileURLToPath(new URL(`../../../../test/fixtures/imports/${name}`, import.meta.url))),
  );
const iif = (lines: string[][], eol = '\r\n') => encodeSource(lines.map((l) => l.join('\t')).join(eol) + eol);
const messages = (bytes: Uint8Array) => readIif(bytes).errors.map((e) => e.message);

describe('iif-full-chart.iif', () => {
  const file = readIif(fixture('iif-full-chart.iif'));

  it('reads without errors, skipping the lists it does not import', () => {
    expect(file.errors).toEqual([]);
    expect(file.encoding).toBe('utf-8');
    expect(file.skipped).toEqual([
      { keyword: 'HDR', rows: 1 },
      { keyword: 'OTHERNAME', rows: 1 },
    ]);
  });

  it('reads the chart with subaccounts, every type, numbers and opening balances to the cent', () => {
    expect(file.accounts).toHaveLength(25);
    expect(new Set(file.accounts.map((a) => a.type))).toEqual(
      new Set([
        'BANK',
        'AR',
        'OCASSET',
        'FIXASSET',
        'OASSET',
        'AP',
        'CCARD',
        'OCLIAB',
        'LTLIAB',
        'EQUITY',
        'INC',
        'EXINC',
        'COGS',
        'EXP',
        'EXEXP',
        'NONPOSTING',
      ]),
    );
    expect(file.accounts.find((a) => a.name === 'Job Materials:Lumber')).toEqual({
      row: 23,
      name: 'Job Materials:Lumber',
      path: ['Job Materials', 'Lumber'],
      parent: 'Job Materials',
      type: 'COGS',
      number: '5010',
      description: null,
      opening_balance_cents: null,
      extra: null,
      hidden: false,
    });
    expect(file.accounts[0]).toMatchObject({
      row: 4,
      name: 'Operating Checking',
      opening_balance_cents: 4521037,
      description: 'Main account',
    });
    const total = file.accounts.reduce((s, a) => s + (a.opening_balance_cents ?? 0), 0);
    expect(total).toBe(0);
    expect(file.accounts.find((a) => a.number === '2000')?.opening_balance_cents).toBe(-2134055);
    expect(file.accounts.filter((a) => a.extra).map((a) => [a.name, a.extra])).toEqual([
      ['Undeposited Funds', 'UNDEPOSIT'],
      ['Sales Tax Payable', 'SALESTAX'],
      ['Opening Balance Equity', 'OPENBAL'],
      ['Retained Earnings', 'RETEARNINGS'],
    ]);
    expect(file.accounts.find((a) => a.name === 'Old Phone')?.hidden).toBe(true);
  });

  it('splits Customer:Job names into customers and jobs', () => {
    expect(file.customers.map((c) => c.name)).toEqual(['Acme Corp', 'Baker Homes']);
    expect(file.jobs.map((j) => [j.name, j.customer, j.parent, j.path.at(-1)])).toEqual([
      ['Acme Corp:Main St Remodel', 'Acme Corp', 'Acme Corp', 'Main St Remodel'],
      ['Acme Corp:Warehouse', 'Acme Corp', 'Acme Corp', 'Warehouse'],
    ]);
    expect(file.customers[0]).toMatchObject({
      company_name: 'Acme Corporation',
      address: ['Acme Corporation', '12 Main St', 'Springfield, IL 62701'],
      phone: '217-555-0100',
      email: 'ap@acme.example',
      terms: 'Net 30',
      taxable: false,
      parent: null,
      customer: 'Acme Corp',
    });
    expect(file.jobs[0]).toMatchObject({
      job_status: 'In progress',
      job_start: '2025-03-01',
      job_end: null,
      hidden: false,
    });
    expect(file.jobs[1]).toMatchObject({
      job_status: 'Closed',
      job_start: '2024-06-15',
      job_end: '2024-12-20',
      hidden: true,
    });
    expect(file.customers[1]?.taxable).toBe(true);
  });

  it('reads 1099 vendors', () => {
    expect(file.vendors.map((v) => [v.name, v.is_1099, v.tax_id, v.hidden])).toEqual([
      ['Ready Mix Supply', false, '36-1234567', false],
      ['Joe Framing', true, '123-45-6789', false],
      ['Dan Electric', true, '98-7654321', true],
    ]);
    expect(file.vendors[0]).toMatchObject({
      print_as: 'Ready Mix Supply Co.',
      address: ['PO Box 44', 'Decatur, IL 62521'],
    });
  });

  it('reads items and classes', () => {
    expect(file.items.map((i) => [i.name, i.type, i.account, i.price, i.cost])).toEqual([
      ['Labor', 'SERV', 'Construction Income', '65.00', '0'],
      ['Lumber', 'PART', 'Construction Income', '4.125', '3.10'],
    ]);
    expect(file.classes.map((c) => c.name)).toEqual(['Residential', 'Commercial']);
  });

  it('reads the general journal, an invoice and a bill, balanced to the cent', () => {
    expect(file.transactions.map((t) => [t.type, t.doc_number, t.date, t.lines.length])).toEqual([
      ['GENERAL JOURNAL', '1043', '2026-01-31', 3],
      ['INVOICE', '2001', '2026-01-15', 2],
      ['BILL', 'JF-77', '2026-01-20', 2],
    ]);
    const [gj, inv, bill] = file.transactions;
    expect(gj?.lines.map((l) => [l.row, l.kind, l.account, l.amount_cents])).toEqual([
      [49, 'TRNS', 'Job Materials:Lumber', 125000],
      [50, 'SPL', 'Job Materials:Concrete', -120000],
      [51, 'SPL', 'Rent Expense', -5000],
    ]);
    expect(gj).toMatchObject({ row: 49, memo: 'Reclass lumber', name: 'Acme Corp:Main St Remodel' });
    expect(gj?.lines[0]?.class).toBe('Commercial');
    expect(inv).toMatchObject({ name: 'Baker Homes', due_date: '2026-02-14', terms: 'Net 30' });
    expect(inv?.lines[1]).toMatchObject({
      item: 'Labor',
      quantity: '-32.7692',
      price: '65.00',
      memo: 'Labor',
    });
    expect(bill?.lines.map((l) => l.amount_cents)).toEqual([-420055, 420055]);
    for (const t of file.transactions) expect(t.lines.reduce((s, l) => s + l.amount_cents, 0)).toBe(0);
  });

  it('writes back to the same records', () => {
    const again = readIif(writeIif(file));
    const strip = <T extends { row: number }>(rs: T[]) => rs.map(({ row: _row, ...r }) => r);
    expect(again.errors).toEqual([]);
    expect(strip(again.accounts)).toEqual(strip(file.accounts));
    expect(strip(again.customers)).toEqual(strip(file.customers));
    expect(strip(again.jobs)).toEqual(strip(file.jobs));
    expect(strip(again.vendors)).toEqual(strip(file.vendors));
    expect(strip(again.items)).toEqual(strip(file.items));
    expect(strip(again.classes)).toEqual(strip(file.classes));
    expect(again.transactions.map((t) => ({ ...t, row: 0, lines: strip(t.lines) }))).toEqual(
      file.transactions.map((t) => ({ ...t, row: 0, lines: strip(t.lines) })),
    );
  });
});

describe('iif-windows-1252.iif', () => {
  const file = readIif(fixture('iif-windows-1252.iif'));
  it('detects Windows-1252 and reads é and ñ', () => {
    expect(file.errors).toEqual([]);
    expect(file.encoding).toBe('windows-1252');
    expect(file.accounts.map((a) => [a.name, a.opening_balance_cents])).toEqual([
      ['Caja Peña', 150025],
      ['Matériaux', null],
      ['Matériaux:Béton', null],
    ]);
    expect(file.customers[0]).toMatchObject({
      name: 'José Núñez',
      company_name: 'Núñez Construcción',
      address: ['Calle Señora 4'],
    });
    expect(file.jobs[0]).toMatchObject({ name: 'José Núñez:Café Résidence', parent: 'José Núñez' });
    expect(file.vendors.map((v) => [v.name, v.print_as, v.is_1099])).toEqual([
      ['Béton Québec', 'Béton Québec Ltée', false],
      ['Muñoz Plomería', null, true],
    ]);
  });
  it('round-trips through Windows-1252 bytes', () => {
    const again = readIif(writeIif(file, { encoding: 'windows-1252' }));
    expect(again.encoding).toBe('windows-1252');
    expect(again.vendors.map((v) => v.name)).toEqual(['Béton Québec', 'Muñoz Plomería']);
  });
});

describe('iif-mac-quoted.iif', () => {
  const file = readIif(fixture('iif-mac-quoted.iif'));
  it('reads CR line endings, quoted amounts with thousands separators and repeated headers by name', () => {
    expect(file.errors).toEqual([]);
    expect(
      file.accounts.map((a) => [a.row, a.name, a.number, a.type, a.opening_balance_cents, a.extra]),
    ).toEqual([
      [2, 'Checking', '1000', 'BANK', 1234567, null],
      [3, 'Line of Credit', '2100', 'OCLIAB', -120450, null],
      [5, 'Opening Balance Equity', '3000', 'EQUITY', -1114117, 'OPENBAL'],
      [6, 'Job Materials', '5000', 'COGS', null, null],
    ]);
    expect(file.accounts[0]?.description).toBe('Main, operating');
    expect(file.transactions).toHaveLength(1);
    expect(file.transactions[0]).toMatchObject({
      date: '2025-12-31',
      doc_number: 'J-9',
      memo: 'Year end, accrual',
    });
    expect(file.transactions[0]?.lines.map((l) => l.amount_cents)).toEqual([120450, -120450]);
  });
});

describe('errors', () => {
  const ACC = ['!ACCNT', 'NAME', 'ACCNTTYPE', 'OBAMOUNT', 'ACCNUM'];
  const TRNS = [
    ['!TRNS', 'TRNSTYPE', 'DATE', 'ACCNT', 'AMOUNT', 'DOCNUM'],
    ['!SPL', 'TRNSTYPE', 'DATE', 'ACCNT', 'AMOUNT', 'DOCNUM'],
    ['!ENDTRNS'],
  ];
  it('names an unreadable amount by row', () => {
    expect(messages(iif([ACC, ['ACCNT', 'Cash', 'BANK', 'abc', '1000']]))).toEqual([
      "Row 2: 'abc' is not an amount",
    ]);
  });
  it('reports an unbalanced transaction with both totals', () => {
    const bytes = iif([
      ...TRNS,
      ['TRNS', 'GENERAL JOURNAL', '1/31/2026', 'Cash', '1250.00', '1043'],
      ['SPL', 'GENERAL JOURNAL', '1/31/2026', 'Rent', '-1200.00', '1043'],
      ['ENDTRNS'],
    ]);
    const file = readIif(bytes);
    expect(file.errors.map((e) => e.message)).toEqual([
      'Row 4: transaction GENERAL JOURNAL 1043 does not balance: debits 1,250.00 ≠ credits 1,200.00',
    ]);
    expect(file.errors[0]?.row).toBe(4);
    expect(file.transactions).toEqual([]);
  });
  it('reports SPL without TRNS, TRNS not closed and ENDTRNS alone', () => {
    expect(
      messages(
        iif([
          ...TRNS,
          ['SPL', 'GENERAL JOURNAL', '1/31/2026', 'Rent', '-1.00', ''],
          ['ENDTRNS'],
          ['TRNS', 'GENERAL JOURNAL', '1/31/2026', 'Cash', '1.00', ''],
          ['SPL', 'GENERAL JOURNAL', '1/31/2026', 'Rent', '-1.00', ''],
          ['TRNS', 'GENERAL JOURNAL', '1/31/2026', 'Cash', '2.00', ''],
          ['SPL', 'GENERAL JOURNAL', '1/31/2026', 'Rent', '-2.00', ''],
        ]),
      ),
    ).toEqual([
      'Row 4: SPL without a TRNS',
      'Row 5: ENDTRNS without a TRNS',
      'Row 6: TRNS not closed by ENDTRNS',
      'Row 8: TRNS not closed by ENDTRNS',
    ]);
  });
  it('reports bad dates and missing dates and accounts on transactions', () => {
    expect(
      messages(
        iif([
          ...TRNS,
          ['TRNS', 'CHECK', '2/30/2026', 'Cash', '-5.00', '1'],
          ['SPL', 'CHECK', '2/30/2026', '', '5.00', '1'],
          ['ENDTRNS'],
          ['TRNS', 'CHECK', '', 'Cash', '-5.00', '2'],
          ['SPL', 'CHECK', '', 'Rent', '5.00', '2'],
          ['ENDTRNS'],
        ]),
      ),
    ).toEqual(["Row 4: '2/30/2026' is not a date", 'Row 5: SPL has no ACCNT', 'Row 7: TRNS has no DATE']);
  });
  it('reports duplicates, names too long, missing parents, bad flags and a missing type', () => {
    const long = 'L'.repeat(101);
    expect(
      messages(
        iif([
          [...ACC, 'HIDDEN'],
          ['ACCNT', 'Cash', 'BANK', '', '1000', 'N'],
          ['ACCNT', 'Job Materials:Lumber', 'COGS', '', '5010', 'maybe'],
          ['ACCNT', long, 'EXP', '', '6000', ''],
          ['ACCNT', 'CASH', 'BANK', '', '1000', ''],
          ['ACCNT', 'Misc', '', '', '', ''],
          ['!VEND', 'NAME'],
          ['VEND', 'Joe'],
          ['VEND', 'Joe'],
          ['!CUST', 'NAME'],
          ['CUST', 'Nobody:Job'],
          ['CUST', ''],
        ]),
      ),
    ).toEqual([
      "Row 3: HIDDEN 'maybe' is not Y or N",
      "Row 3: account 'Job Materials:Lumber' is under 'Job Materials', which is not in the file",
      `Row 4: account name '${'L'.repeat(40)}…' is longer than 100 characters`,
      "Row 5: account 'CASH' appears twice (rows 2 and 5)",
      "Row 5: account number '1000' appears twice (rows 2 and 5)",
      "Row 6: account 'Misc' has no ACCNTTYPE",
      "Row 9: vendor 'Joe' appears twice (rows 8 and 9)",
      "Row 11: job 'Nobody:Job' is under 'Nobody', which is not in the file",
      'Row 12: CUST row has no NAME',
    ]);
  });
  it('reads columns by name whatever their order, and rows before a header are errors', () => {
    const file = readIif(
      iif([
        ['ACCNT', 'Cash'],
        ['!ACCNT', 'ACCNUM', 'OBAMOUNT', 'NAME', 'ACCNTTYPE'],
        ['ACCNT', '1000', '10', 'Cash', 'bank'],
        ['VEND', 'Joe'],
      ]),
    );
    expect(file.errors.map((e) => e.message)).toEqual([
      'Row 1: not an IIF file (no !HEADER row before the first data row)',
    ]);
    const file2 = readIif(
      iif([
        ['!ACCNT', 'ACCNUM', 'OBAMOUNT', 'NAME', 'ACCNTTYPE'],
        ['ACCNT', '1000', '10', 'Cash', 'bank'],
        ['VEND', 'Joe'],
      ]),
    );
    expect(file2.accounts[0]).toMatchObject({
      name: 'Cash',
      number: '1000',
      type: 'BANK',
      opening_balance_cents: 1000,
    });
    expect(file2.errors.map((e) => e.message)).toEqual(['Row 3: VEND row before its !VEND header']);
  });
  it('never throws on junk', () => {
    for (const junk of [
      new Uint8Array(),
      new Uint8Array([0, 255, 9, 13, 10, 34]),
      encodeSource('hello\tworld\n"\t"\n'),
    ]) {
      const file = readIif(junk);
      expect(file.errors.length).toBeGreaterThan(0);
    }
    expect(readIif(encodeSource('!ACCNT\tNAME\r\n"\t""\t\r\n')).errors.length).toBeGreaterThanOrEqual(0);
  });
});

describe('lines and detection', () => {
  it('splits quoted fields with tabs and doubled quotes', () => {
    expect(splitIifLine('A\t"b\tc"\t"say ""hi"""\t5" pipe\t"12" pipe\t')).toEqual([
      'A',
      'b\tc',
      'say "hi"',
      '5" pipe',
      '"12" pipe',
      '',
    ]);
    expect(splitIifLine('')).toEqual(['']);
  });
  it('detects IIF text', () => {
    expect(looksLikeIif('\r\n!ACCNT\tNAME\r\n')).toBe(true);
    expect(looksLikeIif('Account,Type\n')).toBe(false);
  });
  it('writes nothing for an empty file and quotes what needs quoting', () => {
    const empty = {
      accounts: [],
      customers: [],
      jobs: [],
      vendors: [],
      items: [],
      classes: [],
      transactions: [],
    };
    expect(writeIifText(empty)).toBe('');
    const text = writeIifText(
      { ...empty, classes: [{ row: 1, name: 'Say "hi"', path: ['Say "hi"'], hidden: false }] },
      { lineEnding: '\n' },
    );
    expect(text).toBe('!CLASS\tNAME\tHIDDEN\nCLASS\t"Say ""hi"""\tN\n');
    expect(readIif(encodeSource(text)).classes[0]?.name).toBe('Say "hi"');
  });
});
