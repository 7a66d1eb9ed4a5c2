import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MyPayStubs } from '../components/my-pay-stubs';
import { NewRunDialog } from '../components/new-run-dialog';
import { PayrollLinks } from '../components/payroll-links';
import { RunList } from '../components/run-list';

/**
 * Payroll (issue 21, item 5): the company's runs with their status and totals, a new run, and the
 * payroll area's other screens. A person without payroll access (a field employee) sees their own pay
 * stubs here instead.
 */
export function PayrollPage() {
  useDocumentTitle('Payroll');
  const canRead = useCan('payroll:read');
  const canWrite = useCan('payroll:write');
  const canOwn = useCan('time:own');

  if (!canRead)
    return (
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
        <PageHeader title="My Pay Stubs" subtitle="Your checks of posted payroll runs" />
        {canOwn ? (
          <Card>
            <CardContent className="max-sm:px-2">
              <MyPayStubs />
            </CardContent>
          </Card>
        ) : (
          <p className="text-muted-foreground">
            Payroll is kept by your company's administrators and accountants.
          </p>
        )}
      </div>
    );

  return (
    <div className="mx-auto grid max-w-[110rem] grid-cols-1 gap-6">
      <PageHeader
        title="Payroll"
        subtitle="Runs from approved time: calculate, approve, post to job cost"
        actions={canWrite ? <NewRunDialog /> : null}
      />
      <div className="-mt-4 flex flex-wrap items-center justify-between gap-3">
        <PayrollLinks />
        {canOwn ? (
          <Link to="/payroll/my-pay-stubs" className={buttonVariants({ variant: 'link', size: 'sm' })}>
            My pay stubs
          </Link>
        ) : null}
      </div>
      <Card>
        <CardContent>
          <RunList />
        </CardContent>
      </Card>
    </div>
  );
}
