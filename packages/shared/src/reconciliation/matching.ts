/**
 * The matching engine of bank reconciliation (issue 23, item 3): pure, no I/O, so the server runs it
 * on the rows it loads and the tests run it on hand-worked cases.
 *
 *   - `autoMatch`: a statement line and a book item with the same amount and the same check number,
 *     one-to-one; never a pick when two lines or two items qualify (checks clear months later, so no
 *     date window here).
 *   - `suggest`: ranked candidates for each open statement line (best `maxCandidates`):
 *       1:1 — the same amount (required), the date window (bank date − book date within
 *             −windowBefore…+windowAfter days; a check may clear any time after it was written),
 *             the check number (different numbers never pair), the bank reference, and the
 *             payee/memo similarity;
 *       1:n — book items of the line's sign inside the window that sum exactly to the line (a deposit
 *             of several receipts), at most `maxSubsetSize` items, searched at most `subsetTimeMs` per
 *             line and `subsetTotalMs` in all (then the search stops: those lines get no subsets);
 *       n:1 — statement lines of one posted date with no same-amount candidate that sum exactly to
 *             one book item inside the window (a deposit the bank split, a batch paid in parts).
 *     Subsets are searched among the entries of one date first (a day's receipts deposited together
 *     — fewer chance sums), then across the window; the fewest items first.
 *     `tie` is set when the best two candidates score equal: such a line is never picked for you.
 *   - `acceptable`: the non-tie bests whose book items and statement lines no other line's best (or
 *     tied best) wants.
 *
 * Similarity is token overlap, chosen over trigrams because bank texts truncate and reorder names
 * ("HOME DEPOT #4521 ATLANTA" for "The Home Depot"): both texts are lower-cased and split on
 * anything not a letter or digit, noise words (inc, llc, payment, ach, deposit, check…) and short
 * numbers dropped; two tokens agree when equal, or when both have 4+ characters and one begins the
 * other ("deposi" / "deposit", "acmeco" / "acme"). Similarity = tokens of the smaller set that agree
 * with a token of the other ÷ the smaller set's size (the overlap coefficient, 0…1).
 *
 * Scores (0–100, integers so that equal evidence ties exactly):
 *   1:1 — same amount 40; same check number +40; same bank reference +25; date up to +20 (20 on the
 *         same day, falling linearly to 0 past the window's edge); similarity up to +20; capped at 100.
 *   n   — 30; average date points (up to 20); average similarity up to 15; +5 when the items share
 *         one date (a deposit batch); −2 for each item past two; capped at 90 (below a strong 1:1).
 */

export type TMatchableLine = {
  id: string;
  posted_date: string;
  amount_cents: number;
  check_number?: string | null;
  bank_reference?: string | null;
  payee?: string | null;
  memo?: string | null;
  /** A line already in a match is left out. */
  match_id?: string | null;
};

export type TMatchableItem = {
  entry_id: string;
  line_number: number;
  date: string;
  amount_cents: number;
  check_number?: string | null;
  reference?: string | null;
  payee?: string | null;
  memo?: string | null;
  /** An item already in a match is left out. */
  match_id?: string | null;
};

export type TBookItemRef = { entry_id: string; line_number: number };

/** Statement lines and book items proposed as one match (their sums are equal). */
export type TProposedMatch = { statement_line_ids: string[]; book_items: TBookItemRef[] };

export type TMatchCandidate = TProposedMatch & { score: number; reasons: string[] };

export type TLineSuggestion = {
  statement_line_id: string;
  /** The best two candidates score equal: never picked automatically. */
  tie: boolean;
  candidates: TMatchCandidate[];
};

export type TSuggestOptions = {
  /** Days the bank may post BEFORE the book date (bank date − book date ≥ −windowBefore). */
  windowBefore: number;
  /** Days the bank may post AFTER the book date (bank date − book date ≤ windowAfter). */
  windowAfter: number;
  /** Candidates kept per line. */
  maxCandidates: number;
  /** At most this many items (or lines) in a one-to-many (many-to-one) candidate. */
  maxSubsetSize: number;
  /** The subset search of one line (or one book item) stops after this many milliseconds. */
  subsetTimeMs: number;
  /** All subset searches of one call stop after this many milliseconds. */
  subsetTotalMs: number;
  /** Subsets kept per search (enough to see that two subsets tie). */
  maxSubsetSolutions: number;
  /** Look for several statement lines that make one book item. */
  manyToOne: boolean;
  /** Milliseconds, for the time caps (tests pass a fake clock). */
  clock: () => number;
};

