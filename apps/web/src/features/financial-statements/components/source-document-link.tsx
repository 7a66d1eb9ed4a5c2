import type { TSourceType } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { FileSearch } from 'lucide-react';
import { Link } from 'react-router';
import { apiFetch, isNotFoundError } from '@/lib/api-fetch';
import { sourceDocumentHref } from '../statement-links';

/**
 * The link from a journal entry to the document it was posted from (issue 17: a statement's figure →
 * its lines → the entry → the source document). A retainage release is a customer's when its source is
 * a pay application (asked once), a vendor's otherwise.
 */
export function SourceDocumentLink({
  sourceType,
  sourceId,
}: {
  sourceType: TSourceType;
  sourceId: string | null;
}) {
  const isRelease = sourceType === 'retainage_release' && sourceId !== null;
  const application = useQuery({
    queryKey: ['source-document', 'pay-application', sourceId],
    queryFn: () => apiFetch<{ id: string }>(`/api/v1/pay-applications/${encodeURIComponent(sourceId ?? '')}`),
    enabled: isRelease,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const releaseOf = !isRelease
    ? null
    : application.isSuccess
      ? 'customer'
      : application.isError && isNotFoundError(application.error)
        ? 'vendor'
        : null;
  const target = sourceDocumentHref(sourceType, sourceId, releaseOf);
  if (!target) return null;
  return (
    <Link
      to={target.href}
      className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
    >
      <FileSearch className="size-4" aria-hidden="true" />
      {target.label}
    </Link>
  );
}
