import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { auditLog, bankMatches, bankMatchLines, bankReconciliations } from '../src/db/schema/index.ts';
import {
  bankCompany,
  chartIds,
  linkBankAccount,
  expectStatus as ok,
  sendStatement,
  simpleOfx,
  type TSeedTransaction,
} from './helpers/bank-fixture.ts';
import { bankFixture } from './helpers/bank-parser-fixtures.ts';
import { call, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let accountant: Member;
let pm: Member;
let outsider: Member;
let cashId: string;

const send = (who: Member, method: string, path: string, body?: unknown) =>
  call(t, who.token, method, path, body);
const upload = (
  who: Member,
  accountId: string,
  action: 'preview' | 'import',
  name: string,
  content: string | Uint8Array,
  csvProfile?: unknown,
) => sendStatement(t, who.token, accountId, action, { name, content }, csvProfile);

/** A fresh bank account (…6789) on a new cash account of the admin's company. */
let accountSeq = 0;
async function newAccount(body: Record<string, unknown> = {}): Promise<string> {
  accountSeq++;
  const gl = await ok(
    send(admin, 'POST', '/api/v1/chart-of-accounts', {
      account_number: String(1100 + accountSeq),
      account_name: `Bank ${accountSeq}`,
      account_type: 'asset',
      is_cash: true,
    }),
    201,
  );
  return linkBankAccount(t, admin, gl.id, { name: `Bank ${accountSeq}`, ...body });
}

/** Every statement table of the company, to prove a refusal or a preview wrote nothing. */
async function statementFingerprint(): Promise<string> {
  const [row] = rowsOf<{ f: string }>(
    await t.db.execute(sql`
      select (select count(*) from bank_statement_imports)::text || '/' ||
        (select count(*) from bank_statement_lines)::text || '/' ||
        coalesce((select md5(string_agg(csv_profile::text, '|' order by id)) from bank_accounts), '') as f`),
  );
  return row?.f ?? '';
}

const JANUARY: TSeedTransaction[] = [
  { date: '2026-01-05', amountCents: 250_000, fitId: 'JAN-1', name: 'Customer deposit' },
  { date: '2026-01-09', amountCents: -48_000, fitId: 'JAN-2', name: 'Check 1001', checkNumber: '1001' },
  { date: '2026-01-20', amountCents: -12_345, fitId: 'JAN-3', name: 'ACH Payroll' },
  { date: '2026-01-31', amountCents: -1_500, fitId: 'JAN-4', name: 'SERVICE CHARGE' },
];
const FEBRUARY: TSeedTransaction[] = [
  { date: '2026-01-31', amountCents: -1_500, fitId: 'JAN-4', name: 'SERVICE CHARGE' },
  { date: '2026-02-03', amountCents: 80_000, fitId: 'FEB-1', name: 'Customer deposit' },
  { date: '2026-02-10', amountCents: -9_999, fitId: 'FEB-2', name: 'Fuel card' },
];

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, accountant, pm, outsider } = await bankCompany(t, {
    domain: 'statements.co',
    name: 'Statement Builders',
    outsiderDomain: 'elsewhere.co',
    outsiderName: 'Elsewhere Builders',
  }));
  cashId = (await chartIds(t, admin)).get('1000') as string;
});
afterAll(() => t.close());

