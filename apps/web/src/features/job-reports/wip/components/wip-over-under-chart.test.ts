import type { TWipSchedule } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { chartPoints } from './wip-over-under-chart';

const row = (job: string, overUnder: number) =>
  ({
    job_id: job,
    job_number: job,
    job_name: `Job ${job}`,
    over_under_cents: overUnder,
  }) as TWipSchedule['rows'][number];

describe('chartPoints', () => {
  it('charts the largest over/under billings, in job order, over up and under down', () => {
    const schedule = {
      rows: [row('J-1', 500), row('J-2', -9000), row('J-3', 0), row('J-4', 100), row('J-5', 7000)],
    } as TWipSchedule;
    expect(chartPoints(schedule, 3)).toEqual([
      { job: 'J-1', name: 'Job J-1', over: 500, under: 0 },
      { job: 'J-2', name: 'Job J-2', over: 0, under: -9000 },
      { job: 'J-5', name: 'Job J-5', over: 7000, under: 0 },
    ]);
  });
});
