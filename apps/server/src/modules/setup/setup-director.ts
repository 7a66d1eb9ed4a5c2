import type { TFunctionResult } from '@groundwork/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { sessionProvesEmail } from '../../auth/sessions.ts';
import type { TConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { userRoles, users } from '../../db/schema/index.ts';
import { ensureInternalOrganization } from '../../db/seed.ts';
import { audit } from '../../lib/audit.ts';
import type { RequestAuth } from '../../lib/request-auth.ts';

export const SETUP_MESSAGES = {
  assigned: 'Director role assigned successfully',
  alreadyDirector: 'You are already a director',
  alreadyMember: 'Your account already belongs to a company, so it cannot become a director.',
  notAllowedList:
    'This e-mail address is not allowed to become a director. Ask an existing director to invite you.',
  notFirstUser:
    'Director setup is only available to the first user of a new installation. Ask an existing director to invite you.',
  emailProofRequired:
    'Confirm that this e-mail address is yours: enter the code we e-mail you, then assign the role again.',
} as const;

/**
 * setup-director: who may become a director is decided here, never by the client.
 * With DIRECTOR_EMAILS configured exactly those addresses may, from a session opened by a link or code
 * mailed to the address; without it, only the first user of a fresh install (no director yet,
 * earliest account).
 */
export async function setupDirector(
  tx: Db,
  config: TConfig,
  auth: RequestAuth,
  requestId?: string,
): Promise<TFunctionResult> {
  // Serialise concurrent first sign-ups deciding who the first director is.
  await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
  const internalOrgId = await ensureInternalOrganization(tx);
  const mine = await tx.select().from(userRoles).where(eq(userRoles.userId, auth.userId));
  if (mine.some((r) => r.role === 'director'))
    return { success: true, message: SETUP_MESSAGES.alreadyDirector };
  if (mine.length > 0) return { success: false, message: SETUP_MESSAGES.alreadyMember };

  if (config.directorEmails) {
    if (!config.directorEmails.includes(auth.email.toLowerCase())) {
      return { success: false, message: SETUP_MESSAGES.notAllowedList };
    }
    // The address is what grants the role, so it must be proven by a mailed link or code — signing up
    // with it proves nothing when sign-ups are confirmed automatically (decision 009).
    if (!(await sessionProvesEmail(tx, auth.sessionId))) {
      return { success: false, message: SETUP_MESSAGES.emailProofRequired, code: 'email_proof_required' };
    }
  } else {
    const [anyDirector] = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(eq(userRoles.role, 'director'))
      .limit(1);
    const [firstUser] = await tx
      .select({ id: users.id })
      .from(users)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(1);
    if (anyDirector || firstUser?.id !== auth.userId) {
      return { success: false, message: SETUP_MESSAGES.notFirstUser };
    }
  }

  const [row] = await tx
    .insert(userRoles)
    .values({ userId: auth.userId, organizationId: internalOrgId, role: 'director' })
    .onConflictDoNothing()
    .returning();
  await audit(tx, {
    organizationId: internalOrgId,
    actorId: auth.userId,
    action: 'setup_director',
    entity: 'user_roles',
    entityId: row?.id ?? null,
    after: row ?? null,
    requestId,
  });
  return { success: true, message: SETUP_MESSAGES.assigned };
}

/** Whether any role record exists for the user in the organization (used by tests and guards). */
export async function hasRole(tx: Db, userId: string, organizationId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.organizationId, organizationId)))
    .limit(1);
  return rows.length > 0;
}
