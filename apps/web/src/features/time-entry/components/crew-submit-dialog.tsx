import type { TTimeOptions } from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-fetch';
import { useSubmitCrewWeek } from '../api/use-time-week';

const plural = (n: number, word: string, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;

/**
 * "Submit crew week": pick a crew, read which crew and week will be submitted, confirm. Every
 * member's entered and rejected lines of the week are submitted in one request (all or nothing);
 * members with nothing to submit are skipped.
 */
export function CrewSubmitDialog({
  isOpen,
  onOpenChange,
  options,
  weekStart,
  weekEnd,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  options: TTimeOptions;
  weekStart: string;
  weekEnd: string;
}) {
  const [crewId, setCrewId] = React.useState(options.crews[0]?.id ?? '');
  const [error, setError] = React.useState<string | null>(null);
  const submit = useSubmitCrewWeek();
  const crew = options.crews.find((c) => c.id === crewId);

  React.useEffect(() => {
    if (isOpen) setError(null);
  }, [isOpen]);

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!crew) return;
    setError(null);
    try {
      const answer = await submit.mutateAsync({ crew_id: crew.id, week_start: weekStart });
      const skipped =
        answer.skipped > 0 ? `; ${plural(answer.skipped, 'person', 'people')} had nothing to submit` : '';
      toast.success(`${answer.crew_name} week submitted for approval`, {
        description: `${plural(answer.lines, 'line')} of ${plural(answer.people, 'person', 'people')} submitted${skipped}`,
      });
      onOpenChange(false);
    } catch (caught) {
      const message = errorMessage(caught, 'Please try again.');
      setError(message);
      toast.error('Could not submit the crew week', { description: message });
    }
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Submit crew week"
      description="Every member's entered and rejected time of the week goes for approval at once; nothing is submitted if one line is refused."
    >
      <form className="grid gap-4" onSubmit={(event) => void confirm(event)}>
        <div className="grid gap-2">
          <Label htmlFor="crew-submit-crew">Crew</Label>
          <NativeSelect id="crew-submit-crew" value={crewId} onChange={(e) => setCrewId(e.target.value)}>
            {options.crews.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <p className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="crew-submit-summary">
          {crew ? (
            <>
              Submit the week of <strong>{weekStart}</strong> to <strong>{weekEnd}</strong> for{' '}
              <strong>{crew.name}</strong> ({plural(crew.member_ids.length, 'member')})?
            </>
          ) : (
            'Choose a crew.'
          )}
        </p>
        {error ? (
          <p role="alert" className="rounded-md border border-destructive/40 p-3 text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <DialogFormFooter
          submitLabel="Submit crew week"
          isSaving={submit.isPending}
          isSubmitDisabled={submit.isPending || !crew}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </FormDialog>
  );
}
