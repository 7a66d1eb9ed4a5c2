import { HardHat } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The Groundwork mark; the word is optional so the collapsed sidebar can show the mark alone. */
export function BrandLogo({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold text-lg tracking-tight', className)}>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <HardHat className="size-5" aria-hidden="true" />
      </span>
      {showName ? <span>Groundwork</span> : null}
    </span>
  );
}
