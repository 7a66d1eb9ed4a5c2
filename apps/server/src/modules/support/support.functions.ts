import {
  ZAddInternalAdmin,
  ZCreateCompany,
  ZResetUserPassword,
  ZSupportUserTarget,
} from '@groundwork/shared';
import type { z } from 'zod';
import type { ServerFunction } from '../../functions/functions.routes.ts';
import { withSystem } from '../../lib/tenant.ts';
import { sendInvitation } from '../people/invite-person.ts';
import { internalOrganizationId } from './support.routes.ts';
import {
  addInternalAdmin,
  createCompany,
  resetUserPassword,
  supportDeleteUser,
  supportResendInvitation,
} from './support-actions.ts';

const fn = <S extends z.ZodType>(f: ServerFunction<S>) => f as unknown as ServerFunction;

/** Spec §7's client-support functions: director or super admin only, each action audited. */
export const SUPPORT_FUNCTIONS: ServerFunction[] = [
  fn({
    name: 'create-company',
    permission: 'support:read',
    summary: 'Create a company with its starting data and invite its first company admin',
    body: ZCreateCompany,
    run: async ({ deps, auth, requestId }, b) => {
      const made = await withSystem(deps.database.db, 'create-company', (tx) =>
        createCompany(tx, deps.config, auth, b, requestId),
      );
      const invitationSent = await sendInvitation(deps, made.mail);
      return {
        companyNumber: made.companyNumber,
        organizationId: made.organizationId,
        temporaryPassword: made.temporaryPassword,
        invitationSent,
      };
    },
  }),
  fn({
    name: 'add-internal-admin',
    permission: 'support:read',
    summary: 'Add a director (directors only) or super admin; answers the generated password once',
    body: ZAddInternalAdmin,
    run: async ({ deps, auth, requestId }, b) => {
      const added = await withSystem(deps.database.db, 'add-internal-admin', async (tx) =>
        addInternalAdmin(tx, deps.config, auth, await internalOrganizationId(tx), b, requestId),
      );
      const invitationSent = await sendInvitation(deps, added.mail);
      return { generatedPassword: added.generatedPassword, userId: added.user.user_id, invitationSent };
    },
  }),
  fn({
    name: 'delete-internal-admin',
    permission: 'support:read',
    summary: 'Delete a super admin (never a director)',
    body: ZSupportUserTarget,
    run: async ({ deps, auth, requestId }, b) => {
      await withSystem(deps.database.db, 'delete-internal-admin', (tx) =>
        supportDeleteUser(tx, auth, b.userId, requestId, true),
      );
      return { success: true };
    },
  }),
  fn({
    name: 'reset-user-password',
    permission: 'support:read',
    summary: 'Set a password the person must change at next sign-in; their sessions end',
    body: ZResetUserPassword,
    run: async ({ deps, auth, requestId }, b) => {
      await withSystem(deps.database.db, 'reset-user-password', (tx) =>
        resetUserPassword(tx, auth, b.userId, b.newPassword, requestId),
      );
      return { success: true };
    },
  }),
  fn({
    name: 'resend-invitation',
    permission: 'support:read',
    summary: 'Mail a fresh invitation while the person has not chosen their own password',
    body: ZSupportUserTarget,
    run: async ({ deps, auth, requestId }, b) => {
      const mail = await withSystem(deps.database.db, 'resend-invitation', (tx) =>
        supportResendInvitation(tx, deps.config, auth, b.userId, requestId),
      );
      await deps.mailer.send(deps.database.db, mail);
      return { success: true };
    },
  }),
];
