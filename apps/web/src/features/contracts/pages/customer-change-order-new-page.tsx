import { customerChangeOrderLabel } from '@groundwork/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { LoadingRows } from '@/components/query-state';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useCodeOptions } from '@/features/commitments/api/use-code-options';
import { useFindJobs } from '@/features/jobs/api/use-find-jobs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useContract } from '../api/use-contract';
import { useCreateCustomerChangeOrder } from '../api/use-customer-change-orders';
import { BillingPermissionNotice } from '../components/billing-permission-notice';
import { CustomerChangeOrderForm } from '../components/customer-change-order-form';
import { ALL_JOBS } from './customer-change-orders-page';

/** A new customer change order: pick the job, then its contract and budget lines. */
export function CustomerChangeOrderNewPage() {
  useDocumentTitle('New customer change order');
  const canWrite = useCan('billing:write');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const jobId = search.get('job') ?? '';
  const jobs = useFindJobs(ALL_JOBS);
  const contract = useContract(jobId);
  const codes = useCodeOptions();
  const create = useCreateCustomerChangeOrder();

  if (!canWrite) return <BillingPermissionNotice text="Only the office enters customer change orders." />;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader title="New customer change order" subtitle="Numbered per job when you save" />
      <Card>
        <CardContent className="grid grid-cols-1 gap-6">
          <FilterSelect
            id="cco-new-job"
            label="Job"
            value={jobId}
            className="max-w-xl"
            onChange={(value) => setSearch(value ? { job: value } : {})}
          >
            <option value="">Choose a job</option>
            {(jobs.data?.items ?? []).map((job) => (
              <option key={job.id} value={job.id}>
                {job.project_number} — {job.project_name}
              </option>
            ))}
          </FilterSelect>
          {jobId && (contract.isPending || codes.isPending) ? (
            <LoadingRows label="Loading the contract" />
          ) : null}
          {jobId && contract.isError ? (
            <p role="alert" className="text-destructive text-sm">
              {contract.error.message}
            </p>
          ) : null}
          {jobId && contract.data && !codes.isPending ? (
            <CustomerChangeOrderForm
              key={jobId}
              contract={contract.data}
              options={codes.options}
              isSaving={create.isPending}
              onCancel={() => navigate(-1)}
              onSave={async (values) => {
                const saved = await create.mutateAsync({ ...values, job_id: jobId });
                toast.success(
                  `${customerChangeOrderLabel(saved.change_order_number)} of ${saved.job.number} created`,
                );
                navigate(`/change-orders/customer/${saved.id}`);
              }}
            />
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
