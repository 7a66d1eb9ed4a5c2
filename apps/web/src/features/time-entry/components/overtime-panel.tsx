import type { TTimeWeek } from '@groundwork/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The week after the overtime rules: REG, OT and DT hours and each conversion with its reason. */
export function OvertimePanel({ week }: { week: TTimeWeek }) {
  const overtime = week.overtime;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Overtime</CardTitle>
        <CardDescription>
          How the company's rules pay this week (workweek from {week.week_start} to {week.week_end}).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {overtime === null ? (
          <p className="text-muted-foreground">The overtime rules are not available yet.</p>
        ) : (
          <>
            <dl className="flex flex-wrap gap-6" data-testid="overtime-totals">
              <div>
                <dt className="text-muted-foreground">Regular</dt>
                <dd className="font-semibold tabular-nums">{overtime.reg_hours}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Overtime (1.5×)</dt>
                <dd className="font-semibold tabular-nums">{overtime.ot_hours}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Double time (2×)</dt>
                <dd className="font-semibold tabular-nums">{overtime.dt_hours}</dd>
              </div>
            </dl>
            {overtime.lines.length === 0 ? (
              <p className="text-muted-foreground">No hours become overtime this week.</p>
            ) : (
              <ul className="grid gap-1" aria-label="Overtime conversions">
                {overtime.lines.map((line) => (
                  <li
                    key={`${line.time_entry_id}-${line.pay_type}-${line.work_date}-${line.hours}`}
                    className="flex flex-wrap gap-2"
                  >
                    <span className="font-medium tabular-nums">
                      {line.hours} h {line.pay_type}
                    </span>
                    <span className="text-muted-foreground">{line.work_date}</span>
                    <span>{line.reason}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
