import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { differenceNotZeroMessage, plainAmount } from './reconciliation.schemas.ts';
import {
  clearedMatchIds,
  reconciliationFigures,
  type TRecBookItem,
  type TRecStatementLine,
} from './reconciliation-math.ts';

type Item = TRecBookItem & { name: string };
const item = (name: string, date: string, amount: number, match: string | null = null): Item => ({
  name,
  date,
  amount_cents: amount,
  match_id: match,
});
const line = (date: string, amount: number, match: string | null = null): TRecStatementLine => ({
  date,
  amount_cents: amount,
  match_id: match,
});

describe('a month worked by hand', () => {
  // Opening bank balance 10,000.00 on 2026-02-28; March's statement ends 2026-03-31 at 11,765.25.
  // Books: deposit 2,500.00 (cleared), check 101 −1,200.00 (cleared), check 102 −310.75 (outstanding),
  // deposit 900.00 on 03-31 (in transit), check 103 −480.00 whose bank line is dated 04-02 (waits),
  // a deposit of three receipts 200 + 300 + 500 against one bank line of 1,000.00 (cleared),
  // April's deposit 75.00 (after D: nowhere). Bank only: a fee −34.75 nobody entered.
  const items: Item[] = [
    item('deposit', '2026-03-03', 250_000, 'm1'),
    item('check 101', '2026-03-05', -120_000, 'm2'),
    item('check 102', '2026-03-20', -31_075),
    item('late deposit', '2026-03-31', 90_000),
    item('check 103', '2026-03-25', -48_000, 'm3'),
    item('receipt a', '2026-03-10', 20_000, 'm4'),
    item('receipt b', '2026-03-10', 30_000, 'm4'),
    item('receipt c', '2026-03-11', 50_000, 'm4'),
    item('april deposit', '2026-04-01', 7_500),
  ];
  const lines: TRecStatementLine[] = [
    line('2026-03-04', 250_000, 'm1'),
    line('2026-03-09', -120_000, 'm2'),
    line('2026-04-02', -48_000, 'm3'),
    line('2026-03-12', 100_000, 'm4'),
    line('2026-03-31', -3_475),
  ];
  const figures = reconciliationFigures({
    beginning_balance_cents: 1_000_000,
    // 10,000.00 + 2,500.00 − 1,200.00 + 1,000.00 − 34.75
    ending_balance_cents: 1_226_525,
    statement_date: '2026-03-31',
    book_items: items,
    statement_lines: lines,
  });

  it('clears the matches dated on or before the statement date, not the one with an April line', () => {
    expect(figures.cleared_match_ids).toEqual(['m1', 'm2', 'm4']);
    expect(figures.cleared_deposits).toEqual({ count: 4, total_cents: 350_000 });
    expect(figures.cleared_payments).toEqual({ count: 1, total_cents: 120_000 });
    expect(figures.cleared_cents).toBe(230_000);
  });

  it('the difference is the fee nobody entered', () => {
    // 12,265.25 − (10,000.00 + 2,300.00) = −34.75
    expect(figures.difference_cents).toBe(-3_475);
    expect(figures.uncleared_lines_cents).toBe(-3_475);
    expect(differenceNotZeroMessage(figures.difference_cents)).toBe(
      'The difference is -34.75: match the remaining lines or finish with an adjustment entry',
    );
  });

  it('lists the deposit in transit and the outstanding checks (103 waits for April)', () => {
    expect(figures.deposits_in_transit.items.map((i) => i.name)).toEqual(['late deposit']);
    expect(figures.deposits_in_transit.total_cents).toBe(90_000);
    expect(figures.outstanding_payments.items.map((i) => i.name)).toEqual(['check 102', 'check 103']);
    expect(figures.outstanding_payments.total_cents).toBe(79_075);
    // 12,265.25 + 900.00 − 790.75 = 12,374.50
    expect(figures.adjusted_bank_balance_cents).toBe(1_237_450);
  });

  it('the adjusted bank balance differs from the book balance by the fee', () => {
    // Books opened at 10,000.00 too; through 03-31: +2,500 −1,200 −310.75 +900 −480 +1,000 = 12,409.25.
    const book =
      1_000_000 + items.filter((i) => i.date <= '2026-03-31').reduce((s, i) => s + i.amount_cents, 0);
    expect(book).toBe(1_240_925);
    expect(figures.adjusted_bank_balance_cents - book).toBe(-3_475);
  });

  it('an item cleared by an earlier reconciliation is neither cleared again nor outstanding', () => {
    const again = reconciliationFigures({
      beginning_balance_cents: 0,
      ending_balance_cents: 0,
      statement_date: '2026-03-31',
      book_items: [{ ...item('old check', '2026-02-10', -5_000, 'old'), reconciliation_finished: true }],
      statement_lines: [{ ...line('2026-02-11', -5_000, 'old'), reconciliation_finished: true }],
    });
    expect(again.cleared_match_ids).toEqual([]);
    expect(again.outstanding_payments.items).toEqual([]);
    expect(again.uncleared_lines_cents).toBe(0);
  });

  it('a contra match (an entry and its reversal) clears at zero', () => {
    const contra = reconciliationFigures({
      beginning_balance_cents: 500,
      ending_balance_cents: 500,
      statement_date: '2026-03-31',
      book_items: [item('check', '2026-03-02', -7_000, 'c'), item('void', '2026-03-09', 7_000, 'c')],
      statement_lines: [],
    });
    expect(contra.cleared_match_ids).toEqual(['c']);
    expect(contra.cleared_items).toHaveLength(2);
    // The bank never saw either: neither is a cleared deposit or payment, nor outstanding.
    expect(contra.cleared_deposits).toEqual({ count: 0, total_cents: 0 });
    expect(contra.cleared_payments).toEqual({ count: 0, total_cents: 0 });
    expect(contra.outstanding_payments.items).toEqual([]);
    expect(contra.difference_cents).toBe(0);
  });
});

