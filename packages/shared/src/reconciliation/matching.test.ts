import { describe, expect, it } from 'vitest';
import {
  acceptable,
  autoMatch,
  dayNumber,
  findSubsets,
  formatPlainCents,
  matchSumsMessage,
  normalizeCheckNumber,
  ruleFor,
  suggest,
  type TMatchableItem,
  type TMatchableLine,
  type TMatchableRule,
  type TSuggestStats,
  textSimilarity,
  textTokens,
} from './matching.ts';

let seq = 0;
const line = (
  posted_date: string,
  amount_cents: number,
  extra: Partial<TMatchableLine> = {},
): TMatchableLine => ({ id: `L${++seq}`, posted_date, amount_cents, payee: '', memo: '', ...extra });
const item = (date: string, amount_cents: number, extra: Partial<TMatchableItem> = {}): TMatchableItem => ({
  entry_id: `E${++seq}`,
  line_number: 1,
  date,
  amount_cents,
  payee: '',
  memo: '',
  ...extra,
});
const ref = (i: TMatchableItem) => ({ entry_id: i.entry_id, line_number: i.line_number });

describe('helpers', () => {
  it('counts days across months and leap years', () => {
    expect(dayNumber('2026-03-01') - dayNumber('2026-02-28')).toBe(1);
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-28')).toBe(2);
    expect(dayNumber('1970-01-01')).toBe(0);
  });

  it('normalizes check numbers: leading zeros and punctuation do not matter', () => {
    expect(normalizeCheckNumber('0001234')).toBe('1234');
    expect(normalizeCheckNumber(' 1-234 ')).toBe('1234');
    expect(normalizeCheckNumber('0')).toBe('0');
    expect(normalizeCheckNumber('')).toBeNull();
    expect(normalizeCheckNumber(null)).toBeNull();
    expect(normalizeCheckNumber('--')).toBeNull();
  });

  it('tokenizes payees without noise words and short numbers', () => {
    expect(textTokens('HOME DEPOT #4521 ATLANTA GA')).toEqual(['home', 'depot', '4521', 'atlanta', 'ga']);
    expect(textTokens('The Home Depot, Inc.')).toEqual(['home', 'depot']);
    expect(textTokens('ACH DEPOSIT 03/12')).toEqual([]);
  });

  it('scores similarity by overlap of the smaller token set, prefixes of 4+ characters agreeing', () => {
    expect(textSimilarity(textTokens('HOME DEPOT #4521 ATLANTA'), textTokens('The Home Depot'))).toBe(1);
    expect(textSimilarity(textTokens('ACMECO CONCRETE'), textTokens('Acme Concrete Supply'))).toBe(1);
    expect(textSimilarity(textTokens('Acme Concrete'), textTokens('Baker Steel'))).toBe(0);
    expect(textSimilarity(textTokens('Acme Steel'), textTokens('Baker Steel'))).toBe(0.5);
    expect(textSimilarity([], ['x'])).toBe(0);
  });

  it('formats the refusal of unequal sums exactly', () => {
    expect(formatPlainCents(125_000)).toBe('1,250.00');
    expect(formatPlainCents(-5)).toBe('-0.05');
    expect(formatPlainCents(123_456_789)).toBe('1,234,567.89');
    expect(matchSumsMessage(125_000, 120_000)).toBe(
      'The statement lines total 1,250.00 and the book items 1,200.00: they must be equal',
    );
  });
});

describe('autoMatch', () => {
  it('pairs the same amount and check number, whatever the dates', () => {
    const i = item('2026-01-05', -50_000, { check_number: '1001' });
    const l = line('2026-03-20', -50_000, { check_number: '0001001' });
    expect(autoMatch([l], [i])).toEqual([{ statement_line_ids: [l.id], book_items: [ref(i)] }]);
  });

  it('never pairs a different check number or a different amount', () => {
    const i = item('2026-03-05', -50_000, { check_number: '1001' });
    expect(autoMatch([line('2026-03-06', -50_000, { check_number: '1002' })], [i])).toEqual([]);
    expect(autoMatch([line('2026-03-06', -50_001, { check_number: '1001' })], [i])).toEqual([]);
    expect(autoMatch([line('2026-03-06', -50_000)], [i])).toEqual([]);
  });

  it('never picks when two items or two lines qualify', () => {
    const a = item('2026-03-05', -50_000, { check_number: '1001' });
    const b = item('2026-03-07', -50_000, { check_number: '1001' });
    expect(autoMatch([line('2026-03-06', -50_000, { check_number: '1001' })], [a, b])).toEqual([]);
    const l1 = line('2026-03-06', -50_000, { check_number: '1001' });
    const l2 = line('2026-03-08', -50_000, { check_number: '1001' });
    expect(autoMatch([l1, l2], [a])).toEqual([]);
  });

  it('leaves out lines and items already matched', () => {
    const i = item('2026-03-05', -50_000, { check_number: '1001' });
    const l = line('2026-03-06', -50_000, { check_number: '1001' });
    expect(autoMatch([{ ...l, match_id: 'm' }], [i])).toEqual([]);
    expect(autoMatch([l], [{ ...i, match_id: 'm' }])).toEqual([]);
    const other = item('2026-03-05', -50_000, { check_number: '1001', match_id: 'm' });
    expect(autoMatch([l], [i, other])).toHaveLength(1);
  });
});

