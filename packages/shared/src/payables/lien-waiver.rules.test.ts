import { describe, expect, it } from 'vitest';
import {
  hasFinalUnconditionalWaiver,
  isOutstandingWaiver,
  lienWaiverHold,
  lienWaiverLabel,
  type TWaiverOnFile,
  uncoveredWaiverNeeds,
} from './lien-waiver.rules.ts';
import { ZCreateLienWaiver, ZLienWaiverListQuery } from './lien-waiver.schemas.ts';

const ID = '00000000-0000-4000-8000-000000000001';
const need = { commitment_id: 'SC1', commitment_number: 'SC-0001', needed_cents: 180_000 };
const waiver = (over: Partial<TWaiverOnFile>): TWaiverOnFile => ({
  condition: 'conditional',
  scope: 'progress',
  status: 'received',
  commitment_id: 'SC1',
  invoice_id: null,
  amount_cents: 180_000,
  ...over,
});

describe('lien waiver names and states', () => {
  it('names the four kinds', () => {
    expect(lienWaiverLabel('conditional', 'progress')).toBe('Conditional progress');
    expect(lienWaiverLabel('unconditional', 'final')).toBe('Unconditional final');
  });

  it('is outstanding until verified', () => {
    expect(isOutstandingWaiver('requested')).toBe(true);
    expect(isOutstandingWaiver('received')).toBe(true);
    expect(isOutstandingWaiver('verified')).toBe(false);
  });
});

describe('uncoveredWaiverNeeds', () => {
  it('a received or verified conditional waiver of the commitment covering the amount covers it', () => {
    expect(uncoveredWaiverNeeds('INV1', [need], [waiver({})])).toEqual([]);
    expect(uncoveredWaiverNeeds('INV1', [need], [waiver({ status: 'verified', scope: 'final' })])).toEqual(
      [],
    );
    expect(uncoveredWaiverNeeds('INV1', [need], [waiver({ amount_cents: null })])).toEqual([]);
    expect(uncoveredWaiverNeeds('INV1', [need], [waiver({ invoice_id: 'INV1' })])).toEqual([]);
  });

  it('a requested one, an unconditional one, too small an amount, another commitment or invoice does not', () => {
    for (const w of [
      waiver({ status: 'requested' }),
      waiver({ condition: 'unconditional' }),
      waiver({ amount_cents: 179_999 }),
      waiver({ commitment_id: 'SC2' }),
      waiver({ invoice_id: 'INV2' }),
    ])
      expect(uncoveredWaiverNeeds('INV1', [need], [w])).toEqual([need]);
  });

  it('nothing is needed for nothing due', () => {
    expect(uncoveredWaiverNeeds('INV1', [{ ...need, needed_cents: 0 }], [])).toEqual([]);
  });
});

describe('lienWaiverHold', () => {
  it('says what would lift it, per commitment', () => {
    expect(lienWaiverHold([])).toBeNull();
    expect(
      lienWaiverHold([need, { commitment_id: 'SC2', commitment_number: 'SC-0002', needed_cents: 5 }]),
    ).toEqual({
      kind: 'lien_waiver_missing',
      reason:
        'Missing lien waiver: a received conditional waiver for SC-0001 covering $1,800.00; a received conditional waiver for SC-0002 covering $0.05',
    });
  });
});

describe('hasFinalUnconditionalWaiver', () => {
  it('needs the unconditional final of the commitment, in hand', () => {
    const final = waiver({ condition: 'unconditional', scope: 'final' });
    expect(hasFinalUnconditionalWaiver('SC1', [final])).toBe(true);
    expect(hasFinalUnconditionalWaiver('SC1', [{ ...final, status: 'requested' }])).toBe(false);
    expect(hasFinalUnconditionalWaiver('SC1', [{ ...final, scope: 'progress' }])).toBe(false);
    expect(hasFinalUnconditionalWaiver('SC2', [final])).toBe(false);
  });
});

describe('ZCreateLienWaiver', () => {
  it('needs a job or a commitment, and the state as two letters', () => {
    const base = { vendor_id: ID, condition: 'conditional', scope: 'progress' };
    expect(ZCreateLienWaiver.safeParse(base).error?.issues[0]?.message).toBe('Choose a job or a commitment');
    expect(ZCreateLienWaiver.parse({ ...base, job_id: ID, jurisdiction: 'ca' }).jurisdiction).toBe('CA');
    expect(
      ZCreateLienWaiver.safeParse({ ...base, job_id: ID, jurisdiction: 'Calif' }).error?.issues[0]?.message,
    ).toBe('Enter the state as two letters (CA, TX)');
    expect(ZCreateLienWaiver.parse({ ...base, commitment_id: ID, jurisdiction: '' }).jurisdiction).toBeNull();
  });

  it('lists the outstanding ones by default', () => {
    expect(ZLienWaiverListQuery.parse({}).status).toBe('outstanding');
  });
});