describe('an OFX statement previewed, imported, imported again', () => {
  let accountId: string;
  const january = simpleOfx(JANUARY, { start: '2026-01-01', end: '2026-01-31', closingCents: 1_188_155 });

  beforeAll(async () => {
    accountId = await linkBankAccount(t, admin, cashId, { opening_balance_cents: 1_000_000 });
  });

  it('previews the file without writing anything', async () => {
    const before = await statementFingerprint();
    const preview = await ok(upload(accountant, accountId, 'preview', 'january.ofx', january));
    expect(preview).toMatchObject({
      format: 'ofx',
      file_name: 'january.ofx',
      line_count: 4,
      period_start: '2026-01-01',
      period_end: '2026-01-31',
      closing_balance_cents: 1_188_155,
      account_hint: expect.stringContaining('6789'),
      new_count: 4,
      duplicate_count: 0,
      error_count: 0,
      errors: [],
    });
    expect(preview.lines[1]).toMatchObject({
      posted_date: '2026-01-09',
      amount_cents: -48_000,
      kind: 'check',
      check_number: '1001',
      bank_reference: 'JAN-2',
      payee: 'Check 1001',
      duplicate: false,
    });
    expect(preview.lines.map((l: { amount_cents: number }) => l.amount_cents)).toEqual([
      250_000, -48_000, -12_345, -1_500,
    ]);
    expect(await statementFingerprint()).toBe(before);
  });

  it('imports it: lines added, the file kept, counts returned, audited', async () => {
    const imported = await ok(upload(accountant, accountId, 'import', 'january.ofx', january), 201);
    expect(imported).toMatchObject({
      new_count: 4,
      duplicate_count: 0,
      error_count: 0,
      matched_count: expect.any(Number),
      import: {
        format: 'ofx',
        file_name: 'january.ofx',
        size_bytes: Buffer.byteLength(january),
        period_start: '2026-01-01',
        period_end: '2026-01-31',
        closing_balance_cents: 1_188_155,
        line_count: 4,
        new_count: 4,
        duplicate_count: 0,
        created_by_name: 'Test Person',
      },
    });
    const lines = await ok(send(admin, 'GET', `/api/v1/bank-accounts/${accountId}/statement-lines`));
    expect(lines.total).toBe(4);
    expect(lines.items[0]).toMatchObject({
      posted_date: '2026-01-31',
      amount_cents: -1_500,
      import_id: imported.import.id,
      match_id: null,
      reconciled: false,
    });
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, imported.import.id), eq(auditLog.action, 'import_bank_statement')));
    expect(audited?.after).toMatchObject({ new_count: 4, duplicate_count: 0, line_count: 4 });
  });

  it('importing the same file again adds nothing; the preview greys every line out', async () => {
    const preview = await ok(upload(admin, accountId, 'preview', 'january.ofx', january));
    expect(preview).toMatchObject({ new_count: 0, duplicate_count: 4 });
    expect(preview.lines.every((l: { duplicate: boolean }) => l.duplicate)).toBe(true);
    const again = await ok(upload(admin, accountId, 'import', 'january-again.ofx', january), 201);
    expect(again).toMatchObject({
      new_count: 0,
      duplicate_count: 4,
      import: { new_count: 0, duplicate_count: 4 },
    });
    expect((await ok(send(admin, 'GET', `/api/v1/bank-accounts/${accountId}/statement-lines`))).total).toBe(
      4,
    );
  });

  it('an overlapping file adds only its new lines', async () => {
    const february = simpleOfx(FEBRUARY, { start: '2026-01-31', end: '2026-02-28' });
    const preview = await ok(upload(admin, accountId, 'preview', 'february.ofx', february));
    expect(preview.lines.map((l: { duplicate: boolean }) => l.duplicate)).toEqual([true, false, false]);
    const imported = await ok(upload(admin, accountId, 'import', 'february.ofx', february), 201);
    expect(imported).toMatchObject({ new_count: 2, duplicate_count: 1 });
    expect((await ok(send(admin, 'GET', `/api/v1/bank-accounts/${accountId}/statement-lines`))).total).toBe(
      6,
    );
  });

  it('lists the imports newest first and downloads each original file byte for byte', async () => {
    const imports = await ok(send(admin, 'GET', `/api/v1/bank-accounts/${accountId}/statement-imports`));
    expect(imports.items.map((i: { file_name: string }) => i.file_name)).toEqual([
      'february.ofx',
      'january-again.ofx',
      'january.ofx',
    ]);
    const res = await t.request(`/api/v1/bank-statement-imports/${imports.items[2].id}/file`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="january.ofx"');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(january))).toBe(true);
  });

  it('keeps a Windows-1252 file byte-identical and reads its text', async () => {
    const other = await newAccount();
    const bytes = Buffer.from(
      simpleOfx([{ date: '2026-03-02', amountCents: -4_250, fitId: 'W1', name: 'Caf\u00e9 L\u00e9on' }]),
      'latin1',
    );
    const imported = await ok(upload(admin, other, 'import', 'caf\u00e9.qfx', bytes), 201);
    const lines = await ok(send(admin, 'GET', `/api/v1/bank-accounts/${other}/statement-lines`));
    expect(lines.items[0].payee).toBe('Caf\u00e9 L\u00e9on');
    const res = await t.request(`/api/v1/bank-statement-imports/${imported.import.id}/file`, {
      token: admin.token,
    });
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''caf%C3%A9.qfx");
  });
});