describe('suggest: one-to-one', () => {
  it('ranks by date and payee, best first, with reasons', () => {
    const l = line('2026-03-12', 250_000, { payee: 'DEPOSIT ACME CONCRETE' });
    const near = item('2026-03-11', 250_000, { payee: 'Acme Concrete Supply' });
    const far = item('2026-03-03', 250_000, { payee: 'Baker Steel' });
    const other = item('2026-03-11', 250_001, { payee: 'Acme Concrete Supply' });
    const [s] = suggest([l], [near, far, other]);
    expect(s?.tie).toBe(false);
    expect(s?.candidates.map((c) => c.book_items[0]?.entry_id)).toEqual([near.entry_id, far.entry_id]);
    // 40 amount + 18 date (1 day of 11) + 20 payee.
    expect(s?.candidates[0]?.score).toBe(78);
    expect(s?.candidates[0]?.reasons).toEqual([
      'Same amount',
      'Bank 1 day after the book date',
      'Same payee',
    ]);
    // 40 + 20 − 20·9/11 → 40 + 4.
    expect(s?.candidates[1]?.score).toBe(44);
  });

  it('keeps the date window −3…+10 days except for checks, which clear whenever cashed', () => {
    const l = line('2026-03-20', -10_000);
    const early = item('2026-03-24', -10_000); // bank 4 days before the book: out
    const late = item('2026-03-09', -10_000); // bank 11 days after: out
    const edge = item('2026-03-10', -10_000); // bank 10 days after: in
    const oldCheck = item('2026-01-02', -10_000, { check_number: '77' });
    const [s] = suggest([l], [early, late, edge, oldCheck]);
    expect(new Set(s?.candidates.map((c) => c.book_items[0]?.entry_id))).toEqual(
      new Set([edge.entry_id, oldCheck.entry_id]),
    );
  });

  it('scores a same check number highest and never proposes a different one', () => {
    const l = line('2026-03-20', -10_000, { check_number: '1005' });
    const same = item('2026-02-01', -10_000, { check_number: '1005' });
    const differ = item('2026-03-20', -10_000, { check_number: '1006' });
    const [s] = suggest([l], [same, differ]);
    expect(s?.candidates).toHaveLength(1);
    expect(s?.candidates[0]?.book_items).toEqual([ref(same)]);
    expect(s?.candidates[0]?.reasons).toContain('Check 1005');
  });

  it('marks a tie when the best two score equal: never accepted', () => {
    const l = line('2026-03-10', -4_500, { payee: 'SERVICE CHARGE' });
    const a = item('2026-03-10', -4_500, { payee: '' });
    const b = item('2026-03-10', -4_500, { payee: '' });
    const suggestions = suggest([l], [a, b]);
    expect(suggestions[0]?.tie).toBe(true);
    expect(suggestions[0]?.candidates).toHaveLength(2);
    expect(acceptable(suggestions)).toEqual([]);
  });

  it('uses the bank reference', () => {
    const l = line('2026-03-10', 99_000, { bank_reference: 'WIRE REF 20260310-7781' });
    const withRef = item('2026-03-12', 99_000, { reference: '20260310-7781' });
    const without = item('2026-03-10', 99_000);
    const [s] = suggest([l], [without, withRef]);
    expect(s?.candidates[0]?.book_items).toEqual([ref(withRef)]);
    expect(s?.candidates[0]?.reasons).toContain('Same reference');
  });
});

