import fs from 'node:fs';
import {
  IIF_ACCOUNT_TYPES,
  IMPORT_CONTROL_ACCOUNTS,
  mapAccountType,
  type TAccountType,
  type TImportControlAccount,
} from '@groundwork/shared';
import fc from 'fast-check';
import type { TIifAccount, TIifCustomer, TIifVendor } from '../../src/modules/imports/sources/iif.ts';
import { writeIif } from '../../src/modules/imports/sources/iif.ts';
import type { TSourceEncoding } from '../../src/modules/imports/sources/source-text.ts';
import { call, type Member } from './org-users.ts';
import { json, type TestApp } from './test-app.ts';

/*
 * Imports (issue 24) across the module: random QuickBooks books (a chart with subaccounts and every
 * IIF account type, balances that sum to zero, customers with jobs, vendors, open invoices and bills
 * that tie to the AR and AP balances) written as the files a contractor uploads — an IIF of the lists
 * (`writeIif`), a Trial Balance, an A/R Aging Detail and an A/P Aging Detail report as QuickBooks
 * Online exports them — and the real API driven through a run: create, upload, map, preview, import,
 * wait, report, rollback. Shared by imports-golden.test.ts, imports-property.test.ts and the bench.
 */

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON bodies and assert on them
type TBody = any;

/** The role a source account plays: mapped onto one of the product's control accounts, or none. */
export type TAccountRole = TImportControlAccount | 'retained_earnings' | null;

export type TGenAccount = {
  /** Full QuickBooks name `Parent:Child`. */
  name: string;
  path: string[];
  /** IIF ACCNTTYPE. */
  type: string;
  /** ACCNUM; null: the source numbers none (the import assigns one by the company's numbering). */
  number: string | null;
  extra: string | null;
  hidden: boolean;
  role: TAccountRole;
  /** Debit-positive balance at the cut-over (0 for NONPOSTING). */
  balanceCents: number;
};

export type TGenCustomer = { name: string; jobs: string[]; hidden: boolean; email: string | null };
export type TGenVendor = { name: string; is1099: boolean; taxId: string | null; hidden: boolean };

export type TGenDocument = {
  number: string;
  date: string;
  dueDate: string;
  /** Customer or vendor name. */
  party: string;
  /** Job name (invoices only) or null. */
  job: string | null;
  /** Open amount, positive. */
  openCents: number;
};

export type TGenBooks = {
  cutover: string;
  accounts: TGenAccount[];
  customers: TGenCustomer[];
  vendors: TGenVendor[];
  invoices: TGenDocument[];
  bills: TGenDocument[];
};

/** The posting IIF types (NONPOSTING apart) and the leading digit of their generated numbers. */
export const POSTING_IIF_TYPES = Object.keys(IIF_ACCOUNT_TYPES).filter((t) => IIF_ACCOUNT_TYPES[t] !== null);
/**
 * The types of the random accounts: AR and AP are the specials' (a second A/R or A/P account would be
 * a control account the cut-over does not restore from open documents).
 */
const CHART_IIF_TYPES = POSTING_IIF_TYPES.filter((t) => t !== 'AR' && t !== 'AP');
const TYPE_DIGIT: Record<TAccountType, string> = {
  asset: '1',
  liability: '2',
  equity: '3',
  revenue: '4',
  expense: '6',
};

/** The five-type answer of the import's type table for an IIF type (null: not a GL account). */
export function glTypeOf(iifType: string, extra: string | null = null): TAccountType | null {
  const r = mapAccountType({ source: 'iif', type: iifType, extra });
  return r.kind === 'posting' ? r.account_type : null;
}

