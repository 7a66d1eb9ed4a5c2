import type { TOrganization } from '@groundwork/shared';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useGetOrganization } from '../api/use-get-organization';

/** Loading and error states of the organization; `children` renders once it is loaded. */
export function OrganizationState({
  label,
  children,
}: {
  /** What is loading, for screen readers ('Loading company profile'). */
  label: string;
  children: (organization: TOrganization) => React.ReactNode;
}) {
  const organization = useGetOrganization();
  if (organization.isPending) {
    return (
      <div role="status" aria-label={label} className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-80 w-full" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }
  if (organization.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-4"
      >
        <p className="text-sm">Could not load your company: {organization.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void organization.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(organization.data)}</>;
}
