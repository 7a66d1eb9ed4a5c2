import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageRangeText } from '@/lib/page-range';

/** Previous / Next under a list; `label` names the navigation landmark ("Customer pages"). */
export function ListPager({
  label,
  page,
  pageSize,
  total,
  onPageChange,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const hasPrevious = page > 1;
  const hasNext = page * pageSize < total;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2 pt-4">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {pageRangeText(page, pageSize, total)}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={!hasPrevious} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