/** The parsers' fixtures (test/fixtures/bank), each through the API; CSVs with the mapping a user would pick. */
const CSV_FIXTURE_PROFILES: Record<string, unknown> = {
  'csv-debit-credit.csv': {
    date_column: 0,
    description_column: 1,
    date_format: 'MM/DD/YYYY',
    amount_mode: 'debit_credit',
    check_number_column: 2,
    debit_column: 3,
    credit_column: 4,
    balance_column: 5,
  },
  'csv-day-first.csv': {
    date_column: 0,
    description_column: 1,
    delimiter: ';',
    encoding: 'windows-1252',
    skip_rows: 4,
    date_format: 'DD/MM/YYYY',
    amount_mode: 'signed',
    amount_column: 2,
    decimal_separator: ',',
    balance_column: 3,
  },
};
const FIXTURES = [
  { name: 'ofx-102-sgml.ofx', format: 'ofx', lines: 6, hint: '6789' },
  { name: 'ofx-220-xml.ofx', format: 'ofx', lines: 6, hint: '3387' },
  { name: 'qfx-intu-bid.qfx', format: 'qfx', lines: 4, hint: '5521' },
  { name: 'csv-debit-credit.csv', format: 'csv', lines: 6, hint: null },
  { name: 'csv-day-first.csv', format: 'csv', lines: 9, hint: null },
  { name: 'camt053-001-02.xml', format: 'camt053', lines: 7, hint: '3000' },
  { name: 'camt053-001-08.xml', format: 'camt053', lines: 6, hint: '3387' },
  { name: 'bai2-continuation.bai', format: 'bai2', lines: 6, hint: '3387' },
  { name: 'ofx-shared-fitid.ofx', format: 'ofx', lines: 5, hint: '4471' },
] as const;

describe('every format the parsers read, through the API', () => {
  for (const f of FIXTURES) {
    it(`${f.name}: previewed, imported, imported again (nothing added), downloaded byte for byte`, async () => {
      const bytes = bankFixture(f.name);
      const profile = CSV_FIXTURE_PROFILES[f.name];
      const accountId = await newAccount({ last_four: f.hint ?? '0000' });
      const preview = await ok(upload(admin, accountId, 'preview', f.name, bytes, profile));
      expect(preview).toMatchObject({
        format: f.format,
        line_count: f.lines,
        new_count: f.lines,
        duplicate_count: 0,
        error_count: 0,
      });
      if (f.hint) expect(preview.account_hint).toContain(f.hint);
      if (preview.opening_balance_cents !== null && preview.closing_balance_cents !== null)
        expect(preview.computed_closing_cents).toBe(preview.closing_balance_cents);
      const imported = await ok(upload(admin, accountId, 'import', f.name, bytes, profile), 201);
      expect(imported).toMatchObject({
        new_count: f.lines,
        duplicate_count: 0,
        import: { format: f.format },
      });
      const again = await ok(upload(admin, accountId, 'import', f.name, bytes), 201);
      expect(again).toMatchObject({ new_count: 0, duplicate_count: f.lines });
      const lines = await ok(
        send(admin, 'GET', `/api/v1/bank-accounts/${accountId}/statement-lines?page_size=500`),
      );
      expect(lines.total).toBe(f.lines);
      expect(lines.items.map((l: { amount_cents: number }) => l.amount_cents).sort()).toEqual(
        preview.lines.map((l: { amount_cents: number }) => l.amount_cents).sort(),
      );
      const res = await t.request(`/api/v1/bank-statement-imports/${imported.import.id}/file`, {
        token: admin.token,
      });
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    });
  }

  it('two real lines sharing one FITID are both kept (ofx-shared-fitid.ofx)', async () => {
    const accountId = await newAccount({ last_four: '4471' });
    await ok(upload(admin, accountId, 'import', 'shared.ofx', bankFixture('ofx-shared-fitid.ofx')), 201);
    const lines = await ok(
      send(admin, 'GET', `/api/v1/bank-accounts/${accountId}/statement-lines?q=0405POS0001`),
    );
    expect(
      lines.items.map((l: { amount_cents: number }) => l.amount_cents).sort((a: number, b: number) => a - b),
    ).toEqual([-4_500, -1_200]);
    const coffee = await ok(
      send(admin, 'GET', `/api/v1/bank-accounts/${accountId}/statement-lines?q=0407POS0009`),
    );
    expect(coffee.total).toBe(2);
  });

  it('a fixture of another account is refused by its last four digits', async () => {
    const accountId = await newAccount({ last_four: '1111' });
    const refused = await upload(admin, accountId, 'preview', 'camt.xml', bankFixture('camt053-001-08.xml'));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: 'wrong_account',
      message: 'This statement is for account …3387, not …1111',
    });
  });
});

