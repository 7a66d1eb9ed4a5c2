import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptable,
  autoMatch,
  itemKey,
  normalizeCheckNumber,
  proposalSums,
  suggest,
  type TMatchableItem,
  type TMatchableLine,
  type TProposedMatch,
} from './matching.ts';

/*
 * For random books and statements (few amounts and check numbers, so that collisions, ties and
 * subsets are common): every proposal balances, uses only open lines and items, never uses a line or
 * an item twice among what is accepted at once, and auto-match never pairs different check numbers.
 */

const DATES = Array.from({ length: 20 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
const AMOUNTS = [-50_000, -25_000, -12_500, -4_500, -100, 100, 2_500, 10_000, 25_000, 35_000];
const CHECKS = [null, null, '1001', '1002', '001003'];
const PAYEES = ['Acme Concrete', 'Baker Steel', 'Payroll', 'SERVICE CHARGE', ''];

const arbLine = fc.record({
  posted_date: fc.constantFrom(...DATES),
  amount_cents: fc.constantFrom(...AMOUNTS),
  check_number: fc.constantFrom(...CHECKS),
  payee: fc.constantFrom(...PAYEES),
  matched: fc.boolean(),
});
const arbItem = fc.record({
  date: fc.constantFrom(...DATES),
  amount_cents: fc.constantFrom(...AMOUNTS),
  check_number: fc.constantFrom(...CHECKS),
  payee: fc.constantFrom(...PAYEES),
  matched: fc.boolean(),
});

const world = fc
  .tuple(fc.array(arbLine, { maxLength: 25 }), fc.array(arbItem, { maxLength: 40 }))
  .map(([ls, is]) => {
    const lines: TMatchableLine[] = ls.map((l, k) => ({
      id: `L${k}`,
      posted_date: l.posted_date,
      amount_cents: l.amount_cents,
      check_number: l.check_number,
      payee: l.payee,
      memo: '',
      // About one in ten already matched.
      match_id: l.matched && k % 5 === 0 ? 'matched' : null,
    }));
    const items: TMatchableItem[] = is.map((i, k) => ({
      entry_id: `E${k}`,
      line_number: 1 + (k % 3),
      date: i.date,
      amount_cents: i.amount_cents,
      check_number: i.check_number,
      payee: i.payee,
      memo: '',
      // About one in eight already matched.
      match_id: i.matched && k % 4 === 0 ? 'matched' : null,
    }));
    return { lines, items };
  });

function checkProposals(
  proposals: readonly TProposedMatch[],
  lines: readonly TMatchableLine[],
  items: readonly TMatchableItem[],
) {
  const lineById = new Map(lines.map((l) => [l.id, l]));
  const itemByKey = new Map(items.map((i) => [itemKey(i), i]));
  for (const p of proposals) {
    expect(p.statement_line_ids.length).toBeGreaterThan(0);
    expect(p.book_items.length).toBeGreaterThan(0);
    const sums = proposalSums(p, lineById, itemByKey);
    expect(sums.lines).toBe(sums.items);
    for (const id of p.statement_line_ids) expect(lineById.get(id)?.match_id ?? null).toBeNull();
    for (const ref of p.book_items) expect(itemByKey.get(itemKey(ref))?.match_id ?? null).toBeNull();
    expect(new Set(p.statement_line_ids).size).toBe(p.statement_line_ids.length);
    expect(new Set(p.book_items.map(itemKey)).size).toBe(p.book_items.length);
  }
}

function checkDisjoint(proposals: readonly TProposedMatch[]) {
  const usedLines = new Set<string>();
  const usedItems = new Set<string>();
  for (const p of proposals) {
    for (const id of p.statement_line_ids) {
      expect(usedLines.has(id)).toBe(false);
      usedLines.add(id);
    }
    for (const ref of p.book_items) {
      expect(usedItems.has(itemKey(ref))).toBe(false);
      usedItems.add(itemKey(ref));
    }
  }
}

describe('matching properties', () => {
  it('every proposal balances, uses open items only, and accepted ones never share an item', () => {
    fc.assert(
      fc.property(world, ({ lines, items }) => {
        const auto = autoMatch(lines, items);
        checkProposals(auto, lines, items);
        checkDisjoint(auto);

        const suggestions = suggest(lines, items);
        expect(suggestions.map((s) => s.statement_line_id)).toEqual(
          lines.filter((l) => !l.match_id).map((l) => l.id),
        );
        for (const s of suggestions) {
          checkProposals(s.candidates, lines, items);
          for (const c of s.candidates) {
            expect(c.statement_line_ids).toContain(s.statement_line_id);
            expect(c.score).toBeGreaterThanOrEqual(0);
            expect(c.score).toBeLessThanOrEqual(100);
          }
          const [a, b] = s.candidates;
          expect(s.tie).toBe(a !== undefined && b !== undefined && a.score === b.score);
          for (let k = 1; k < s.candidates.length; k++)
            expect((s.candidates[k - 1]?.score ?? 0) >= (s.candidates[k]?.score ?? 0)).toBe(true);
        }
        const accepted = acceptable(suggestions);
        checkProposals(accepted, lines, items);
        checkDisjoint(accepted);
        // Never a tie line's pick.
        const tied = new Set(suggestions.filter((s) => s.tie).map((s) => s.statement_line_id));
        for (const p of accepted) for (const id of p.statement_line_ids) expect(tied.has(id)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('auto-match pairs one line with one item of the same amount and check number only', () => {
    fc.assert(
      fc.property(world, ({ lines, items }) => {
        const lineById = new Map(lines.map((l) => [l.id, l]));
        const itemByKey = new Map(items.map((i) => [itemKey(i), i]));
        for (const p of autoMatch(lines, items)) {
          expect(p.statement_line_ids).toHaveLength(1);
          expect(p.book_items).toHaveLength(1);
          const l = lineById.get(p.statement_line_ids[0] as string) as TMatchableLine;
          const i = itemByKey.get(itemKey(p.book_items[0] as TMatchableItem)) as TMatchableItem;
          expect(normalizeCheckNumber(l.check_number)).not.toBeNull();
          expect(normalizeCheckNumber(l.check_number)).toBe(normalizeCheckNumber(i.check_number));
          expect(l.amount_cents).toBe(i.amount_cents);
          // Unique on both sides among the open ones.
          const key = (x: { amount_cents: number; check_number?: string | null }) =>
            `${x.amount_cents}|${normalizeCheckNumber(x.check_number)}`;
          expect(lines.filter((x) => !x.match_id && key(x) === key(l))).toHaveLength(1);
          expect(items.filter((x) => !x.match_id && key(x) === key(i))).toHaveLength(1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('one-to-many proposals keep the sign of the line and the size cap', () => {
    fc.assert(
      fc.property(world, fc.integer({ min: 2, max: 5 }), ({ lines, items }, cap) => {
        const itemByKey = new Map(items.map((i) => [itemKey(i), i]));
        for (const s of suggest(lines, items, { maxSubsetSize: cap })) {
          for (const c of s.candidates) {
            expect(Math.max(c.book_items.length, c.statement_line_ids.length)).toBeLessThanOrEqual(cap);
            const sign = Math.sign(
              lines.find((l) => l.id === s.statement_line_id)?.amount_cents ?? Number.NaN,
            );
            for (const ref of c.book_items)
              expect(Math.sign(itemByKey.get(itemKey(ref))?.amount_cents ?? 0)).toBe(sign);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
