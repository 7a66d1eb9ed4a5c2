import {
  Banknote,
  BookOpen,
  Briefcase,
  ChartColumn,
  ChartPie,
  Clock,
  FileCheck,
  FileDiff,
  FilePen,
  FileSignature,
  FileText,
  HandCoins,
  type LucideIcon,
  NotebookPen,
  Receipt,
  Scale,
  Truck,
  UserPlus,
  Users,
} from 'lucide-react';

export type TDashboardTile = { label: string; href: string; icon: LucideIcon };
export type TDashboardGroup = { title: string; tiles: readonly TDashboardTile[] };

/** The four tile groups of spec §2, in order; tiles of a group are chained with arrows. */
export const DASHBOARD_GROUPS: readonly TDashboardGroup[] = [
  {
    title: 'CUSTOMER MANAGEMENT',
    tiles: [
      { label: 'Customer Setup', href: '/customers/setup', icon: Users },
      { label: 'Job Setup', href: '/jobs/setup', icon: Briefcase },
      { label: 'Change Orders', href: '/change-orders/customer', icon: FilePen },
      { label: 'Billing', href: '/billing', icon: Receipt },
    ],
  },
  {
    title: 'JOB COST MANAGEMENT',
    tiles: [
      { label: 'Vendor Setup', href: '/vendors/setup', icon: Truck },
      { label: 'Subcontract Setup', href: '/subcontracts/setup', icon: FileSignature },
      { label: 'Change Orders', href: '/change-orders/vendor', icon: FileDiff },
      { label: 'Enter Invoice', href: '/invoices/enter', icon: FileText },
      { label: 'Pay Bills', href: '/invoices/pay', icon: HandCoins },
      { label: 'Lien Waivers', href: '/lien-waivers', icon: FileCheck },
    ],
  },
  {
    title: 'EMPLOYEE MANAGEMENT',
    tiles: [
      { label: 'Employee Setup', href: '/employees/setup', icon: UserPlus },
      { label: 'Time Entry', href: '/time-entry', icon: Clock },
      { label: 'Payroll', href: '/payroll', icon: Banknote },
      { label: 'Reports', href: '/employees/reports', icon: ChartColumn },
    ],
  },
  {
    title: 'ACCOUNTING',
    tiles: [
      { label: 'Chart of Accounts', href: '/chart-of-accounts', icon: BookOpen },
      { label: 'Journal Entries', href: '/journal-entries', icon: NotebookPen },
      { label: 'Reconciliation', href: '/reconciliation', icon: Scale },
      { label: 'Financial Reports', href: '/reports', icon: ChartPie },
    ],
  },
];

/** A badge shows only for a count above 0. */
export function badgeCount(badges: Record<string, number> | undefined, href: string): number | null {
  const count = badges?.[href];
  return typeof count === 'number' && count > 0 ? count : null;
}
