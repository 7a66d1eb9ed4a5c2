import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { DateField } from '@/features/chart-of-accounts/components/date-field';
import { EMPLOYEE_REPORT_DEFS, periodOptions, type TEmployeeReportParams } from '../employee-report-params';

/** The inputs the shown report asks for: check dates, a period (year, quarter, month) or a year. */
export function EmployeeReportFields({
  params,
  onChange,
}: {
  params: TEmployeeReportParams;
  onChange: (next: TEmployeeReportParams) => void;
}) {
  const input = EMPLOYEE_REPORT_DEFS[params.report].input;
  if (input === 'range')
    return (
      <div className="flex flex-wrap items-end gap-3">
        <DateField
          id="employee-report-from"
          label="First check date"
          value={params.from}
          onChange={(from) => onChange({ ...params, from })}
        />
        <DateField
          id="employee-report-to"
          label="Last check date"
          value={params.to}
          onChange={(to) => onChange({ ...params, to })}
        />
      </div>
    );
  if (input === 'period') {
    const year = Number(params.period.slice(0, 4));
    return (
      <div className="grid gap-2">
        <Label htmlFor="employee-report-period">Period</Label>
        <NativeSelect
          id="employee-report-period"
          className="w-52"
          value={params.period}
          onChange={(event) => onChange({ ...params, period: event.target.value })}
        >
          {[year - 1, year, year + 1].flatMap((y) =>
            periodOptions(y).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            )),
          )}
        </NativeSelect>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor="employee-report-year">Year</Label>
      <Input
        id="employee-report-year"
        type="number"
        min={2000}
        max={2100}
        className="w-28"
        value={params.year}
        onChange={(event) => {
          const year = Number(event.target.value);
          if (Number.isInteger(year) && year >= 2000 && year <= 2100) onChange({ ...params, year });
        }}
      />
    </div>
  );
}
