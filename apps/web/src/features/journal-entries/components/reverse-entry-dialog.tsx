import { isIsoDate, JOURNAL_MESSAGES, type TJournalEntry, todayIso } from '@groundwork/shared';
import { Undo2Icon } from 'lucide-react';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-fetch';
import { useReverseJournalEntry } from '../api/use-reverse-journal-entry';
import { entryName } from '../journal-labels';

/** Reverse a posted entry: a new entry on a date the person picks, every line on the other side. */
export function ReverseEntryDialog({ entry }: { entry: TJournalEntry }) {
  const [isOpen, setIsOpen] = React.useState(false);
  const [entryDate, setEntryDate] = React.useState(todayIso());
  const [memo, setMemo] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const reverse = useReverseJournalEntry(entry.id);
  const navigate = useNavigate();

  const open = (next: boolean) => {
    if (next) {
      setEntryDate(todayIso());
      setMemo(`Reversal of ${entryName(entry)}`);
      setError(null);
    }
    setIsOpen(next);
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!isIsoDate(entryDate)) {
      setError(JOURNAL_MESSAGES.dateRequired);
      return;
    }
    try {
      const reversal = await reverse.mutateAsync({ entry_date: entryDate, memo: memo.trim() || undefined });
      toast.success(JOURNAL_MESSAGES.reversed);
      setIsOpen(false);
      navigate(`/journal-entries/${reversal.id}`);
    } catch (caught) {
      setError(errorMessage(caught, 'Could not reverse the entry'));
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => open(true)}>
        <Undo2Icon aria-hidden="true" />
        Reverse
      </Button>
      <FormDialog
        isOpen={isOpen}
        onOpenChange={open}
        title={`Reverse ${entryName(entry)}`}
        description="A posted entry never changes. Reversing posts a new entry with every debit and credit swapped, linked to this one."
      >
        <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
          <div className="grid gap-2">
            <Label htmlFor="reverse-date">Reversal date</Label>
            <Input
              id="reverse-date"
              type="date"
              className="w-44"
              min={entry.entry_date}
              value={entryDate}
              onChange={(event) => setEntryDate(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="reverse-memo">Memo</Label>
            <Input
              id="reverse-memo"
              maxLength={499}
              value={memo}
              onChange={(event) => setMemo(event.target.value)}
            />
          </div>
          {error ? (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
          <DialogFormFooter
            submitLabel="Reverse entry"
            isSaving={reverse.isPending}
            onCancel={() => setIsOpen(false)}
          />
        </form>
      </FormDialog>
    </>
  );
}
