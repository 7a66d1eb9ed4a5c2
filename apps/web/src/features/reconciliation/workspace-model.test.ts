import { clearedMatchIds } from '@groundwork/shared/reconciliation/reconciliation-math';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER,
  filterItems,
  filterLines,
  indexWorkspace,
  isClearedBy,
  itemKey,
  matchRows,
  movedFocus,
  parseSignedCents,
  rangeBetween,
  reconciliationTotals,
  selectionSummary,
  sortItems,
  suggestedSets,
  type TBookItem,
  type TMatch,
  type TStatementLine,
  type TWorkspaceData,
  toggled,
  unequalSumsMessage,
} from './workspace-model';

function line(id: string, date: string, cents: number, extra: Partial<TStatementLine> = {}): TStatementLine {
  return {
    id,
    posted_date: date,
    amount_cents: cents,
    kind: cents > 0 ? 'deposit' : 'check',
    check_number: null,
    bank_reference: null,
    payee: `Payee ${id}`,
    memo: null,
    import_id: 'imp',
    match_id: null,
    reconciled: false,
    ...extra,
  };
}

function item(entry: string, date: string, cents: number, extra: Partial<TBookItem> = {}): TBookItem {
  return {
    entry_id: entry,
    line_number: 1,
    entry_number: `JE-${entry}`,
    date,
    amount_cents: cents,
    type: cents > 0 ? 'deposit' : 'check',
    check_number: null,
    payee: `Vendor ${entry}`,
    reference: null,
    memo: null,
    source_type: 'manual',
    source_id: null,
    match_id: null,
    ...extra,
  };
}

function match(id: string, lineIds: string[], entries: string[], extra: Partial<TMatch> = {}): TMatch {
  return {
    id,
    kind: 'manual',
    statement_line_ids: lineIds,
    book_items: entries.map((entry_id) => ({ entry_id, line_number: 1 })),
    created_entry_id: null,
    rule_id: null,
    created_at: `2026-04-01T00:00:0${id.length}Z`,
    ...extra,
  };
}

/** A month: a deposit of three receipts, a check, a check after the statement date, a contra pair. */
function month(): TWorkspaceData {
  return {
    statement_lines: [
      line('dep', '2026-03-05', 150_000, { match_id: 'm1' }),
      line('chk', '2026-03-20', -40_000, { match_id: 'm2' }),
      line('late', '2026-04-02', -7_500, { match_id: 'm3' }),
      line('fee', '2026-03-31', -1_500),
    ],
    book_items: [
      item('r1', '2026-03-04', 50_000, { match_id: 'm1' }),
      item('r2', '2026-03-04', 60_000, { match_id: 'm1' }),
      item('r3', '2026-03-05', 40_000, { match_id: 'm1' }),
      item('c1', '2026-03-15', -40_000, { match_id: 'm2' }),
      item('c2', '2026-03-30', -7_500, { match_id: 'm3' }),
      item('v1', '2026-03-10', -9_900, { match_id: 'm4' }),
      item('v1r', '2026-03-12', 9_900, { match_id: 'm4' }),
      item('open', '2026-03-25', -12_345),
    ],
    matches: [
      match('m1', ['dep'], ['r1', 'r2', 'r3']),
      match('m2', ['chk'], ['c1']),
      // The check is on the books in March but the bank paid it on April 2: it waits for April.
      match('m3', ['late'], ['c2']),
      match('m4', [], ['v1', 'v1r'], { kind: 'contra' }),
    ],
  };
}

describe('cleared in R', () => {
  it('clears a match only when its statement lines and book items are all dated on or before D', () => {
    const data = month();
    const index = indexWorkspace(data);
    const byId = new Map(data.matches.map((m) => [m.id, m]));
    const m1 = byId.get('m1');
    const m3 = byId.get('m3');
    const m4 = byId.get('m4');
    if (!m1 || !m3 || !m4) throw new Error('fixture');
    expect(isClearedBy(m1, index, '2026-03-31')).toBe(true);
    expect(isClearedBy(m1, index, '2026-03-04')).toBe(false);
    expect(isClearedBy(m3, index, '2026-03-31')).toBe(false);
    expect(isClearedBy(m3, index, '2026-04-30')).toBe(true);
    // A contra match has no statement lines: its book items decide.
    expect(isClearedBy(m4, index, '2026-03-11')).toBe(false);
    expect(isClearedBy(m4, index, '2026-03-12')).toBe(true);
  });

  it('totals cleared deposits and payments per book item (contra pairs left out) and gives the difference E − (B + C)', () => {
    const data = month();
    const totals = reconciliationTotals({
      data,
      statementDate: '2026-03-31',
      beginningCents: 1_000_000,
      endingCents: 1_000_000 + 150_000 - 40_000 - 1_500,
    });
    expect(totals).toEqual({
      // The contra pair clears too, but nets to zero and the bank never saw it: not counted.
      clearedDepositsCents: 150_000,
      clearedPaymentsCents: 40_000,
      clearedCount: 3 + 1,
      clearedTotalCents: 110_000,
      // The bank fee is not matched yet: the difference is exactly it.
      differenceCents: -1_500,
    });
  });

  it('moves a match in or out as the statement date changes', () => {
    const data = month();
    const base = { data, beginningCents: 0, endingCents: 0 };
    expect(reconciliationTotals({ ...base, statementDate: '2026-03-31' }).clearedTotalCents).toBe(110_000);
    expect(reconciliationTotals({ ...base, statementDate: '2026-04-30' }).clearedTotalCents).toBe(102_500);
    expect(reconciliationTotals({ ...base, statementDate: '2026-03-01' })).toMatchObject({
      clearedCount: 0,
      clearedTotalCents: 0,
    });
  });

  it('lists the matched pairs newest first with their amount and whether they clear now', () => {
    const data = month();
    const rows = matchRows(data, indexWorkspace(data), '2026-03-31');
    expect(rows.map((r) => [r.match.id, r.amountCents, r.isCleared, r.lines.length, r.items.length])).toEqual(
      [
        ['m1', 150_000, true, 1, 3],
        ['m2', -40_000, true, 1, 1],
        ['m3', -7_500, false, 1, 1],
        ['m4', 0, true, 0, 2],
      ],
    );
  });
});

