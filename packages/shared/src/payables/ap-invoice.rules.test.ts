import { describe, expect, it } from 'vitest';
import { can } from '../roles/permissions.ts';
import {
  amountFromPercent,
  apInvoiceApprover,
  apLineProblems,
  approverRefusal,
  complianceHold,
  computeApInvoice,
  dueDateFromTerms,
  mayApproveApInvoice,
  overCommitments,
  percentOfCommitted,
  type TApLineCalcInput,
  type TApLineCheck,
  type TScheduleLineStanding,
} from './ap-invoice.rules.ts';
import { ZCreateApInvoice } from './ap-invoice.schemas.ts';

const line = (over: Partial<TApLineCalcInput>): TApLineCalcInput => ({
  commitment_id: 'SC1',
  default_bps: 1000,
  amount_cents: 0,
  retainage_bps: null,
  retainage_cents: null,
  ...over,
});

describe('computeApInvoice', () => {
  it('withholds the commitment percent of the lines together, allocated by largest remainder', () => {
    // Per line, 10 % of 105 ¢ is 10.5 → 11 ¢ three times = 33 ¢: a cent more than 10 % of the invoice.
    const calc = computeApInvoice([
      line({ amount_cents: 105 }),
      line({ amount_cents: 105 }),
      line({ amount_cents: 105 }),
    ]);
    // 10 % of 315 = 31.5 → 32, split 105:105:105 → 11, 11, 10 (remainders tie: earlier lines first).
    expect(calc.lines.map((l) => l.retainage_cents)).toEqual([11, 11, 10]);
    expect(calc).toMatchObject({ gross_cents: 315, retainage_cents: 32, net_cents: 283 });
    expect(calc.lines.every((l) => l.retainage_bps === 1000 && !l.is_override)).toBe(true);
  });

  it('a golden subcontract invoice: $12,345.67 and $7,654.33 at 10 % withhold exactly $2,000.00', () => {
    const calc = computeApInvoice([line({ amount_cents: 1_234_567 }), line({ amount_cents: 765_433 })]);
    expect(calc.lines.map((l) => l.retainage_cents)).toEqual([123_457, 76_543]);
    expect(calc).toMatchObject({ gross_cents: 2_000_000, retainage_cents: 200_000, net_cents: 1_800_000 });
  });

  it('direct cost and overhead withhold nothing unless a percent or amount is typed, and that is an override', () => {
    const calc = computeApInvoice([
      line({ commitment_id: null, default_bps: 0, amount_cents: 50_000 }),
      line({ commitment_id: null, default_bps: 0, amount_cents: 10_001, retainage_bps: 500 }),
      line({ commitment_id: null, default_bps: 0, amount_cents: 20_000, retainage_cents: 1_234 }),
    ]);
    expect(calc.lines).toEqual([
      { retainage_bps: 0, retainage_cents: 0, is_override: false },
      { retainage_bps: 500, retainage_cents: 500, is_override: true },
      { retainage_bps: null, retainage_cents: 1_234, is_override: true },
    ]);
    expect(calc).toMatchObject({ gross_cents: 80_001, retainage_cents: 1_734, net_cents: 78_267 });
  });

  it('another percent on a commitment line is its own group; the same percent typed is not an override', () => {
    const calc = computeApInvoice([
      line({ amount_cents: 100_000 }),
      line({ amount_cents: 100_000, retainage_bps: 500 }),
      line({ amount_cents: 100_000, retainage_bps: 1000 }),
      line({ commitment_id: 'SC2', default_bps: 1000, amount_cents: 33_333 }),
    ]);
    expect(calc.lines.map((l) => [l.retainage_cents, l.is_override])).toEqual([
      [10_000, false],
      [5_000, true],
      [10_000, false],
      [3_333, false],
    ]);
    expect(calc.retainage_cents).toBe(28_333);
  });
});

describe('dates and percents', () => {
  it('due date is the invoice date plus the terms, across months and leap days', () => {
    expect(dueDateFromTerms('2026-01-31', 30)).toBe('2026-03-02');
    expect(dueDateFromTerms('2028-02-15', 14)).toBe('2028-02-29');
    expect(dueDateFromTerms('2026-03-01', 0)).toBe('2026-03-01');
  });

  it('a percent this period is of the committed amount, half up; the % shown is rounded down', () => {
    expect(amountFromPercent(1_000_000, 2_500)).toBe(250_000);
    expect(amountFromPercent(333_333, 3_333)).toBe(111_100);
    expect(percentOfCommitted(250_000, 1_000_000)).toBe(2_500);
    expect(percentOfCommitted(1, 3)).toBe(3_333);
    expect(percentOfCommitted(100, 0)).toBeNull();
  });
});

