import { Headset } from 'lucide-react';
import { Link } from 'react-router';
import { useGetSupportCompany } from '@/features/support/api/use-support-companies';
import { useImportOrganization } from '../hooks/use-import-organization';

/**
 * Says, on the hub and in the wizard, that internal support works in a client company's books
 * (`?organization_id=`), not its own; nothing for anyone else.
 */
export function OnBehalfBanner() {
  const { organizationId } = useImportOrganization();
  if (!organizationId) return null;
  return <ClientCompanyBanner organizationId={organizationId} />;
}

function ClientCompanyBanner({ organizationId }: { organizationId: string }) {
  const company = useGetSupportCompany(organizationId);
  const name = company.data?.name ?? (company.isError ? 'an unknown company' : 'the client company');
  return (
    <div
      role="note"
      aria-label="Internal support"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 text-sm dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <Headset aria-hidden="true" className="size-4 shrink-0" />
      <p className="flex-1">
        Importing for <strong className="font-semibold">{name}</strong> as internal support. Every run is
        marked as done on the company's behalf and audited.
      </p>
      <Link
        to={`/customer-support/companies/${encodeURIComponent(organizationId)}`}
        className="font-medium underline underline-offset-4"
      >
        Back to the company
      </Link>
    </div>
  );
}