/** A seeded generator (the same workspaces every run). */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

/** Random books: one-to-one, one-to-many, many-to-one, contra and open rows, dates across two months. */
function randomWorkspace(seed: number): TWorkspaceData {
  const next = random(seed);
  const day = () => `2026-0${3 + next(2)}-${String(1 + next(28)).padStart(2, '0')}`;
  const data: TWorkspaceData = { statement_lines: [], book_items: [], matches: [] };
  for (let m = 0; m < 40; m++) {
    const id = `m${m}`;
    const shape = next(5);
    const matchId = shape === 4 ? null : id;
    const lineIds = Array.from({ length: shape === 3 ? 0 : shape === 2 ? 2 : 1 }, (_, l) => `${id}-l${l}`);
    const entries = Array.from({ length: shape === 1 ? 3 : shape === 3 ? 2 : 1 }, (_, i) => `${id}-e${i}`);
    // The clearing rule reads dates only: the amounts need not balance here.
    for (const lineId of lineIds)
      data.statement_lines.push(line(lineId, day(), 1 + next(9_000), { match_id: matchId }));
    for (const entry of entries)
      data.book_items.push(item(entry, day(), 1 + next(9_000), { match_id: matchId }));
    if (matchId) data.matches.push(match(matchId, lineIds, entries));
  }
  return data;
}

describe('cleared in R agrees with the server’s rule', () => {
  it('clears the same matches as the shared reconciliation arithmetic, for random books and dates', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const data = randomWorkspace(seed);
      const index = indexWorkspace(data);
      for (const statementDate of ['2026-03-10', '2026-03-31', '2026-04-15', '2026-04-30']) {
        const ours = matchRows(data, index, statementDate)
          .filter((row) => row.isCleared)
          .map((row) => row.match.id)
          .sort();
        const server = [
          ...clearedMatchIds(
            statementDate,
            data.book_items,
            data.statement_lines.map((l) => ({
              date: l.posted_date,
              amount_cents: l.amount_cents,
              match_id: l.match_id,
            })),
          ),
        ].sort();
        expect(ours).toEqual(server);
      }
    }
  });
});

describe('row states and filters', () => {
  const data = month();
  const suggested = suggestedSets([
    {
      statement_line_id: 'fee',
      tie: false,
      candidates: [
        {
          statement_line_ids: ['fee'],
          book_items: [{ entry_id: 'open', line_number: 1 }],
          score: 40,
          reasons: ['date'],
        },
      ],
    },
    { statement_line_id: 'nothing', tie: false, candidates: [] },
  ]);

  it('marks suggested lines and items, and matched ones', () => {
    expect([...suggested.lines]).toEqual(['fee']);
    expect([...suggested.items]).toEqual(['open:1']);
    const open = filterLines(data.statement_lines, EMPTY_FILTER, suggested.lines);
    expect(open.map((l) => l.id)).toEqual(['fee']);
    expect(
      filterLines(data.statement_lines, { ...EMPTY_FILTER, state: 'matched' }, suggested.lines),
    ).toHaveLength(3);
    expect(
      filterItems(data.book_items, { ...EMPTY_FILTER, state: 'suggested' }, suggested.items),
    ).toHaveLength(1);
    expect(
      filterItems(data.book_items, { ...EMPTY_FILTER, state: 'unmatched' }, suggested.items),
    ).toHaveLength(0);
  });

  it('filters by date range, absolute amount range, type and search', () => {
    const all = { ...EMPTY_FILTER, state: 'all' as const };
    const ids = (f: typeof all) => filterItems(data.book_items, f, suggested.items).map((i) => i.entry_id);
    expect(ids({ ...all, from: '2026-03-10', to: '2026-03-15' })).toEqual(['c1', 'v1', 'v1r']);
    expect(ids({ ...all, minCents: 40_000, maxCents: 50_000 })).toEqual(['r1', 'r3', 'c1']);
    expect(ids({ ...all, type: 'check', maxCents: 10_000 })).toEqual(['c2', 'v1']);
    expect(ids({ ...all, search: 'vendor r2' })).toEqual(['r2']);
    expect(ids({ ...all, search: '123.45' })).toEqual(['open']);
    expect(ids({ ...all, search: 'JE-C1' })).toEqual(['c1']);
    const lines = filterLines(data.statement_lines, { ...all, search: '15' }, suggested.lines);
    expect(lines.map((l) => l.id)).toEqual(['dep', 'fee']);
  });

  it('sorts book items by date, then entry number numerically', () => {
    const sorted = sortItems([
      item('b', '2026-03-02', 1, { entry_number: 'JE-10' }),
      item('a', '2026-03-02', 1, { entry_number: 'JE-9' }),
      item('c', '2026-03-01', 1, { entry_number: 'JE-11' }),
    ]);
    expect(sorted.map((i) => i.entry_id)).toEqual(['c', 'a', 'b']);
  });
});

