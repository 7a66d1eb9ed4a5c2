import { ACCOUNT_NUMBER_RE } from '@groundwork/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForImportJob } from '../src/modules/imports/runs/import-progress.ts';
import { readIif } from '../src/modules/imports/sources/iif.ts';
import { readQuickBooksReport } from '../src/modules/imports/sources/qb-reports.ts';
import type { TSourceEncoding } from '../src/modules/imports/sources/source-text.ts';
import {
  API,
  agingsByName,
  apAgingCsv,
  arAgingCsv,
  booksArb,
  booksFiles,
  booksIif,
  chartByNumber,
  exampleBooks,
  expectedFigures,
  expectOk,
  glTypeOf,
  importThroughApi,
  ledgerBalances,
  listCounts,
  rolesOf,
  shuffleBooks,
  type TGenBooks,
  trialBalanceCsv,
} from './helpers/imports-fixture.ts';
import { call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Properties of imports (issue 24, item 9), through the real API, on random QuickBooks books: a chart
 * with subaccounts and every IIF account type (NONPOSTING sometimes, some accounts without a number), balances summing to zero,
 * customers with jobs, vendors (1099 or not, some inactive), open invoices and bills tying to the AR
 * and AP balances — written as an IIF of the lists (`writeIif`, UTF-8 or Windows-1252), a Trial
 * Balance, an A/R and an A/P Aging Detail report (QuickBooks Online CSV exports). For each book:
 *
 *  (a) importing keeps every balance (the ledger's trial balance at the cut-over, account by account,
 *      equal to the source's to the cent; AR, AP, retainage, retained earnings, opening balance equity
 *      and undeposited funds on the product's accounts they map onto; nothing else moves) and every
 *      type (five-type answer of the type table, parent, cash flag, inactive), the AR and AP agings
 *      per customer and vendor equal the source agings, and the verification report shows every
 *      difference zero;
 *  (b) the same books with every list and report row shuffled, on another company, give the same
 *      chart (the numbers the import assigns to accounts the source leaves unnumbered included), trial
 *      balance and agings;
 *  (c) importing the same files again changes nothing (no record created or updated, same counts,
 *      same trial balance and agings);
 *  (d) rolling back both runs (the rerun, then the import) restores the prior state: the trial balance
 *      and the record counts of before the import.
 */

// biome-ignore lint/suspicious/noExplicitAny: the test reads arbitrary JSON bodies and asserts on them
type TBody = any;

const ENCODINGS: TSourceEncoding[] = ['utf-8', 'utf-8-bom', 'windows-1252'];
const today = () => new Date().toISOString().slice(0, 10);

let t: TestApp;
let companies = 0;
const seen = { books: 0, accounts: 0, subaccounts: 0, nonPosting: 0, invoices: 0, bills: 0, inactive: 0 };

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const newCompany = (): Promise<Member> => {
  companies += 1;
  return createCompany(t, `owner${companies}@imports-prop.test`, `Property Imports ${companies}`);
};

/** Each product account's full path of names (`Parent:Child`, as the source writes it), by id. */
function pathsOf(chart: Map<string, TBody>): Map<string, string> {
  const byId = new Map([...chart.values()].map((a: TBody) => [a.id, a]));
  const path = (a: TBody): string =>
    a.parent_id && byId.has(a.parent_id)
      ? `${path(byId.get(a.parent_id))}:${a.account_name}`
      : a.account_name;
  return new Map([...chart.values()].map((a: TBody) => [a.id, path(a)]));
}

/** The chart as the tests compare it: path → number, type, parent's path, cash, active. */
type TChartShapeRow = {
  number: string;
  type: string;
  parent: string | null | undefined;
  cash: boolean;
  active: boolean;
};

async function chartShape(who: Member): Promise<Record<string, TChartShapeRow>> {
  const chart = await chartByNumber(t, who);
  const paths = pathsOf(chart);
  return Object.fromEntries(
    [...chart.values()].map((a: TBody) => [
      paths.get(a.id),
      {
        number: a.account_number,
        type: a.account_type,
        parent: a.parent_id ? paths.get(a.parent_id) : null,
        cash: a.is_cash,
        active: a.is_active,
      },
    ]),
  );
}

/** The ledger's trial balance at a date by account path (zeros dropped). */
async function balancesByPath(who: Member, asOf: string): Promise<Record<string, number>> {
  const chart = await chartByNumber(t, who);
  const paths = pathsOf(chart);
  return Object.fromEntries(
    Object.entries(await ledgerBalances(t, who, asOf)).map(([n, v]) => [paths.get(chart.get(n)?.id) ?? n, v]),
  );
}

async function state(who: Member, cutover: string) {
  return {
    cutover: await ledgerBalances(t, who, cutover),
    now: await ledgerBalances(t, who, today()),
    counts: await listCounts(t, who),
  };
}

/**
 * The ledger's expected trial balance at the cut-over, by account path, from the source books: an
 * account playing a control role on the product's account of that system key, every other under its
 * own path (created with the source's names and parents).
 */
function expectedLedger(books: TGenBooks, chart: Map<string, TBody>): Record<string, number> {
  const paths = pathsOf(chart);
  const bySystemKey = new Map([...chart.values()].filter((a) => a.system_key).map((a) => [a.system_key, a]));
  const out: Record<string, number> = {};
  for (const a of books.accounts) {
    if (a.type === 'NONPOSTING' || a.balanceCents === 0) continue;
    const path = a.role ? paths.get(bySystemKey.get(a.role)?.id) : a.name;
    expect(path, `the product's account for ${a.name} (${a.role})`).toBeTruthy();
    out[path as string] = (out[path as string] ?? 0) + a.balanceCents;
  }
  for (const k of Object.keys(out)) if (out[k] === 0) delete out[k];
  return out;
}

/** (a): the report, the trial balance, types, agings and lists after importing `books`. */
async function expectImported(who: Member, books: TGenBooks, runId: string) {
  const report = await expectOk(call(t, who.token, 'GET', `${API}/runs/${runId}/report`));
  const nonZero = (rows: TBody[]) => rows.filter((r) => r.difference_cents !== 0);
  expect(nonZero(report.trial_balance), 'trial balance differences').toEqual([]);
  expect(nonZero(report.receivables), 'receivable differences').toEqual([]);
  expect(nonZero(report.payables), 'payable differences').toEqual([]);
  expect(report.opening_clearing_cents).toBe(0);
  expect(report.verified).toBe(true);

  const chart = await chartByNumber(t, who);
  expect(await balancesByPath(who, books.cutover)).toEqual(expectedLedger(books, chart));

  const paths = pathsOf(chart);
  const byPath = new Map([...chart.values()].map((a: TBody) => [paths.get(a.id), a]));
  for (const a of books.accounts) {
    if (a.role) continue;
    const account = byPath.get(a.name);
    if (a.type === 'NONPOSTING') {
      expect(account, `NONPOSTING ${a.name} is no GL account`).toBeUndefined();
      if (a.number) expect(chart.get(a.number), `NONPOSTING ${a.number}`).toBeUndefined();
      continue;
    }
    expect(account, `account ${a.number ?? '(no number)'} ${a.name}`).toBeDefined();
    if (a.number) expect(account.account_number, a.name).toBe(a.number);
    else expect(account.account_number, a.name).toMatch(ACCOUNT_NUMBER_RE);
    expect(account.account_type, a.name).toBe(glTypeOf(a.type, a.extra));
    expect(account.is_cash, a.name).toBe(a.type === 'BANK');
    expect(account.is_active, a.name).toBe(!a.hidden);
  }

  const figures = expectedFigures(books);
  const agings = await agingsByName(t, who, books.cutover);
  expect(agings.receivables).toEqual(figures.receivables);
  expect(agings.payables).toEqual(figures.payables);
  expect(agings.arTieOut.in_balance).toBe(true);
  expect(agings.apTieOut.in_balance).toBe(true);

  const active = async (path: string) =>
    Object.fromEntries(
      ((await expectOk(call(t, who.token, 'GET', `${path}?pageSize=100&status=all`))).items as TBody[]).map(
        (p) => [p.name, p.is_active],
      ),
    );
  expect(await active('/api/v1/customers')).toEqual(
    Object.fromEntries(books.customers.map((c) => [c.name, !c.hidden])),
  );
  expect(await active('/api/v1/vendors')).toEqual(
    Object.fromEntries(books.vendors.map((v) => [v.name, !v.hidden])),
  );

  const counts = await listCounts(t, who);
  expect(counts.customers).toBe(books.customers.length);
  expect(counts.vendors).toBe(books.vendors.length);
  expect(counts.jobs).toBeGreaterThanOrEqual(books.customers.reduce((s, c) => s + c.jobs.length, 0));
  return { report, chart };
}

const stageChanges = (run: TBody) =>
  (run.stages as TBody[])
    .filter((s) => s.created !== 0 || s.updated !== 0)
    .map((s) => [s.stage, s.created, s.updated]);

/** (a) to (d) on one book. */
async function checkBooks(books: TGenBooks, seed: number) {
  seen.books += 1;
  seen.accounts += books.accounts.length;
  seen.subaccounts += books.accounts.filter((a) => a.path.length > 1).length;
  seen.nonPosting += books.accounts.filter((a) => a.type === 'NONPOSTING').length;
  seen.invoices += books.invoices.length;
  seen.bills += books.bills.length;
  seen.inactive +=
    books.accounts.filter((a) => a.hidden).length + books.customers.filter((c) => c.hidden).length;
  const encoding = ENCODINGS[seed % ENCODINGS.length] as TSourceEncoding;
  const options = { cutover: books.cutover, roles: rolesOf(books) };

  // (a)
  const owner = await newCompany();
  const before = await state(owner, books.cutover);
  const first = await importThroughApi(t, owner, booksFiles(books, encoding), options);
  await expectImported(owner, books, first.runId);
  const after = await state(owner, books.cutover);
  const agings = await agingsByName(t, owner, books.cutover);

  // (b)
  const other = await newCompany();
  const mixed = shuffleBooks(books, seed);
  const second = await importThroughApi(t, other, booksFiles(mixed, encoding), options);
  await expectImported(other, mixed, second.runId);
  // The same chart; the numbers the import assigns to accounts the source leaves unnumbered checked apart.
  const unnumbered = new Set(books.accounts.filter((a) => a.number === null).map((a) => a.name));
  const [mine, theirs] = [await chartShape(owner), await chartShape(other)];
  const assigned = (shape: typeof mine) =>
    Object.fromEntries(
      Object.entries(shape)
        .filter(([path]) => unnumbered.has(path))
        .map(([p, a]) => [p, a.number]),
    );
  const rest = (shape: typeof mine) =>
    Object.fromEntries(
      Object.entries(shape).map(([p, a]) => [p, unnumbered.has(p) ? { ...a, number: 'assigned' } : a]),
    );
  expect(rest(theirs)).toEqual(rest(mine));
  expect(assigned(theirs), 'numbers assigned to unnumbered accounts do not depend on the row order').toEqual(
    assigned(mine),
  );
  expect(await balancesByPath(other, books.cutover)).toEqual(await balancesByPath(owner, books.cutover));
  const otherAgings = await agingsByName(t, other, books.cutover);
  expect([otherAgings.receivables, otherAgings.payables]).toEqual([agings.receivables, agings.payables]);

  // (c)
  const rerun = await importThroughApi(t, owner, booksFiles(books, encoding), options);
  expect(stageChanges(rerun.run), 'a rerun creates and updates nothing').toEqual([]);
  expect(rerun.run.verified).toBe(true);
  expect(await state(owner, books.cutover)).toEqual(after);
  const rerunAgings = await agingsByName(t, owner, books.cutover);
  expect([rerunAgings.receivables, rerunAgings.payables]).toEqual([agings.receivables, agings.payables]);

  // (d)
  for (const runId of [rerun.runId, first.runId]) {
    const rolled = await call(t, owner.token, 'POST', `${API}/runs/${runId}/rollback`);
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(202);
    await waitForImportJob(runId);
    const run = await expectOk(call(t, owner.token, 'GET', `${API}/runs/${runId}`));
    expect(run.status).toBe('rolled_back');
  }
  // The ledger keeps every line (the run's entries are reversed, not deleted), so the accounts they
  // name, and the parties and jobs its void opening documents name, stay — inactive (jobs cancelled).
  const restored = await state(owner, books.cutover);
  expect(restored.cutover).toEqual(before.cutover);
  expect(restored.now).toEqual(before.now);
  expect(restored.counts.active).toEqual(before.counts.active);
  const agingsAfter = await agingsByName(t, owner, books.cutover);
  expect([agingsAfter.receivables, agingsAfter.payables]).toEqual([{}, {}]);
}

describe('the generated QuickBooks files (pure)', () => {
  it('read back as the books: lists, trial balance summing to zero, agings tying to AR and AP', async () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    await fc.assert(
      fc.asyncProperty(booksArb(), fc.constantFrom(...ENCODINGS), async (books, encoding) => {
        const iif = readIif(booksIif(books, encoding));
        expect(iif.errors).toEqual([]);
        expect(iif.accounts.map((a) => [a.name, a.type, a.number, a.hidden])).toEqual(
          books.accounts.map((a) => [a.name, a.type, a.number, a.hidden]),
        );
        expect(books.accounts.reduce((s, a) => s + a.balanceCents, 0)).toBe(0);
        const tb = await readQuickBooksReport(enc(trialBalanceCsv(books)), 'tb.csv');
        expect(tb.kind).toBe('trial-balance');
        expect(tb.errors).toEqual([]);
        if (tb.kind === 'trial-balance') {
          expect(tb.asOf).toBe(books.cutover);
          expect(tb.totals.debitCents).toBe(tb.totals.creditCents);
          const read = Object.fromEntries(tb.accounts.map((a) => [a.path, a.debitCents - a.creditCents]));
          const want = Object.fromEntries(
            books.accounts.filter((a) => a.balanceCents !== 0).map((a) => [a.name, a.balanceCents]),
          );
          expect(read).toEqual(want);
        }
        for (const [kind, text, docs] of [
          ['ar-aging', arAgingCsv(books), books.invoices],
          ['ap-aging', apAgingCsv(books), books.bills],
        ] as const) {
          if (!docs.length) continue;
          const r = await readQuickBooksReport(enc(text), `${kind}.csv`);
          expect(r.kind).toBe(kind);
          expect(r.errors).toEqual([]);
          if (r.kind === 'ar-aging' || r.kind === 'ap-aging')
            expect(
              r.documents.map((d) => [d.number, d.party, d.job, d.openCents, d.date, d.dueDate]),
            ).toEqual(docs.map((d) => [d.number, d.party, d.job, d.openCents, d.date, d.dueDate]));
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('imports through the API (property)', () => {
  it('a fixed example: balances and types kept, shuffled rows the same, a rerun changes nothing, a rollback restores', async () => {
    await checkBooks(exampleBooks(), 7);
  }, 180_000);

  // domain/migration.md "Pitfalls": inactive records still referenced by open documents (import as inactive).
  for (const who of ['customer', 'vendor'] as const)
    it(`an inactive ${who} with open ${who === 'customer' ? 'invoices' : 'bills'} imports as inactive, its documents open`, async () => {
      const books = exampleBooks('2025-12-31', { inactiveWithOpenDocuments: true });
      // Only the one kind of party inactive with open documents.
      if (who === 'vendor') for (const c of books.customers) c.hidden = false;
      else for (const v of books.vendors) v.hidden = false;
      const hidden =
        who === 'customer'
          ? books.customers.filter((c) => c.hidden && books.invoices.some((d) => d.party === c.name))
          : books.vendors.filter((v) => v.hidden && books.bills.some((d) => d.party === v.name));
      expect(hidden).not.toEqual([]);
      const owner = await newCompany();
      const { runId } = await importThroughApi(t, owner, booksFiles(books), {
        cutover: books.cutover,
        roles: rolesOf(books),
      });
      await expectImported(owner, books, runId);
    }, 120_000);

  it('random books: the same four properties', async () => {
    await fc.assert(
      fc.asyncProperty(booksArb(), fc.nat(1_000_000), (books, seed) => checkBooks(books, seed)),
      { numRuns: Number(process.env.IMPORTS_PROPERTY_RUNS ?? 8), endOnFailure: true },
    );
    expect(seen.books).toBeGreaterThanOrEqual(2);
    console.info(`imports property: ${JSON.stringify(seen)}`);
  }, 600_000);

  // A case CI found on PostgreSQL: a rollback whose delete of an account is refused rolled back, with
  // its savepoint, the reversals it had posted (the run said rolled back; the trial balance stayed).
  it('replays the books whose rollback once kept the trial balance (PostgreSQL savepoint)', async () => {
    await fc.assert(
      fc.asyncProperty(booksArb(), fc.nat(1_000_000), (books, seed) => checkBooks(books, seed)),
      { seed: -1283323862, path: '3', numRuns: 1, endOnFailure: true },
    );
  }, 120_000);
});