const check = (over: Partial<TApLineCheck>): TApLineCheck => ({
  kind: 'commitment',
  commitment_line_id: 'L1',
  job_id: null,
  cost_code_id: null,
  cost_category_id: null,
  expense_account_id: null,
  amount_cents: 100,
  default_bps: 1000,
  retainage_bps: 1000,
  retainage_cents: 10,
  is_override: false,
  retainage_override_reason: null,
  ...over,
});

describe('apLineProblems', () => {
  it('names what each kind needs', () => {
    expect(apLineProblems(check({}))).toEqual([]);
    expect(apLineProblems(check({ commitment_line_id: null, amount_cents: null }))).toEqual([
      'Choose the commitment line this bills',
      'Enter an amount above zero',
    ]);
    expect(apLineProblems(check({ kind: 'job_cost', commitment_line_id: null, default_bps: 0 }))).toEqual([
      'Choose a job',
      'Choose a cost code',
      'Choose a cost category',
    ]);
    expect(apLineProblems(check({ kind: 'overhead', commitment_line_id: null }))).toEqual([
      'Choose an expense account',
    ]);
  });

  it('a retainage above the amount, and an override without its reason, are refused', () => {
    expect(apLineProblems(check({ retainage_cents: 101 }))).toEqual([
      'Retainage cannot be more than the amount',
    ]);
    expect(apLineProblems(check({ retainage_bps: 500, retainage_cents: 5, is_override: true }))).toEqual([
      "A retainage other than the commitment's 10.00 % needs a reason",
    ]);
    expect(
      apLineProblems(
        check({
          kind: 'job_cost',
          commitment_line_id: null,
          job_id: 'J',
          cost_code_id: 'C',
          cost_category_id: 'S',
          is_override: true,
          retainage_override_reason: '  ',
        }),
      ),
    ).toEqual(['Retainage on a direct cost or overhead line needs a reason']);
    expect(
      apLineProblems(
        check({ is_override: true, retainage_override_reason: 'Owner holds 5 % on this scope' }),
      ),
    ).toEqual([]);
  });
});

describe('overCommitments', () => {
  const standing = new Map<string, TScheduleLineStanding>([
    [
      'L1',
      {
        id: 'L1',
        label: 'J-26-001-SC-01 line 1 (03-3000 S)',
        revised_cents: 1_000_000,
        invoiced_cents: 600_000,
        pending_invoices_cents: 0,
        pending_changes_cents: 200_000,
      },
    ],
    [
      'L2',
      {
        id: 'L2',
        label: 'J-26-001-SC-01 line 2 (09-2000 S)',
        revised_cents: 500_000,
        invoiced_cents: 100_000,
        pending_invoices_cents: 150_000,
        pending_changes_cents: 0,
      },
    ],
  ]);

  it('allows up to what remains, lines on one schedule line adding up', () => {
    expect(
      overCommitments(
        [
          { commitment_line_id: 'L1', amount_cents: 300_000 },
          { commitment_line_id: 'L1', amount_cents: 100_000 },
          { commitment_line_id: null, amount_cents: 9_999_999 },
          { commitment_line_id: 'L2', amount_cents: 250_000 },
        ],
        standing,
      ),
    ).toEqual([]);
  });

  it('refuses past it with the figures and what would cover it', () => {
    expect(
      overCommitments(
        [
          { commitment_line_id: 'L1', amount_cents: 300_000 },
          { commitment_line_id: 'L2', amount_cents: 250_001 },
          { commitment_line_id: 'L1', amount_cents: 100_001 },
        ],
        standing,
      ).map((o) => [o.indexes, o.message]),
    ).toEqual([
      [
        [0, 2],
        'Line 1, 3: $4,000.01 is more than the $4,000.00 remaining on J-26-001-SC-01 line 1 (03-3000 S) (committed $10,000.00, invoiced $6,000.00) — a pending change order of $2,000.00 must be approved first',
      ],
      [
        [1],
        'Line 2: $2,500.01 is more than the $2,500.00 remaining on J-26-001-SC-01 line 2 (09-2000 S) (committed $5,000.00, invoiced $1,000.00, $1,500.00 on invoices not yet approved) — an approved change order must raise it first',
      ],
    ]);
  });
});

