import type { TTimeOptions } from '@groundwork/shared';
// Subpath import: the rules need no zod.
import { addDaysIso, workweekStart } from '@groundwork/shared/time/time.rules';
import { ChevronLeft, ChevronRight, Copy, Send, Users } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useCan } from '@/features/auth/api/use-can';
import { errorMessage } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCopyLastWeek, useTimeOptions, useTimeWeek } from '../api/use-time-week';
import { CrewEntryDialog } from '../components/crew-entry-dialog';
import { CrewSubmitDialog } from '../components/crew-submit-dialog';
import { OvertimePanel } from '../components/overtime-panel';
import { TimeStatusBadge } from '../components/time-status-badge';
import { WeekEditor } from '../components/week-editor';

function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function WeekView({ options }: { options: TTimeOptions }) {
  const [employeeId, setEmployeeId] = React.useState(
    options.self_employee_id ?? options.employees[0]?.id ?? '',
  );
  const [date, setDate] = React.useState(() => workweekStart(localToday(), options.workweek_start_day));
  const [isCrewOpen, setIsCrewOpen] = React.useState(false);
  const [isCrewSubmitOpen, setIsCrewSubmitOpen] = React.useState(false);
  const canCrew = useCan('time:crew');
  const week = useTimeWeek(employeeId, date);
  const copy = useCopyLastWeek();
  const weekStart = week.data?.week_start ?? date;
  const dates = week.data?.dates ?? Array.from({ length: 7 }, (_, i) => addDaysIso(weekStart, i));

  const copyLastWeek = async () => {
    try {
      const answer = await copy.mutateAsync({ employee_id: employeeId, week_start: weekStart });
      toast.success('Last week copied', { description: `${answer.created} lines copied` });
    } catch (error) {
      toast.error('Could not copy last week', { description: errorMessage(error, 'Please try again.') });
    }
  };

  const statuses = [...new Set(week.data?.lines.map((l) => l.status) ?? [])];
  const signature = week.data
    ? `${week.data.employee.id}|${week.data.week_start}|${week.data.lines.map((l) => `${l.id}:${l.hours}:${l.status}:${l.work_state}`).join(',')}`
    : '';

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        {options.employees.length > 1 ? (
          <div className="grid w-full gap-2 sm:w-64">
            <Label htmlFor="time-employee">Employee</Label>
            <NativeSelect
              id="time-employee"
              value={employeeId}
              onChange={(e) => setEmployeeId(e.target.value)}
            >
              {options.employees.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                  {person.is_self ? ' (me)' : ''}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        <div className="flex items-end gap-1">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Previous week"
            onClick={() => setDate(addDaysIso(weekStart, -7))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <div className="grid gap-2">
            <Label htmlFor="time-week">Week of</Label>
            <Input
              id="time-week"
              type="date"
              className="w-44"
              value={weekStart}
              onChange={(e) =>
                e.target.value && setDate(workweekStart(e.target.value, options.workweek_start_day))
              }
            />
          </div>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Next week"
            onClick={() => setDate(addDaysIso(weekStart, 7))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button
            type="button"
            variant="outline"
            disabled={!employeeId || copy.isPending || (week.data?.lines.length ?? 0) > 0}
            onClick={() => void copyLastWeek()}
          >
            {copy.isPending ? <ButtonSpinner /> : <Copy aria-hidden="true" />}
            Copy last week
          </Button>
          {options.crews.length > 0 || options.can_enter_for_others ? (
            <Button type="button" variant="outline" onClick={() => setIsCrewOpen(true)}>
              <Users aria-hidden="true" />
              Crew entry
            </Button>
          ) : null}
          {canCrew && options.crews.length > 0 ? (
            <Button type="button" variant="outline" onClick={() => setIsCrewSubmitOpen(true)}>
              <Send aria-hidden="true" />
              Submit crew week
            </Button>
          ) : null}
        </div>
      </div>
      {employeeId === '' ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
          You are not set up as an employee of this company, so there is no time of yours to enter.
        </p>
      ) : (
        <QueryState
          query={week}
          loadingLabel="Loading the week"
          loadingRows={6}
          errorText="Could not load the week"
        >
          {(data) => (
            <div className="grid gap-4">
              <Card className="min-w-0">
                <CardHeader className="flex flex-row flex-wrap items-center gap-2">
                  <CardTitle className="mr-auto text-base">
                    {data.employee.name} · {data.week_start} to {data.week_end}
                  </CardTitle>
                  <span className="text-muted-foreground text-sm" data-testid="week-total">
                    {data.total_hours} h
                  </span>
                  {statuses.map((status) => (
                    <TimeStatusBadge key={status} status={status} />
                  ))}
                </CardHeader>
                <CardContent>
                  {data.lines.length === 0 && !data.can_edit ? (
                    <p className="text-muted-foreground text-sm">No time this week.</p>
                  ) : (
                    <WeekEditor key={signature} week={data} options={options} />
                  )}
                </CardContent>
              </Card>
              <OvertimePanel week={data} />
            </div>
          )}
        </QueryState>
      )}
      <CrewEntryDialog isOpen={isCrewOpen} onOpenChange={setIsCrewOpen} options={options} dates={dates} />
      <CrewSubmitDialog
        isOpen={isCrewSubmitOpen}
        onOpenChange={setIsCrewSubmitOpen}
        options={options}
        weekStart={weekStart}
        weekEnd={dates[6] ?? weekStart}
      />
    </div>
  );
}

/** /time-entry (issue 21, item 1): a week of time per employee, crew entry, copy last week, submit. */
export function TimeEntryPage() {
  useDocumentTitle('Time Entry');
  const canOwn = useCan('time:own');
  const canApprove = useCan('time:approve');
  const canCrew = useCan('time:crew');
  const options = useTimeOptions();
  return (
    <div className="mx-auto grid max-w-7xl gap-2">
      <PageHeader
        title="Time Entry"
        subtitle="Hours by day, job, cost code and pay type, in quarter hours"
        actions={
          <>
            {canApprove ? (
              <Button asChild variant="outline" size="sm">
                <Link to="/time-entry/approvals">Approvals</Link>
              </Button>
            ) : null}
            {canCrew ? (
              <Button asChild variant="outline" size="sm">
                <Link to="/time-entry/crews">Crews</Link>
              </Button>
            ) : null}
          </>
        }
      />
      {canOwn ? (
        <QueryState query={options} errorText="Could not load time entry">
          {(data) => <WeekView options={data} />}
        </QueryState>
      ) : (
        <p className="rounded-md border p-6 text-muted-foreground text-sm">
          Time entry is not available to your role.
        </p>
      )}
    </div>
  );
}
