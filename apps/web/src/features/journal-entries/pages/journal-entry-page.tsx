import { JOURNAL_MESSAGES, type TJournalEntry } from '@groundwork/shared';
import { Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { LoadingRows } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { errorMessage, isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteJournalEntry } from '../api/use-delete-journal-entry';
import { useGetJournalEntry } from '../api/use-get-journal-entry';
import { useUpdateJournalEntry } from '../api/use-update-journal-entry';
import { JournalEntryForm, type TSaveEntry } from '../components/journal-entry-form';
import { JournalEntryLines } from '../components/journal-entry-lines';
import { JournalEntryView } from '../components/journal-entry-view';
import { JournalStatusBadge } from '../components/journal-status-badge';
import { LedgerPermissionNotice } from '../components/ledger-permission-notice';
import { LineOptionsState } from '../components/line-options-state';
import { ReverseEntryDialog } from '../components/reverse-entry-dialog';
import { entryName } from '../journal-labels';

function DraftEditor({ entry }: { entry: TJournalEntry }) {
  const updateEntry = useUpdateJournalEntry(entry.id);
  const deleteEntry = useDeleteJournalEntry(entry.id);
  const [isDeleteOpen, setIsDeleteOpen] = React.useState(false);
  const navigate = useNavigate();

  const onSave: TSaveEntry = async (input) => {
    const saved = await updateEntry.mutateAsync(input);
    toast.success(input.post ? JOURNAL_MESSAGES.posted : JOURNAL_MESSAGES.saved);
    return saved;
  };

  const onDelete = async () => {
    try {
      await deleteEntry.mutateAsync();
      toast.success(JOURNAL_MESSAGES.deleted);
      setIsDeleteOpen(false);
      navigate('/journal-entries', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'Could not delete the draft'));
    }
  };

  return (
    <Card>
      <CardContent>
        <LineOptionsState>
          {(options) => (
            <JournalEntryForm
              entry={entry}
              options={options}
              isSaving={updateEntry.isPending}
              onSave={onSave}
              extraActions={
                <Button
                  type="button"
                  variant="ghost"
                  className="text-destructive"
                  onClick={() => setIsDeleteOpen(true)}
                >
                  <Trash2Icon aria-hidden="true" />
                  Delete draft
                </Button>
              }
            />
          )}
        </LineOptionsState>
        <ConfirmDeleteDialog
          isOpen={isDeleteOpen}
          title="Delete this draft?"
          description="The draft and its lines are deleted for good. Posted entries are never deleted: they are reversed."
          isDeleting={deleteEntry.isPending}
          onDelete={onDelete}
          onOpenChange={setIsDeleteOpen}
        />
      </CardContent>
    </Card>
  );
}

function EntryContent({ entry }: { entry: TJournalEntry }) {
  const canPost = useCan('ledger:post');
  const isDraft = entry.status === 'draft';
  // Entries of other modules are voided there; a reversal is not reversed again.
  const canReverse =
    canPost &&
    entry.status === 'posted' &&
    (entry.source_type === 'manual' || entry.source_type === 'opening');
  const subtitle = isDraft
    ? canPost
      ? 'A draft: change it, post it or delete it'
      : 'A draft, not yet posted'
    : `${entry.entry_date} · ${entry.memo || 'No memo'}`;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={isDraft ? 'Draft journal entry' : `Journal entry ${entryName(entry)}`}
        subtitle={subtitle}
        actions={
          <>
            <JournalStatusBadge status={entry.status} />
            {canReverse ? <ReverseEntryDialog entry={entry} /> : null}
          </>
        }
      />
      {isDraft && canPost ? (
        // A fresh editor per saved version: the form starts from what the server holds.
        <DraftEditor key={entry.updated_at} entry={entry} />
      ) : isDraft ? (
        <Card>
          <CardContent>
            <JournalEntryLines lines={entry.lines} />
          </CardContent>
        </Card>
      ) : (
        <JournalEntryView entry={entry} />
      )}
    </div>
  );
}

/** /journal-entries/:id — a draft opens in the form; a posted entry read-only, with Reverse. */
export function JournalEntryPage() {
  const { id = '' } = useParams();
  const canRead = useCan('ledger:read');
  const entry = useGetJournalEntry(id);
  useDocumentTitle(entry.data ? `Journal entry ${entryName(entry.data)}` : 'Journal entry');

  if (!canRead) {
    return (
      <div className="mx-auto max-w-6xl">
        <LedgerPermissionNotice />
      </div>
    );
  }
  if (entry.isPending) {
    return (
      <div className="mx-auto max-w-6xl">
        <LoadingRows label="Loading the entry" rows={6} />
      </div>
    );
  }
  if (entry.isError) {
    return isNotFoundError(entry.error) ? (
      <NotFoundState
        title="Journal entry not found"
        message="It may have been a draft that was deleted, or the link is wrong."
        backHref="/journal-entries"
        backLabel="Back to journal entries"
      />
    ) : (
      <NotFoundState
        title="Could not load the entry"
        message={entry.error.message}
        backHref="/journal-entries"
        backLabel="Back to journal entries"
        onRetry={() => void entry.refetch()}
      />
    );
  }
  return <EntryContent entry={entry.data} />;
}
