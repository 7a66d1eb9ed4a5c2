import type { TApPayable } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { amountProblem, billKey, isRunReady, runBody, runCheckNumbers, vendorPayments } from './pay-run';

const bill = (over: Partial<TApPayable>): TApPayable => ({
  kind: 'invoice',
  id: 'i1',
  vendor: { id: 'v1', number: 'V-0001', name: 'Apex' },
  number: '1042',
  label: 'Invoice 1042',
  description: '',
  document_date: '2026-03-02',
  due_date: '2026-04-01',
  jobs: [],
  commitments: [],
  amount_cents: 180_000,
  paid_cents: 0,
  open_cents: 180_000,
  holds: [],
  ...over,
});

const a = bill({});
const b = bill({ id: 'i2', vendor: { id: 'v2', number: 'V-0002', name: 'Brick' }, open_cents: 5_000 });
const r = bill({ kind: 'retainage', id: 'r1', label: 'Retainage release of SC-0001', open_cents: 20_000 });

describe('amountProblem', () => {
  it('needs an amount above zero and at most what is open', () => {
    expect(amountProblem(a, null)).toBe('Enter an amount above zero');
    expect(amountProblem(a, 0)).toBe('Enter an amount above zero');
    expect(amountProblem(a, Number.NaN)).toBe('Enter an amount in dollars and cents');
    expect(amountProblem(a, 180_001)).toBe('More than the $1,800.00 open');
    expect(amountProblem(a, 180_000)).toBeNull();
  });
});

describe('vendorPayments', () => {
  it('one payment per vendor with its selected bills and total, in the list order', () => {
    const selection = new Map([
      [billKey(r), 20_000],
      [billKey(b), 1_000],
      [billKey(a), 50_001],
    ]);
    const payments = vendorPayments([a, r, b], selection);
    expect(payments.map((p) => [p.vendor.id, p.bills.map((x) => x.bill.id), p.totalCents])).toEqual([
      ['v1', ['i1', 'r1'], 70_001],
      ['v2', ['i2'], 1_000],
    ]);
  });
});

describe('isRunReady', () => {
  it('something selected, every amount payable, nothing on hold', () => {
    expect(isRunReady([a], new Map())).toBe(false);
    expect(isRunReady([a], new Map([[billKey(a), 1]]))).toBe(true);
    expect(isRunReady([a], new Map([[billKey(a), null]]))).toBe(false);
    const held = bill({ holds: [{ kind: 'lien_waiver_missing', reason: 'Missing lien waiver' }] });
    expect(isRunReady([held], new Map([[billKey(held), 1]]))).toBe(false);
  });
});

describe('runCheckNumbers and runBody', () => {
  it('numbers checks from the first typed, keeping its width; letters number only the first', () => {
    expect(runCheckNumbers('0998', 3)).toEqual(['0998', '0999', '1000']);
    expect(runCheckNumbers('A-7', 2)).toEqual(['A-7', null]);
    expect(runCheckNumbers(' ', 2)).toEqual([null, null]);
  });

  it('builds the run: checks numbered, ACH with each vendor’s reference, releases by release id', () => {
    const payments = vendorPayments(
      [a, r, b],
      new Map([
        [billKey(a), 100],
        [billKey(r), 200],
        [billKey(b), 300],
      ]),
    );
    const header = {
      paymentDate: '2026-04-10',
      bankAccountId: 'bank',
      method: 'check' as const,
      firstCheckNumber: '1001',
      references: {},
    };
    expect(runBody(header, payments)).toEqual({
      payment_date: '2026-04-10',
      bank_account_id: 'bank',
      method: 'check',
      payments: [
        {
          vendor_id: 'v1',
          check_number: '1001',
          reference: null,
          applications: [
            { invoice_id: 'i1', amount_cents: 100 },
            { release_id: 'r1', amount_cents: 200 },
          ],
        },
        {
          vendor_id: 'v2',
          check_number: '1002',
          reference: null,
          applications: [{ invoice_id: 'i2', amount_cents: 300 }],
        },
      ],
    });
    const ach = runBody({ ...header, method: 'ach', references: { v1: ' ACH-1 ' } }, payments);
    expect(ach.payments.map((p) => [p.check_number, p.reference])).toEqual([
      [null, 'ACH-1'],
      [null, null],
    ]);
  });
});
