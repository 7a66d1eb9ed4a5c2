import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

const LINKS = [
  { to: '/payroll/settings', label: 'Payroll settings' },
  { to: '/payroll/tax-parameters', label: 'Tax parameters' },
  { to: '/payroll/liabilities', label: 'Liabilities' },
  { to: '/employees/reports', label: 'Employee reports' },
  { to: '/certified-payroll', label: 'Certified payroll' },
] as const;

/** The payroll area's other screens, in the runs page's header. */
export function PayrollLinks() {
  return (
    <nav aria-label="Payroll" className="flex flex-wrap gap-2">
      {LINKS.map((link) => (
        <Link key={link.to} to={link.to} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
