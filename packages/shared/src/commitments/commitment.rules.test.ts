import { describe, expect, it } from 'vitest';
import {
  acceptsChangeOrders,
  availableActions,
  canChangeAmounts,
  canEditHeader,
  changeOrderEffect,
  changeOrderProblems,
  commitmentFigures,
  commitmentTransition,
} from './commitment.rules.ts';
import { COMMITMENT_STATUSES } from './commitment.schemas.ts';

const lines = [
  { id: 'a', original_cents: 1_000_001, invoiced_cents: 0 },
  { id: 'b', original_cents: 250_099, invoiced_cents: 100_000 },
];

describe('commitmentFigures', () => {
  it('original, approved, revised, pending, invoiced and remaining to the cent', () => {
    const { lines: byLine, totals } = commitmentFigures(lines, [
      { status: 'approved', lines: [{ commitment_line_id: 'a', amount_cents: 12_345 }] },
      {
        status: 'approved',
        lines: [
          { commitment_line_id: 'b', amount_cents: -99 },
          { commitment_line_id: 'a', amount_cents: 1 },
        ],
      },
      {
        status: 'pending',
        lines: [
          { commitment_line_id: 'b', amount_cents: 500 },
          { commitment_line_id: null, amount_cents: 7_000 },
        ],
      },
      { status: 'rejected', lines: [{ commitment_line_id: 'a', amount_cents: 999_999 }] },
    ]);
    expect(byLine.get('a')).toEqual({
      original_cents: 1_000_001,
      approved_changes_cents: 12_346,
      revised_cents: 1_012_347,
      pending_changes_cents: 0,
      invoiced_cents: 0,
      remaining_cents: 1_012_347,
    });
    expect(byLine.get('b')).toEqual({
      original_cents: 250_099,
      approved_changes_cents: -99,
      revised_cents: 250_000,
      pending_changes_cents: 500,
      invoiced_cents: 100_000,
      remaining_cents: 150_000,
    });
    // The pending new line counts only in the total's pending.
    expect(totals).toEqual({
      original_cents: 1_250_100,
      approved_changes_cents: 12_247,
      revised_cents: 1_262_347,
      pending_changes_cents: 7_500,
      invoiced_cents: 100_000,
      remaining_cents: 1_162_347,
    });
  });

  it('an empty commitment is all zeros', () => {
    expect(commitmentFigures([], []).totals).toEqual({
      original_cents: 0,
      approved_changes_cents: 0,
      revised_cents: 0,
      pending_changes_cents: 0,
      invoiced_cents: 0,
      remaining_cents: 0,
    });
  });

  it('pending changes never move the revised figure', () => {
    const pendingOnly = commitmentFigures(lines, [
      { status: 'pending', lines: [{ commitment_line_id: 'a', amount_cents: -1_000_001 }] },
    ]);
    expect(pendingOnly.totals.revised_cents).toBe(1_250_100);
    expect(pendingOnly.totals.pending_changes_cents).toBe(-1_000_001);
  });
});

describe('changeOrderEffect and changeOrderProblems', () => {
  const schedule = [
    { id: 'a', line_number: 1, revised_cents: 10_000, invoiced_cents: 0 },
    { id: 'b', line_number: 2, revised_cents: 5_000, invoiced_cents: 4_000 },
  ];

  it('adds the changes of one schedule line together and lists new lines after', () => {
    const effect = changeOrderEffect(schedule, [
      { commitment_line_id: null, amount_cents: 300 },
      { commitment_line_id: 'b', amount_cents: -500 },
      { commitment_line_id: 'a', amount_cents: 200 },
      { commitment_line_id: 'b', amount_cents: -400 },
    ]);
    expect(effect).toEqual([
      {
        line_number: 1,
        commitment_line_id: 'a',
        revised_before_cents: 10_000,
        change_cents: 200,
        revised_after_cents: 10_200,
        invoiced_cents: 0,
      },
      {
        line_number: 2,
        commitment_line_id: 'b',
        revised_before_cents: 5_000,
        change_cents: -900,
        revised_after_cents: 4_100,
        invoiced_cents: 4_000,
      },
      {
        line_number: null,
        commitment_line_id: null,
        revised_before_cents: 0,
        change_cents: 300,
        revised_after_cents: 300,
        invoiced_cents: 0,
      },
    ]);
    expect(changeOrderProblems(effect)).toEqual([]);
  });

  it('refuses a line below zero and a line below what was invoiced on it', () => {
    const effect = changeOrderEffect(schedule, [
      { commitment_line_id: 'a', amount_cents: -10_001 },
      { commitment_line_id: 'b', amount_cents: -1_001 },
      { commitment_line_id: null, amount_cents: -1 },
    ]);
    expect(changeOrderProblems(effect)).toEqual([
      'Line 1: revised amount cannot be negative',
      'Line 2: revised amount cannot be below the $40.00 invoiced on it',
      'New line: revised amount cannot be negative',
    ]);
  });

  it('down to exactly zero, or exactly the invoiced amount, is fine', () => {
    const effect = changeOrderEffect(schedule, [
      { commitment_line_id: 'a', amount_cents: -10_000 },
      { commitment_line_id: 'b', amount_cents: -1_000 },
    ]);
    expect(changeOrderProblems(effect)).toEqual([]);
  });
});

describe('status transitions', () => {
  it('draft → issued → executed → closed', () => {
    expect(commitmentTransition('draft', 'issue', 0)).toEqual({ ok: true, status: 'issued' });
    expect(commitmentTransition('issued', 'execute', 0)).toEqual({ ok: true, status: 'executed' });
    expect(commitmentTransition('executed', 'close', 0)).toEqual({ ok: true, status: 'closed' });
  });

  it.each([
    ['draft', 'execute', 'Cannot execute a draft commitment'],
    ['draft', 'close', 'Cannot close a draft commitment'],
    ['issued', 'issue', 'Cannot issue an issued commitment'],
    ['executed', 'execute', 'Cannot execute an executed commitment'],
    ['closed', 'void', 'Cannot void a closed commitment'],
    ['void', 'issue', 'Cannot issue a void commitment'],
  ] as const)('%s → %s refused', (status, action, message) => {
    expect(commitmentTransition(status, action, 0)).toEqual({ ok: false, message });
  });

  it('void only while nothing has been invoiced', () => {
    for (const status of ['draft', 'issued', 'executed'] as const) {
      expect(commitmentTransition(status, 'void', 0)).toEqual({ ok: true, status: 'void' });
      expect(commitmentTransition(status, 'void', 1)).toEqual({
        ok: false,
        message: 'A commitment with invoices against it cannot be voided',
      });
    }
  });

  it('actions offered and what may change per status', () => {
    expect(availableActions('draft')).toEqual(['issue', 'void']);
    expect(availableActions('issued')).toEqual(['execute', 'void']);
    expect(availableActions('executed')).toEqual(['close', 'void']);
    expect(availableActions('closed')).toEqual([]);
    expect(availableActions('void')).toEqual([]);
    expect(COMMITMENT_STATUSES.filter(canChangeAmounts)).toEqual(['draft', 'issued']);
    expect(COMMITMENT_STATUSES.filter(canEditHeader)).toEqual(['draft', 'issued', 'executed']);
    expect(COMMITMENT_STATUSES.filter(acceptsChangeOrders)).toEqual(['issued', 'executed']);
  });
});
