// Subpath import: the package barrel would pull zod into whichever chunk imports this hook.
import { can, type TPermission } from '@groundwork/shared/roles/permissions';
import { useMe } from './use-me';

/**
 * Whether the signed-in person may do `permission` in their organization (the one of their first role,
 * spec §6), by the same table the server enforces. Only hides or shows controls; the server decides.
 */
export function useCan(permission: TPermission): boolean {
  const { data: me } = useMe();
  const organizationId = me?.roles[0]?.organization_id;
  const roles =
    me?.roles.filter((role) => role.organization_id === organizationId).map((role) => role.role) ?? [];
  return can(roles, permission);
}
