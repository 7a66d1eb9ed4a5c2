import { Skeleton } from '@/components/ui/skeleton';

/** Spec §2: shown while the organization's branding loads. */
export function BrandingSkeleton() {
  return (
    <div role="status" aria-label="Loading branding" className="mx-auto grid max-w-6xl gap-6">
      <div className="grid gap-2">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-72" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <Skeleton className="h-72 rounded-xl" />
          <Skeleton className="h-80 rounded-xl" />
        </div>
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </div>
  );
}
