import { SUPPORT_MESSAGES } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { generateLink } from '../../auth/admin-links.ts';
import type { TConfig } from '../../config.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import type { MailMessage } from '../../lib/mail.ts';
import { invitationMail } from './invite-person.ts';
import { PeopleErrors } from './people-access.ts';

export const notPending = () => new AppError('not_pending', SUPPORT_MESSAGES.notPending, 409);

/**
 * A fresh invitation while the person has not chosen their own password: an invite link if the address
 * is unconfirmed, otherwise a set-your-password link; the earlier link stops working. The caller checks
 * that the person is one it may act on, and sends the mail after commit.
 */
export async function resendInvitation(
  tx: Db,
  config: TConfig,
  actor: { userId: string; organizationId: string | null; requestId?: string },
  userId: string,
): Promise<MailMessage> {
  const [row] = rowsOf<{
    email: string;
    confirmed: boolean;
    password_changed: boolean | null;
    first_name: string | null;
    organization_name: string | null;
  }>(
    await tx.execute(sql`select u.email, u.email_confirmed_at is not null as confirmed, p.password_changed, p.first_name,
        (select case when o.is_internal then null else o.name end from public.user_roles ur join public.organizations o on o.id = ur.organization_id
         where ur.user_id = u.id order by ur.created_at limit 1) as organization_name
      from auth.users u join public.profiles p on p.id = u.id where u.id = ${userId}`),
  );
  if (!row) throw PeopleErrors.personNotFound();
  if (row.password_changed !== false) throw notPending();
  const link = await generateLink(tx, config, {
    type: row.confirmed ? 'recovery' : 'invite',
    email: row.email,
    redirectTo: null,
  });
  await audit(tx, {
    organizationId: actor.organizationId,
    actorId: actor.userId,
    action: 'resend_invitation',
    entity: 'users',
    entityId: userId,
    requestId: actor.requestId,
  });
  return invitationMail(config, {
    to: row.email,
    firstName: row.first_name,
    organizationName: row.organization_name,
    url: link.action_link,
  });
}
