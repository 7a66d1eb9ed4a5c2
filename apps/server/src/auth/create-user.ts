import { splitFullName } from '@groundwork/shared';
import type { Db } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import { AuthErrors } from './auth-errors.ts';
import { findUserByEmail, str } from './auth-input.ts';
import type { UserRow } from './user-json.ts';

/**
 * Creates an account and its profile (names from `full_name` metadata, split into first and last).
 * `passwordChanged` false means the person must choose their own password at first sign-in: the case
 * whenever someone else set it.
 */
export async function createUserWithProfile(
  tx: Db,
  input: {
    email: string;
    encryptedPassword: string | null;
    metadata: Record<string, unknown>;
    confirmed: boolean;
    passwordChanged: boolean;
  },
): Promise<UserRow> {
  if (await findUserByEmail(tx, input.email)) throw AuthErrors.userAlreadyExists();
  const now = new Date();
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      encryptedPassword: input.encryptedPassword,
      userMetadata: input.metadata,
      emailConfirmedAt: input.confirmed ? now : null,
      confirmationSentAt: input.confirmed ? null : now,
    })
    .returning();
  if (!user) throw new Error('user insert failed');
  const fullName = str(input.metadata.full_name)?.trim() || null;
  const { firstName, lastName } = splitFullName(fullName);
  await tx.insert(profiles).values({
    id: user.id,
    email: input.email,
    fullName,
    firstName,
    lastName,
    passwordChanged: input.passwordChanged,
    lastPasswordChange: input.passwordChanged ? now : null,
  });
  return user;
}
