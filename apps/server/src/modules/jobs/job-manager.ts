import { JOB_MESSAGES, type TProjectManagerOption } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

const NAME = sql`coalesce(nullif(p.full_name, ''), nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email)`;

/**
 * The people who may manage the company's jobs: employees of the company holding the project manager
 * role, active or still invited (not inactive or terminated), by name.
 */
export async function findProjectManagers(tx: Db, organizationId: string): Promise<TProjectManagerOption[]> {
  return findPeopleWithRole(tx, organizationId, 'project_manager');
}

/** The people who may be a job's superintendent: the company's employees with that role (issue 21). */
export async function findSuperintendents(tx: Db, organizationId: string): Promise<TProjectManagerOption[]> {
  return findPeopleWithRole(tx, organizationId, 'superintendent');
}

async function findPeopleWithRole(
  tx: Db,
  organizationId: string,
  role: 'project_manager' | 'superintendent',
): Promise<TProjectManagerOption[]> {
  return rowsOf<TProjectManagerOption>(
    await tx.execute(sql`
      select p.id, ${NAME} as name, p.email
      from employees e
      join profiles p on p.id = e.user_id
      where e.organization_id = ${organizationId}
        and e.employment_status in ('active', 'pending')
        and exists (select 1 from user_roles r where r.user_id = e.user_id
          and r.organization_id = e.organization_id and r.role = ${role})
      order by 2, 3`),
  );
}

/** A job's project manager must be one of findProjectManagers (400 project_manager_invalid). */
export async function assertProjectManager(
  tx: Db,
  organizationId: string,
  userId: string | null | undefined,
) {
  if (!userId) return;
  const managers = await findProjectManagers(tx, organizationId);
  if (!managers.some((m) => m.id === userId))
    throw new AppError('project_manager_invalid', JOB_MESSAGES.projectManagerInvalid, 400);
}

/** A job's superintendent must be one of findSuperintendents (400 superintendent_invalid). */
export async function assertSuperintendent(
  tx: Db,
  organizationId: string,
  userId: string | null | undefined,
) {
  if (!userId) return;
  const people = await findSuperintendents(tx, organizationId);
  if (!people.some((m) => m.id === userId))
    throw new AppError('superintendent_invalid', JOB_MESSAGES.superintendentInvalid, 400);
}

/** The names of jobs' project managers and superintendents, by person id. */
export async function managerNames(
  tx: Db,
  userIds: readonly (string | null)[],
): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((v): v is string => Boolean(v)))];
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: string; name: string }>(
    await tx.execute(
      sql`select p.id, ${NAME} as name from profiles p where p.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    ),
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}
