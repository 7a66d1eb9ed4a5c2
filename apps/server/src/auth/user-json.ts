import { asc, eq, type InferSelectModel } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mfaFactors, type users } from '../db/schema/index.ts';

export type UserRow = InferSelectModel<typeof users>;
export type FactorRow = InferSelectModel<typeof mfaFactors>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

/** A second factor in GoTrue's JSON shape (never its secret). */
export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    friendly_name: f.friendlyName ?? '',
    factor_type: f.factorType,
    status: f.status,
    created_at: iso(f.createdAt),
    updated_at: iso(f.updatedAt),
  };
}

/** The user's factors, oldest first. */
export function loadFactors(tx: Db, userId: string): Promise<FactorRow[]> {
  return tx
    .select()
    .from(mfaFactors)
    .where(eq(mfaFactors.userId, userId))
    .orderBy(asc(mfaFactors.createdAt), asc(mfaFactors.id));
}

/** Whether the account has a verified second factor (then credentials change only from aal2). */
export async function hasVerifiedFactor(tx: Db, userId: string): Promise<boolean> {
  return (await loadFactors(tx, userId)).some((f) => f.status === 'verified');
}

/**
 * `user_metadata` as GoTrue keeps it: what sign-up `data`, PUT /user `data` or the admin API's
 * `user_metadata` set, plus `email_verified: true` once the address is confirmed (GoTrue's
 * `User.Confirm` writes it there). The identity's own fields live in `identities[].identity_data`.
 */
export function userMetadataJson(u: UserRow): Record<string, unknown> {
  return { ...(u.userMetadata as object), ...(u.emailConfirmedAt ? { email_verified: true } : {}) };
}

/**
 * A user in GoTrue's JSON shape (models.User, fields in its order, empty ones omitted); `factors` is
 * listed when the user has any.
 */
export function userJson(u: UserRow, factors: FactorRow[] = []): Record<string, unknown> {
  const identityData = {
    email: u.email,
    email_verified: Boolean(u.emailConfirmedAt),
    phone_verified: false,
    sub: u.id,
  };
  return {
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    email_confirmed_at: iso(u.emailConfirmedAt),
    invited_at: iso(u.invitedAt),
    phone: '',
    confirmation_sent_at: iso(u.confirmationSentAt),
    confirmed_at: iso(u.emailConfirmedAt),
    recovery_sent_at: iso(u.recoverySentAt),
    new_email: u.emailChange ?? undefined,
    email_change_sent_at: iso(u.emailChangeSentAt),
    last_sign_in_at: iso(u.lastSignInAt),
    app_metadata: { provider: 'email', providers: ['email'], ...(u.appMetadata as object) },
    user_metadata: userMetadataJson(u),
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
    identities: [
      {
        identity_id: u.id,
        id: u.id,
        user_id: u.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: iso(u.lastSignInAt),
        created_at: iso(u.createdAt),
        updated_at: iso(u.updatedAt),
        email: u.email,
      },
    ],
    created_at: iso(u.createdAt),
    updated_at: iso(u.updatedAt),
    banned_until: iso(u.bannedUntil),
    is_anonymous: false,
  };
}

/** GoTrue's UpdateUserMetaData / UpdateAppMetaData: keys are set, a null value removes its key. */
export function mergeMetadata(current: unknown, updates: object): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current as object) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