describe('dedupe', () => {
  it('keeps two real lines that share one FITID, and a re-import adds neither again', async () => {
    const accountId = await newAccount();
    const file = simpleOfx([
      { date: '2026-03-03', amountCents: -2_000, fitId: 'SAME', name: 'Coffee' },
      { date: '2026-03-03', amountCents: -2_000, fitId: 'SAME', name: 'Coffee' },
      { date: '2026-03-04', amountCents: -3_000, fitId: 'SAME', name: 'Lunch' },
    ]);
    expect(await ok(upload(admin, accountId, 'import', 'a.ofx', file), 201)).toMatchObject({
      new_count: 3,
      duplicate_count: 0,
    });
    expect(await ok(upload(admin, accountId, 'import', 'a.ofx', file), 201)).toMatchObject({
      new_count: 0,
      duplicate_count: 3,
    });
    const lines = await ok(send(admin, 'GET', `/api/v1/bank-accounts/${accountId}/statement-lines`));
    expect(lines.total).toBe(3);
  });

  it('is per account: the same file on another account imports in full', async () => {
    const first = await newAccount();
    const second = await newAccount();
    const file = simpleOfx(JANUARY);
    expect((await ok(upload(admin, first, 'import', 'j.ofx', file), 201)).new_count).toBe(4);
    expect((await ok(upload(admin, second, 'import', 'j.ofx', file), 201)).new_count).toBe(4);
  });
});

describe('refusals', () => {
  let accountId: string;
  beforeAll(async () => {
    accountId = await newAccount();
  });

  it('a file with errors: the preview names the line, the import refuses it whole', async () => {
    const bad = simpleOfx(JANUARY).replace('<DTPOSTED>20260109120000', '<DTPOSTED>20261309120000');
    const preview = await ok(upload(admin, accountId, 'preview', 'bad.ofx', bad));
    expect(preview.error_count).toBeGreaterThan(0);
    expect(preview.errors[0].line).toBeGreaterThan(0);
    const before = await statementFingerprint();
    const refused = await upload(admin, accountId, 'import', 'bad.ofx', bad);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('statement_invalid');
    expect(refused.body.error.message).toMatch(/^Line \d+: /);
    expect(refused.body.error.details).toEqual({ error_count: preview.error_count, errors: preview.errors });
    expect(await statementFingerprint()).toBe(before);
  });

  it('a file that is no statement', async () => {
    const pdf = '%PDF-1.4\n%%EOF\n';
    const preview = await ok(upload(admin, accountId, 'preview', 'statement.pdf', pdf));
    expect(preview).toMatchObject({ error_count: 1, line_count: 0 });
    const refused = await upload(admin, accountId, 'import', 'statement.pdf', pdf);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('statement_invalid');
  });

  it('a statement of another account (its last four digits)', async () => {
    const other = simpleOfx(JANUARY, { accountId: '000987651234' });
    for (const action of ['preview', 'import'] as const) {
      const refused = await upload(admin, accountId, action, 'other.ofx', other);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual({
        code: 'wrong_account',
        message: 'This statement is for account …1234, not …6789',
      });
    }
    // An account without last four digits is not checked.
    const unchecked = await newAccount({ last_four: null });
    expect((await ok(upload(admin, unchecked, 'import', 'other.ofx', other), 201)).new_count).toBe(4);
  });

  it('no file, an empty file, a JSON body, a file past 20 MB', async () => {
    const empty = await upload(admin, accountId, 'preview', 'empty.ofx', '');
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('no_file');
    const form = new FormData();
    form.append('note', 'no file here');
    const noFile = await t.request(`/api/v1/bank-accounts/${accountId}/statements/import`, {
      method: 'POST',
      token: admin.token,
      body: form,
    });
    expect(noFile.status).toBe(400);
    const asJson = await send(admin, 'POST', `/api/v1/bank-accounts/${accountId}/statements/import`, {});
    expect(asJson.status).toBe(400);
    expect(asJson.body.error.code).toBe('invalid_body');
    const huge = new Uint8Array(20 * 1024 * 1024 + 200 * 1024).fill(0x41);
    const tooLarge = await upload(admin, accountId, 'import', 'huge.ofx', huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.code).toBe('file_too_large');
  });

  it('roles without reconciliation:write, and another company', async () => {
    const file = simpleOfx(JANUARY);
    expect((await upload(pm, accountId, 'preview', 'j.ofx', file)).status).toBe(403);
    expect((await send(pm, 'GET', `/api/v1/bank-accounts/${accountId}/statement-lines`)).status).toBe(403);
    const before = await statementFingerprint();
    for (const action of ['preview', 'import'] as const) {
      const res = await upload(outsider, accountId, action, 'j.ofx', file);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('bank_account_not_found');
    }
    const manual = await send(outsider, 'POST', `/api/v1/bank-accounts/${accountId}/statements/manual`, {
      lines: [{ posted_date: '2026-03-01', amount_cents: 100, payee: 'X' }],
    });
    expect(manual.status).toBe(404);
    for (const path of [
      `/api/v1/bank-accounts/${accountId}/statement-imports`,
      `/api/v1/bank-accounts/${accountId}/statement-lines`,
    ]) {
      expect((await send(outsider, 'GET', path)).status).toBe(404);
    }
    expect(await statementFingerprint()).toBe(before);
  });
});

