import { QueryState } from '@/components/query-state';
import { useCan } from '@/features/auth/api/use-can';
import { useEmployeeCertifiedSetup } from '../api/use-certified-company';
import { ApprenticeshipsCard } from './apprenticeships-card';
import { FringePlansCard } from './fringe-plans-card';

/** The employee pay page's "Fringe plans" tab: fringe plans and apprenticeship (certified payroll). */
export function EmployeeCertifiedTab({ employeeId }: { employeeId: string }) {
  const canEdit = useCan('certified:setup');
  const query = useEmployeeCertifiedSetup(employeeId);
  return (
    <QueryState query={query} errorText="Could not load the fringe plans and apprenticeship">
      {(data) => (
        <div className="grid gap-8">
          <FringePlansCard employeeId={employeeId} plans={data.fringe_plans} canEdit={canEdit} />
          <ApprenticeshipsCard
            employeeId={employeeId}
            apprenticeships={data.apprenticeships}
            canEdit={canEdit}
          />
        </div>
      )}
    </QueryState>
  );
}