describe('helpers', () => {
  it('clearedMatchIds ignores unmatched parts and finished matches', () => {
    const ids = clearedMatchIds(
      '2026-01-31',
      [item('a', '2026-01-02', 1, null), item('b', '2026-01-02', 1, 'x')],
      [{ ...line('2026-01-03', 1, 'y'), reconciliation_finished: true }],
    );
    expect([...ids]).toEqual(['x']);
  });

  it('plainAmount formats cents without the currency sign', () => {
    expect(plainAmount(1_250)).toBe('12.50');
    expect(plainAmount(125_000)).toBe('1,250.00');
    expect(plainAmount(-5)).toBe('-0.05');
  });
});

/**
 * Random books and statements. Book items and statement lines are generated in matched groups (a group
 * of 1–3 items against 0–3 lines of the same sum; no line: a contra group of items summing to zero or an
 * adjustment), plus unmatched items and unmatched bank lines. The bank's ending balance is consistent
 * (E = O + Σ lines ≤ D); the books opened at G₀.
 */
const DAY = fc.integer({ min: 1, max: 60 });
const dateOf = (day: number) => {
  const d = new Date(Date.UTC(2026, 2, 1));
  d.setUTCDate(d.getUTCDate() + day - 1);
  return d.toISOString().slice(0, 10);
};
const AMOUNT = fc.integer({ min: -500_000, max: 500_000 }).filter((n) => n !== 0);

type Group = { items: { amount: number; day: number }[]; lines: { amount: number; day: number }[] };

/** Splits `total` into `parts` non-zero amounts. */
const splitOf = (total: number, cuts: number[]) => {
  const amounts: number[] = [];
  let left = total;
  for (const cut of cuts) {
    const part = cut === 0 || cut === left ? 1 : cut;
    amounts.push(part);
    left -= part;
  }
  return left === 0 ? [total] : [...amounts, left];
};

