import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../auth/auth.schemas.ts';
import {
  formatRetainage,
  COMMITMENT_MESSAGES as M,
  parseRetainagePercent,
  transitionRefused,
  ZCommitmentListQuery,
  ZCreateCommitment,
  ZUpdateCommitment,
} from './commitment.schemas.ts';
import {
  changeOrderLabel,
  VENDOR_CHANGE_ORDER_MESSAGES as V,
  ZCreateVendorChangeOrder,
  ZUpdateVendorChangeOrder,
  ZVendorChangeOrderListQuery,
} from './vendor-change-order.schemas.ts';

const id = '0b6f1c3e-2d4a-4b8e-9f1a-3c5d7e9f1a2b';
const line = { cost_code_id: id, cost_category_id: id, description: 'Framing', amount_cents: 100 };
const valid = { kind: 'subcontract', job_id: id, vendor_id: id, description: 'Framing package' };

function messageOf(schema: { safeParse: (v: unknown) => unknown }, input: unknown): string | null {
  const result = schema.safeParse(input) as {
    success: boolean;
    error?: Parameters<typeof firstIssueMessage>[0];
  };
  return result.success || !result.error ? null : firstIssueMessage(result.error);
}

describe('ZCreateCommitment', () => {
  it('defaults: no dates, company retainage (null), no scope, no lines', () => {
    expect(ZCreateCommitment.parse(valid)).toEqual({
      ...valid,
      start_date: null,
      end_date: null,
      retainage_bps: null,
      scope: null,
      lines: [],
    });
  });

  it('keeps lines, retainage and trims text', () => {
    const parsed = ZCreateCommitment.parse({
      ...valid,
      description: '  Framing  ',
      retainage_bps: 750,
      scope: '  All framing  ',
      start_date: '2026-03-01',
      end_date: '2026-03-01',
      lines: [{ ...line, description: ' Walls ' }],
    });
    expect(parsed).toMatchObject({ description: 'Framing', retainage_bps: 750, scope: 'All framing' });
    expect(parsed.lines).toEqual([{ ...line, description: 'Walls' }]);
  });

  it.each([
    [{ ...valid, kind: 'lease' }, M.kindRequired],
    [{ ...valid, job_id: '' }, M.jobRequired],
    [{ ...valid, job_id: undefined }, M.jobRequired],
    [{ ...valid, vendor_id: 'x' }, M.vendorRequired],
    [{ ...valid, description: '  ' }, M.descriptionRequired],
    [{ ...valid, description: undefined }, M.descriptionRequired],
    [{ ...valid, description: 'x'.repeat(201) }, M.descriptionMax],
    [{ ...valid, scope: 'x'.repeat(10_001) }, M.scopeMax],
    [{ ...valid, start_date: '2026-02-30' }, M.invalidDate],
    [{ ...valid, end_date: '03/01/2026' }, M.invalidDate],
    [{ ...valid, start_date: '2026-03-02', end_date: '2026-03-01' }, M.endBeforeStart],
    [{ ...valid, retainage_bps: -1 }, M.retainageRange],
    [{ ...valid, retainage_bps: 10_001 }, M.retainageRange],
    [{ ...valid, retainage_bps: 2.5 }, M.retainageRange],
    [{ ...valid, retainage_bps: '1000' }, M.retainageRange],
    [{ ...valid, lines: [{ ...line, cost_code_id: '' }] }, M.costCodeRequired],
    [{ ...valid, lines: [{ ...line, cost_category_id: undefined }] }, M.costCategoryRequired],
    [{ ...valid, lines: [{ ...line, description: 'x'.repeat(201) }] }, M.lineDescriptionMax],
    [{ ...valid, lines: [{ ...line, amount_cents: -1 }] }, M.lineAmount],
    [{ ...valid, lines: [{ ...line, amount_cents: 1.5 }] }, M.lineAmount],
    [{ ...valid, lines: [{ ...line, amount_cents: 9e15 + 1 }] }, M.lineAmount],
    [{ ...valid, lines: Array.from({ length: 501 }, () => line) }, M.linesMax],
  ])('%# refuses with its message', (input, message) => {
    expect(messageOf(ZCreateCommitment, input)).toBe(message);
  });

  it('accepts the limits', () => {
    expect(
      messageOf(ZCreateCommitment, {
        ...valid,
        kind: 'purchase_order',
        description: 'x'.repeat(200),
        retainage_bps: 10_000,
        lines: Array.from({ length: 500 }, () => ({ ...line, amount_cents: 9e15 })),
      }),
    ).toBeNull();
  });
});

describe('ZUpdateCommitment', () => {
  it('no defaults; an empty date or scope clears it', () => {
    expect(ZUpdateCommitment.parse({})).toEqual({});
    expect(ZUpdateCommitment.parse({ start_date: '', scope: '' })).toEqual({ start_date: null, scope: null });
    expect(messageOf(ZUpdateCommitment, { start_date: '2026-05-02', end_date: '2026-05-01' })).toBe(
      M.endBeforeStart,
    );
    expect(messageOf(ZUpdateCommitment, { retainage_bps: 10_001 })).toBe(M.retainageRange);
    expect(messageOf(ZUpdateCommitment, { vendor_id: 'x' })).toBe(M.vendorRequired);
  });
});

