import { JOURNAL_MESSAGES } from '@groundwork/shared';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateJournalEntry } from '../api/use-create-journal-entry';
import { JournalEntryForm, type TSaveEntry } from '../components/journal-entry-form';
import { LedgerPermissionNotice } from '../components/ledger-permission-notice';
import { LineOptionsState } from '../components/line-options-state';

/** A new manual entry, typed line by line (or pasted); saved as a draft or posted at once. */
export function JournalEntryNewPage() {
  useDocumentTitle('New Journal Entry');
  const canPost = useCan('ledger:post');
  const createEntry = useCreateJournalEntry();
  const navigate = useNavigate();

  const onSave: TSaveEntry = async (input) => {
    const entry = await createEntry.mutateAsync(input);
    toast.success(input.post ? JOURNAL_MESSAGES.posted : JOURNAL_MESSAGES.saved);
    navigate(`/journal-entries/${entry.id}`, { replace: true });
    return entry;
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="New Journal Entry"
        subtitle="Type account numbers and amounts; Tab and Enter move through the lines"
      />
      {canPost ? (
        <Card>
          <CardContent>
            <LineOptionsState>
              {(options) => (
                <JournalEntryForm options={options} isSaving={createEntry.isPending} onSave={onSave} />
              )}
            </LineOptionsState>
          </CardContent>
        </Card>
      ) : (
        <LedgerPermissionNotice text="Your role may not post journal entries." />
      )}
    </div>
  );
}
