import type { TChangePasswordRequest } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import { isCommonPassword } from '../../auth/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { endSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { authAuditLog, profiles, users } from '../../db/schema/index.ts';
import { AppError, CommonErrors } from '../../lib/app-error.ts';
import type { RequestAuth } from '../../lib/request-auth.ts';

export const MeErrors = {
  wrongCurrentPassword: () => new AppError('invalid_credentials', 'Current password is incorrect', 400),
  commonPassword: () =>
    new AppError('weak_password', 'Password is too common. Choose a password that is harder to guess.', 400),
  samePassword: () =>
    new AppError('same_password', 'New password should be different from the old password.', 400),
} as const;

/**
 * The forced (and voluntary) password change: proves the current password, stores the new one,
 * marks the profile's password as changed and ends the person's other sessions.
 */
export async function changePassword(
  tx: Db,
  auth: RequestAuth,
  input: TChangePasswordRequest,
): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.id, auth.userId));
  if (!user) throw CommonErrors.unauthorized();
  if (!(await verifyPassword(user.encryptedPassword, input.currentPassword)))
    throw MeErrors.wrongCurrentPassword();
  if (input.currentPassword === input.newPassword) throw MeErrors.samePassword();
  if (isCommonPassword(input.newPassword)) throw MeErrors.commonPassword();
  const now = new Date();
  await tx
    .update(users)
    .set({ encryptedPassword: await hashPassword(input.newPassword), updatedAt: now })
    .where(eq(users.id, auth.userId));
  await tx
    .update(profiles)
    .set({ passwordChanged: true, lastPasswordChange: now })
    .where(eq(profiles.id, auth.userId));
  await endSessions(tx, auth.userId, auth.sessionId, 'others');
  await tx.insert(authAuditLog).values({ userId: auth.userId, action: 'user_changed_password', payload: {} });
}
