import {
  Calculator,
  Headset,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  Truck,
  Users,
  UsersRound,
} from 'lucide-react';
import type { TRouteArea } from '../routes-table';

export type TNavItem = {
  title: string;
  href: string;
  icon: LucideIcon;
  area: TRouteArea;
  isInternalOnly?: boolean;
};

/**
 * Sidebar entries (spec §2). "Dashboard" goes to /dashboard rather than the spec's "/" because "/" is
 * the public landing page; an entry is active on every page of its area.
 */
export const NAV_ITEMS: readonly TNavItem[] = [
  { title: 'Dashboard', href: '/dashboard', icon: LayoutDashboard, area: 'dashboard' },
  { title: 'Customer Management', href: '/customers/setup', icon: Users, area: 'customers' },
  { title: 'Job Cost Management', href: '/vendors/setup', icon: Truck, area: 'job-cost' },
  { title: 'Employee Management', href: '/employees/setup', icon: UsersRound, area: 'employees' },
  { title: 'Accounting', href: '/chart-of-accounts', icon: Calculator, area: 'accounting' },
  { title: 'Company Settings', href: '/settings/company', icon: Settings, area: 'settings' },
  {
    title: 'Client Support',
    href: '/customer-support',
    icon: Headset,
    area: 'support',
    isInternalOnly: true,
  },
];
