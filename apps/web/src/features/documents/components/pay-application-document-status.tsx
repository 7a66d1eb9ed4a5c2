import { DOCUMENT_MESSAGES, type TPayApplicationDetail } from '@groundwork/shared';
import { PaperclipIcon } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useCan } from '@/features/auth/api/use-can';
import { errorMessage } from '@/lib/api-fetch';
import { useAttachPayApplicationDocument, usePayApplicationDocument } from '../api/use-documents';

const BILLED = ['approved', 'paid', 'void'];

/**
 * Whether the application's PDF is among the job's documents (it is attached at approval): a link to
 * them, or — when it is missing (deleted, or the file store failed at approval) — "Attach to job
 * documents". Shown once the application is approved.
 */
export function PayApplicationDocumentStatus({ application: a }: { application: TPayApplicationDetail }) {
  const canWrite = useCan('documents:write');
  const isBilled = BILLED.includes(a.status);
  const document = usePayApplicationDocument(a.id, isBilled);
  const attach = useAttachPayApplicationDocument(a.id);
  if (!isBilled) return null;
  if (document.isPending) return <span className="text-muted-foreground">Checking…</span>;
  if (document.isError) return <span className="text-muted-foreground">Could not check</span>;
  if (document.data.document) {
    return (
      <Link
        to={`/jobs/${a.job.id}#documents`}
        className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
      >
        <PaperclipIcon aria-hidden="true" className="size-3.5" />
        Attached to job documents
      </Link>
    );
  }
  if (!canWrite || a.status === 'void') return <span className="text-muted-foreground">Not attached</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="text-muted-foreground">Not attached</span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={attach.isPending}
        onClick={() =>
          attach.mutate(undefined, {
            onSuccess: () => toast.success(DOCUMENT_MESSAGES.attached),
            onError: (error) => toast.error(errorMessage(error, 'The PDF could not be attached')),
          })
        }
      >
        {attach.isPending ? <ButtonSpinner /> : <PaperclipIcon aria-hidden="true" />}
        Attach to job documents
      </Button>
    </span>
  );
}
