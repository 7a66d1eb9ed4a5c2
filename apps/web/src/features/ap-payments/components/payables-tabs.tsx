import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';

const TABS = [
  { to: '/invoices/enter', label: 'Enter Invoice' },
  { to: '/invoices/pay', label: 'Pay Bills' },
  { to: '/invoices/payments', label: 'Check Register' },
  { to: '/invoices/retainage', label: 'Retainage' },
  { to: '/lien-waivers', label: 'Lien Waivers' },
  { to: '/invoices/aging', label: 'AP Aging' },
  { to: '/invoices/1099', label: '1099 Report' },
] as const;

/** The payables area's pages, as links (each its own page and URL). */
export function PayablesTabs() {
  return (
    <nav aria-label="Payables sections" className="-mt-2 mb-2 overflow-x-auto">
      <div className="inline-flex h-9 items-center rounded-lg bg-muted p-1 text-muted-foreground">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end
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
