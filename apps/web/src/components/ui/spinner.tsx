import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <LoaderCircle aria-hidden="true" className={cn('size-6 animate-spin text-primary', className)} />
    </span>
  );
}

/** A centred spinner filling the viewport, for guards and lazy routes. */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <main className="flex min-h-svh items-center justify-center">
      <Spinner className="size-8" label={label} />
    </main>
  );
}

/** A spinner inside a button: decorative, the button's own text names it. */
export function ButtonSpinner() {
  return <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />;
}
