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

/** A user in GoTrue's JSON shape; `factors` is listed when the user has any (as GoTrue omits it empty). */
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
    phone: '',
    confirmation_sent_at: iso(u.confirmationSentAt),
    recovery_sent_at: iso(u.recoverySentAt),
    confirmed_at: iso(u.emailConfirmedAt),
    last_sign_in_at: iso(u.lastSignInAt),
    app_metadata: { provider: 'email', providers: ['email'], ...(u.appMetadata as object) },
    user_metadata: { ...identityData, ...(u.userMetadata as object) },
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
    is_anonymous: false,
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
  };
}
