import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../auth/auth.schemas.ts';
import {
  formatJobNumber,
  JOB_MESSAGES,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  jobCreatedDescription,
  jobYearSuffix,
  ZCreateJob,
  ZJobListQuery,
  ZJobNumber,
  ZUpdateJob,
} from './job.schemas.ts';

const customerId = '0b6f1c3e-2d4a-4b8e-9f1a-3c5d7e9f1a2b';
const valid = { customer_id: customerId, project_name: 'Main Street Remodel' };

function messageOf(input: unknown): string | null {
  const result = ZCreateJob.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('job messages are the spec words', () => {
  it('verbatim', () => {
    expect(JOB_MESSAGES).toMatchObject({
      invalidNumber: 'Invalid job number format',
      nameRequired: 'Job name is required',
      nameMax: 'Job name must be less than 200 characters',
      customerRequired: 'Customer is required',
      created: 'Job created successfully',
      createFailed: 'Error creating job',
      numberFailed: 'Error generating job number. Please try again.',
      organizationOrNumberMissing: 'Organization or job number not available',
      completionBeforeStart: 'Estimated completion cannot be before the start date',
    });
    expect(jobCreatedDescription('J-26-001')).toBe('Job J-26-001 has been created.');
  });
  it('statuses and labels', () => {
    expect(JOB_STATUSES).toEqual(['active', 'completed', 'on-hold', 'cancelled']);
    expect(JOB_STATUS_LABELS['on-hold']).toBe('On Hold');
    expect(Object.keys(JOB_STATUS_LABELS)).toEqual([...JOB_STATUSES]);
  });
});

describe('job number helpers', () => {
  it('year suffix and formatting', () => {
    expect(jobYearSuffix(new Date(2026, 0, 1))).toBe('26');
    expect(jobYearSuffix(new Date(2105, 5, 1))).toBe('05');
    expect(formatJobNumber('26', 1)).toBe('J-26-001');
    expect(formatJobNumber('26', 42)).toBe('J-26-042');
    expect(formatJobNumber('26', 999)).toBe('J-26-999');
    expect(formatJobNumber('26', 1000)).toBe('J-26-1000');
  });
});

describe('job number format', () => {
  it.each([
    ['J-26-001', true],
    ['J-26-999', true],
    ['J-26-1000', true],
    ['J-2026-001', false],
    ['J-26-01', false],
    ['j-26-001', false],
    ['', false],
  ])('%j → %s', (value, ok) => {
    const result = ZJobNumber.safeParse(value);
    expect(result.success).toBe(ok);
    if (!result.success) expect(firstIssueMessage(result.error)).toBe('Invalid job number format');
  });
});

describe('ZCreateJob', () => {
  it('defaults: status active, no dates, no budget, no project manager, no superintendent', () => {
    expect(ZCreateJob.parse(valid)).toEqual({
      ...valid,
      start_date: null,
      estimated_completion_date: null,
      budget_cents: null,
      status: 'active',
      project_manager_id: null,
      superintendent_id: null,
    });
  });
  it('a superintendent is a person id; empty clears it', () => {
    expect(ZCreateJob.parse({ ...valid, superintendent_id: '' }).superintendent_id).toBeNull();
    expect(ZCreateJob.safeParse({ ...valid, superintendent_id: 'sam' }).error?.issues[0]?.message).toBe(
      'Choose a superintendent of the company',
    );
    expect(ZUpdateJob.parse({}).superintendent_id).toBeUndefined();
  });
  it('a project manager is a person id; empty clears it', () => {
    expect(ZCreateJob.parse({ ...valid, project_manager_id: '' }).project_manager_id).toBeNull();
    expect(ZCreateJob.safeParse({ ...valid, project_manager_id: 'pat' }).error?.issues[0]?.message).toBe(
      'Choose a project manager of the company',
    );
    expect(ZUpdateJob.parse({}).project_manager_id).toBeUndefined();
    expect(ZUpdateJob.parse({ project_manager_id: null }).project_manager_id).toBeNull();
  });
  it('empty dates become null; names are trimmed', () => {
    const parsed = ZCreateJob.parse({
      ...valid,
      project_name: '  Barn  ',
      start_date: '',
      estimated_completion_date: '',
      budget_cents: 0,
    });
    expect(parsed).toMatchObject({ project_name: 'Barn', start_date: null, estimated_completion_date: null });
    expect(parsed.budget_cents).toBe(0);
  });
  it.each(JOB_STATUSES)('accepts status %s', (status) => {
    expect(messageOf({ ...valid, status })).toBeNull();
  });
  it.each([
    [{ project_name: 'x' }, 'Customer is required'],
    [{ ...valid, customer_id: '' }, 'Customer is required'],
    [{ ...valid, customer_id: 'nope' }, 'Customer is required'],
    [{ ...valid, project_name: '' }, 'Job name is required'],
    [{ ...valid, project_name: '   ' }, 'Job name is required'],
    [{ customer_id: customerId }, 'Job name is required'],
    [{ ...valid, project_name: 'x'.repeat(201) }, 'Job name must be less than 200 characters'],
    [
      { ...valid, start_date: '2026-05-02', estimated_completion_date: '2026-05-01' },
      'Estimated completion cannot be before the start date',
    ],
    [{ ...valid, start_date: '2026-02-30' }, JOB_MESSAGES.invalidDate],
    [{ ...valid, start_date: '05/01/2026' }, JOB_MESSAGES.invalidDate],
    [{ ...valid, budget_cents: -1 }, JOB_MESSAGES.invalidBudget],
    [{ ...valid, budget_cents: 1.5 }, JOB_MESSAGES.invalidBudget],
    [{ ...valid, budget_cents: 9e15 + 1 }, JOB_MESSAGES.invalidBudget],
    [{ ...valid, budget_cents: '100' }, JOB_MESSAGES.invalidBudget],
    [{ ...valid, status: 'closed' }, JOB_MESSAGES.invalidStatus],
  ])('%j → %s', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });
  it('accepts the limits and equal dates', () => {
    expect(
      messageOf({
        ...valid,
        project_name: 'x'.repeat(200),
        start_date: '2024-02-29',
        estimated_completion_date: '2024-02-29',
        budget_cents: 9e15,
      }),
    ).toBeNull();
  });
});

