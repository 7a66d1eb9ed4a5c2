import {
  annualPlanHourly,
  type TApprenticeship,
  type TApprenticeshipInput,
  type TEmployeeCertifiedSetup,
  type TFringePlan,
  type TFringePlanInput,
} from '@groundwork/shared';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apprenticePrograms, employeeApprenticeships, employeeFringePlans } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { employeeNames } from '../time-entries/time-entry-json.ts';
import { findProgram, programLevels } from './apprentice-programs.ts';
import { auditSetup } from './certified-access.ts';
import { CertifiedSetupErrors } from './certified-setup.errors.ts';

type PlanRow = typeof employeeFringePlans.$inferSelect;
type ApprenticeshipRow = typeof employeeApprenticeships.$inferSelect;
type ProgramRow = typeof apprenticePrograms.$inferSelect;

function planJson(r: PlanRow): TFringePlan {
  const rate = r.ratePerHour === null ? null : Number(r.ratePerHour).toFixed(4);
  return {
    id: r.id,
    employee_id: r.employeeId,
    plan: r.plan,
    plan_name: r.planName,
    method: r.method,
    rate_per_hour: rate,
    annual_amount_cents: r.annualAmountCents,
    annual_hours: r.annualHours,
    hourly_figure:
      r.method === 'per_hour'
        ? (rate ?? '0.0000')
        : annualPlanHourly(r.annualAmountCents ?? 0, r.annualHours),
    effective_from: r.effectiveFrom,
    effective_to: r.effectiveTo,
  };
}

function apprenticeshipJson(r: ApprenticeshipRow, program: ProgramRow | undefined): TApprenticeship {
  const level = program ? programLevels(program).find((l) => l.level === r.level) : undefined;
  return {
    id: r.id,
    employee_id: r.employeeId,
    program_id: r.programId,
    program_name: program?.name ?? '',
    classification: program?.classification ?? '',
    level: r.level,
    wage_percent: level?.wagePercent ?? null,
    fringe_percent: level?.fringePercent ?? null,
    registration_number: r.registrationNumber,
    registered_on: r.registeredOn,
    ended_on: r.endedOn,
  };
}

/** The company's employee with their short name ("J. Smith"), or 404. */
async function findEmployee(tx: Db, organizationId: string, employeeId: string) {
  const person = (await employeeNames(tx, organizationId, [employeeId])).get(employeeId);
  if (!person) throw CertifiedSetupErrors.employeeNotFound();
  return person;
}

/** An employee's fringe plans (latest first) and apprenticeships. */
export async function employeeCertifiedSetup(
  tx: Db,
  caller: TenantCaller,
  employeeId: string,
): Promise<TEmployeeCertifiedSetup> {
  const org = caller.organizationId;
  await findEmployee(tx, org, employeeId);
  const plans = await tx
    .select()
    .from(employeeFringePlans)
    .where(and(eq(employeeFringePlans.organizationId, org), eq(employeeFringePlans.employeeId, employeeId)))
    .orderBy(asc(employeeFringePlans.plan), desc(employeeFringePlans.effectiveFrom));
  const apprenticeships = await tx
    .select({ a: employeeApprenticeships, p: apprenticePrograms })
    .from(employeeApprenticeships)
    .innerJoin(apprenticePrograms, eq(apprenticePrograms.id, employeeApprenticeships.programId))
    .where(
      and(
        eq(employeeApprenticeships.organizationId, org),
        eq(employeeApprenticeships.employeeId, employeeId),
      ),
    )
    .orderBy(desc(employeeApprenticeships.registeredOn));
  return {
    employee_id: employeeId,
    fringe_plans: plans.map(planJson),
    apprenticeships: apprenticeships.map((r) => apprenticeshipJson(r.a, r.p)),
  };
}

// ---------------------------------------------------------------- fringe plans

const planValues = (input: TFringePlanInput) => ({
  plan: input.plan,
  planName: input.plan_name,
  method: input.method,
  // The other method's figure is cleared so the row says one thing.
  ratePerHour: input.method === 'per_hour' ? input.rate_per_hour : null,
  annualAmountCents: input.method === 'annual' ? input.annual_amount_cents : null,
  annualHours: input.annual_hours,
  effectiveFrom: input.effective_from,
  effectiveTo: input.effective_to,
});

export async function createFringePlan(
  tx: Db,
  caller: TenantCaller,
  employeeId: string,
  input: TFringePlanInput,
): Promise<TFringePlan> {
  await findEmployee(tx, caller.organizationId, employeeId);
  const [row] = await tx
    .insert(employeeFringePlans)
    .values({ organizationId: caller.organizationId, employeeId, ...planValues(input) })
    .returning();
  if (!row) throw CertifiedSetupErrors.fringePlanNotFound();
  const after = planJson(row);
  await auditSetup(tx, caller, 'create_employee_fringe_plan', 'employee_fringe_plans', row.id, null, after);
  return after;
}

async function findPlan(tx: Db, organizationId: string, id: string) {
  const [row] = await tx
    .select()
    .from(employeeFringePlans)
    .where(and(eq(employeeFringePlans.organizationId, organizationId), eq(employeeFringePlans.id, id)));
  if (!row) throw CertifiedSetupErrors.fringePlanNotFound();
  return row;
}

