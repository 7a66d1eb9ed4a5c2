import { IIF_ACCOUNT_TYPES } from '@groundwork/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TIifAccount, TIifCustomer, TIifFile, TIifTransaction, TIifVendor } from './iif.ts';
import { readIif, writeIif } from './iif.ts';

const CHARS = [...'abcdefghijklmnopqrstuvwxyzABCXYZ0123456789 ,.&\'"-/()éñÉÑ'];
const text = (max: number) =>
  fc
    .array(fc.constantFrom(...CHARS), { minLength: 1, maxLength: max })
    .map((cs) => cs.join('').replace(/\s+/g, ' ').trim());
const segment = text(20).filter((s) => s !== '');
const optional = (max = 25) =>
  fc.option(
    text(max).filter((s) => s !== ''),
    { nil: null },
  );
const date = fc
  .date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2069, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const cents = fc.integer({ min: -99_999_999_99, max: 99_999_999_99 });
const TYPES = Object.keys(IIF_ACCOUNT_TYPES);

/** A chart: unique top-level names, some with unique children (parents always present). */
const chart = fc
  .uniqueArray(
    fc.tuple(segment, fc.uniqueArray(segment, { maxLength: 3, selector: (s) => s.toLowerCase() })),
    {
      maxLength: 12,
      selector: ([s]) => s.toLowerCase(),
    },
  )
  .chain((tree) => {
    const names = tree.flatMap(([top, children]) => [[top], ...children.map((c) => [top, c])]);
    return fc.tuple(
      ...names.map((path, i) =>
        fc
          .record({
            type: fc.constantFrom(...TYPES),
            numbered: fc.boolean(),
            description: optional(),
            opening_balance_cents: fc.option(cents, { nil: null }),
            extra: fc.constantFrom(null, 'OPENBAL', 'RETEARNINGS', 'UNDEPOSIT', 'SALESTAX'),
            hidden: fc.boolean(),
          })
          .map(
            (r): TIifAccount => ({
              row: 0,
              name: path.join(':'),
              path,
              parent: path.length > 1 ? (path[0] ?? null) : null,
              type: r.type,
              number: r.numbered ? String(1000 + i) : null,
              description: r.description,
              opening_balance_cents: r.opening_balance_cents,
              extra: r.extra,
              hidden: r.hidden,
            }),
          ),
      ),
    );
  });

const customerFields = fc.record({
  company_name: optional(),
  address: fc.array(
    text(20).filter((s) => s !== ''),
    { maxLength: 5 },
  ),
  phone: optional(12),
  email: optional(),
  terms: optional(10),
  taxable: fc.option(fc.boolean(), { nil: null }),
  job_status: optional(10),
  job_start: fc.option(date, { nil: null }),
  job_end: fc.option(date, { nil: null }),
  hidden: fc.boolean(),
});

const customers = fc
  .uniqueArray(
    fc.tuple(segment, fc.uniqueArray(segment, { maxLength: 3, selector: (s) => s.toLowerCase() })),
    {
      maxLength: 8,
      selector: ([s]) => s.toLowerCase(),
    },
  )
  .chain((tree) => {
    const paths = tree.flatMap(([top, jobs]) => [[top], ...jobs.map((j) => [top, j])]);
    return fc.tuple(
      ...paths.map((path) =>
        customerFields.map(
          (f): TIifCustomer => ({
            row: 0,
            name: path.join(':'),
            path,
            customer: path[0] ?? '',
            parent: path.length > 1 ? (path[0] ?? null) : null,
            ...f,
          }),
        ),
      ),
    );
  });

const vendors = fc.uniqueArray(
  fc
    .record({
      name: segment,
      print_as: optional(),
      address: fc.array(
        text(20).filter((s) => s !== ''),
        { maxLength: 5 },
      ),
      phone: optional(12),
      email: optional(),
      tax_id: optional(11),
      terms: optional(10),
      is_1099: fc.boolean(),
      hidden: fc.boolean(),
    })
    .map((v): TIifVendor => ({ row: 0, ...v })),
  { maxLength: 8, selector: (v) => v.name.toLowerCase() },
);