/** The special accounts every generated chart has (QuickBooks creates them), with their roles. */
const SPECIALS: { name: string; type: string; extra: string | null; role: TAccountRole }[] = [
  { name: 'Accounts Receivable', type: 'AR', extra: null, role: 'accounts_receivable' },
  { name: 'Accounts Payable', type: 'AP', extra: null, role: 'accounts_payable' },
  { name: 'Retainage Receivable', type: 'OCASSET', extra: null, role: 'retainage_receivable' },
  { name: 'Retainage Payable', type: 'OCLIAB', extra: null, role: 'retainage_payable' },
  { name: 'Undeposited Funds', type: 'OCASSET', extra: 'UNDEPOSIT', role: 'undeposited_funds' },
  { name: 'Opening Balance Equity', type: 'EQUITY', extra: 'OPENBAL', role: 'opening_balance_equity' },
  { name: 'Retained Earnings', type: 'EQUITY', extra: 'RETEARNINGS', role: 'retained_earnings' },
];

const WORDS = [
  'Lumber',
  'Concrete',
  'Fuel',
  'Rentals',
  'Permits',
  'Café',
  'Señal',
  'Tools & Gear',
  "Owner's Draw",
  'Mid-Year',
  'Payroll',
  'Hormigón',
  'Trucks',
  'Bonds',
  'Interest',
];
const PEOPLE = [
  'Acme Corp',
  'Bellweather Homes',
  'José Muñoz',
  'Peña & Söhne',
  "O'Brien Bros.",
  'Concretos Núñez',
  'Ramírez Electric',
  'Summit Rentals',
  'Cedar Fuel',
  'Lakeside Electric',
  'Granite Supply',
  'Harbor Steel',
];
const JOBS = ['Kitchen Remodel', 'Garage Addition', 'Main St Retail', 'Casa Nueva', 'Phase 2', 'Roof'];

/** Day `offset` (negative: before) from an ISO date. */
export function addDays(iso: string, offset: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

const amount = (max: number) => fc.integer({ min: 1, max });
const signedBalance = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 6, arbitrary: fc.integer({ min: -500_000_000, max: 500_000_000 }) },
);

/** One top-level account of a type and its subaccounts; `numbered` false: none of them has a number. */
type TChartShape = { type: string; children: number; word: number; hidden: boolean; numbered: boolean }[];

/** Random books; `cutover` fixed so the agings' buckets stay readable. */
export function booksArb(cutover = '2025-12-31'): fc.Arbitrary<TGenBooks> {
  const chartShape: fc.Arbitrary<TChartShape> = fc
    .tuple(
      // Every posting type at least once, some twice; NONPOSTING sometimes.
      fc.array(fc.constantFrom(...CHART_IIF_TYPES), { maxLength: 6 }),
      fc.boolean(),
    )
    .chain(([extra, nonPosting]) => {
      const types = [...CHART_IIF_TYPES, ...extra, ...(nonPosting ? ['NONPOSTING'] : [])];
      return fc.tuple(
        ...types.map((type) =>
          fc.record({
            type: fc.constant(type),
            children: fc.integer({ min: 0, max: 2 }),
            word: fc.nat(WORDS.length - 1),
            hidden: fc.boolean(),
            numbered: fc.constantFrom(true, true, true, false),
          }),
        ),
      );
    });
  const parties = fc.record({
    customers: fc.uniqueArray(fc.nat(PEOPLE.length - 1), { minLength: 1, maxLength: 6 }),
    vendors: fc.uniqueArray(fc.nat(PEOPLE.length - 1), { minLength: 1, maxLength: 6 }),
    jobCounts: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 6, maxLength: 6 }),
    hidden: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
    is1099: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  });
  const doc = fc.record({
    party: fc.nat(),
    job: fc.nat(),
    age: fc.integer({ min: 0, max: 150 }),
    terms: fc.constantFrom(0, 15, 30),
    cents: amount(2_500_000),
  });
  return fc
    .record({
      chart: chartShape,
      balances: fc.array(signedBalance, { minLength: 64, maxLength: 64 }),
      parties,
      invoices: fc.array(doc, { maxLength: 8 }),
      bills: fc.array(doc, { maxLength: 8 }),
    })
    .map((r) => buildBooks(cutover, r));
}

