import { BRANDING_MESSAGES } from '@groundwork/shared/branding/branding.constants';
import { LockIcon } from 'lucide-react';

/** Shown to people without company:edit instead of the edit controls (spec §6). */
export function BrandingPermissionNote() {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 text-sm dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{BRANDING_MESSAGES.noPermission}</p>
    </div>
  );
}
