import type { TImportRollback } from '@groundwork/shared';
import { rollbackSummary } from '../rollback-summary';

/** What a finished rollback did: one line of counts, then why any record was kept inactive. */
export function RollbackOutcome({ rollback }: { rollback: TImportRollback }) {
  const summary = rollbackSummary(rollback);
  return (
    <div className="grid gap-1 text-sm">
      <p>{summary ?? 'Nothing was left to undo.'}</p>
      {rollback.notes.length > 0 ? (
        <ul aria-label="Kept inactive" className="grid list-disc gap-1 pl-5 text-muted-foreground">
          {rollback.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
