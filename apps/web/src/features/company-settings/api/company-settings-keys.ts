import type { TDepartment, TOrganization } from '@groundwork/shared';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/features/auth/api/use-me';

/** The organization's own record, and its departments (every department query starts with 'departments'). */
export const organizationKeys = {
  organization: ['organization'] as const,
};

export const departmentKeys = {
  all: ['departments'] as const,
  list: ['departments', 'list'] as const,
  active: ['departments', 'active'] as const,
};

export type TDepartmentList = { items: TDepartment[] };

/** A saved organization replaces the cached one; the shell's copy (in `me`) reloads. */
export async function organizationSaved(queryClient: QueryClient, organization: TOrganization) {
  queryClient.setQueryData(organizationKeys.organization, organization);
  await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
}