describe('list query and helpers', () => {
  it('filters', () => {
    expect(ZCommitmentListQuery.parse({ kind: 'subcontract', status: 'all', jobId: id })).toEqual({
      kind: 'subcontract',
      status: 'all',
      jobId: id,
      page: 1,
      pageSize: 25,
    });
    expect(ZCommitmentListQuery.safeParse({ status: 'open' }).success).toBe(false);
  });

  it('retainage as percent', () => {
    expect(formatRetainage(1000)).toBe('10.00 %');
    expect(formatRetainage(5)).toBe('0.05 %');
    expect(parseRetainagePercent('10')).toBe(1000);
    expect(parseRetainagePercent('7.5')).toBe(750);
    expect(parseRetainagePercent('7.55 %')).toBe(755);
    expect(parseRetainagePercent('100')).toBe(10_000);
    expect(parseRetainagePercent('100.01')).toBeNull();
    expect(parseRetainagePercent('7.555')).toBeNull();
    expect(parseRetainagePercent('-1')).toBeNull();
    expect(parseRetainagePercent('')).toBeNull();
  });

  it('names', () => {
    expect(transitionRefused('void', 'closed')).toBe('Cannot void a closed commitment');
    expect(changeOrderLabel(3)).toBe('CO-03');
    expect(changeOrderLabel(120)).toBe('CO-120');
  });
});

describe('ZCreateVendorChangeOrder', () => {
  const change = { commitment_line_id: id, amount_cents: -500 };
  const newLine = { cost_code_id: id, cost_category_id: id, description: 'Extra', amount_cents: 700 };
  const order = {
    commitment_id: id,
    change_order_date: '2026-04-01',
    description: 'Owner changes',
    lines: [change],
  };

  it('a change names its schedule line; a new line its code and category', () => {
    expect(ZCreateVendorChangeOrder.parse({ ...order, lines: [change, newLine] })).toEqual({
      ...order,
      reason: null,
      lines: [
        {
          commitment_line_id: id,
          cost_code_id: null,
          cost_category_id: null,
          description: '',
          amount_cents: -500,
        },
        { ...newLine, commitment_line_id: null },
      ],
    });
  });

  it('a line naming a schedule line drops any code and category sent with it', () => {
    const parsed = ZCreateVendorChangeOrder.parse({
      ...order,
      lines: [{ ...newLine, commitment_line_id: id }],
    });
    expect(parsed.lines[0]).toMatchObject({
      commitment_line_id: id,
      cost_code_id: null,
      cost_category_id: null,
    });
  });

  it.each([
    [{ ...order, commitment_id: '' }, V.commitmentRequired],
    [{ ...order, change_order_date: '' }, V.dateRequired],
    [{ ...order, change_order_date: undefined }, V.dateRequired],
    [{ ...order, description: ' ' }, V.descriptionRequired],
    [{ ...order, description: 'x'.repeat(201) }, V.descriptionMax],
    [{ ...order, reason: 'x'.repeat(2001) }, V.reasonMax],
    [{ ...order, lines: [] }, V.linesRequired],
    [{ ...order, lines: undefined }, V.linesRequired],
    [{ ...order, lines: Array.from({ length: 201 }, () => change) }, V.linesMax],
    [{ ...order, lines: [{ amount_cents: 5 }] }, V.lineTarget],
    [{ ...order, lines: [{ cost_code_id: id, amount_cents: 5 }] }, V.lineTarget],
    [{ ...order, lines: [{ commitment_line_id: 'x', amount_cents: 5 }] }, V.lineTarget],
    [{ ...order, lines: [{ ...change, amount_cents: 0 }] }, V.lineAmount],
    [{ ...order, lines: [{ ...change, amount_cents: 0.5 }] }, V.lineAmount],
    [{ ...order, lines: [{ ...change, amount_cents: -9e15 - 1 }] }, V.lineAmount],
    [{ ...order, lines: [{ ...change, description: 'x'.repeat(201) }] }, V.lineDescriptionMax],
  ])('%# refuses with its message', (input, message) => {
    expect(messageOf(ZCreateVendorChangeOrder, input)).toBe(message);
  });

  it('edits: absent fields stay; an empty reason clears it', () => {
    expect(ZUpdateVendorChangeOrder.parse({})).toEqual({});
    expect(ZUpdateVendorChangeOrder.parse({ reason: '' })).toEqual({ reason: null });
    expect(messageOf(ZUpdateVendorChangeOrder, { lines: [] })).toBe(V.linesRequired);
    expect(ZVendorChangeOrderListQuery.parse({ status: 'pending' })).toEqual({
      status: 'pending',
      page: 1,
      pageSize: 25,
    });
  });
});
