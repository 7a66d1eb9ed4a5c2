import { Badge } from '@/components/ui/badge';

/** Active or Inactive, for anything that can be switched off without being deleted. */
export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return <Badge variant={isActive ? 'secondary' : 'outline'}>{isActive ? 'Active' : 'Inactive'}</Badge>;
}
