export const ROLES = [
  'director',
  'super_admin',
  'company_admin',
  'accountant',
  'project_manager',
  'superintendent',
  'foreman',
  'field_employee',
  'third_party',
] as const;
export type TRole = (typeof ROLES)[number];

export const INTERNAL_ROLES = ['director', 'super_admin'] as const satisfies readonly TRole[];

export function isInternalRole(role: string | null | undefined): boolean {
  return role === 'director' || role === 'super_admin';
}

export function hasInternalRole(roles: readonly string[]): boolean {
  return roles.some(isInternalRole);
}

export const SUBSCRIPTION_TIERS = ['trial', 'basic', 'professional', 'enterprise'] as const;
export type TSubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** Badge style per role on the profile page (spec §6). */
export function roleBadgeVariant(role: string): 'destructive' | 'default' | 'secondary' {
  if (isInternalRole(role)) return 'destructive';
  if (role === 'company_admin') return 'default';
  return 'secondary';
}

export function roleLabel(role: string): string {
  return role
    .split('_')
    .map((w) => (w === 'admin' ? 'Admin' : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}
