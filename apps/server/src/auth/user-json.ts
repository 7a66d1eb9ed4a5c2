import type { InferSelectModel } from 'drizzle-orm';
import type { users } from '../db/schema/index.ts';

export type UserRow = InferSelectModel<typeof users>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined);

/** A user in GoTrue's JSON shape. */
export function userJson(u: UserRow): Record<string, unknown> {
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
  };
}
