import { describe, expect, it } from 'vitest';
import { apInvoicePostingLines, type TApPostingLine } from './ap-invoice-posting.ts';

const accounts = { payable: 'AP', retainagePayable: 'RP' };
const cost = (accountId: string, amountCents: number, code: string, category: string): TApPostingLine => ({
  accountId,
  amountCents,
  jobId: 'J1',
  costCodeId: code,
  costCategoryId: category,
  memo: `${code} ${category}`,
});
const post = (lines: TApPostingLine[], retainageCents: number, netCents: number) =>
  apInvoicePostingLines({
    label: 'Apex Drywall invoice 1042',
    accounts,
    lines,
    retainageCents,
    netCents,
  }).map((l) => [
    l.accountId,
    l.debitCents,
    l.creditCents,
    l.jobId ?? null,
    l.costCodeId ?? null,
    l.costCategoryId ?? null,
  ]);

describe('the AP invoice posting rule', () => {
  it('a subcontract invoice: Dr job cost per line with its dimensions, Cr AP net, Cr retainage payable', () => {
    // $12,345.67 + $7,654.33 on a 10 % subcontract: retainage $2,000.00, net $18,000.00.
    expect(
      post(
        [cost('5300', 1_234_567, '03-3000', 'S'), cost('5300', 765_433, '09-2000', 'S')],
        200_000,
        1_800_000,
      ),
    ).toEqual([
      ['5300', 1_234_567, 0, 'J1', '03-3000', 'S'],
      ['5300', 765_433, 0, 'J1', '09-2000', 'S'],
      ['AP', 0, 1_800_000, null, null, null],
      ['RP', 0, 200_000, null, null, null],
    ]);
  });

  it('direct cost and overhead without retainage: no retainage line; overhead has no job', () => {
    expect(
      post(
        [
          cost('5200', 45_000, '26-1000', 'M'),
          {
            accountId: '6100',
            amountCents: 12_345,
            jobId: null,
            costCodeId: null,
            costCategoryId: null,
            memo: 'Rent',
          },
        ],
        0,
        57_345,
      ),
    ).toEqual([
      ['5200', 45_000, 0, 'J1', '26-1000', 'M'],
      ['6100', 12_345, 0, null, null, null],
      ['AP', 0, 57_345, null, null, null],
    ]);
  });

  it('memos name the invoice; an unbalanced input is refused', () => {
    const lines = apInvoicePostingLines({
      label: 'Apex Drywall invoice 1042',
      accounts,
      lines: [cost('5300', 1_000, '03-3000', 'S')],
      retainageCents: 100,
      netCents: 900,
    });
    expect(lines.map((l) => l.memo)).toEqual([
      '03-3000 S',
      'Apex Drywall invoice 1042: amount due',
      'Apex Drywall invoice 1042: retainage held',
    ]);
    expect(() => post([cost('5300', 1_000, '03-3000', 'S')], 100, 901)).toThrow(/does not balance/);
  });
});
