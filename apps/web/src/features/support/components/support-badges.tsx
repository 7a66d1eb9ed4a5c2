import { roleBadgeVariant, roleLabel, type TSubscriptionTier, type TUserStatus } from '@groundwork/shared';
import { Badge } from '@/components/ui/badge';

export const TIER_LABELS: Record<TSubscriptionTier, string> = {
  trial: 'Trial',
  basic: 'Basic',
  professional: 'Professional',
  enterprise: 'Enterprise',
};

const STATUS_VARIANT: Record<TUserStatus, 'default' | 'secondary' | 'outline'> = {
  Active: 'secondary',
  Confirmed: 'default',
  Pending: 'outline',
  Unknown: 'outline',
};

export function CompanyStatusBadge({ isActive }: { isActive: boolean }) {
  return <Badge variant={isActive ? 'secondary' : 'destructive'}>{isActive ? 'Active' : 'Inactive'}</Badge>;
}

export function TierBadge({ tier }: { tier: TSubscriptionTier }) {
  return <Badge variant={tier === 'trial' ? 'outline' : 'default'}>{TIER_LABELS[tier]}</Badge>;
}

export function RoleBadge({ role }: { role: string }) {
  return <Badge variant={roleBadgeVariant(role)}>{roleLabel(role)}</Badge>;
}

/** The derived status (spec §4) and, for a switched-off account, a second badge. */
export function UserStatusBadges({ status, isActive }: { status: TUserStatus; isActive: boolean }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant={STATUS_VARIANT[status]}>{status}</Badge>
      {isActive ? null : <Badge variant="destructive">Deactivated</Badge>}
    </span>
  );
}