describe('suggest: subsets', () => {
  it('finds a split deposit of 3 receipts (one-to-many)', () => {
    const deposit = line('2026-03-13', 600_000, { payee: 'DEPOSIT' });
    const r1 = item('2026-03-12', 100_000, { payee: 'Owner A' });
    const r2 = item('2026-03-12', 200_000, { payee: 'Owner B' });
    const r3 = item('2026-03-12', 300_000, { payee: 'Owner C' });
    const decoy = item('2026-03-12', 50_000); // does not complete any sum
    const payment = item('2026-03-12', -300_000); // wrong sign
    const outside = item('2026-02-01', 300_000); // outside the window
    const suggestions = suggest([deposit], [r1, r2, r3, decoy, payment, outside]);
    const [s] = suggestions;
    expect(s?.tie).toBe(false);
    expect(s?.candidates).toHaveLength(1);
    const best = s?.candidates[0];
    expect(new Set(best?.book_items.map((b) => b.entry_id))).toEqual(
      new Set([r1.entry_id, r2.entry_id, r3.entry_id]),
    );
    expect(best?.statement_line_ids).toEqual([deposit.id]);
    expect(best?.reasons[0]).toBe('3 book items total the amount');
    expect(acceptable(suggestions)).toHaveLength(1);
  });

  it('a payroll net-pay batch of several checks equals one debit', () => {
    const debit = line('2026-03-06', -1_234_567, { payee: 'PAYROLL NET PAY' });
    const pays = [400_000, 334_567, 250_000, 250_000].map((c) =>
      item('2026-03-06', -c, { payee: 'Payroll', memo: 'Net pay' }),
    );
    const [s] = suggest([debit], pays);
    expect(s?.candidates[0]?.book_items).toHaveLength(4);
    expect(s?.candidates[0]?.score).toBeGreaterThan(50);
  });

  it('two subsets of equal evidence tie', () => {
    const deposit = line('2026-03-13', 300_000);
    const a = item('2026-03-13', 200_000);
    const b1 = item('2026-03-13', 100_000);
    const b2 = item('2026-03-13', 100_000);
    const suggestions = suggest([deposit], [a, b1, b2]);
    expect(suggestions[0]?.tie).toBe(true);
    expect(acceptable(suggestions)).toEqual([]);
  });

  it('finds several statement lines that make one book item (many-to-one)', () => {
    const receipt = item('2026-03-10', 500_000, { payee: 'Owner A' });
    const l1 = line('2026-03-11', 200_000);
    const l2 = line('2026-03-11', 300_000);
    const unrelated = line('2026-03-11', 123_456);
    const suggestions = suggest([l1, l2, unrelated], [receipt]);
    const [s1, s2, s3] = suggestions;
    expect(s1?.candidates[0]?.statement_line_ids.sort()).toEqual([l1.id, l2.id].sort());
    expect(s1?.candidates[0]?.book_items).toEqual([ref(receipt)]);
    expect(s2?.candidates[0]).toEqual(s1?.candidates[0]);
    expect(s3?.candidates).toEqual([]);
    const accepted = acceptable(suggestions);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.statement_line_ids).toHaveLength(2);
  });

  it('caps a subset at maxSubsetSize items', () => {
    const deposit = line('2026-03-13', 900);
    const nine = Array.from({ length: 9 }, () => item('2026-03-13', 100));
    expect(suggest([deposit], nine)[0]?.candidates).toEqual([]);
    expect(suggest([deposit], nine, { maxSubsetSize: 9 })[0]?.candidates[0]?.book_items).toHaveLength(9);
  });

  it('stops a search at its time cap, and all searches at the total cap', () => {
    // 60 even amounts spread from 10.00 to 80.00 and an odd target of about six of them: no subset
    // sums to it, and an exhaustive search would visit millions of subsets.
    const deposit = line('2026-03-13', 24_001);
    const items = Array.from({ length: 60 }, (_, k) => item('2026-03-13', 2 * (500 + k * k)));
    let now = 0;
    const clock = () => {
      now += 1; // every reading is 1 ms later
      return now;
    };
    const stats: TSuggestStats = { searches: 0, timedOut: 0, skipped: 0 };
    const started = Date.now();
    const [s] = suggest([deposit], items, { subsetTimeMs: 50, clock }, stats);
    expect(s?.candidates).toEqual([]);
    expect(stats).toEqual({ searches: 1, timedOut: 1, skipped: 0 });
    expect(Date.now() - started).toBeLessThan(1000);

    const lines = [deposit, line('2026-03-13', 24_003), line('2026-03-13', 24_005)];
    const stats2: TSuggestStats = { searches: 0, timedOut: 0, skipped: 0 };
    suggest(lines, items, { subsetTimeMs: 50, subsetTotalMs: 80, clock, manyToOne: false }, stats2);
    expect(stats2.searches).toBe(2);
    expect(stats2.skipped).toBe(1);
  });

  it('findSubsets: exact sums, the fewest values first, within the size cap', () => {
    const budget = { deadline: Infinity, totalDeadline: Infinity, clock: () => 0, timedOut: false };
    const values = [50, 40, 30, 20, 10];
    const asValues = (found: number[][]) => found.map((s) => s.map((k) => values[k]).join('+')).sort();
    // Pairs exist: the triple 30+20+10 is not looked for.
    expect(asValues(findSubsets(values, 60, 3, 100, budget))).toEqual(['40+20', '50+10']);
    // Only a triple makes 100 with at most 3 values... and 4 values make 150 only with the cap at 4.
    expect(asValues(findSubsets(values, 100, 3, 100, budget))).toEqual(['50+30+20', '50+40+10']);
    expect(findSubsets(values, 140, 3, 100, budget)).toEqual([]);
    expect(asValues(findSubsets(values, 140, 4, 100, budget))).toEqual(['50+40+30+20']);
    expect(findSubsets([50, 40], 60, 8, 10, budget)).toEqual([]);
    expect(findSubsets([30, 30], 30, 8, 10, budget)).toEqual([]); // single values are one-to-one
    // Equal values make distinct subsets (a tie the caller must see).
    expect(findSubsets([20, 10, 10], 30, 8, 10, budget)).toEqual([
      [0, 1],
      [0, 2],
    ]);
    expect(findSubsets(values, 60, 3, 1, budget)).toHaveLength(1);
  });
});

