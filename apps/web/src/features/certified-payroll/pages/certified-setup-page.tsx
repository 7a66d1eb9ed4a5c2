import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ApprenticeProgramsSection } from '../setup/components/apprentice-programs-section';
import { CertifiedJobsList } from '../setup/components/certified-jobs-list';
import { CertifyingOfficersSection } from '../setup/components/certifying-officers-section';

/**
 * /certified-payroll/setup: the company-wide set-up of certified payroll — the prevailing-wage jobs,
 * apprenticeship programs and certifying officers. Employees' fringe plans and apprenticeships are on
 * each employee's pay page (Fringe plans tab).
 */
export function CertifiedSetupPage() {
  const canEdit = useCan('certified:setup');
  useDocumentTitle('Certified Payroll Setup');
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="Certified payroll setup"
        subtitle="Prevailing-wage jobs, apprenticeship programs and certifying officers. Fringe plans are on each employee's pay page."
      />
      <Card>
        <CardContent>
          <CertifiedJobsList />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <ApprenticeProgramsSection canEdit={canEdit} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <CertifyingOfficersSection canEdit={canEdit} />
        </CardContent>
      </Card>
    </div>
  );
}
