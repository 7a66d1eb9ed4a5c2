import { LockIcon } from 'lucide-react';

/** Shown instead of the ledger to people whose role does not keep the books (spec §6). */
export function LedgerPermissionNotice({ text = 'Your role does not give access to the general ledger.' }) {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 text-sm dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{text}</p>
    </div>
  );
}