describe('acceptable', () => {
  it('accepts non-tie bests nobody else wants, refuses items two lines want', () => {
    const a = line('2026-03-10', 10_000, { payee: 'Acme' });
    const b = line('2026-03-10', 10_000, { payee: 'Acme' });
    const c = line('2026-03-10', 20_000, { payee: 'Baker' });
    const i1 = item('2026-03-10', 10_000, { payee: 'Acme' });
    const i2 = item('2026-03-10', 20_000, { payee: 'Baker' });
    const accepted = acceptable(suggest([a, b, c], [i1, i2]));
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.statement_line_ids).toEqual([c.id]);
    expect(accepted[0]?.book_items).toEqual([ref(i2)]);
  });

  it('honours a minimum score and can leave subsets out', () => {
    const deposit = line('2026-03-13', 300_000);
    const parts = [item('2026-03-13', 100_000), item('2026-03-13', 200_000)];
    const single = line('2026-03-13', 7_000);
    const s = suggest([deposit, single], [...parts, item('2026-03-13', 7_000)]);
    expect(acceptable(s)).toHaveLength(2);
    expect(acceptable(s, { subsets: false })).toHaveLength(1);
    expect(acceptable(s, { minScore: 101 })).toHaveLength(0);
  });
});

describe('ruleFor', () => {
  const rule = (over: Partial<TMatchableRule>): TMatchableRule => ({
    id: `R${++seq}`,
    bank_account_id: null,
    name: 'r',
    text_contains: 'fee',
    direction: 'any',
    priority: 100,
    is_active: true,
    ...over,
  });

  it('matches text case-insensitively in payee or memo, by direction, account and priority', () => {
    const fee = rule({ text_contains: 'SERVICE CHARGE', direction: 'out', name: 'Fees' });
    const interest = rule({ text_contains: 'interest', direction: 'in', name: 'Interest' });
    const otherAccount = rule({ text_contains: 'service', bank_account_id: 'other', priority: 1 });
    const inactive = rule({ text_contains: 'service', is_active: false, priority: 1 });
    const rules = [fee, interest, otherAccount, inactive];
    expect(ruleFor({ amount_cents: -1500, payee: 'Monthly service charge' }, 'acct', rules)).toBe(fee);
    expect(ruleFor({ amount_cents: 1500, payee: 'Monthly service charge' }, 'acct', rules)).toBeNull();
    expect(ruleFor({ amount_cents: 12, payee: '', memo: 'INTEREST PAID' }, 'acct', rules)).toBe(interest);
    const first = rule({ text_contains: 'charge', priority: 5 });
    expect(ruleFor({ amount_cents: -1500, payee: 'Service charge' }, 'acct', [...rules, first])).toBe(first);
    expect(ruleFor({ amount_cents: -1500, payee: 'Service charge' }, 'other', [...rules])).toBe(otherAccount);
  });
});
