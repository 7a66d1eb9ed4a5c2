import type { TJournalEntry } from '@groundwork/shared';
import type * as React from 'react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { SourceDocumentLink } from '@/features/financial-statements/components/source-document-link';
import { entryName, SOURCE_LABELS } from '../journal-labels';
import { JournalEntryLines } from './journal-entry-lines';

function EntryLink({ id, number }: { id: string; number: string | null }) {
  return (
    <Link to={`/journal-entries/${id}`} className="font-mono text-primary underline-offset-4 hover:underline">
      {number ?? 'an entry'}
    </Link>
  );
}

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A posted (or reversed) entry, read-only: its facts, its links both ways and its lines. */
export function JournalEntryView({ entry }: { entry: TJournalEntry }) {
  const facts: [string, React.ReactNode][] = [
    [
      'Number',
      <span key="number" className="font-mono">
        {entryName(entry)}
      </span>,
    ],
    [
      'Date',
      <span key="date" className="tabular-nums">
        {entry.entry_date}
      </span>,
    ],
    [
      'Source',
      <span key="source" className="grid gap-1">
        {SOURCE_LABELS[entry.source_type]}
        <SourceDocumentLink sourceType={entry.source_type} sourceId={entry.source_id} />
      </span>,
    ],
    [
      'Posted',
      entry.posted_at
        ? `${dateTime(entry.posted_at)}${entry.created_by_name ? ` by ${entry.created_by_name}` : ''}`
        : 'Not posted',
    ],
  ];
  return (
    <div className="grid gap-6">
      {entry.reversed_by_id || entry.reverses_id ? (
        <div role="note" className="grid gap-1 rounded-md border bg-muted/40 p-4 text-sm">
          {entry.reversed_by_id ? (
            <p>
              Reversed by <EntryLink id={entry.reversed_by_id} number={entry.reversed_by_number} />
            </p>
          ) : null}
          {entry.reverses_id ? (
            <p>
              Reverses <EntryLink id={entry.reverses_id} number={entry.reverses_number} />
            </p>
          ) : null}
        </div>
      ) : null}
      <Card>
        <CardContent className="grid gap-6">
          <dl className="grid grid-cols-2 gap-4 text-sm md:grid-cols-4">
            {facts.map(([label, value]) => (
              <div key={label} className="grid gap-1">
                <dt className="text-muted-foreground">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div className="col-span-2 grid gap-1 md:col-span-4">
              <dt className="text-muted-foreground">Memo</dt>
              <dd>{entry.memo || <span className="text-muted-foreground">No memo</span>}</dd>
            </div>
          </dl>
          <JournalEntryLines lines={entry.lines} />
        </CardContent>
      </Card>
    </div>
  );
}