export async function updateFringePlan(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TFringePlanInput,
): Promise<TFringePlan> {
  const before = await findPlan(tx, caller.organizationId, id);
  const [row] = await tx
    .update(employeeFringePlans)
    .set({ ...planValues(input), updatedAt: new Date() })
    .where(eq(employeeFringePlans.id, id))
    .returning();
  if (!row) throw CertifiedSetupErrors.fringePlanNotFound();
  const after = planJson(row);
  await auditSetup(
    tx,
    caller,
    'update_employee_fringe_plan',
    'employee_fringe_plans',
    id,
    planJson(before),
    after,
  );
  return after;
}

export async function deleteFringePlan(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const before = await findPlan(tx, caller.organizationId, id);
  await tx.delete(employeeFringePlans).where(eq(employeeFringePlans.id, id));
  await auditSetup(
    tx,
    caller,
    'delete_employee_fringe_plan',
    'employee_fringe_plans',
    id,
    planJson(before),
    null,
  );
}

// ---------------------------------------------------------------- apprenticeships

/**
 * Registers an employee in a program at a level: the program is the company's and active, the level is
 * one of its levels, and the employee has no open registration (end it first).
 */
export async function registerApprenticeship(
  tx: Db,
  caller: TenantCaller,
  employeeId: string,
  input: TApprenticeshipInput,
): Promise<TApprenticeship> {
  const org = caller.organizationId;
  const person = await findEmployee(tx, org, employeeId);
  const program = await findProgram(tx, org, input.program_id);
  if (!program.isActive) throw CertifiedSetupErrors.programInactive(program.name);
  const levels = programLevels(program).map((l) => l.level);
  if (!levels.includes(input.level))
    throw CertifiedSetupErrors.levelNotInProgram(input.level, program.name, levels.join(', '));
  const [open] = await tx
    .select({ a: employeeApprenticeships, name: apprenticePrograms.name })
    .from(employeeApprenticeships)
    .innerJoin(apprenticePrograms, eq(apprenticePrograms.id, employeeApprenticeships.programId))
    .where(
      and(
        eq(employeeApprenticeships.organizationId, org),
        eq(employeeApprenticeships.employeeId, employeeId),
        isNull(employeeApprenticeships.endedOn),
      ),
    );
  if (open) throw CertifiedSetupErrors.alreadyApprentice(person.short, open.name, open.a.registeredOn);
  const [row] = await tx
    .insert(employeeApprenticeships)
    .values({
      organizationId: org,
      employeeId,
      programId: program.id,
      level: input.level,
      registrationNumber: input.registration_number,
      registeredOn: input.registered_on,
    })
    .returning();
  if (!row) throw CertifiedSetupErrors.apprenticeshipNotFound();
  const after = apprenticeshipJson(row, program);
  await auditSetup(tx, caller, 'register_apprenticeship', 'employee_apprenticeships', row.id, null, after);
  return after;
}

async function findApprenticeship(tx: Db, organizationId: string, id: string) {
  const [row] = await tx
    .select({ a: employeeApprenticeships, p: apprenticePrograms })
    .from(employeeApprenticeships)
    .innerJoin(apprenticePrograms, eq(apprenticePrograms.id, employeeApprenticeships.programId))
    .where(
      and(eq(employeeApprenticeships.organizationId, organizationId), eq(employeeApprenticeships.id, id)),
    );
  if (!row) throw CertifiedSetupErrors.apprenticeshipNotFound();
  return row;
}

/** Ends a registration on a date (not before it began); it then no longer counts as an apprentice. */
export async function endApprenticeship(
  tx: Db,
  caller: TenantCaller,
  id: string,
  endedOn: string,
): Promise<TApprenticeship> {
  const { a: before, p: program } = await findApprenticeship(tx, caller.organizationId, id);
  if (before.endedOn !== null) throw CertifiedSetupErrors.alreadyEnded();
  if (endedOn < before.registeredOn) throw CertifiedSetupErrors.endBeforeStart(before.registeredOn);
  const [row] = await tx
    .update(employeeApprenticeships)
    .set({ endedOn, updatedAt: new Date() })
    .where(eq(employeeApprenticeships.id, id))
    .returning();
  if (!row) throw CertifiedSetupErrors.apprenticeshipNotFound();
  const after = apprenticeshipJson(row, program);
  await auditSetup(
    tx,
    caller,
    'end_apprenticeship',
    'employee_apprenticeships',
    id,
    apprenticeshipJson(before, program),
    after,
  );
  return after;
}

/** Removes a registration entered by mistake. */
export async function deleteApprenticeship(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const { a: before, p: program } = await findApprenticeship(tx, caller.organizationId, id);
  await tx.delete(employeeApprenticeships).where(eq(employeeApprenticeships.id, id));
  await auditSetup(
    tx,
    caller,
    'delete_apprenticeship',
    'employee_apprenticeships',
    id,
    apprenticeshipJson(before, program),
    null,
  );
}
