import { expect } from 'vitest';
import { addMember, call, createCompany, type Member } from './org-users.ts';
import { json, type TestApp } from './test-app.ts';

/*
 * Bank accounts and statements (issue 23) for tests: link a cash account, upload a statement file through
 * the real multipart routes, the company the bank route tests share, and the route-security seeds.
 */

/** The body of an answer with the expected status (the body shown when it is not). */
export async function expectStatus(res: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return answer.body as any;
}

/** The company's chart of accounts: account ids by number (1000 cash, 4000 revenue…). */
export async function chartIds(t: TestApp, who: Member): Promise<Map<string, string>> {
  const chart = await expectStatus(call(t, who.token, 'GET', '/api/v1/chart-of-accounts'));
  return new Map(
    (chart.items as { id: string; account_number: string }[]).map((a) => [a.account_number, a.id]),
  );
}

export type TBankCompany = { admin: Member; accountant: Member; pm: Member; outsider: Member };

/**
 * A company (admin, accountant, project manager — who may not read bank accounts) at `domain`, and
 * another company at `outsiderDomain`.
 */
export async function bankCompany(
  t: TestApp,
  company: { domain: string; name: string; outsiderDomain: string; outsiderName: string },
): Promise<TBankCompany> {
  const admin = await createCompany(t, `admin@${company.domain}`, company.name);
  const accountant = await addMember(t, admin.organizationId, `accountant@${company.domain}`, 'accountant');
  const pm = await addMember(t, admin.organizationId, `pm@${company.domain}`, 'project_manager');
  const outsider = await createCompany(t, `admin@${company.outsiderDomain}`, company.outsiderName);
  return { admin, accountant, pm, outsider };
}

export type TStatementFile = { name: string; content: string | Uint8Array };

/** POST a statement file to `…/statements/preview` or `…/statements/import` as multipart/form-data. */
export async function sendStatement(
  t: TestApp,
  token: string,
  bankAccountId: string,
  action: 'preview' | 'import',
  file: TStatementFile,
  csvProfile?: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies and assert on them
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  const bytes = typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : file.content;
  form.append('file', new File([bytes], file.name, { type: 'application/octet-stream' }));
  if (csvProfile !== undefined) form.append('csv_profile', JSON.stringify(csvProfile));
  const res = await t.request(`/api/v1/bank-accounts/${bankAccountId}/statements/${action}`, {
    method: 'POST',
    token,
    body: form,
  });
  return { status: res.status, body: await json(res) };
}

export type TSeedTransaction = {
  date: string;
  amountCents: number;
  fitId: string;
  name: string;
  memo?: string;
  checkNumber?: string;
  type?: string;
};

const ofxAmount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const ofxDate = (date: string) => `${date.replaceAll('-', '')}120000`;

/** A small OFX 1.02 (SGML) statement of account …6789 (the parsers' own fixtures cover every format). */
export function simpleOfx(
  transactions: readonly TSeedTransaction[],
  options: { accountId?: string; start?: string; end?: string; closingCents?: number } = {},
): string {
  const start = options.start ?? transactions[0]?.date ?? '2026-01-01';
  const end = options.end ?? transactions.at(-1)?.date ?? start;
  const closing = options.closingCents ?? transactions.reduce((sum, x) => sum + x.amountCents, 0);
  const lines = transactions.map((x) =>
    [
      '<STMTTRN>',
      `<TRNTYPE>${x.type ?? (x.checkNumber ? 'CHECK' : x.amountCents > 0 ? 'CREDIT' : 'DEBIT')}`,
      `<DTPOSTED>${ofxDate(x.date)}`,
      `<TRNAMT>${ofxAmount(x.amountCents)}`,
      `<FITID>${x.fitId}`,
      ...(x.checkNumber ? [`<CHECKNUM>${x.checkNumber}`] : []),
      `<NAME>${x.name}`,
      ...(x.memo ? [`<MEMO>${x.memo}`] : []),
      '</STMTTRN>',
    ].join('\r\n'),
  );
  return [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260201120000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS><CURDEF>USD',
    `<BANKACCTFROM><BANKID>021000021<ACCTID>${options.accountId ?? '000123456789'}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    `<BANKTRANLIST><DTSTART>${ofxDate(start)}<DTEND>${ofxDate(end)}`,
    ...lines,
    '</BANKTRANLIST>',
    `<LEDGERBAL><BALAMT>${ofxAmount(closing)}<DTASOF>${ofxDate(end)}</LEDGERBAL>`,
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\r\n');
}

/** Links the cash account to a bank account (…6789) and answers its id. */
export async function linkBankAccount(
  t: TestApp,
  admin: Member,
  cashAccountId: string,
  body: Record<string, unknown> = {},
): Promise<string> {
  const res = await call(t, admin.token, 'POST', '/api/v1/bank-accounts', {
    gl_account_id: cashAccountId,
    name: 'Operating account',
    bank_name: 'First Bank',
    last_four: '6789',
    routing_number: '021000021',
    ...body,
  });
  if (res.status !== 201) throw new Error(`linking the bank account failed ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/**
 * A bank account of organization A on its cash account, with one imported OFX statement of three
 * unmatched lines (no check numbers, so auto-matching leaves them open): ids for every `{id}` route of
 * bank accounts, statement imports and statement lines.
 */
export async function seedBankRoutes(t: TestApp, admin: Member, cashAccountId: string) {
  const bankAccountId = await linkBankAccount(t, admin, cashAccountId);
  const file = simpleOfx([
    { date: '2026-01-15', amountCents: 1000, fitId: 'SEED-1', name: 'Seeded deposit' },
    { date: '2026-01-26', amountCents: -700, fitId: 'SEED-2', name: 'Seeded Vendor' },
    { date: '2026-01-31', amountCents: -150, fitId: 'SEED-3', name: 'SERVICE CHARGE' },
  ]);
  const imported = await sendStatement(t, admin.token, bankAccountId, 'import', {
    name: 'seed.ofx',
    content: file,
  });
  if (imported.status !== 201) throw new Error(`seeding a statement failed ${JSON.stringify(imported.body)}`);
  const lines = await call(t, admin.token, 'GET', `/api/v1/bank-accounts/${bankAccountId}/statement-lines`);
  const statementLineIds = (lines.body.items as { id: string; posted_date: string }[])
    .sort((a, b) => a.posted_date.localeCompare(b.posted_date))
    .map((l) => l.id);
  const [firstLine] = statementLineIds;
  if (!firstLine) throw new Error('seeding statement lines failed');
  return {
    seeds: {
      '/api/v1/bank-accounts': bankAccountId,
      '/api/v1/bank-statement-imports': imported.body.import.id as string,
      '/api/v1/bank-statement-lines': firstLine,
    },
    bankAccountId,
    statementLineIds,
  };
}
