import { CalendarRangeIcon, PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { JournalEntryList } from '../components/journal-entry-list';
import { LedgerPermissionNotice } from '../components/ledger-permission-notice';

/** Spec §2 Journal Entries: every entry of the ledger, and the way to a new one. */
export function JournalEntriesPage() {
  useDocumentTitle('Journal Entries');
  const canRead = useCan('ledger:read');
  const canPost = useCan('ledger:post');

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="Journal Entries"
        subtitle="Record and review journal entries"
        actions={
          canRead ? (
            <>
              <Button asChild variant="outline">
                <Link to="/journal-entries/periods">
                  <CalendarRangeIcon aria-hidden="true" />
                  Periods
                </Link>
              </Button>
              {canPost ? (
                <Button asChild>
                  <Link to="/journal-entries/new">
                    <PlusIcon aria-hidden="true" />
                    New entry
                  </Link>
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {canRead ? (
        <Card>
          <CardContent>
            <JournalEntryList />
          </CardContent>
        </Card>
      ) : (
        <LedgerPermissionNotice />
      )}
    </div>
  );
}