export const MATCHING_DEFAULTS: TSuggestOptions = {
  windowBefore: 3,
  windowAfter: 10,
  maxCandidates: 3,
  maxSubsetSize: 8,
  subsetTimeMs: 200,
  subsetTotalMs: 1000,
  maxSubsetSolutions: 4,
  manyToOne: true,
  clock: () => Date.now(),
};

export type TSuggestStats = {
  /** Subset searches run (lines searched for 1:n, items searched for n:1). */
  searches: number;
  /** Searches stopped by `subsetTimeMs`. */
  timedOut: number;
  /** Searches not run because `subsetTotalMs` was spent. */
  skipped: number;
};

// ---------------------------------------------------------------------------------------------------
// Small helpers

const DAY_MS = 86_400_000;

/** "2026-03-14" → days since 1970-01-01. */
export function dayNumber(iso: string): number {
  return Math.floor(
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS,
  );
}

/** "0001234" and "1234" are one check; letters kept, punctuation dropped; null when nothing is left. */
export function normalizeCheckNumber(value: string | null | undefined): string | null {
  if (!value) return null;
  const s = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (!s) return null;
  return s.replace(/^0+(?=.)/, '');
}

function normalizeReference(value: string | null | undefined): string | null {
  if (!value) return null;
  const s = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return s.length >= 3 ? s : null;
}

const NOISE = new Set([
  'the',
  'inc',
  'llc',
  'ltd',
  'co',
  'corp',
  'company',
  'and',
  'of',
  'for',
  'to',
  'from',
  'payment',
  'pmt',
  'pymt',
  'ach',
  'debit',
  'credit',
  'deposit',
  'dep',
  'check',
  'chk',
  'ck',
  'online',
  'transfer',
  'xfer',
  'trf',
  'pos',
  'purchase',
  'card',
  'web',
  'ppd',
  'ccd',
  'id',
  'no',
  'ref',
]);

/** The words of a payee or memo that can tell two texts apart. */
export function textTokens(text: string): string[] {
  const out = new Set<string>();
  for (const raw of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (raw.length < 2 || NOISE.has(raw)) continue;
    if (/^[0-9]+$/.test(raw) && raw.length < 4) continue;
    out.add(raw);
  }
  return [...out];
}

function tokensAgree(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 4 || b.length < 4) return false;
  return a.startsWith(b) || b.startsWith(a);
}

/** The overlap coefficient of two token lists (0…1); 0 when either is empty. */
export function textSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  let agree = 0;
  for (const t of small) if (large.some((u) => tokensAgree(t, u))) agree++;
  return agree / small.length;
}

export const itemKey = (ref: TBookItemRef): string => `${ref.entry_id}:${ref.line_number}`;