describe('ZUpdateJob', () => {
  it('applies no defaults and keeps absent fields absent', () => {
    expect(ZUpdateJob.parse({})).toEqual({});
    expect(ZUpdateJob.parse({ status: 'on-hold' })).toEqual({ status: 'on-hold' });
    expect(ZUpdateJob.parse({ start_date: '', budget_cents: null })).toEqual({
      start_date: null,
      budget_cents: null,
    });
  });
  it('checks dates when both are given', () => {
    const result = ZUpdateJob.safeParse({
      start_date: '2026-06-01',
      estimated_completion_date: '2026-01-01',
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueMessage(result.error)).toBe(JOB_MESSAGES.completionBeforeStart);
  });
  it('validates what is given', () => {
    expect(ZUpdateJob.safeParse({ project_name: '' }).success).toBe(false);
    expect(ZUpdateJob.safeParse({ customer_id: 'x' }).success).toBe(false);
  });
});

describe('ZJobListQuery', () => {
  it('defaults and filters', () => {
    expect(ZJobListQuery.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(ZJobListQuery.parse({ status: 'on-hold', customerId, page: '2' })).toEqual({
      status: 'on-hold',
      customerId,
      page: 2,
      pageSize: 25,
    });
    expect(ZJobListQuery.parse({ status: 'all' }).status).toBe('all');
  });
  it.each([{ status: 'closed' }, { customerId: 'x' }, { pageSize: '500' }])('refuses %j', (query) => {
    expect(ZJobListQuery.safeParse(query).success).toBe(false);
  });
});
