import {
  EDITABLE_TIME_STATUSES,
  hoursTextToQuarters,
  parseHoursToQuarters,
  type TTimeEntry,
  type TTimeEntryInput,
  type TUpdateTimeEntry,
} from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { timeEntries } from '../../db/schema/index.ts';
import { mayEnterFor, mayRead, type TTimeAccess } from './time-access.ts';
import { auditedLine, auditTimeChanges } from './time-audit.ts';
import { TimeErrors } from './time-entries.errors.ts';
import { checkProposedLines, employeeDefaults, timeSettings } from './time-entry-checks.ts';
import { employeeNames, type TTimeRow, timeEntriesByIds } from './time-entry-json.ts';

/** The line of the company, locked for the write; a line the caller may not see is not found. */
export async function findLineForWrite(tx: Db, access: TTimeAccess, id: string): Promise<TTimeRow> {
  const org = access.caller.organizationId;
  const [row] = await tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.organizationId, org), eq(timeEntries.id, id)))
    .for('update');
  if (!row || !mayRead(access, row.employeeId, row.jobId)) throw TimeErrors.lineNotFound();
  return row;
}

/** A line changes only while entered or rejected, and only by someone who may enter it. */
export async function assertEditable(tx: Db, access: TTimeAccess, row: TTimeRow) {
  const names = await employeeNames(tx, access.caller.organizationId, [row.employeeId]);
  const short = names.get(row.employeeId)?.short ?? 'Unknown';
  if (!mayEnterFor(access, row.employeeId, row.jobId)) throw TimeErrors.notYours(short);
  if (!EDITABLE_TIME_STATUSES.includes(row.status))
    throw TimeErrors.lineFrozen(short, row.workDate, row.status);
}

/** Enters one line: checked (job, code, period, 24 hours), defaults from the employee, audited. */
export async function createTimeEntry(
  tx: Db,
  access: TTimeAccess,
  input: TTimeEntryInput,
): Promise<TTimeEntry> {
  const caller = access.caller;
  const quarters = parseHoursToQuarters(input.hours) ?? 0;
  const checked = await checkProposedLines(tx, access, [
    {
      employeeId: input.employee_id,
      workDate: input.work_date,
      jobId: input.job_id,
      costCodeId: input.cost_code_id,
      quarters,
      wageClassId: input.wage_class_id,
      classification: input.classification,
    },
  ]);
  const wageClass = checked.wageClasses[0] ?? null;
  const settings = await timeSettings(tx, caller.organizationId);
  const defaults = (await employeeDefaults(tx, caller.organizationId, [input.employee_id])).get(
    input.employee_id,
  );
  const [row] = await tx
    .insert(timeEntries)
    .values({
      organizationId: caller.organizationId,
      employeeId: input.employee_id,
      workDate: input.work_date,
      jobId: input.job_id,
      costCodeId: input.cost_code_id,
      payType: input.pay_type,
      hours: input.hours,
      classification: wageClass?.classification ?? input.classification ?? defaults?.classification ?? null,
      wageClassId: wageClass?.id ?? null,
      workersCompClass: input.workers_comp_class ?? defaults?.wcClass ?? null,
      workState: input.work_state ?? settings.defaultWorkState,
      unionLocal: input.union_local ?? defaults?.unionLocal ?? null,
      note: input.note ?? null,
      createdBy: caller.userId,
    })
    .returning();
  if (!row) throw TimeErrors.lineNotFound();
  await auditTimeChanges(tx, caller, [{ action: 'create_time_entry', id: row.id, after: auditedLine(row) }]);
  const [json] = await timeEntriesByIds(tx, caller.organizationId, [row.id]);
  if (!json) throw TimeErrors.lineNotFound();
  return json;
}

/** Changes an entered or rejected line; a rejected line becomes entered again (its reason is audited). */
export async function updateTimeEntry(
  tx: Db,
  access: TTimeAccess,
  id: string,
  input: TUpdateTimeEntry,
): Promise<TTimeEntry> {
  const caller = access.caller;
  const row = await findLineForWrite(tx, access, id);
  await assertEditable(tx, access, row);
  const jobId = input.job_id === undefined ? row.jobId : input.job_id || null;
  const costCodeId = input.cost_code_id === undefined ? row.costCodeId : input.cost_code_id || null;
  if ((jobId === null) !== (costCodeId === null)) throw TimeErrors.jobCodeTogether();
  const workDate = input.work_date ?? row.workDate;
  const hours = input.hours ?? Number(row.hours).toFixed(2);
  const wageClassId = input.wage_class_id === undefined ? row.wageClassId : input.wage_class_id || null;
  const checked = await checkProposedLines(
    tx,
    access,
    [
      {
        employeeId: row.employeeId,
        workDate,
        jobId,
        costCodeId,
        quarters: hoursTextToQuarters(hours),
        wageClassId,
        classification: input.classification === undefined ? row.classification : input.classification,
      },
    ],
    { replacedIds: [id], touched: [{ employeeId: row.employeeId, workDate: row.workDate }] },
  );
  const wageClass = checked.wageClasses[0] ?? null;
  const [after] = await tx
    .update(timeEntries)
    .set({
      workDate,
      jobId,
      costCodeId,
      payType: input.pay_type,
      hours,
      classification: wageClass?.classification ?? input.classification,
      wageClassId: wageClass?.id ?? null,
      workersCompClass: input.workers_comp_class,
      workState: input.work_state,
      unionLocal: input.union_local,
      note: input.note,
      status: 'entered',
      rejectionReason: null,
      updatedAt: new Date(),
    })
    .where(and(eq(timeEntries.organizationId, caller.organizationId), eq(timeEntries.id, id)))
    .returning();
  if (!after) throw TimeErrors.lineNotFound();
  await auditTimeChanges(tx, caller, [
    { action: 'update_time_entry', id, before: auditedLine(row), after: auditedLine(after) },
  ]);
  const [json] = await timeEntriesByIds(tx, caller.organizationId, [id]);
  if (!json) throw TimeErrors.lineNotFound();
  return json;
}

export async function deleteTimeEntry(tx: Db, access: TTimeAccess, id: string): Promise<void> {
  const caller = access.caller;
  const row = await findLineForWrite(tx, access, id);
  await assertEditable(tx, access, row);
  await checkProposedLines(tx, access, [], {
    touched: [{ employeeId: row.employeeId, workDate: row.workDate }],
  });
  await tx
    .delete(timeEntries)
    .where(and(eq(timeEntries.organizationId, caller.organizationId), eq(timeEntries.id, id)));
  await auditTimeChanges(tx, caller, [{ action: 'delete_time_entry', id, before: auditedLine(row) }]);
}