function buildBooks(
  cutover: string,
  r: {
    chart: TChartShape;
    balances: number[];
    parties: {
      customers: number[];
      vendors: number[];
      jobCounts: number[];
      hidden: boolean[];
      is1099: boolean[];
    };
    invoices: { party: number; job: number; age: number; terms: number; cents: number }[];
    bills: { party: number; job: number; age: number; terms: number; cents: number }[];
  },
  options: { inactiveWithOpenDocuments?: boolean } = {},
): TGenBooks {
  const accounts: TGenAccount[] = [];
  let k = 0;
  let b = 0;
  const nextBalance = () => r.balances[b++ % r.balances.length] ?? 0;
  const numberOf = (type: string, numbered = true) => {
    const n = `${TYPE_DIGIT[glTypeOf(type) ?? 'expense']}${String(7000 + k++).padStart(4, '0')}`;
    return numbered ? n : null;
  };
  for (const s of SPECIALS)
    accounts.push({
      name: s.name,
      path: [s.name],
      type: s.type,
      number: numberOf(s.type),
      extra: s.extra,
      hidden: false,
      role: s.role,
      balanceCents: 0,
    });
  r.chart.forEach((shape, i) => {
    const top = `${WORDS[shape.word]} ${i + 1}`;
    const posting = shape.type !== 'NONPOSTING';
    const topBalance = posting ? nextBalance() : 0;
    accounts.push({
      name: top,
      path: [top],
      type: shape.type,
      number: numberOf(shape.type, shape.numbered),
      extra: null,
      hidden: false,
      role: null,
      balanceCents: topBalance,
    });
    for (let c = 0; c < shape.children && posting; c++) {
      const child = `${WORDS[(shape.word + c + 1) % WORDS.length]} ${i + 1}.${c + 1}`;
      const balance = nextBalance();
      accounts.push({
        name: `${top}:${child}`,
        path: [top, child],
        type: shape.type,
        number: numberOf(shape.type, shape.numbered),
        extra: null,
        // QuickBooks lets only an account at zero be made inactive.
        hidden: shape.hidden && balance === 0,
        role: null,
        balanceCents: balance,
      });
    }
  });

  const customers: TGenCustomer[] = r.parties.customers.map((p, i) => ({
    name: PEOPLE[p] as string,
    jobs: JOBS.slice(i % JOBS.length, (i % JOBS.length) + (r.parties.jobCounts[i] ?? 0)),
    hidden: r.parties.hidden[i] ?? false,
    email: i % 2 ? `billing${i}@example.com` : null,
  }));
  const vendors: TGenVendor[] = r.parties.vendors.map((p, i) => ({
    name: PEOPLE[p] as string,
    is1099: r.parties.is1099[i] ?? false,
    taxId: r.parties.is1099[i] ? `12-34567${String(i).padStart(2, '0')}` : null,
    hidden: r.parties.hidden[6 + i] ?? false,
  }));
  const invoices = r.invoices.map((d, i): TGenDocument => {
    const c = customers[d.party % customers.length] as TGenCustomer;
    const date = addDays(cutover, -d.age);
    return {
      number: String(1001 + i),
      date,
      dueDate: addDays(date, d.terms),
      party: c.name,
      job: c.jobs.length && d.job % 3 ? (c.jobs[d.job % c.jobs.length] as string) : null,
      openCents: d.cents,
    };
  });
  const bills = r.bills.map((d, i): TGenDocument => {
    const v = vendors[d.party % vendors.length] as TGenVendor;
    const date = addDays(cutover, -d.age);
    return {
      number: `B-${501 + i}`,
      date,
      dueDate: addDays(date, d.terms),
      party: v.name,
      job: null,
      openCents: d.cents,
    };
  });

  // QuickBooks makes a name inactive only when nothing is open on it (imports-property.test.ts tests
  // the other case, an inactive party with open documents, on its own).
  if (!options.inactiveWithOpenDocuments) {
    for (const c of customers) if (invoices.some((d) => d.party === c.name)) c.hidden = false;
    for (const v of vendors) if (bills.some((d) => d.party === v.name)) v.hidden = false;
  }
  const role = (x: TAccountRole) => accounts.find((a) => a.role === x) as TGenAccount;
  role('accounts_receivable').balanceCents = invoices.reduce((s, d) => s + d.openCents, 0);
  role('accounts_payable').balanceCents = -bills.reduce((s, d) => s + d.openCents, 0);
  role('undeposited_funds').balanceCents = Math.abs(r.balances[63] ?? 0) % 1_000_000;
  role('opening_balance_equity').balanceCents = -(Math.abs(r.balances[62] ?? 0) % 5_000_000);
  const sum = accounts.reduce((s, a) => s + a.balanceCents, 0);
  role('retained_earnings').balanceCents = -sum;
  return { cutover, accounts, customers, vendors, invoices, bills };
}