const GROUP: fc.Arbitrary<Group> = fc
  .record({
    total: AMOUNT,
    itemCuts: fc.array(AMOUNT, { maxLength: 2 }),
    lineCuts: fc.array(AMOUNT, { maxLength: 2 }),
    itemDays: fc.array(DAY, { minLength: 4, maxLength: 4 }),
    lineDays: fc.array(DAY, { minLength: 4, maxLength: 4 }),
    kind: fc.constantFrom('match', 'match', 'match', 'contra', 'adjustment'),
  })
  .map(({ total, itemCuts, lineCuts, itemDays, lineDays, kind }) => {
    const day = (days: number[], i: number) => days[i] ?? 1;
    if (kind === 'contra')
      return {
        items: [
          { amount: total, day: day(itemDays, 0) },
          { amount: -total, day: day(itemDays, 1) },
        ],
        lines: [],
      };
    if (kind === 'adjustment') return { items: [{ amount: total, day: day(itemDays, 0) }], lines: [] };
    return {
      items: splitOf(total, itemCuts).map((amount, i) => ({ amount, day: day(itemDays, i) })),
      lines: splitOf(total, lineCuts).map((amount, i) => ({ amount, day: day(lineDays, i) })),
    };
  });

const WORLD = fc.record({
  groups: fc.array(GROUP, { maxLength: 12 }),
  loneItems: fc.array(fc.record({ amount: AMOUNT, day: DAY }), { maxLength: 8 }),
  loneLines: fc.array(fc.record({ amount: AMOUNT, day: DAY }), { maxLength: 8 }),
  opening: fc.integer({ min: -1_000_000, max: 5_000_000 }),
  bookOpening: fc.integer({ min: -1_000_000, max: 5_000_000 }),
  statementDay: DAY,
});

