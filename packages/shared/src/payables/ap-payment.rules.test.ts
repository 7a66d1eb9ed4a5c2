import { describe, expect, it } from 'vitest';
import { allocateInOrder, consecutiveCheckNumbers, nextCheckNumber, sumCents } from './ap-payment.rules.ts';
import { ZCreateApPayments, ZVoidApPayment } from './ap-payment.schemas.ts';
import { ZCreateRetainageRelease } from './ap-retainage.schemas.ts';

const ID = '00000000-0000-4000-8000-000000000001';
const ID2 = '00000000-0000-4000-8000-000000000002';

describe('nextCheckNumber', () => {
  it('starts a new account at 1001', () => {
    expect(nextCheckNumber([])).toBe('1001');
  });

  it('is one past the highest all-digit number, voided ones included, keeping the padding', () => {
    expect(nextCheckNumber(['1001', '1003', '1002'])).toBe('1004');
    expect(nextCheckNumber(['000123', '99'])).toBe('000124');
    expect(nextCheckNumber(['0999'])).toBe('1000');
    expect(nextCheckNumber(['12345678901234567890'])).toBe('12345678901234567891');
  });

  it("ignores numbers in the company's own scheme", () => {
    expect(nextCheckNumber(['A-17', '5000-B'])).toBe('1001');
    expect(nextCheckNumber(['A-17', '77'])).toBe('78');
  });
});

describe('consecutiveCheckNumbers', () => {
  it('numbers a run from the first, keeping its width', () => {
    expect(consecutiveCheckNumbers('1001', 3)).toEqual(['1001', '1002', '1003']);
    expect(consecutiveCheckNumbers('0098', 3)).toEqual(['0098', '0099', '0100']);
  });

  it('cannot continue a number with letters', () => {
    expect(consecutiveCheckNumbers('A-17', 2)).toBeNull();
  });
});

describe('allocateInOrder', () => {
  const items = [
    { id: 'a', available_cents: 500 },
    { id: 'b', available_cents: 0 },
    { id: 'c', available_cents: 300 },
  ];

  it('fills the first items before the next, leaving out those that get nothing', () => {
    expect(allocateInOrder(650, items).map((r) => [r.item.id, r.amount_cents])).toEqual([
      ['a', 500],
      ['c', 150],
    ]);
    expect(allocateInOrder(200, items).map((r) => [r.item.id, r.amount_cents])).toEqual([['a', 200]]);
  });

  it('takes everything available, to the cent, and refuses more', () => {
    expect(sumCents(allocateInOrder(800, items).map((r) => r.amount_cents))).toBe(800);
    expect(() => allocateInOrder(801, items)).toThrow('801 is more than the 800 available');
  });
});

describe('ZCreateApPayments', () => {
  const run = (over: Record<string, unknown> = {}, payment: Record<string, unknown> = {}) =>
    ZCreateApPayments.safeParse({
      payment_date: '2026-04-10',
      bank_account_id: ID,
      method: 'check',
      payments: [{ vendor_id: ID, applications: [{ invoice_id: ID, amount_cents: 100 }], ...payment }],
      ...over,
    });
  const messages = (result: ReturnType<typeof run>) =>
    result.success ? [] : result.error.issues.map((i) => i.message);

  it('takes a check run without numbers (the account numbers them)', () => {
    const parsed = run();
    expect(parsed.success).toBe(true);
    expect(parsed.data?.payments[0]?.check_number).toBeNull();
  });

  it('pays each vendor once per run, each bill once per payment', () => {
    const twice = ZCreateApPayments.safeParse({
      payment_date: '2026-04-10',
      bank_account_id: ID,
      method: 'check',
      payments: [
        { vendor_id: ID, applications: [{ invoice_id: ID, amount_cents: 1 }] },
        { vendor_id: ID, applications: [{ invoice_id: ID2, amount_cents: 1 }] },
      ],
    });
    expect(messages(twice)).toEqual([
      'A run pays each vendor once: put all of a vendor’s bills in one payment',
    ]);
    expect(
      messages(
        run(
          {},
          {
            applications: [
              { invoice_id: ID, amount_cents: 1 },
              { invoice_id: ID, amount_cents: 2 },
            ],
          },
        ),
      ),
    ).toEqual(['Each bill may appear once in a payment']);
  });

  it('needs an amount above zero on an invoice or a release, not both', () => {
    expect(messages(run({}, { applications: [{ invoice_id: ID, amount_cents: 0 }] }))).toEqual([
      'Enter an amount greater than zero',
    ]);
    expect(
      messages(run({}, { applications: [{ invoice_id: ID, release_id: ID, amount_cents: 5 }] })),
    ).toEqual(['Each amount pays an invoice or a retainage release']);
    expect(messages(run({}, { applications: [] }))).toEqual([
      'Select at least one bill for each vendor paid',
    ]);
  });

  it('ACH and wire need a reference and take no check number', () => {
    expect(messages(run({ method: 'ach' }))).toEqual(['Enter the ACH or wire reference']);
    expect(messages(run({ method: 'wire' }, { reference: 'FED-1', check_number: '1001' }))).toEqual([
      'A check number goes with a check only: use the reference for ACH and wire',
    ]);
    expect(run({ method: 'ach' }, { reference: ' ACH-778 ' }).data?.payments[0]?.reference).toBe('ACH-778');
  });

  it('refuses a check number past 20 characters and a bad date', () => {
    expect(messages(run({}, { check_number: '1'.repeat(21) }))).toEqual([
      'A check number has at most 20 characters',
    ]);
    expect(messages(run({ payment_date: '2026-02-30' }))).toEqual(['Enter a valid date (YYYY-MM-DD)']);
  });

  it('a void takes an optional date and reason', () => {
    expect(ZVoidApPayment.parse({})).toEqual({ reason: null });
    expect(ZVoidApPayment.safeParse({ void_date: 'soon' }).success).toBe(false);
  });
});

describe('ZCreateRetainageRelease', () => {
  it('releases everything held when neither lines nor an amount are given', () => {
    expect(ZCreateRetainageRelease.parse({ commitment_id: ID, release_date: '2026-05-01' })).toEqual({
      commitment_id: ID,
      vendor_id: null,
      release_date: '2026-05-01',
      due_date: null,
      description: '',
      amount_cents: null,
      lines: null,
    });
  });

  it('refuses a due date before the release and an invoice twice', () => {
    const early = ZCreateRetainageRelease.safeParse({
      commitment_id: ID,
      release_date: '2026-05-01',
      due_date: '2026-04-30',
    });
    expect(early.error?.issues[0]?.message).toBe('The due date cannot be before the release date');
    const twice = ZCreateRetainageRelease.safeParse({
      commitment_id: ID,
      release_date: '2026-05-01',
      lines: [
        { invoice_id: ID, amount_cents: 1 },
        { invoice_id: ID, amount_cents: 2 },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe('Each invoice may appear once in a release');
  });

  it('takes a commitment or a vendor (retainage held outside any commitment), one of the two', () => {
    expect(ZCreateRetainageRelease.parse({ vendor_id: ID, release_date: '2026-05-01' })).toMatchObject({
      commitment_id: null,
      vendor_id: ID,
    });
    for (const input of [{}, { commitment_id: ID, vendor_id: ID }]) {
      const parsed = ZCreateRetainageRelease.safeParse({ ...input, release_date: '2026-05-01' });
      expect(parsed.error?.issues[0]?.message).toBe('Choose a commitment');
    }
  });
});