/** A fixed small example (the property tests run it first). */
export function exampleBooks(
  cutover = '2025-12-31',
  options: { inactiveWithOpenDocuments?: boolean } = {},
): TGenBooks {
  const chart: TChartShape = CHART_IIF_TYPES.map((type, i) => ({
    type,
    children: i % 3 === 0 ? 2 : 0,
    word: i % WORDS.length,
    hidden: i === 0,
    numbered: i % 4 !== 2,
  }));
  chart.push({ type: 'NONPOSTING', children: 0, word: 3, hidden: false, numbered: true });
  return buildBooks(
    cutover,
    {
      chart,
      balances: Array.from({ length: 64 }, (_, i) =>
        i % 5 === 4 ? 0 : (i % 2 ? -1 : 1) * (12_345 + i * 98_765),
      ),
      parties: {
        customers: [0, 2, 4, 6],
        vendors: [5, 6, 3, 7],
        jobCounts: [2, 1, 0, 0, 0, 0],
        hidden: [false, false, true, true, false, false, false, true, false, true, false, false],
        is1099: [true, false, true, false, false, false],
      },
      invoices: [
        { party: 0, job: 1, age: 10, terms: 30, cents: 120_000 },
        { party: 0, job: 0, age: 45, terms: 30, cents: 1_845_000 },
        { party: 1, job: 1, age: 100, terms: 15, cents: 270_050 },
        { party: 2, job: 0, age: 0, terms: 0, cents: 99 },
      ],
      bills: [
        { party: 0, job: 0, age: 30, terms: 30, cents: 420_000 },
        { party: 1, job: 0, age: 61, terms: 15, cents: 185_040 },
        { party: 0, job: 0, age: 5, terms: 30, cents: 91_233 },
      ],
    },
    options,
  );
}

// ---------------------------------------------------------------------------------------------
// Writers: the files a contractor exports from QuickBooks.