const journals = (accounts: readonly TIifAccount[]) =>
  accounts.length === 0
    ? fc.constant([] as TIifTransaction[])
    : fc.array(
        fc
          .record({
            type: fc.constantFrom('GENERAL JOURNAL', 'INVOICE', 'BILL', 'CHECK', 'DEPOSIT'),
            date,
            doc_number: optional(8),
            due_date: fc.option(date, { nil: null }),
            terms: optional(8),
            lines: fc.array(
              fc.record({
                account: fc.constantFrom(...accounts.map((a) => a.name)),
                name: optional(15),
                class: optional(10),
                amount_cents: cents,
                memo: optional(),
              }),
              { minLength: 1, maxLength: 5 },
            ),
            last: fc.constantFrom(...accounts.map((a) => a.name)),
          })
          .map((t): TIifTransaction => {
            const total = t.lines.reduce((s, l) => s + l.amount_cents, 0);
            const raw = [
              ...t.lines,
              { account: t.last, name: null, class: null, amount_cents: -total, memo: null },
            ];
            const lines = raw.map((l, k) => ({
              row: 0,
              kind: k === 0 ? ('TRNS' as const) : ('SPL' as const),
              quantity: null,
              price: null,
              item: null,
              ...l,
              amount_cents: l.amount_cents === 0 ? 0 : l.amount_cents,
            }));
            return {
              row: 0,
              type: t.type,
              date: t.date,
              doc_number: t.doc_number,
              memo: lines[0]?.memo ?? null,
              due_date: t.due_date,
              terms: t.terms,
              name: lines[0]?.name ?? null,
              lines,
            };
          }),
        { maxLength: 5 },
      );

const books = fc
  .tuple(chart, customers, vendors)
  .chain(([accounts, custs, vends]) =>
    journals(accounts).map((transactions) => ({ accounts, custs, vends, transactions })),
  );

/** An empty file is not an IIF file (the reader says so): the properties need at least one record. */
const nonEmpty = (b: { accounts: unknown[]; custs: unknown[]; vends: unknown[] }) =>
  b.accounts.length + b.custs.length + b.vends.length > 0;

const noRow = <T extends { row: number }>(rs: readonly T[]) => rs.map(({ row: _row, ...r }) => r);
const byName = <T extends { name: string }>(rs: T[]) =>
  [...rs].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
const records = (f: Omit<TIifFile, 'encoding' | 'skipped' | 'errors'>) => ({
  accounts: noRow(f.accounts),
  customers: noRow(f.customers),
  jobs: noRow(f.jobs),
  vendors: noRow(f.vendors),
  transactions: f.transactions.map((t) => ({ ...t, row: 0, lines: noRow(t.lines) })),
});

function fileOf(b: {
  accounts: TIifAccount[];
  custs: TIifCustomer[];
  vends: TIifVendor[];
  transactions: TIifTransaction[];
}) {
  return {
    accounts: b.accounts,
    customers: b.custs.filter((c) => c.parent === null),
    jobs: b.custs.filter((c) => c.parent !== null),
    vendors: b.vends,
    items: [],
    classes: [],
    transactions: b.transactions,
  };
}

describe('IIF write → read (property)', () => {
  it('keeps every record, balance and type', () => {
    fc.assert(
      fc.property(
        books,
        fc.constantFrom('\r\n', '\n', '\r') as fc.Arbitrary<'\r\n' | '\n' | '\r'>,
        fc.constantFrom('utf-8', 'utf-8-bom', 'windows-1252') as fc.Arbitrary<
          'utf-8' | 'utf-8-bom' | 'windows-1252'
        >,
        (b, lineEnding, encoding) => {
          fc.pre(nonEmpty(b));
          const file = fileOf(b);
          const read = readIif(writeIif(file, { lineEnding, encoding }));
          expect(read.errors).toEqual([]);
          expect(records(read)).toEqual(records(file));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives the same set whatever the order of list rows', () => {
    fc.assert(
      fc.property(books, fc.infiniteStream(fc.nat()), (b, seeds) => {
        fc.pre(nonEmpty(b));
        const shuffle = <T>(xs: T[]) => {
          const out = [...xs];
          for (let i = out.length - 1; i > 0; i--) {
            const j = (seeds.next().value as number) % (i + 1);
            [out[i], out[j]] = [out[j] as T, out[i] as T];
          }
          return out;
        };
        const file = fileOf(b);
        const shuffled = { ...file, accounts: shuffle(file.accounts), vendors: shuffle(file.vendors) };
        // Customers and jobs interleaved in any order (a job may come before its customer).
        const mixed = shuffle([...file.customers, ...file.jobs]);
        const a = readIif(writeIif(file));
        const s = readIif(writeIif({ ...shuffled, customers: mixed, jobs: [] }));
        expect(s.errors).toEqual([]);
        expect(byName(noRow(s.accounts))).toEqual(byName(noRow(a.accounts)));
        expect(byName(noRow(s.customers))).toEqual(byName(noRow(a.customers)));
        expect(byName(noRow(s.jobs))).toEqual(byName(noRow(a.jobs)));
        expect(byName(noRow(s.vendors))).toEqual(byName(noRow(a.vendors)));
      }),
      { numRuns: 100 },
    );
  });
});