describe('CSV statements and the saved mapping', () => {
  const profile = {
    date_column: 0,
    date_format: 'DD/MM/YYYY',
    amount_mode: 'debit_credit',
    debit_column: 2,
    credit_column: 3,
    description_column: 1,
  };
  const csv = [
    'Date,Description,Debit,Credit',
    '13/03/2026,Deposit,,"1,200.00"',
    '14/03/2026,Bank fee,(12.50),',
  ].join('\r\n');

  it('needs a mapping: sent along, else the saved one, else refused', async () => {
    const accountId = await newAccount();
    const refused = await upload(admin, accountId, 'preview', 'march.csv', csv);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('csv_profile_required');
    const before = await statementFingerprint();
    const preview = await ok(upload(admin, accountId, 'preview', 'march.csv', csv, profile));
    expect(preview).toMatchObject({
      format: 'csv',
      line_count: 2,
      period_start: '2026-03-13',
      period_end: '2026-03-14',
    });
    expect(preview.lines.map((l: { amount_cents: number }) => l.amount_cents)).toEqual([120_000, -1_250]);
    // The preview saves nothing, not even the mapping.
    expect(await statementFingerprint()).toBe(before);
    expect((await upload(admin, accountId, 'preview', 'march.csv', csv)).status).toBe(400);

    const imported = await ok(upload(admin, accountId, 'import', 'march.csv', csv, profile), 201);
    expect(imported.new_count).toBe(2);
    const account = await ok(send(admin, 'GET', `/api/v1/bank-accounts/${accountId}`));
    expect(account.csv_profile).toMatchObject(profile);
    // The next file of this bank is read with the saved mapping.
    const next = `${csv}\r\n15/03/2026,Interest,,0.42`;
    const second = await ok(upload(admin, accountId, 'import', 'march-2.csv', next), 201);
    expect(second).toMatchObject({ new_count: 1, duplicate_count: 2 });
  });

  it('names the line of a date that does not fit the chosen format', async () => {
    const accountId = await newAccount();
    const monthFirst = { ...profile, date_format: 'MM/DD/YYYY' };
    const preview = await ok(upload(admin, accountId, 'preview', 'march.csv', csv, monthFirst));
    expect(preview.errors[0]).toEqual({
      line: 2,
      message: expect.stringContaining("'13/03/2026' is not a date in MM/DD/YYYY"),
    });
    const refused = await upload(admin, accountId, 'import', 'march.csv', csv, monthFirst);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^Line 2: '13\/03\/2026' is not a date in MM\/DD\/YYYY/);
    // Refused whole: the mapping sent along is not saved either.
    expect((await ok(send(admin, 'GET', `/api/v1/bank-accounts/${accountId}`))).csv_profile).toBeNull();
  });

  it('refuses a mapping that is not valid', async () => {
    const accountId = await newAccount();
    const invalid = await upload(admin, accountId, 'preview', 'march.csv', csv, { date_column: 0 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe('invalid_input');
    const form = new FormData();
    form.append('file', new File([csv], 'march.csv'));
    form.append('csv_profile', '{not json');
    const res = await t.request(`/api/v1/bank-accounts/${accountId}/statements/preview`, {
      method: 'POST',
      token: admin.token,
      body: form,
    });
    expect(res.status).toBe(400);
  });
});

describe('statements entered by hand', () => {
  it('adds lines like an import, deduplicated, without a file', async () => {
    const accountId = await newAccount();
    const body = {
      lines: [
        { posted_date: '2026-04-02', amount_cents: 150_000, payee: 'Deposit' },
        { posted_date: '2026-04-03', amount_cents: -20_000, payee: 'Check', check_number: '2001' },
        { posted_date: '2026-04-03', amount_cents: -20_000, payee: 'Check', check_number: '2001' },
      ],
      closing_balance_cents: 110_000,
    };
    const entered = await ok(
      send(accountant, 'POST', `/api/v1/bank-accounts/${accountId}/statements/manual`, body),
      201,
    );
    expect(entered).toMatchObject({
      new_count: 3,
      duplicate_count: 0,
      error_count: 0,
      import: {
        format: 'manual',
        size_bytes: 0,
        period_start: '2026-04-02',
        period_end: '2026-04-03',
        closing_balance_cents: 110_000,
        line_count: 3,
      },
    });
    const again = await ok(
      send(admin, 'POST', `/api/v1/bank-accounts/${accountId}/statements/manual`, body),
      201,
    );
    expect(again).toMatchObject({ new_count: 0, duplicate_count: 3 });
    const lines = await ok(send(admin, 'GET', `/api/v1/bank-accounts/${accountId}/statement-lines`));
    expect(lines.items.find((l: { check_number: string | null }) => l.check_number === '2001')).toMatchObject(
      {
        kind: 'check',
        amount_cents: -20_000,
      },
    );
    const file = await send(admin, 'GET', `/api/v1/bank-statement-imports/${entered.import.id}/file`);
    expect(file.status).toBe(404);
    expect(file.body.error.code).toBe('statement_file_missing');
  });

  it('refuses empty lists, zero amounts, bad dates and a missing payee', async () => {
    const accountId = await newAccount();
    const path = `/api/v1/bank-accounts/${accountId}/statements/manual`;
    const line = { posted_date: '2026-04-02', amount_cents: 100, payee: 'X' };
    for (const [body, message] of [
      [{ lines: [] }, 'Enter at least one statement line'],
      [
        { lines: [{ ...line, amount_cents: 0 }] },
        'Enter an amount other than zero (+ money in, − money out)',
      ],
      [{ lines: [{ ...line, posted_date: '04/02/2026' }] }, 'Enter a date as YYYY-MM-DD'],
      [{ lines: [{ ...line, payee: ' ' }] }, 'Enter the payee or description'],
      [{ lines: [{ ...line, amount_cents: 1.5 }] }, 'Enter amounts in whole cents'],
    ] as const) {
      const res = await send(admin, 'POST', path, body);
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await send(pm, 'POST', path, { lines: [line] })).status).toBe(403);
  });
});