/** Shuffles with a seed (Mulberry32): the "shuffled row order" property. */
export function shuffled<T>(xs: readonly T[], seed: number): T[] {
  let s = seed >>> 0;
  const rand = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The same books with every list and report row in another order. */
export function shuffleBooks(books: TGenBooks, seed: number): TGenBooks {
  return {
    ...books,
    accounts: shuffled(books.accounts, seed),
    customers: shuffled(
      books.customers.map((c) => ({ ...c, jobs: shuffled(c.jobs, seed + 1) })),
      seed + 2,
    ),
    vendors: shuffled(books.vendors, seed + 3),
    invoices: shuffled(books.invoices, seed + 4),
    bills: shuffled(books.bills, seed + 5),
  };
}

/** The lists as a QuickBooks Desktop IIF export (OBAMOUNT = the balance, as Desktop writes it). */
export function booksIif(books: TGenBooks, encoding: TSourceEncoding = 'utf-8'): Uint8Array {
  const accounts = books.accounts.map(
    (a): TIifAccount => ({
      row: 0,
      name: a.name,
      path: a.path,
      parent: a.path.length > 1 ? a.path.slice(0, -1).join(':') : null,
      type: a.type,
      number: a.number,
      description: null,
      opening_balance_cents: a.type === 'NONPOSTING' ? null : a.balanceCents,
      extra: a.extra,
      hidden: a.hidden,
    }),
  );
  const cust = (name: string, path: string[], c: TGenCustomer, job: boolean): TIifCustomer => ({
    row: 0,
    name,
    path,
    customer: c.name,
    parent: job ? c.name : null,
    company_name: job ? null : c.name,
    address: job ? [] : ['100 Main St', 'Springfield, IL 62701'],
    phone: null,
    email: job ? null : c.email,
    terms: job ? null : 'Net 30',
    taxable: null,
    job_status: job ? 'In progress' : null,
    job_start: null,
    job_end: null,
    hidden: c.hidden,
  });
  const customers = books.customers.map((c) => cust(c.name, [c.name], c, false));
  const jobs = books.customers.flatMap((c) =>
    c.jobs.map((j) => cust(`${c.name}:${j}`, [c.name, j], c, true)),
  );
  const vendors = books.vendors.map(
    (v): TIifVendor => ({
      row: 0,
      name: v.name,
      print_as: null,
      address: ['PO Box 12'],
      phone: null,
      email: null,
      tax_id: v.taxId,
      terms: 'Net 30',
      is_1099: v.is1099,
      hidden: v.hidden,
    }),
  );
  return writeIif(
    { accounts, customers, jobs, vendors, items: [], classes: [], transactions: [] },
    { encoding },
  );
}

const q = (v: string) => `"${v.replace(/"/g, '""')}"`;
/** 123456 → '1,234.56' (negative with a minus). */
export function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}
/** '2025-12-31' → '12/31/2025'. */
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
const csvText = (rows: string[][]) => `${rows.map((r) => r.map(q).join(',')).join('\r\n')}\r\n`;

/** A QuickBooks Online Trial Balance (title, header, a row per account with a balance, TOTAL, footer). */
export function trialBalanceCsv(books: TGenBooks, company = 'Property Builders LLC'): string {
  const rows: string[][] = [
    [company],
    ['Trial Balance'],
    [`As of ${longDate(books.cutover)}`],
    [],
    ['', 'Debit', 'Credit'],
  ];
  let debit = 0;
  let credit = 0;
  for (const a of books.accounts) {
    if (a.type === 'NONPOSTING' || a.balanceCents === 0) continue;
    if (a.balanceCents > 0) debit += a.balanceCents;
    else credit -= a.balanceCents;
    rows.push([
      a.name,
      a.balanceCents > 0 ? money(a.balanceCents) : '',
      a.balanceCents < 0 ? money(-a.balanceCents) : '',
    ]);
  }
  rows.push(
    ['TOTAL', `$${money(debit)}`, `$${money(credit)}`],
    [],
    [],
    ['Accrual Basis Monday, January 12, 2026 09:14 AM GMT-08:00'],
  );
  return csvText(rows);
}

function agingCsv(books: TGenBooks, kind: 'ar' | 'ap', company: string): string {
  const docs = kind === 'ar' ? books.invoices : books.bills;
  const rows: string[][] = [
    [company],
    [kind === 'ar' ? 'A/R Aging Detail Report' : 'A/P Aging Detail Report'],
    [`As of ${longDate(books.cutover)}`],
    [],
    [
      '',
      'Date',
      'Transaction Type',
      'Num',
      kind === 'ar' ? 'Customer' : 'Vendor',
      'Due Date',
      'Past Due',
      'Amount',
      'Open Balance',
    ],
  ];
  let total = 0;
  for (const d of docs) {
    const pastDue = Math.round(
      (Date.parse(`${books.cutover}T00:00:00Z`) - Date.parse(`${d.dueDate}T00:00:00Z`)) / 86_400_000,
    );
    total += d.openCents;
    rows.push([
      '',
      us(d.date),
      kind === 'ar' ? 'Invoice' : 'Bill',
      d.number,
      d.job ? `${d.party}:${d.job}` : d.party,
      us(d.dueDate),
      String(pastDue),
      money(d.openCents),
      money(d.openCents),
    ]);
  }
  rows.push(
    ['TOTAL', '', '', '', '', '', '', `$${money(total)}`, `$${money(total)}`],
    [],
    [],
    ['Accrual Basis Monday, January 12, 2026 09:15 AM GMT-08:00'],
  );
  return csvText(rows);
}
export const arAgingCsv = (books: TGenBooks, company = 'Property Builders LLC') =>
  agingCsv(books, 'ar', company);