describe('property: adjusted bank balance − book balance = Σ unmatched differences', () => {
  it('holds for random books and statements, to the cent', () => {
    fc.assert(
      fc.property(WORLD, (w) => {
        const d = dateOf(w.statementDay);
        const items: TRecBookItem[] = [];
        const lines: TRecStatementLine[] = [];
        w.groups.forEach((g, n) => {
          const id = `g${n}`;
          for (const i of g.items) items.push({ amount_cents: i.amount, date: dateOf(i.day), match_id: id });
          for (const l of g.lines) lines.push({ amount_cents: l.amount, date: dateOf(l.day), match_id: id });
        });
        for (const i of w.loneItems)
          items.push({ amount_cents: i.amount, date: dateOf(i.day), match_id: null });
        for (const l of w.loneLines)
          lines.push({ amount_cents: l.amount, date: dateOf(l.day), match_id: null });
        const linesThroughD = lines.filter((l) => l.date <= d).reduce((s, l) => s + l.amount_cents, 0);
        const ending = w.opening + linesThroughD;
        const f = reconciliationFigures({
          beginning_balance_cents: w.opening,
          ending_balance_cents: ending,
          statement_date: d,
          book_items: items,
          statement_lines: lines,
        });
        const book = w.bookOpening + items.filter((i) => i.date <= d).reduce((s, i) => s + i.amount_cents, 0);
        // Σ unmatched differences, computed from the groups without the module's rule.
        const clearedGroups = w.groups
          .map((g, n) => ({ g, n }))
          .filter(({ g }) => [...g.items, ...g.lines].every((p) => dateOf(p.day) <= d));
        const clearedLineIds = new Set(clearedGroups.map(({ n }) => `g${n}`));
        const unclearedLines = lines
          .filter((l) => l.date <= d && !(l.match_id !== null && clearedLineIds.has(l.match_id)))
          .reduce((s, l) => s + l.amount_cents, 0);
        const adjustments = clearedGroups
          .filter(({ g }) => g.lines.length === 0)
          .reduce((s, { g }) => s + g.items.reduce((t, i) => t + i.amount, 0), 0);
        const unmatchedDifferences = unclearedLines - adjustments + (w.opening - w.bookOpening);
        expect(f.adjusted_bank_balance_cents - book).toBe(unmatchedDifferences);
        expect(f.uncleared_lines_cents).toBe(unclearedLines);
        // The first statement: the difference is what the bank has that the books' cleared items lack.
        expect(f.difference_cents).toBe(unclearedLines - adjustments);
        expect(f.cleared_match_ids).toEqual([...clearedLineIds].sort());
      }),
      { numRuns: 400 },
    );
  });

  it('holds across two statements, the first finished with an adjustment', () => {
    fc.assert(
      fc.property(WORLD, DAY, (w, secondDays) => {
        const d1 = dateOf(w.statementDay);
        const d2 = dateOf(Math.min(w.statementDay + secondDays, 90));
        const items: TRecBookItem[] = [];
        const lines: TRecStatementLine[] = [];
        w.groups.forEach((g, n) => {
          for (const i of g.items)
            items.push({ amount_cents: i.amount, date: dateOf(i.day), match_id: `g${n}` });
          for (const l of g.lines)
            lines.push({ amount_cents: l.amount, date: dateOf(l.day), match_id: `g${n}` });
        });
        for (const i of w.loneItems)
          items.push({ amount_cents: i.amount, date: dateOf(i.day), match_id: null });
        for (const l of w.loneLines)
          lines.push({ amount_cents: l.amount, date: dateOf(l.day), match_id: null });
        const bankThrough = (d: string) =>
          w.opening + lines.filter((l) => l.date <= d).reduce((s, l) => s + l.amount_cents, 0);
        // Statement 1, finished: an adjustment item dated D1 clears the difference if there is one.
        const first = reconciliationFigures({
          beginning_balance_cents: w.opening,
          ending_balance_cents: bankThrough(d1),
          statement_date: d1,
          book_items: items,
          statement_lines: lines,
        });
        const done = new Set(first.cleared_match_ids);
        let adjustment = 0;
        if (first.difference_cents !== 0) {
          adjustment = first.difference_cents;
          items.push({ amount_cents: adjustment, date: d1, match_id: 'adj1' });
          done.add('adj1');
        }
        const finished = <P extends { match_id: string | null }>(p: P) => ({
          ...p,
          reconciliation_finished: p.match_id !== null && done.has(p.match_id),
        });
        // Statement 2 starts from statement 1's ending balance.
        const second = reconciliationFigures({
          beginning_balance_cents: bankThrough(d1),
          ending_balance_cents: bankThrough(d2),
          statement_date: d2,
          book_items: items.map(finished),
          statement_lines: lines.map(finished),
        });
        const book =
          w.bookOpening + items.filter((i) => i.date <= d2).reduce((s, i) => s + i.amount_cents, 0);
        // Items cleared without a statement line: the random contra and adjustment groups either
        // statement cleared, and statement 1's own adjustment.
        const ownAdjustments = second.cleared_match_ids
          .map((id) => w.groups[Number(id.slice(1))])
          .filter((g): g is Group => g !== undefined && g.lines.length === 0)
          .reduce((s, g) => s + g.items.reduce((t, i) => t + i.amount, 0), 0);
        const firstOwnAdjustments = first.cleared_match_ids
          .map((id) => w.groups[Number(id.slice(1))])
          .filter((g): g is Group => g !== undefined && g.lines.length === 0)
          .reduce((s, g) => s + g.items.reduce((t, i) => t + i.amount, 0), 0);
        expect(second.adjusted_bank_balance_cents - book).toBe(
          second.uncleared_lines_cents -
            ownAdjustments -
            firstOwnAdjustments -
            adjustment +
            (w.opening - w.bookOpening),
        );
      }),
      { numRuns: 300 },
    );
  });
});