/** 125000 → "1,250.00"; −125000 → "-1,250.00" (no currency sign). */
export function formatPlainCents(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** The refusal when a match does not balance. */
export function matchSumsMessage(linesCents: number, itemsCents: number): string {
  return `The statement lines total ${formatPlainCents(linesCents)} and the book items ${formatPlainCents(itemsCents)}: they must be equal`;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The key of a proposal: its lines and items, sorted (the same proposal seen from several lines). */
export function proposalKey(p: TProposedMatch): string {
  return `${[...p.statement_line_ids].sort().join(',')}|${p.book_items.map(itemKey).sort().join(',')}`;
}

// ---------------------------------------------------------------------------------------------------
// Auto-match: amount + check number, one-to-one, unique on both sides.

/**
 * Pairs each open statement line with the one open book item of the same amount and check number,
 * when that item is the only one and the line the only line with that amount and number.
 */
export function autoMatch(
  lines: readonly TMatchableLine[],
  items: readonly TMatchableItem[],
): TProposedMatch[] {
  const linesByKey = new Map<string, TMatchableLine[]>();
  for (const line of lines) {
    if (line.match_id) continue;
    const check = normalizeCheckNumber(line.check_number);
    if (!check) continue;
    const key = `${line.amount_cents}|${check}`;
    const list = linesByKey.get(key);
    if (list) list.push(line);
    else linesByKey.set(key, [line]);
  }
  if (linesByKey.size === 0) return [];
  const itemsByKey = new Map<string, TMatchableItem[]>();
  for (const item of items) {
    if (item.match_id) continue;
    const check = normalizeCheckNumber(item.check_number);
    if (!check) continue;
    const key = `${item.amount_cents}|${check}`;
    if (!linesByKey.has(key)) continue;
    const list = itemsByKey.get(key);
    if (list) list.push(item);
    else itemsByKey.set(key, [item]);
  }
  const out: TProposedMatch[] = [];
  for (const [key, keyLines] of linesByKey) {
    const keyItems = itemsByKey.get(key);
    if (keyLines.length !== 1 || keyItems?.length !== 1) continue;
    const [line] = keyLines as [TMatchableLine];
    const [item] = keyItems as [TMatchableItem];
    out.push({
      statement_line_ids: [line.id],
      book_items: [{ entry_id: item.entry_id, line_number: item.line_number }],
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Suggestions

type TPreparedItem = {
  item: TMatchableItem;
  ref: TBookItemRef;
  key: string;
  day: number;
  check: string | null;
  reference: string | null;
  tokens: string[] | null;
};

type TPreparedLine = {
  line: TMatchableLine;
  day: number;
  check: string | null;
  reference: string | null;
  text: string;
  tokens: string[] | null;
};

function lineTokens(l: TPreparedLine): string[] {
  if (!l.tokens) l.tokens = textTokens(l.text);
  return l.tokens;
}

function itemTokens(i: TPreparedItem): string[] {
  if (!i.tokens) i.tokens = textTokens(`${i.item.payee ?? ''} ${i.item.memo ?? ''}`);
  return i.tokens;
}

/** Date points (0–20) and reason for bank date − book date = `diff` days. */
function datePoints(diff: number, o: TSuggestOptions): { points: number; reason: string } {
  const reason =
    diff === 0
      ? 'Same date'
      : diff > 0
        ? `Bank ${diff} ${diff === 1 ? 'day' : 'days'} after the book date`
        : `Bank ${-diff} ${diff === -1 ? 'day' : 'days'} before the book date`;
  if (diff > o.windowAfter || diff < -o.windowBefore) return { points: 0, reason };
  const span = diff >= 0 ? o.windowAfter + 1 : o.windowBefore + 1;
  return { points: Math.round(20 - (20 * Math.abs(diff)) / span), reason };
}

function referencesAgree(bank: string | null, book: string | null): boolean {
  if (!bank || !book) return false;
  return bank === book || (book.length >= 5 && bank.includes(book));
}

function scoreOneToOne(line: TPreparedLine, item: TPreparedItem, o: TSuggestOptions): TMatchCandidate {
  const reasons = ['Same amount'];
  let score = 40;
  if (line.check && item.check && line.check === item.check) {
    score += 40;
    reasons.push(`Check ${item.check}`);
  }
  if (referencesAgree(line.reference, item.reference)) {
    score += 25;
    reasons.push('Same reference');
  }
  const date = datePoints(line.day - item.day, o);
  score += date.points;
  reasons.push(date.reason);
  const similarity = textSimilarity(lineTokens(line), itemTokens(item));
  if (similarity > 0) {
    score += Math.round(20 * similarity);
    reasons.push(similarity === 1 ? 'Same payee' : 'Similar payee or memo');
  }
  return {
    statement_line_ids: [line.line.id],
    book_items: [item.ref],
    score: Math.min(100, score),
    reasons,
  };
}

function eligibleOneToOne(line: TPreparedLine, item: TPreparedItem, o: TSuggestOptions): boolean {
  if (line.check && item.check) return line.check === item.check;
  const diff = line.day - item.day;
  if (diff >= -o.windowBefore && diff <= o.windowAfter) return true;
  // A check clears whenever it is cashed.
  return item.check !== null && diff >= -o.windowBefore;
}

function scoreSubset(
  lines: readonly TPreparedLine[],
  items: readonly TPreparedItem[],
  o: TSuggestOptions,
): TMatchCandidate {
  const parts = Math.max(lines.length, items.length);
  const reasons = [
    items.length > 1
      ? `${items.length} book items total the amount`
      : `${lines.length} statement lines total the amount`,
  ];
  let dateTotal = 0;
  let simTotal = 0;
  let pairs = 0;
  for (const l of lines) {
    for (const i of items) {
      dateTotal += datePoints(l.day - i.day, o).points;
      simTotal += textSimilarity(lineTokens(l), itemTokens(i));
      pairs++;
    }
  }
  const datePts = Math.round(dateTotal / pairs);
  const simPts = Math.round((15 * simTotal) / pairs);
  let score = 30 + datePts + simPts - 2 * Math.max(0, parts - 2);
  if (datePts > 0) reasons.push('Within the date window');
  if (simPts > 0) reasons.push('Similar payee or memo');
  const many = items.length > 1 ? items.map((i) => i.day) : lines.map((l) => l.day);
  if (many.every((d) => d === many[0])) {
    score += 5;
    reasons.push(items.length > 1 ? 'Book items of one date' : 'Statement lines of one date');
  }
  return {
    statement_line_ids: lines.map((l) => l.line.id),
    book_items: items.map((i) => i.ref),
    score: Math.max(1, Math.min(90, score)),
    reasons,
  };
}

type TSearchBudget = { deadline: number; totalDeadline: number; clock: () => number; timedOut: boolean };

/**
 * Subsets of `values` (positive, sorted descending) summing exactly to `target`, the fewest values
 * first: every subset of 2 values, then of 3, … up to `maxSize`, stopping at the first size that has
 * any (the simplest explanation of an amount) or at `maxSolutions`. Each size is a depth-first search
 * with bounds: a branch is cut when the largest values left cannot reach what remains, or the smallest
 * values left exceed it. Stopped at the budget's deadline (checked every 256 steps). Answers indexes.
 */
export function findSubsets(
  values: readonly number[],
  target: number,
  maxSize: number,
  maxSolutions: number,
  budget: TSearchBudget,
): number[][] {
  const n = values.length;
  const solutions: number[][] = [];
  if (n < 2 || maxSize < 2 || target <= 0) return solutions;
  const prefix = new Array<number>(n + 1);
  prefix[0] = 0;
  for (let i = 0; i < n; i++) prefix[i + 1] = (prefix[i] as number) + (values[i] as number);
  // Σ of the r largest values from index i on; Σ of the r smallest values of all.
  const largestFrom = (i: number, r: number) =>
    (prefix[Math.min(n, i + r)] as number) - (prefix[i] as number);
  const smallest = (r: number) => (prefix[n] as number) - (prefix[Math.max(0, n - r)] as number);
  const chosen: number[] = [];
  let nodes = 0;
  let stop = false;

  // The first index from `from` whose value is ≤ remaining (values sorted descending).
  const firstAtMost = (from: number, remaining: number) => {
    let lo = from;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((values[mid] as number) > remaining) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  // Picks exactly `left` more values from index `start` on summing to `remaining`.
  const dfs = (start: number, remaining: number, left: number) => {
    if ((++nodes & 255) === 0) {
      const now = budget.clock();
      if (now >= budget.deadline || now >= budget.totalDeadline) {
        budget.timedOut = true;
        stop = true;
      }
    }
    if (stop) return;
    if (left === 1) {
      // The one value equal to what remains (there may be several equal ones).
      for (let i = firstAtMost(start, remaining); i < n && values[i] === remaining; i++) {
        solutions.push([...chosen, i]);
        if (solutions.length >= maxSolutions) {
          stop = true;
          return;
        }
      }
      return;
    }
    const minRest = smallest(left - 1);
    for (let i = firstAtMost(start, remaining); i + left <= n; i++) {
      if (stop) return;
      const v = values[i] as number;
      const rest = remaining - v;
      if (largestFrom(i, left) < remaining) return; // smaller values only from here
      if (rest < minRest) continue; // a smaller v leaves more
      chosen.push(i);
      dfs(i + 1, rest, left - 1);
      chosen.pop();
    }
  };
  for (let size = 2; size <= Math.min(maxSize, n) && !stop && solutions.length === 0; size++) {
    if (smallest(size) > target) break;
    dfs(0, target, size);
  }
  return solutions;
}

/**
 * The subsets of `pool` whose amounts sum to `target`: first among the pool's entries of one date (a
 * deposit of the day's receipts, a batch paid at once — fewer chance sums), then, when no date has
 * any, among the whole pool. Within the budget.
 */
function searchPool<T>(
  pool: readonly T[],
  dayOf: (x: T) => number,
  absOf: (x: T) => number,
  target: number,
  o: TSuggestOptions,
  budget: TSearchBudget,
  sameDateOnly = false,
): T[][] {
  const run = (entries: T[]) => {
    const sorted = [...entries].sort((a, b) => absOf(b) - absOf(a));
    return findSubsets(sorted.map(absOf), target, o.maxSubsetSize, o.maxSubsetSolutions, budget).map((s) =>
      s.map((k) => sorted[k] as T),
    );
  };
  const byDay = new Map<number, T[]>();
  for (const x of pool) {
    const list = byDay.get(dayOf(x));
    if (list) list.push(x);
    else byDay.set(dayOf(x), [x]);
  }
  const found: T[][] = [];
  if (byDay.size > 1 || sameDateOnly) {
    for (const group of byDay.values()) {
      if (group.length < 2 || budget.timedOut) continue;
      found.push(...run(group));
      if (found.length >= o.maxSubsetSolutions) return found.slice(0, o.maxSubsetSolutions);
    }
    if (found.length > 0 || sameDateOnly) return found;
  }
  return budget.timedOut ? found : run([...pool]);
}

/** Lower and upper index (exclusive) of `days` (sorted) within [from, to]. */
function dayRange(days: readonly number[], from: number, to: number): [number, number] {
  const lower = (x: number) => {
    let lo = 0;
    let hi = days.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((days[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return [lower(from), lower(to + 1)];
}

function rank(candidates: TMatchCandidate[], max: number): TMatchCandidate[] {
  const seen = new Set<string>();
  const unique = candidates.filter((c) => {
    const key = proposalKey(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  unique.sort(
    (a, b) =>
      b.score - a.score ||
      a.book_items.length +
        a.statement_line_ids.length -
        (b.book_items.length + b.statement_line_ids.length) ||
      proposalKey(a).localeCompare(proposalKey(b)),
  );
  return unique.slice(0, max);
}

/** Ranked candidates for each open statement line (see the module comment). */
export function suggest(
  lines: readonly TMatchableLine[],
  items: readonly TMatchableItem[],
  options: Partial<TSuggestOptions> = {},
  stats?: TSuggestStats,
): TLineSuggestion[] {
  const o: TSuggestOptions = { ...MATCHING_DEFAULTS, ...options };
  const openLines: TPreparedLine[] = lines
    .filter((l) => !l.match_id)
    .map((line) => ({
      line,
      day: dayNumber(line.posted_date),
      check: normalizeCheckNumber(line.check_number),
      reference: normalizeReference(line.bank_reference),
      text: `${line.payee ?? ''} ${line.memo ?? ''}`,
      tokens: null,
    }));
  const openItems: TPreparedItem[] = items
    .filter((i) => !i.match_id)
    .map((item) => {
      const ref = { entry_id: item.entry_id, line_number: item.line_number };
      return {
        item,
        ref,
        key: itemKey(ref),
        day: dayNumber(item.date),
        check: normalizeCheckNumber(item.check_number),
        reference: normalizeReference(item.reference),
        tokens: null,
      };
    })
    .sort((a, b) => a.day - b.day);
  const itemDays = openItems.map((i) => i.day);
  const byAmount = new Map<number, TPreparedItem[]>();
  for (const i of openItems) {
    const list = byAmount.get(i.item.amount_cents);
    if (list) list.push(i);
    else byAmount.set(i.item.amount_cents, [i]);
  }

  const start = o.clock();
  const totalDeadline = start + o.subsetTotalMs;
  const found = new Map<string, TMatchCandidate[]>();
  const withoutOneToOne: TPreparedLine[] = [];

  // 1:1 and 1:n.
  for (const l of openLines) {
    const list: TMatchCandidate[] = [];
    for (const i of byAmount.get(l.line.amount_cents) ?? []) {
      if (eligibleOneToOne(l, i, o)) list.push(scoreOneToOne(l, i, o));
    }
    if (list.length === 0) {
      withoutOneToOne.push(l);
      const sign = Math.sign(l.line.amount_cents);
      const target = Math.abs(l.line.amount_cents);
      // Items whose date puts this line inside the window: book day in [line − after, line + before].
      const [from, to] = dayRange(itemDays, l.day - o.windowAfter, l.day + o.windowBefore);
      const pool: TPreparedItem[] = [];
      for (let k = from; k < to; k++) {
        const i = openItems[k] as TPreparedItem;
        if (Math.sign(i.item.amount_cents) === sign && Math.abs(i.item.amount_cents) < target) pool.push(i);
      }
      if (pool.length >= 2) {
        const now = o.clock();
        if (now >= totalDeadline) {
          if (stats) stats.skipped++;
        } else {
          const budget = { deadline: now + o.subsetTimeMs, totalDeadline, clock: o.clock, timedOut: false };
          const subsets = searchPool(
            pool,
            (i) => i.day,
            (i) => Math.abs(i.item.amount_cents),
            target,
            o,
            budget,
          );
          if (stats) {
            stats.searches++;
            if (budget.timedOut) stats.timedOut++;
          }
          for (const s of subsets) list.push(scoreSubset([l], s, o));
        }
      }
    }
    found.set(l.line.id, list);
  }

  // n:1 — lines with no same-amount item, summing to one book item.
  if (o.manyToOne && withoutOneToOne.length >= 2) {
    const pool = [...withoutOneToOne].sort((a, b) => a.day - b.day);
    const poolDays = pool.map((l) => l.day);
    for (const i of openItems) {
      const sign = Math.sign(i.item.amount_cents);
      const target = Math.abs(i.item.amount_cents);
      // Lines inside the window of this item: bank day in [item − before, item + after].
      const [from, to] = dayRange(poolDays, i.day - o.windowBefore, i.day + o.windowAfter);
      if (to - from < 2) continue;
      const near: TPreparedLine[] = [];
      for (let k = from; k < to; k++) {
        const l = pool[k] as TPreparedLine;
        if (Math.sign(l.line.amount_cents) === sign && Math.abs(l.line.amount_cents) < target) near.push(l);
      }
      if (near.length < 2) continue;
      const now = o.clock();
      if (now >= totalDeadline) {
        if (stats) stats.skipped++;
        continue;
      }
      const budget = { deadline: now + o.subsetTimeMs, totalDeadline, clock: o.clock, timedOut: false };
      // Lines of one posted date only: a bank splits one deposit or payment on one day, and groups
      // of unrelated lines (fees, small debits) across days would make chance sums.
      const subsets = searchPool(
        near,
        (l) => l.day,
        (l) => Math.abs(l.line.amount_cents),
        target,
        o,
        budget,
        true,
      );
      if (stats) {
        stats.searches++;
        if (budget.timedOut) stats.timedOut++;
      }
      for (const s of subsets) {
        const candidate = scoreSubset(s, [i], o);
        for (const l of s) found.get(l.line.id)?.push(candidate);
      }
    }
  }

  return openLines.map((l) => {
    const candidates = rank(found.get(l.line.id) ?? [], o.maxCandidates);
    const [first, second] = candidates;
    return {
      statement_line_id: l.line.id,
      tie: first !== undefined && second !== undefined && first.score === second.score,
      candidates,
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// Accepting suggestions

/**
 * The proposals safe to accept at once: each line's best candidate when it is not a tie, scores at
 * least `minScore`, every statement line in it has it as its own (non-tie) best, and no other line's
 * best — nor a tied best — wants any of its book items or lines.
 */
export function acceptable(
  suggestions: readonly TLineSuggestion[],
  options: { minScore?: number; subsets?: boolean } = {},
): TMatchCandidate[] {
  const minScore = options.minScore ?? 0;
  const subsets = options.subsets ?? true;
  const bestOf = new Map<string, string>();
  const proposals = new Map<string, TMatchCandidate>();
  const itemClaims = new Map<string, Set<string>>();
  const lineClaims = new Map<string, Set<string>>();
  const claim = (map: Map<string, Set<string>>, key: string, by: string) => {
    const set = map.get(key);
    if (set) set.add(by);
    else map.set(key, new Set([by]));
  };
  for (const s of suggestions) {
    const [first] = s.candidates;
    if (!first) continue;
    const wanted = s.tie ? s.candidates.filter((c) => c.score === first.score) : [first];
    for (const c of wanted) {
      const key = proposalKey(c);
      for (const ref of c.book_items) claim(itemClaims, itemKey(ref), key);
      for (const id of c.statement_line_ids) claim(lineClaims, id, key);
      claim(lineClaims, s.statement_line_id, key);
    }
    if (!s.tie) {
      const key = proposalKey(first);
      bestOf.set(s.statement_line_id, key);
      proposals.set(key, first);
    }
  }
  const out: TMatchCandidate[] = [];
  for (const [key, p] of proposals) {
    if (p.score < minScore) continue;
    if (!subsets && (p.book_items.length > 1 || p.statement_line_ids.length > 1)) continue;
    const alone = (set: Set<string> | undefined) => set !== undefined && set.size === 1 && set.has(key);
    if (!p.statement_line_ids.every((id) => bestOf.get(id) === key && alone(lineClaims.get(id)))) continue;
    if (!p.book_items.every((ref) => alone(itemClaims.get(itemKey(ref))))) continue;
    out.push(p);
  }
  return out;
}

/** Σ of a proposal's two sides (equal for every proposal the engine makes). */
export function proposalSums(
  p: TProposedMatch,
  lines: ReadonlyMap<string, { amount_cents: number }>,
  items: ReadonlyMap<string, { amount_cents: number }>,
): { lines: number; items: number } {
  return {
    lines: sum(p.statement_line_ids.map((id) => lines.get(id)?.amount_cents ?? Number.NaN)),
    items: sum(p.book_items.map((ref) => items.get(itemKey(ref))?.amount_cents ?? Number.NaN)),
  };
}

// ---------------------------------------------------------------------------------------------------
// Rules

export type TMatchableRule = {
  id: string;
  bank_account_id: string | null;
  name: string;
  text_contains: string;
  direction: 'any' | 'in' | 'out';
  priority: number;
  is_active: boolean;
};

/**
 * The rule that applies to a statement line: active, of the line's bank account (or of every
 * account), of its direction, whose text the line's payee or memo contains (case-insensitive); the
 * lowest priority number first, then the name. Null when none applies.
 */
export function ruleFor<R extends TMatchableRule>(
  line: { amount_cents: number; payee?: string | null; memo?: string | null },
  bankAccountId: string,
  rules: readonly R[],
): R | null {
  const text = `${line.payee ?? ''}\n${line.memo ?? ''}`.toLowerCase();
  let best: R | null = null;
  for (const r of rules) {
    if (!r.is_active) continue;
    if (r.bank_account_id !== null && r.bank_account_id !== bankAccountId) continue;
    if (r.direction === 'in' && line.amount_cents < 0) continue;
    if (r.direction === 'out' && line.amount_cents > 0) continue;
    if (!text.includes(r.text_contains.toLowerCase())) continue;
    if (
      !best ||
      r.priority < best.priority ||
      (r.priority === best.priority && (r.name.localeCompare(best.name) || r.id.localeCompare(best.id)) < 0)
    )
      best = r;
  }
  return best;
}