export const apAgingCsv = (books: TGenBooks, company = 'Property Builders LLC') =>
  agingCsv(books, 'ap', company);

/** The four files of a run. */
export function booksFiles(books: TGenBooks, encoding: TSourceEncoding = 'utf-8'): TUploadFile[] {
  const files: TUploadFile[] = [
    { name: 'lists.iif', bytes: booksIif(books, encoding) },
    { name: 'trial-balance.csv', bytes: new TextEncoder().encode(trialBalanceCsv(books)) },
  ];
  if (books.invoices.length)
    files.push({ name: 'ar-aging.csv', bytes: new TextEncoder().encode(arAgingCsv(books)) });
  if (books.bills.length)
    files.push({ name: 'ap-aging.csv', bytes: new TextEncoder().encode(apAgingCsv(books)) });
  return files;
}

/** What the books say, as the tests compare it: balance per account number, open per party. */
export function expectedFigures(books: TGenBooks) {
  const sumBy = (docs: TGenDocument[]) => {
    const out: Record<string, number> = {};
    for (const d of docs) out[d.party] = (out[d.party] ?? 0) + d.openCents;
    return out;
  };
  return { receivables: sumBy(books.invoices), payables: sumBy(books.bills) };
}

// ---------------------------------------------------------------------------------------------
// The API, driven as the wizard drives it.

export type TUploadFile = { name: string; bytes: Uint8Array };

export const API = '/api/v1/imports';

