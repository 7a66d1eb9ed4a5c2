import { BookOpenCheck, NotebookPen, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The ledger pages next to the chart: the trial balance, opening balances and journal entries. */
export function LedgerLinks() {
  return (
    <nav aria-label="Ledger" className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to="/chart-of-accounts/trial-balance">
          <Scale aria-hidden="true" />
          Trial Balance
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to="/chart-of-accounts/opening-balances">
          <BookOpenCheck aria-hidden="true" />
          Opening Balances
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to="/journal-entries">
          <NotebookPen aria-hidden="true" />
          Journal Entries
        </Link>
      </Button>
    </nav>
  );
}
