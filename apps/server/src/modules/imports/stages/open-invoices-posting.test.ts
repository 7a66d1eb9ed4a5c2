import { describe, expect, it } from 'vitest';
import { openingInvoiceLines } from './open-invoices-posting.ts';

const accounts = { receivable: 'AR', retainageReceivable: 'RR', clearing: 'CLR' };
const post = (openCents: number, retainageCents: number) =>
  openingInvoiceLines({
    customerId: 'C1',
    label: 'Opening invoice 1043',
    accounts,
    openCents,
    retainageCents,
  }).map((l) => [l.accountId, l.debitCents, l.creditCents, l.customerId ?? null]);

describe('the opening invoice rule', () => {
  it('Dr AR the open amount and retainage receivable the retainage held, Cr opening clearing the sum', () => {
    expect(post(1_234_567, 137_174)).toEqual([
      ['AR', 1_234_567, 0, 'C1'],
      ['RR', 137_174, 0, 'C1'],
      ['CLR', 0, 1_371_741, null],
    ]);
  });

  it('leaves out retainage when none is held, and flips an open credit', () => {
    expect(post(50_000, 0)).toEqual([
      ['AR', 50_000, 0, 'C1'],
      ['CLR', 0, 50_000, null],
    ]);
    expect(post(-2_500, 0)).toEqual([
      ['AR', 0, 2_500, 'C1'],
      ['CLR', 2_500, 0, null],
    ]);
    expect(post(0, 0)).toEqual([]);
  });
});
