import { LockIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';

/** The page for people without reconciliation:read: the title, and why there is nothing under it. */
export function AccountNoAccess({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader title={title} subtitle={subtitle} />
      <div
        role="alert"
        className="flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 text-sm dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>Bank reconciliation is kept by your company's administrators and accountants.</p>
      </div>
    </div>
  );
}