describe('selection', () => {
  const data: TWorkspaceData = {
    statement_lines: [line('dep', '2026-03-05', 125_000), line('m', '2026-03-06', 5_000, { match_id: 'x' })],
    book_items: [
      item('r1', '2026-03-04', 50_000),
      item('r2', '2026-03-04', 70_000),
      item('r3', '2026-03-05', 5_000),
      item('v', '2026-03-05', -5_000),
    ],
    matches: [],
  };
  const index = indexWorkspace(data);
  const keys = (...entries: string[]) =>
    new Set(entries.map((entry_id) => itemKey({ entry_id, line_number: 1 })));

  it('enables Match for one statement line against several book items with an equal sum', () => {
    const summary = selectionSummary(index, new Set(['dep']), keys('r1', 'r2', 'r3'));
    expect(summary).toMatchObject({
      lineCount: 1,
      lineSumCents: 125_000,
      itemCount: 3,
      itemSumCents: 125_000,
      differenceCents: 0,
      canMatch: true,
      reason: null,
    });
  });

  it('refuses unequal sums with the server’s wording', () => {
    const summary = selectionSummary(index, new Set(['dep']), keys('r1', 'r2'));
    expect(summary.canMatch).toBe(false);
    expect(summary.differenceCents).toBe(5_000);
    expect(summary.reason).toBe(unequalSumsMessage(125_000, 120_000));
    expect(summary.reason).toBe(
      'The statement lines total 1,250.00 and the book items 1,200.00: they must be equal',
    );
  });

  it('allows a contra match of book items summing to zero, not a lone item or nothing', () => {
    expect(selectionSummary(index, new Set(), keys('r3', 'v')).canMatch).toBe(true);
    expect(selectionSummary(index, new Set(), keys('r3')).canMatch).toBe(false);
    expect(selectionSummary(index, new Set(), new Set()).reason).toBe(
      'Select statement lines and book items',
    );
    expect(selectionSummary(index, new Set(['dep']), new Set()).canMatch).toBe(false);
  });

  it('refuses a row that is matched already', () => {
    expect(selectionSummary(index, new Set(['m']), keys('r3')).reason).toMatch(/matched already/);
  });

  it('selects ranges either way and toggles', () => {
    const ordered = ['a', 'b', 'c', 'd', 'e'];
    expect(rangeBetween(ordered, 'b', 'd')).toEqual(['b', 'c', 'd']);
    expect(rangeBetween(ordered, 'd', 'b')).toEqual(['b', 'c', 'd']);
    expect(rangeBetween(ordered, null, 'c')).toEqual(['c']);
    expect(rangeBetween(ordered, 'gone', 'c')).toEqual(['c']);
    expect([...toggled(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...toggled(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });

  it('moves the focus within the list', () => {
    expect(movedFocus(-1, 1, 3)).toBe(0);
    expect(movedFocus(0, -1, 3)).toBe(0);
    expect(movedFocus(1, 1, 3)).toBe(2);
    expect(movedFocus(2, 1, 3)).toBe(2);
    expect(movedFocus(0, 1, 0)).toBe(-1);
  });
});

describe('parseSignedCents', () => {
  it('reads signed amounts as typed', () => {
    expect(parseSignedCents('1,250.00')).toBe(125_000);
    expect(parseSignedCents('-$1,250.5')).toBe(-125_050);
    expect(parseSignedCents('(12.50)')).toBe(-1_250);
    expect(parseSignedCents('-0')).toBe(0);
    expect(parseSignedCents('  ')).toBeNull();
    expect(parseSignedCents('12.345')).toBeNaN();
    expect(parseSignedCents('abc')).toBeNaN();
  });
});
