import { LandmarkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCan } from '@/features/auth/api/use-can';
import { useCertifiedJob } from '../api/use-certified-job';

/** On the job's page: a link to its prevailing-wage set-up, with a badge when the job is one. */
export function PrevailingWageLink({ jobId }: { jobId: string }) {
  const canRead = useCan('certified:read');
  const query = useCertifiedJob(jobId, canRead);
  if (!canRead) return null;
  const settings = query.data?.settings ?? null;
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={`/certified-payroll/jobs/${jobId}`}>
        <LandmarkIcon aria-hidden="true" />
        Prevailing wage
        {settings ? (
          <Badge variant="secondary">{settings.wage_law === 'davis_bacon' ? 'Davis-Bacon' : 'State'}</Badge>
        ) : null}
      </Link>
    </Button>
  );
}
