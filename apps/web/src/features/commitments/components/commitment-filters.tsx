import { FilterSelect } from '@/components/filter-select';
import { useFindJobs } from '@/features/jobs/api/use-find-jobs';
import { useActiveVendors } from '../api/use-commitments';

const ALL_JOBS = { search: '', status: 'all', customerId: '', page: 1, pageSize: 100 } as const;

/** The job and vendor filters of the commitment and change order lists. */
export function JobVendorFilters({
  idPrefix,
  jobId,
  vendorId,
  onJobChange,
  onVendorChange,
}: {
  idPrefix: string;
  jobId: string;
  vendorId: string;
  onJobChange: (id: string) => void;
  onVendorChange: (id: string) => void;
}) {
  const jobs = useFindJobs(ALL_JOBS);
  const vendors = useActiveVendors();
  return (
    <>
      <FilterSelect id={`${idPrefix}-job`} label="Job" value={jobId} onChange={onJobChange} className="w-56">
        <option value="">All jobs</option>
        {(jobs.data?.items ?? []).map((job) => (
          <option key={job.id} value={job.id}>
            {job.project_number} — {job.project_name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${idPrefix}-vendor`}
        label="Vendor"
        value={vendorId}
        onChange={onVendorChange}
        className="w-56"
      >
        <option value="">All vendors</option>
        {(vendors.data ?? []).map((vendor) => (
          <option key={vendor.id} value={vendor.id}>
            {vendor.vendor_number} — {vendor.name}
          </option>
        ))}
      </FilterSelect>
    </>
  );
}
