import type { TTimeOptions } from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-fetch';
import { useCrewEntry } from '../api/use-time-week';
import { SHOP } from '../week-rows';
import { dayLabel, jobCodeOptions } from './week-grid-columns';

/**
 * A foreman's crew entry: pick the crew (or people), the job · cost code, pay type, the days and the
 * hours; a person's own hours (every chosen day; 0 = none) are the exceptions. One request.
 */
export function CrewEntryDialog({
  isOpen,
  onOpenChange,
  options,
  dates,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  options: TTimeOptions;
  dates: readonly string[];
}) {
  const entry = useCrewEntry();
  const jobCodes = React.useMemo(() => jobCodeOptions(options).filter((o) => o.value !== SHOP), [options]);
  const [crewId, setCrewId] = React.useState('');
  const [people, setPeople] = React.useState<ReadonlySet<string>>(new Set());
  const [jobCode, setJobCode] = React.useState('');
  const [wageClassId, setWageClassId] = React.useState('');
  // On a prevailing-wage job: its classes, latest modification first (issue 22).
  const chosenJob = options.jobs.find((job) => job.id === jobCode.split('|')[0]);
  const jobClasses = (chosenJob?.wage_determinations ?? []).flatMap((det) =>
    det.classes.map((c) => ({
      ...c,
      label: `${c.classification} (WD ${det.wd_number} mod ${det.modification})`,
    })),
  );
  const [payType, setPayType] = React.useState('REG');
  const [days, setDays] = React.useState<ReadonlySet<string>>(new Set(dates.slice(0, 5)));
  const [hours, setHours] = React.useState('8');
  const [exceptions, setExceptions] = React.useState<Record<string, string>>({});
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (!isOpen) return;
    setDays(new Set(dates.slice(0, 5)));
    setError(null);
  }, [isOpen, dates]);

  const pickCrew = (id: string) => {
    setCrewId(id);
    const crew = options.crews.find((c) => c.id === id);
    if (crew) setPeople(new Set(crew.member_ids));
  };
  const toggle = (set: ReadonlySet<string>, value: string) => {
    const next = new Set(set);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    return next;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const [jobId, costCodeId] = jobCode.split('|');
    try {
      const answer = await entry.mutateAsync({
        crew_id: crewId || null,
        employee_ids: [...people],
        job_id: jobId ?? '',
        cost_code_id: costCodeId ?? '',
        pay_type: payType as 'REG' | 'OT' | 'DT',
        wage_class_id: jobClasses.length && wageClassId ? wageClassId : null,
        dates: dates.filter((d) => days.has(d)),
        hours,
        exceptions: Object.entries(exceptions)
          .filter(([id, value]) => people.has(id) && value.trim() !== '')
          .map(([employee_id, value]) => ({ employee_id, hours: value.trim() === '0' ? 0 : value.trim() })),
      });
      toast.success('Crew time entered', { description: `${answer.created} lines entered` });
      setExceptions({});
      onOpenChange(false);
    } catch (caught) {
      const message = errorMessage(caught, 'Please try again.');
      setError(message);
      toast.error('Could not enter the crew time', { description: message });
    }
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Crew entry"
      description="The same job, cost code and hours for many people; a person's own hours override them."
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
    >
      <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
        {options.crews.length > 0 ? (
          <div className="grid gap-2">
            <Label htmlFor="crew-entry-crew">Crew</Label>
            <NativeSelect id="crew-entry-crew" value={crewId} onChange={(e) => pickCrew(e.target.value)}>
              <option value="">No crew: pick people</option>
              {options.crews.map((crew) => (
                <option key={crew.id} value={crew.id}>
                  {crew.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium text-sm">People and their own hours</legend>
          <div className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-2">
            {options.employees.map((person) => (
              <div key={person.id} className="grid grid-cols-[1fr_6rem] items-center gap-2">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={people.has(person.id)}
                    onChange={() => setPeople((current) => toggle(current, person.id))}
                  />
                  {person.name}
                </label>
                <Input
                  aria-label={`Own hours of ${person.name}`}
                  inputMode="decimal"
                  placeholder={hours}
                  disabled={!people.has(person.id)}
                  value={exceptions[person.id] ?? ''}
                  onChange={(e) => setExceptions((current) => ({ ...current, [person.id]: e.target.value }))}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-[1fr_6rem_6rem]">
          <div className="grid gap-2">
            <Label htmlFor="crew-entry-job">Job · cost code</Label>
            <NativeSelect id="crew-entry-job" value={jobCode} onChange={(e) => setJobCode(e.target.value)}>
              <option value="">Choose…</option>
              {jobCodes.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.code} — {option.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="crew-entry-pay">Pay</Label>
            <NativeSelect id="crew-entry-pay" value={payType} onChange={(e) => setPayType(e.target.value)}>
              <option value="REG">REG</option>
              <option value="OT">OT</option>
              <option value="DT">DT</option>
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="crew-entry-hours">Hours</Label>
            <Input
              id="crew-entry-hours"
              inputMode="decimal"
              value={hours}
              onChange={(e) => setHours(e.target.value)}
            />
          </div>
        </div>
        {jobClasses.length > 0 ? (
          <div className="grid gap-2">
            <Label htmlFor="crew-entry-class">Classification (prevailing wage)</Label>
            <NativeSelect
              id="crew-entry-class"
              value={wageClassId}
              onChange={(e) => setWageClassId(e.target.value)}
            >
              <option value="">Each person's default classification</option>
              {jobClasses.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        <fieldset>
          <legend className="mb-2 font-medium text-sm">Days</legend>
          <div className="flex flex-wrap gap-3">
            {dates.map((date) => (
              <label key={date} className="flex items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  checked={days.has(date)}
                  onChange={() => setDays((d) => toggle(d, date))}
                />
                {dayLabel(date)}
              </label>
            ))}
          </div>
        </fieldset>
        {error ? (
          <p role="alert" className="rounded-md border border-destructive/40 p-3 text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <DialogFormFooter
          submitLabel="Enter crew time"
          isSaving={entry.isPending}
          isSubmitDisabled={entry.isPending || people.size === 0 || !jobCode || days.size === 0}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </FormDialog>
  );
}