describe('who approves', () => {
  const pat = { id: 'U-PAT', name: 'Pat Manager' };
  const jobs = (...managers: ({ id: string; name: string } | null)[]) =>
    managers.map((m, i) => ({ job_number: `J-26-00${i + 1}`, project_manager: m }));

  it('the office setting: company admins and accountants, internal staff always', () => {
    const verdict = apInvoiceApprover({ setting: 'office', jobs: jobs(pat), has_line_without_job: false });
    expect(verdict).toEqual({ kind: 'office', label: 'a company admin or accountant' });
    expect(mayApproveApInvoice(verdict, { user_id: 'X', roles: ['accountant'] })).toBe(true);
    expect(mayApproveApInvoice(verdict, { user_id: 'U-PAT', roles: ['project_manager'] })).toBe(false);
    expect(mayApproveApInvoice(verdict, { user_id: 'X', roles: ['super_admin'] })).toBe(true);
  });

  it("the project manager setting: the jobs' one manager, not the office", () => {
    const verdict = apInvoiceApprover({
      setting: 'project_manager',
      jobs: jobs(pat, pat),
      has_line_without_job: false,
    });
    expect(verdict).toEqual({
      kind: 'project_manager',
      user_id: 'U-PAT',
      name: 'Pat Manager',
      label: "J-26-001, J-26-002's project manager, Pat Manager",
    });
    expect(mayApproveApInvoice(verdict, { user_id: 'U-PAT', roles: ['project_manager'] })).toBe(true);
    expect(mayApproveApInvoice(verdict, { user_id: 'U-OTHER', roles: ['project_manager'] })).toBe(false);
    expect(mayApproveApInvoice(verdict, { user_id: 'U-ADMIN', roles: ['company_admin'] })).toBe(false);
    expect(mayApproveApInvoice(verdict, { user_id: 'U-DIR', roles: ['director'] })).toBe(true);
    expect(approverRefusal(verdict)).toBe(
      "This invoice is approved by J-26-001, J-26-002's project manager, Pat Manager",
    );
  });

  it('falls back to the office, saying why', () => {
    const label = (input: Parameters<typeof apInvoiceApprover>[0]) => apInvoiceApprover(input).label;
    expect(label({ setting: 'project_manager', jobs: jobs(pat, null), has_line_without_job: false })).toBe(
      'a company admin or accountant (J-26-002 has no project manager)',
    );
    expect(
      label({
        setting: 'project_manager',
        jobs: jobs(pat, { id: 'U-SAM', name: 'Sam' }),
        has_line_without_job: false,
      }),
    ).toBe('a company admin or accountant (the jobs have different project managers)');
    expect(label({ setting: 'project_manager', jobs: jobs(pat), has_line_without_job: true })).toBe(
      "a company admin or accountant (overhead is not a job's)",
    );
  });

  it('the permission table: entering by office roles, approving by approvers, posting and paying by the books', () => {
    expect(can(['project_manager'], 'payables:write')).toBe(true);
    expect(can(['third_party'], 'payables:write')).toBe(true);
    expect(can(['superintendent'], 'payables:read')).toBe(false);
    expect(can(['project_manager'], 'payables:approve')).toBe(true);
    expect(can(['third_party'], 'payables:approve')).toBe(false);
    expect(can(['project_manager'], 'payables:post')).toBe(false);
    expect(can(['accountant'], 'payables:post')).toBe(true);
    expect(can(['third_party'], 'payables:pay')).toBe(false);
    expect(can(['company_admin'], 'payables:pay')).toBe(true);
  });
});

describe('holds and the schema', () => {
  it('an expired vendor is held only when the company says so', () => {
    const expired = {
      status: 'expired',
      reasons: ['General liability insurance expired on 2026-01-31', 'No W-9 on file'],
    };
    expect(complianceHold(expired, false)).toBeNull();
    expect(complianceHold({ status: 'expiring', reasons: [] }, true)).toBeNull();
    expect(complianceHold(expired, true)).toEqual({
      kind: 'compliance_expired',
      reason: 'Vendor compliance expired: General liability insurance expired on 2026-01-31',
    });
  });

  it('refuses a due date before the invoice date and a missing number', () => {
    const base = {
      vendor_id: '00000000-0000-4000-8000-000000000001',
      invoice_number: ' 1042 ',
      invoice_date: '2026-03-02',
      lines: [{ kind: 'overhead', amount_cents: 100 }],
    };
    expect(ZCreateApInvoice.parse(base)).toMatchObject({ invoice_number: '1042', due_date: null });
    expect(ZCreateApInvoice.safeParse({ ...base, due_date: '2026-03-01' }).error?.issues[0]?.message).toBe(
      'The due date cannot be before the invoice date',
    );
    expect(ZCreateApInvoice.safeParse({ ...base, invoice_number: ' ' }).error?.issues[0]?.message).toBe(
      "Enter the vendor's invoice number",
    );
    expect(ZCreateApInvoice.safeParse({ ...base, lines: [] }).error?.issues[0]?.message).toBe(
      'Add at least one line',
    );
  });
});