/** An answer's body after checking its status (the body in the failure message). */
export async function expectOk(
  res: Promise<{ status: number; body: TBody }>,
  ...statuses: number[]
): Promise<TBody> {
  const r = await res;
  const want = statuses.length ? statuses : [200];
  if (!want.includes(r.status))
    throw new Error(`expected ${want.join('/')}, got ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function uploadImportFile(t: TestApp, who: Member, runId: string, file: TUploadFile) {
  const form = new FormData();
  form.append('file', new File([file.bytes], file.name, { type: 'application/octet-stream' }));
  const res = await t.request(`${API}/runs/${runId}/files`, { method: 'POST', token: who.token, body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls the run until its status leaves `busy` (previewing, importing); fails after `timeoutMs`. */
export async function waitForRun(
  t: TestApp,
  who: Member,
  runId: string,
  busy: readonly string[] = ['previewing', 'importing'],
  timeoutMs = 120_000,
): Promise<TBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await expectOk(call(t, who.token, 'GET', `${API}/runs/${runId}`));
    if (!busy.includes(run.status)) return run;
    if (Date.now() > deadline)
      throw new Error(`run ${runId} still ${run.status}: ${JSON.stringify(run.progress)}`);
    await sleep(50);
  }
}

/** Account ids by number in the company's chart (inactive included). */
export async function chartByNumber(t: TestApp, who: Member): Promise<Map<string, TBody>> {
  const chart = await expectOk(call(t, who.token, 'GET', '/api/v1/chart-of-accounts'));
  return new Map((chart.items as TBody[]).map((a) => [a.account_number as string, a]));
}

/** The product's control account per role (by system_key). */
export async function controlAccountIds(t: TestApp, who: Member): Promise<Map<string, string>> {
  const chart = await expectOk(call(t, who.token, 'GET', '/api/v1/chart-of-accounts'));
  return new Map(
    (chart.items as TBody[]).filter((a) => a.system_key).map((a) => [a.system_key as string, a.id as string]),
  );
}

/**
 * The mapping a user makes on the Map step: the control accounts set to the source accounts playing
 * them; AR, AP and retainage mapped onto the product's control accounts, retained earnings onto the
 * product's, every other source account created with its source number (the view's suggestion kept
 * where it has one for a control account); names the lists do not hold created.
 */
export async function mapAsUser(
  t: TestApp,
  who: Member,
  runId: string,
  roles: Map<string, TAccountRole>,
): Promise<TBody> {
  const view = await expectOk(call(t, who.token, 'GET', `${API}/runs/${runId}/mapping`));
  const controls = await controlAccountIds(t, who);
  const control_accounts: Record<string, string | null> = {};
  for (const key of IMPORT_CONTROL_ACCOUNTS) {
    const path = [...roles].find(([, r]) => r === key)?.[0] ?? null;
    control_accounts[key] = path;
  }
  const accounts = (view.source_accounts as TBody[]).map((s) => {
    const role = roles.get(s.source_path) ?? null;
    const target =
      role === 'accounts_receivable' ||
      role === 'accounts_payable' ||
      role === 'retainage_receivable' ||
      role === 'retainage_payable' ||
      role === 'retained_earnings'
        ? (controls.get(role) ?? null)
        : null;
    if (target) return { source_path: s.source_path, action: 'map' as const, account_id: target };
    const saved = (view.mapping.accounts as TBody[]).find((m) => m.source_path === s.source_path);
    if (saved && (role === 'undeposited_funds' || role === 'opening_balance_equity')) return saved;
    return {
      source_path: s.source_path,
      action: 'create' as const,
      number: s.source_number,
      type: s.type,
      subtype: s.subtype,
    };
  });
  const names = (view.unresolved_names as TBody[]).map((n) => ({
    kind: n.kind,
    source_name: n.source_name,
    action: n.kind === 'class' ? ('ignore' as const) : ('create' as const),
  }));
  const mapping = { ...view.mapping, numbering: 'keep_source', accounts, control_accounts, names };
  return expectOk(call(t, who.token, 'PUT', `${API}/runs/${runId}/mapping`, mapping));
}

export type TImportOutcome = { runId: string; run: TBody; preview: TBody };

/**
 * One whole run as the wizard makes it: create, upload every file, map, preview (waits; fails with
 * the preview's errors when it found any), import (waits; fails with the run's error when it failed).
 */
export async function importThroughApi(
  t: TestApp,
  who: Member,
  files: TUploadFile[],
  options: { cutover: string; roles: Map<string, TAccountRole>; source?: string },
): Promise<TImportOutcome> {
  const run = await expectOk(
    call(t, who.token, 'POST', `${API}/runs`, {
      source: options.source ?? 'qb_desktop',
      cutover_date: options.cutover,
    }),
    201,
  );
  for (const f of files) await expectOk(uploadImportFile(t, who, run.id, f), 201, 200);
  await mapAsUser(t, who, run.id, options.roles);
  await expectOk(call(t, who.token, 'POST', `${API}/runs/${run.id}/preview`), 202, 200);
  const previewed = await waitForRun(t, who, run.id);
  const preview = await expectOk(call(t, who.token, 'GET', `${API}/runs/${run.id}/preview`));
  if (previewed.status !== 'ready')
    throw new Error(
      `preview ended ${previewed.status}: ${previewed.error ?? ''} ${JSON.stringify(preview.errors?.slice(0, 10))}`,
    );
  await expectOk(call(t, who.token, 'POST', `${API}/runs/${run.id}/import`), 202, 200);
  const imported = await waitForRun(t, who, run.id);
  if (imported.status !== 'imported')
    throw new Error(`import ended ${imported.status}: ${imported.error} ${JSON.stringify(imported.stages)}`);
  return { runId: run.id, run: imported, preview };
}

// ---------------------------------------------------------------------------------------------
// The golden books (test/fixtures/imports/golden and its README): imports-golden and imports-rerun.

export const GOLDEN_CUTOVER = '2026-03-31';
const GOLDEN = new URL('../fixtures/imports/golden/', import.meta.url);
const GOLDEN_FILES = [
  'golden.iif',
  'trial-balance-2026-03-31.csv',
  'ar-aging-detail-2026-03-31.csv',
  'unpaid-bills-detail-2026-03-31.csv',
  'bank-items-2026-03-31.csv',
];
export const goldenFiles = (): TUploadFile[] =>
  GOLDEN_FILES.map((name) => ({ name, bytes: new Uint8Array(fs.readFileSync(new URL(name, GOLDEN))) }));

/** The Map step (README "What the golden test should expect"): source path → the role it plays. */
export const GOLDEN_ROLES = new Map<string, TAccountRole>([
  ['Accounts Receivable', 'accounts_receivable'],
  ['Accounts Payable', 'accounts_payable'],
  ['Retainage Receivable', 'retainage_receivable'],
  ['Retainage Payable', 'retainage_payable'],
  ['Undeposited Funds', 'undeposited_funds'],
  ['Opening Balance Equity', 'opening_balance_equity'],
  ['Retained Earnings', 'retained_earnings'],
]);

/** The golden trial balance's total (README): debits = credits. */
export const GOLDEN_TOTAL = 36_657_276;

/** The golden files through one whole run, as the wizard makes it. */
export const importGolden = (t: TestApp, who: Member): Promise<TImportOutcome> =>
  importThroughApi(t, who, goldenFiles(), { cutover: GOLDEN_CUTOVER, roles: GOLDEN_ROLES });

/** Roles by source path (the books' specials). */
export function rolesOf(books: TGenBooks): Map<string, TAccountRole> {
  return new Map(books.accounts.filter((a) => a.role).map((a) => [a.name, a.role]));
}

/** The ledger's trial balance as of a date: debit-positive balance per account number (zeros dropped). */
export async function ledgerBalances(t: TestApp, who: Member, asOf: string): Promise<Record<string, number>> {
  const tb = await expectOk(call(t, who.token, 'GET', `/api/v1/ledger/trial-balance?as_of=${asOf}`));
  const out: Record<string, number> = {};
  for (const r of tb.rows as TBody[]) {
    const v = r.debit_cents - r.credit_cents;
    if (v !== 0) out[r.account_number] = v;
  }
  return out;
}

/** Open AR per customer name and open AP per vendor name from the product's agings (zeros dropped). */
export async function agingsByName(t: TestApp, who: Member, asOf: string) {
  const ar = await expectOk(call(t, who.token, 'GET', `/api/v1/receivables/aging?as_of=${asOf}`));
  const ap = await expectOk(call(t, who.token, 'GET', `/api/v1/payables/aging?as_of=${asOf}`));
  const receivables: Record<string, number> = {};
  for (const c of ar.customers as TBody[]) {
    const v = c.total_cents + c.retainage_held_cents - c.credit_cents;
    if (v !== 0) receivables[c.customer_name] = v;
  }
  const payables: Record<string, number> = {};
  for (const v of ap.vendors as TBody[]) {
    const x = v.total_cents + v.retainage_held_cents;
    if (x !== 0) payables[v.vendor_name] = x;
  }
  return { receivables, payables, arTieOut: ar.tie_out, apTieOut: ap.tie_out };
}

/**
 * Record counts the product holds (accounts, customers, vendors, jobs): a rerun must not change them.
 * `active` leaves out what is inactive (accounts, customers, vendors) or cancelled (jobs): a rollback
 * deactivates what the ledger's reversed lines or the run's void documents still name.
 */
export async function listCounts(t: TestApp, who: Member) {
  const count = async (path: string) => {
    const body = await json(await t.request(path, { token: who.token }));
    return body.total as number;
  };
  const chart = [...(await chartByNumber(t, who)).values()];
  const jobs = await count('/api/v1/jobs?pageSize=1&status=all');
  return {
    accounts: chart.length,
    customers: await count('/api/v1/customers?pageSize=1&status=all'),
    vendors: await count('/api/v1/vendors?pageSize=1&status=all'),
    jobs,
    active: {
      accounts: chart.filter((a) => a.is_active).length,
      customers: await count('/api/v1/customers?pageSize=1&status=active'),
      vendors: await count('/api/v1/vendors?pageSize=1&status=active'),
      jobs: jobs - (await count('/api/v1/jobs?pageSize=1&status=cancelled')),
    },
  };
}
