import { addDays } from '@groundwork/shared/payroll/workweek';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { call } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { certifiedTime, postedRun, type TWh347World, wh347World } from './helpers/wh347-fixture.ts';

/**
 * Random certified weeks through the whole product: time on the certified job (each worker in one
 * classification that week, so the run passes the prevailing-wage checks) and on the other job, a
 * weekly run calculated by the real engine, approved and posted, then the week's WH-347. For every week:
 *   - Σ gross for this project = the payroll register of the job and week (Σ posted earning lines);
 *   - Σ hours = the time on the job that week; rows = the worker × class pairs with time there;
 *   - Σ gross for all work = every posted earning line of those workers dated in the week;
 *   - net = all work − deductions.
 */

let t: TestApp;
let w: TWh347World;
let week = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await wh347World(t, 'admin@wh347-prop.co');
});
afterAll(() => t.close());

const quarter = (max: number) => fc.integer({ min: 0, max: max * 4 }).map((q) => q / 4);
const workerWeek = fc.record({
  isLaborer: fc.boolean(),
  certified: fc.array(quarter(10), { minLength: 7, maxLength: 7 }),
  other: fc.array(quarter(4), { minLength: 7, maxLength: 7 }),
});

describe('WH-347 totals equal the payroll register', () => {
  it('for random posted weeks', async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(workerWeek, workerWeek), async (weeks) => {
        // A new week each time (Mondays from 2026-04-06): every run pays its own week.
        const monday = addDays('2026-04-06', 7 * week++);
        const sunday = addDays(monday, 6);
        const workers = [w.alex, w.blair];
        const lines = weeks.flatMap((plan, i) =>
          plan.certified
            .flatMap((hours, day) => [
              hours > 0
                ? {
                    employeeId: workers[i]?.employeeId ?? '',
                    date: addDays(monday, day),
                    hours: hours.toFixed(2),
                    wageClassId: plan.isLaborer ? w.classes.laborer : w.classes.electrician,
                    classification: plan.isLaborer ? 'Laborer' : 'Electrician',
                  }
                : null,
              (plan.other[day] ?? 0) > 0
                ? {
                    employeeId: workers[i]?.employeeId ?? '',
                    date: addDays(monday, day),
                    hours: (plan.other[day] ?? 0).toFixed(2),
                    wageClassId: null,
                    classification: null,
                  }
                : null,
            ])
            .filter((l) => l !== null),
        );
        if (lines.length === 0) return;
        await certifiedTime(t, w, lines);
        await postedRun(t, w, { start: monday, end: sunday, checkDate: addDays(sunday, 5) });
        const made = await call(t, w.accountant.token, 'POST', '/api/v1/certified-reports', {
          job_id: w.jobs.one,
          week_ending: sunday,
        });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        const totals = made.body.content.totals;

        const [register] = rowsOf<{ cents: string }>(
          await t.db.execute(sql`select coalesce(sum(l.amount_cents), 0)::text as cents from payroll_check_lines l
            join payroll_runs r on r.id = l.run_id and r.status = 'posted'
            where l.line_type = 'earning' and l.job_id = ${w.jobs.one}::uuid
              and l.work_date between ${monday}::date and ${sunday}::date`),
        );
        expect(totals.project_gross_cents).toBe(Number(register?.cents));

        const onJob = lines.filter((l) => l.wageClassId !== null);
        const hundredths = onJob.reduce((s, l) => s + Math.round(Number(l.hours) * 100), 0);
        expect(Math.round(Number(totals.total_hours) * 100)).toBe(hundredths);
        expect(made.body.content.rows).toHaveLength(new Set(onJob.map((l) => l.employeeId)).size);

        const ids = [...new Set(onJob.map((l) => l.employeeId))];
        const [allWork] = rowsOf<{ cents: string }>(
          await t.db.execute(sql`select coalesce(sum(l.amount_cents), 0)::text as cents from payroll_check_lines l
            join payroll_runs r on r.id = l.run_id and r.status = 'posted'
            where l.line_type = 'earning' and l.work_date between ${monday}::date and ${sunday}::date
              and l.employee_id in (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`),
        );
        expect(totals.all_work_gross_cents).toBe(ids.length === 0 ? 0 : Number(allWork?.cents));
        expect(totals.net_cents).toBe(totals.all_work_gross_cents - totals.deductions.total_cents);
      }),
      // Each run takes a new week of 2026 (the year with tax parameters): no shrinking past them.
      { numRuns: 6, endOnFailure: true },
    );
  });
});
