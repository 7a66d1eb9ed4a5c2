/**
 * Time entry rules (issue 21, item 1) that the server and the page share: quarter hours as integers,
 * the company's workweek, the short names refusals use, the refusal messages themselves.
 */

/** '8', '7.5', '7.25', 7.75 → quarters (32, 30, 29, 31); null when not a quarter hour in (0, 24]. */
export function parseHoursToQuarters(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text) && !/^\.\d{1,2}$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const hundredths = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (hundredths % 25 !== 0) return null;
  const quarters = hundredths / 25;
  if (quarters <= 0 || quarters > 96) return null;
  return quarters;
}

/** Quarters → '8.00', '7.25'. */
export function quartersToHours(quarters: number): string {
  const hundredths = quarters * 25;
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A stored numeric ('7.25', '8', '8.5') → quarters. */
export function hoursTextToQuarters(hours: string | number): number {
  return Math.round(Number(hours) * 4);
}

/** The date `days` after an ISO date (negative: before). */
export function addDaysIso(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The first day of the workweek (starting on `startDay`) that holds `date`. */
export function workweekStart(date: string, startDay: number): string {
  const back = (weekdayOf(date) - startDay + 7) % 7;
  return addDaysIso(date, -back);
}

/** The seven dates of the workweek starting on `weekStart`. */
export function weekDates(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDaysIso(weekStart, i));
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const weekdayName = (day: number): string => WEEKDAY_NAMES[day] ?? '';

/** "J. Smith": the first initial and the last name; failing those the full name or the e-mail. */
export function shortPersonName(p: {
  first_name?: string | null;
  last_name?: string | null;
  full_name?: string | null;
  email?: string | null;
}): string {
  const first = p.first_name?.trim();
  const last = p.last_name?.trim();
  if (first && last) return `${first.charAt(0).toUpperCase()}. ${last}`;
  const full = p.full_name?.trim();
  if (full) {
    const parts = full.split(/\s+/);
    if (parts.length > 1) return `${(parts[0] ?? '').charAt(0).toUpperCase()}. ${parts.slice(1).join(' ')}`;
    return full;
  }
  return last || first || p.email || 'Unknown';
}

export const TIME_MESSAGES = {
  hours: 'Enter hours in quarter hours, more than 0 and at most 24 (8, 7.5, 7.25)',
  jobCodeTogether: 'Choose a job and a cost code together, or neither for shop or office time',
  employeeRequired: 'Choose an employee',
  employeeNotFound: 'Employee not found',
  jobNotFound: 'Job not found',
  costCodeNotFound: 'Cost code not found',
  lineNotFound: 'Time line not found',
  crewNotFound: 'Crew not found',
  crewNameRequired: 'Enter the crew name',
  crewNameTaken: 'A crew with this name already exists',
  reasonRequired: 'Enter the reason for the rejection',
  nothingSelected: 'Choose at least one line',
  nothingToSubmit: 'There is no entered time to submit in this week',
  stateFormat: 'Enter the work state as two capital letters (CA)',
  dateOutsideWeek: 'Every line must fall in the chosen week',
  copyTargetNotEmpty: 'This week already has time: copy last week only into an empty week',
  copyNothing: 'Last week has no time to copy',
  crewEmployeesRequired: 'Choose at least one person',
  crewDatesRequired: 'Choose at least one day',
  notYourCrew: 'You may enter time only for yourself and the members of the crews you lead',
  crewManagers: 'Only the office, project managers and superintendents manage crews',
} as const;

export const timeRefusals = {
  /** More than 24 hours for a person on a day, counting lines already saved. */
  overDay: (name: string, quarters: number, date: string) =>
    `${name} has ${quartersToHours(quarters)} hours on ${date}`,
  jobInactive: (jobNumber: string) => `Job ${jobNumber} is not active`,
  codeNotOnJob: (code: string, jobNumber: string) => `Cost code ${code} is not on job ${jobNumber}`,
  lockedPeriod: (date: string) => `${date} is in a locked period`,
  lineFrozen: (name: string, date: string, status: string) =>
    `The line of ${name} on ${date} is ${status} and cannot change`,
  notYours: (name: string) => `You may not enter or change time for ${name}`,
  nothingToSubmitCrew: (crew: string, weekStart: string) =>
    `No one in ${crew} has entered time to submit in the week of ${weekStart}`,
  notApprover: (jobNumber: string | null) =>
    jobNumber
      ? `Only the project manager or superintendent of job ${jobNumber} (or the office) approves its time`
      : 'Only the office approves shop and office time',
  notSubmitted: (name: string, date: string, status: string) =>
    `The line of ${name} on ${date} is ${status}, not submitted`,
} as const;
