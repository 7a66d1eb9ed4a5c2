import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';

const TABS = [
  { to: '/billing', label: 'Pay applications', end: true },
  { to: '/billing/receipts', label: 'Receipts', end: false },
  { to: '/billing/receivables', label: 'Receivables', end: false },
] as const;

/** The Billing area's sections, as links (each is its own page and URL). */
export function BillingTabs() {
  return (
    <nav aria-label="Billing sections" className="-mt-2 mb-2 overflow-x-auto">
      <div className="inline-flex h-9 items-center rounded-lg bg-muted p-1 text-muted-foreground">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) =>
              cn(
                'inline-flex h-7 items-center whitespace-nowrap rounded-md px-3 font-medium text-sm transition-colors',
                isActive ? 'bg-background text-foreground shadow-sm' : 'hover:text-foreground',
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}
