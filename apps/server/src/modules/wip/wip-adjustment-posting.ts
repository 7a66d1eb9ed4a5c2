import type { TPostingLine } from '../ledger/post-entry.ts';

export type TWipAdjustmentPostingInput = {
  /** 'WIP 2026-01-31': the lines' memo prefix. */
  label: string;
  accounts: { revenue: string; overbillings: string; underbillings: string };
  /** The schedule's jobs in order; jobs billed exactly as earned post nothing. */
  jobs: readonly { job_number: string; over_under_cents: number }[];
};

/**
 * The posting rule of a WIP adjustment (pure, golden-tested):
 *   1. Dr contract revenue the total over-billings (revenue billed but not yet earned);
 *   2. Cr billings in excess of costs and estimated earnings (2100), one line per over-billed job;
 *   3. Dr costs and estimated earnings in excess of billings (1200), one line per under-billed job;
 *   4. Cr contract revenue the total under-billings (revenue earned but not yet billed).
 * The balance-sheet lines name their job in the memo but carry no job_id: a line with a job must name
 * a cost code and category, and every such line counts as the job's COST (the job-cost balances take
 * every line with a job), which an over/under billing is not. Revenue lines carry no job either, as the
 * billing's own revenue lines do not. Debits equal credits by construction; nothing to post gives [].
 */
export function wipAdjustmentLines(input: TWipAdjustmentPostingInput): TPostingLine[] {
  const over = input.jobs.filter((j) => j.over_under_cents > 0);
  const under = input.jobs.filter((j) => j.over_under_cents < 0);
  const overTotal = over.reduce((s, j) => s + j.over_under_cents, 0);
  const underTotal = under.reduce((s, j) => s - j.over_under_cents, 0);
  const { accounts, label } = input;
  return [
    ...(overTotal > 0
      ? [
          {
            accountId: accounts.revenue,
            debitCents: overTotal,
            creditCents: 0,
            memo: `${label}: over-billings (billings in excess of costs and estimated earnings)`,
          },
        ]
      : []),
    ...over.map((j) => ({
      accountId: accounts.overbillings,
      debitCents: 0,
      creditCents: j.over_under_cents,
      memo: `${label}: ${j.job_number} over-billed`,
    })),
    ...under.map((j) => ({
      accountId: accounts.underbillings,
      debitCents: -j.over_under_cents,
      creditCents: 0,
      memo: `${label}: ${j.job_number} under-billed`,
    })),
    ...(underTotal > 0
      ? [
          {
            accountId: accounts.revenue,
            debitCents: 0,
            creditCents: underTotal,
            memo: `${label}: under-billings (costs and estimated earnings in excess of billings)`,
          },
        ]
      : []),
  ];
}