describe('statement lines', () => {
  let accountId: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    accountId = await newAccount();
    await ok(upload(admin, accountId, 'import', 'j.ofx', simpleOfx([...JANUARY, ...FEBRUARY.slice(1)])), 201);
    const lines = await ok(send(admin, 'GET', `/api/v1/bank-accounts/${accountId}/statement-lines`));
    ids = Object.fromEntries(
      lines.items.map((l: { bank_reference: string; id: string }) => [l.bank_reference, l.id]),
    );
  });

  it('filters by state, dates and text, a page at a time', async () => {
    const list = (query: string) =>
      ok(send(admin, 'GET', `/api/v1/bank-accounts/${accountId}/statement-lines?${query}`));
    const refs = (page: { items: { bank_reference: string }[] }) => page.items.map((l) => l.bank_reference);
    expect(refs(await list('from=2026-01-06&to=2026-02-03'))).toEqual(['FEB-1', 'JAN-4', 'JAN-3', 'JAN-2']);
    expect(refs(await list('q=customer'))).toEqual(['FEB-1', 'JAN-1']);
    expect(refs(await list('q=1001'))).toEqual(['JAN-2']);
    const page2 = await list('page=2&page_size=4');
    expect(page2).toMatchObject({ total: 6 });
    expect(refs(page2)).toEqual(['JAN-2', 'JAN-1']);
    expect(
      (
        await send(
          admin,
          'GET',
          `/api/v1/bank-accounts/${accountId}/statement-lines?from=2026-02-01&to=2026-01-01`,
        )
      ).status,
    ).toBe(400);
    expect(
      (await send(admin, 'GET', `/api/v1/bank-accounts/${accountId}/statement-lines?state=cleared`)).status,
    ).toBe(400);

    const [match] = await t.db
      .insert(bankMatches)
      .values({ organizationId: admin.organizationId, bankAccountId: accountId, kind: 'manual' })
      .returning({ id: bankMatches.id });
    await t.db.insert(bankMatchLines).values({
      organizationId: admin.organizationId,
      matchId: match?.id as string,
      statementLineId: ids['JAN-1'] as string,
    });
    const unmatched = await list('state=unmatched');
    expect(unmatched.total).toBe(5);
    const matched = await list('state=matched');
    expect(matched.items).toEqual([
      expect.objectContaining({ id: ids['JAN-1'], match_id: match?.id, reconciled: false }),
    ]);
    const account = await ok(send(admin, 'GET', `/api/v1/bank-accounts/${accountId}`));
    expect(account.unmatched_count).toBe(5);
  });

  it('deletes an unmatched line; a matched one is refused, and a reconciled one too', async () => {
    const path = (id: string | undefined) => `/api/v1/bank-statement-lines/${id}`;
    expect((await send(pm, 'DELETE', path(ids['FEB-2']))).status).toBe(403);
    expect((await send(outsider, 'DELETE', path(ids['FEB-2']))).status).toBe(404);
    expect((await send(accountant, 'DELETE', path(ids['FEB-2']))).status).toBe(204);
    expect((await send(accountant, 'DELETE', path(ids['FEB-2']))).status).toBe(404);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, ids['FEB-2'] as string), eq(auditLog.action, 'delete_bank_statement_line')),
      );
    expect(audited?.before).toMatchObject({ amount_cents: -9_999, bank_reference: 'FEB-2' });

    const matched = await send(admin, 'DELETE', path(ids['JAN-1']));
    expect(matched.status).toBe(409);
    expect(matched.body.error).toEqual({
      code: 'matched',
      message: 'This statement line is matched: unmatch it before deleting it',
    });

    // Stamp the match with a finished reconciliation: the line is reconciled and the database guards it.
    const [match] = await t.db
      .select({ id: bankMatchLines.matchId })
      .from(bankMatchLines)
      .where(eq(bankMatchLines.statementLineId, ids['JAN-1'] as string));
    const [finished] = await t.db
      .insert(bankReconciliations)
      .values({
        organizationId: admin.organizationId,
        bankAccountId: accountId,
        statementDate: '2026-01-31',
        beginningBalanceCents: 0,
        endingBalanceCents: 250_000,
        status: 'finished',
        report: {},
        finishedAt: new Date(),
      })
      .returning({ id: bankReconciliations.id });
    await t.db
      .update(bankMatches)
      .set({ reconciliationId: finished?.id })
      .where(eq(bankMatches.id, match?.id as string));
    const lines = await ok(
      send(admin, 'GET', `/api/v1/bank-accounts/${accountId}/statement-lines?state=matched`),
    );
    expect(lines.items[0]).toMatchObject({ id: ids['JAN-1'], reconciled: true });
    const reconciled = await send(admin, 'DELETE', path(ids['JAN-1']));
    expect(reconciled.status).toBe(409);
    // The database refuses it whatever the path (RC001).
    const direct = await t.db.execute(sql`delete from bank_statement_lines where id = ${ids['JAN-1']}`).then(
      () => null,
      (err: { cause?: { code?: string } }) => err.cause?.code,
    );
    expect(direct).toBe('RC001');
  });
});
