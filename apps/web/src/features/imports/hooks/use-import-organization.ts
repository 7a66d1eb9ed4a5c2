import * as React from 'react';
import { useSearchParams } from 'react-router';
import { withImportOrganization } from '../import-organization';

export type TImportOrganization = {
  /** The client company internal support imports for (`?organization_id=`), or null: the caller's own. */
  organizationId: string | null;
  /** An API path or a page link carrying the company, so every call and every step stays on it. */
  withOrganization: (path: string) => string;
};

/**
 * The company the imports pages work in. Internal support opens them as `/imports?organization_id=…`
 * from a client company's support page; the parameter then rides along on every API call and every
 * link between the hub and its runs (the server refuses it to anyone but internal support).
 */
export function useImportOrganization(): TImportOrganization {
  const [params] = useSearchParams();
  const organizationId = params.get('organization_id') || null;
  return React.useMemo(
    () => ({
      organizationId,
      withOrganization: (path: string) => withImportOrganization(path, organizationId),
    }),
    [organizationId],
  );
}
