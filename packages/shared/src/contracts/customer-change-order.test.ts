import { describe, expect, it } from 'vitest';
import {
  budgetChangeProblems,
  customerChangeOrderLabel,
  scheduleChangeEffect,
  scheduleChangeProblems,
} from './customer-change-order.rules.ts';
import {
  CUSTOMER_CHANGE_ORDER_MESSAGES as M,
  ZCreateCustomerChangeOrder,
  ZUpdateCustomerChangeOrder,
} from './customer-change-order.schemas.ts';

const LINE = '00000000-0000-4000-8000-000000000001';
const CODE = '00000000-0000-4000-8000-000000000002';
const CAT = '00000000-0000-4000-8000-000000000003';
const order = {
  job_id: '00000000-0000-4000-8000-000000000009',
  change_order_date: '2026-03-01',
  description: 'Added canopy',
  contract_lines: [{ contract_line_id: LINE, amount_cents: 5000 }],
};
const firstMessage = (input: unknown) =>
  ZCreateCustomerChangeOrder.safeParse(input).error?.issues[0]?.message;

describe('customer change order input', () => {
  it('a change of a line, a new line, a budget line; the reference is optional', () => {
    const parsed = ZCreateCustomerChangeOrder.parse({
      ...order,
      customer_reference: ' ',
      contract_lines: [
        { contract_line_id: LINE, cost_code_id: CODE, amount_cents: -500 },
        { description: 'Canopy', cost_code_id: CODE, amount_cents: 7000 },
      ],
      budget_lines: [{ cost_code_id: CODE, cost_category_id: CAT, amount_cents: 4000 }],
    });
    expect(parsed.customer_reference).toBeNull();
    expect(parsed.contract_lines[0]?.cost_code_id).toBeNull();
    expect(parsed.contract_lines[1]).toMatchObject({ contract_line_id: null, cost_code_id: CODE });
    expect(customerChangeOrderLabel(3)).toBe('CCO-03');
  });

  it('names every refused field', () => {
    expect(firstMessage({ ...order, job_id: 'x' })).toBe(M.jobRequired);
    expect(firstMessage({ ...order, change_order_date: '2026-02-30' })).toBe(M.dateRequired);
    expect(firstMessage({ ...order, description: '' })).toBe(M.descriptionRequired);
    expect(firstMessage({ ...order, description: 'x'.repeat(200) })).toBe(M.descriptionMax);
    expect(firstMessage({ ...order, customer_reference: 'x'.repeat(100) })).toBe(M.referenceMax);
    expect(firstMessage({ ...order, contract_lines: [] })).toBe(M.linesRequired);
    expect(firstMessage({ ...order, contract_lines: Array(201).fill(order.contract_lines[0]) })).toBe(
      M.linesMax,
    );
    expect(firstMessage({ ...order, contract_lines: [{ contract_line_id: LINE, amount_cents: 0 }] })).toBe(
      M.lineAmount,
    );
    expect(firstMessage({ ...order, contract_lines: [{ contract_line_id: 'x', amount_cents: 1 }] })).toBe(
      M.lineNotOnContract,
    );
    expect(firstMessage({ ...order, contract_lines: [{ amount_cents: 1 }] })).toBe(M.newLineDescription);
    expect(
      firstMessage({ ...order, contract_lines: [{ description: 'x'.repeat(200), amount_cents: 1 }] }),
    ).toBe(M.lineDescriptionMax);
    expect(firstMessage({ ...order, budget_lines: [{ cost_code_id: CODE, amount_cents: 1 }] })).toBe(
      M.budgetTarget,
    );
    expect(ZUpdateCustomerChangeOrder.parse({ customer_reference: '' })).toEqual({
      customer_reference: null,
    });
  });
});

describe('effect on the schedule and the budget', () => {
  const schedule = [
    { id: 'a', line_number: 1, scheduled_cents: 10_000, billed_cents: 6_000 },
    { id: 'b', line_number: 2, scheduled_cents: 5_000, billed_cents: 0 },
  ];

  it('adds changes of one line, then new lines from 0', () => {
    const effect = scheduleChangeEffect(schedule, [
      { contract_line_id: 'b', amount_cents: -1_000 },
      { contract_line_id: null, amount_cents: 2_500 },
      { contract_line_id: 'b', amount_cents: 300 },
    ]);
    expect(effect.map((e) => [e.line_number, e.scheduled_before_cents, e.scheduled_after_cents])).toEqual([
      [2, 5_000, 4_300],
      [null, 0, 2_500],
    ]);
    expect(scheduleChangeProblems(effect)).toEqual([]);
  });

  it('refuses a line below zero or below what has been billed on it', () => {
    const effect = scheduleChangeEffect(schedule, [
      { contract_line_id: 'a', amount_cents: -4_001 },
      { contract_line_id: 'b', amount_cents: -5_001 },
      { contract_line_id: null, amount_cents: -1 },
    ]);
    expect(scheduleChangeProblems(effect)).toEqual([
      'Line 1: scheduled value cannot be below the $60.00 billed on it',
      'Line 2: scheduled value cannot be negative',
      'New line: scheduled value cannot be negative',
    ]);
  });

  it('refuses a budget below zero', () => {
    const budget = [{ key: 'k', label: '03-1000 L', revised_cents: 1_000 }];
    expect(budgetChangeProblems(budget, [{ key: 'k', label: '03-1000 L', amount_cents: -1_000 }])).toEqual(
      [],
    );
    expect(
      budgetChangeProblems(budget, [
        { key: 'k', label: '03-1000 L', amount_cents: -1_001 },
        { key: 'n', label: '09-2000 M', amount_cents: -1 },
      ]),
    ).toEqual([
      'Budget 03-1000 L: revised budget cannot be negative',
      'Budget 09-2000 M: revised budget cannot be negative',
    ]);
  });
});
