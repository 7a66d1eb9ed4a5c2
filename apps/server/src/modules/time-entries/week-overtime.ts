import {
  applyOvertime,
  type TOvertimeRuleSet,
  type TTimeEntry,
  type TTimeLineInput,
  type TTimeWeek,
  ZOvertimeRules,
} from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employeePayProfiles, overtimeRules } from '../../db/schema/index.ts';

const hoursOf = (hundredths: number) => (hundredths / 100).toFixed(2);

/**
 * The week after the overtime rules, as the payroll run will pay it: the company's active rule sets
 * (daily rules of a state, an agreement's days) and the weekly FLSA rule on its workweek, through the
 * one engine (applyOvertime). Hours stay where they were entered; only REG turns into OT or DT, each
 * portion with its reason. FLSA-exempt employees get no overtime.
 */
export async function weekOvertime(
  tx: Db,
  organizationId: string,
  employeeId: string,
  _weekStart: string,
  lines: readonly TTimeEntry[],
  workweekStartDay: number,
): Promise<TTimeWeek['overtime']> {
  const rows = await tx
    .select()
    .from(overtimeRules)
    .where(and(eq(overtimeRules.organizationId, organizationId), eq(overtimeRules.isActive, true)));
  const ruleSets: TOvertimeRuleSet[] = rows.flatMap((r) => {
    const parsed = ZOvertimeRules.safeParse(r.rules);
    if (!parsed.success) return [];
    return [
      {
        code: r.code,
        kind: r.kind,
        jurisdiction: r.jurisdiction,
        unionLocal: r.unionLocal,
        rules: parsed.data,
      },
    ];
  });
  const [profile] = await tx
    .select({ exempt: employeePayProfiles.flsaExempt })
    .from(employeePayProfiles)
    .where(
      and(
        eq(employeePayProfiles.organizationId, organizationId),
        eq(employeePayProfiles.employeeId, employeeId),
      ),
    );
  const inputs: TTimeLineInput[] = lines.map((l) => ({
    id: l.id,
    workDate: l.work_date,
    jobId: l.job_id,
    costCodeId: l.cost_code_id,
    payType: l.pay_type,
    hours: l.hours,
    rate: '0',
    classification: l.classification,
    workersCompClass: l.workers_comp_class,
    workState: l.work_state ?? '',
    unionLocal: l.union_local,
  }));
  const portions = applyOvertime(
    inputs,
    ruleSets,
    { workweekStartDay },
    { flsaExempt: profile?.exempt ?? false },
  );
  const total = { REG: 0, OT: 0, DT: 0 };
  for (const p of portions) total[p.payType] += p.hundredths;
  return {
    reg_hours: hoursOf(total.REG),
    ot_hours: hoursOf(total.OT),
    dt_hours: hoursOf(total.DT),
    lines: portions
      .filter((p) => p.reason !== null)
      .map((p) => ({
        time_entry_id: p.line.id,
        work_date: p.line.workDate,
        job_id: p.line.jobId,
        cost_code_id: p.line.costCodeId,
        pay_type: p.payType,
        hours: p.hours,
        reason: p.reason,
      })),
  };
}
