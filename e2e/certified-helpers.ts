import type { Page } from '@playwright/test';
import { addDays, api, hourlyEmployee, jobWithFormworkBudget, newWeeklyRun } from './helpers';

/*
 * Certified payroll set-up through the API, for the specs whose subject comes after it: a Davis-Bacon
 * job with its wage determination and class, a worker's approved week on it, the week's payroll run.
 */

/** What tells one spec's Davis-Bacon job from another's: customer, project, contract and determination. */
export type TDavisBaconJob = {
  customerNumber: string;
  customerName: string;
  projectName: string;
  awardingAgency: string;
  contractNumber: string;
  projectLocation?: string;
  wdNumber: string;
  modification: number;
};

/**
 * A customer's job with the formwork budget (jobWithFormworkBudget) marked prevailing-wage under
 * Davis-Bacon; its wage determination, modified two weeks before `monday` and in force from the week
 * before, has one class: Electrician at 22.00 an hour + 5.00 fringe.
 */
export async function davisBaconJob(page: Page, spec: TDavisBaconJob, monday: string) {
  const { job, formwork } = await jobWithFormworkBudget(page, {
    customerNumber: spec.customerNumber,
    customerName: spec.customerName,
    projectName: spec.projectName,
  });
  await api(page, 'PUT', `/api/v1/certified/jobs/${job.id}`, {
    wage_law: 'davis_bacon',
    awarding_agency: spec.awardingAgency,
    contract_number: spec.contractNumber,
    ...(spec.projectLocation ? { project_location: spec.projectLocation } : {}),
  });
  const wd = await api(page, 'POST', `/api/v1/certified/jobs/${job.id}/determinations`, {
    wd_number: spec.wdNumber,
    modification: spec.modification,
    modification_date: addDays(monday, -14),
    effective_from: addDays(monday, -7),
  });
  const electrician = await api(page, 'POST', `/api/v1/certified/determinations/${wd.id}/classes`, {
    classification: 'Electrician',
    basic_rate: '22.00',
    fringe_rate: '5.00',
  });
  return { job, formwork, electricianId: electrician.id as string };
}

/**
 * Five 8-hour regular days from `monday` by the employee on the job's 03-1000 Formwork as Electrician,
 * worked in Texas, submitted and approved; then the week's regular weekly run, paid the Friday after:
 * a draft.
 */
export async function electricianWeekRun(
  page: Page,
  { job, formwork, electricianId }: Awaited<ReturnType<typeof davisBaconJob>>,
  employeeId: string,
  { monday, sunday }: { monday: string; sunday: string },
) {
  const ids: string[] = [];
  for (let day = 0; day < 5; day++) {
    const line = await api(page, 'POST', '/api/v1/time-entries', {
      employee_id: employeeId,
      work_date: addDays(monday, day),
      job_id: job.id,
      cost_code_id: formwork.id,
      wage_class_id: electricianId,
      pay_type: 'REG',
      hours: '8',
      work_state: 'TX',
    });
    ids.push(...((line.lines ?? [line]) as { id: string }[]).map((l) => l.id));
  }
  await api(page, 'POST', '/api/v1/time-entries/submit', { employee_id: employeeId, week_start: monday });
  await api(page, 'POST', '/api/v1/time-entries/approve', { ids });
  return newWeeklyRun(page, {
    kind: 'regular',
    period_start: monday,
    period_end: sunday,
    check_date: addDays(sunday, 5),
  });
}

/** The GSA's Federal Courthouse in Austin, TX: the underpaid week's job. */
const FEDERAL_COURTHOUSE: TDavisBaconJob = {
  customerNumber: 'C-GSA1',
  customerName: 'General Services Administration',
  projectName: 'Federal Courthouse',
  awardingAgency: 'GSA',
  contractNumber: 'GS-07P-26-0001',
  projectLocation: 'Austin, TX',
  wdNumber: 'TX20260012',
  modification: 2,
};

/**
 * The Federal Courthouse (davisBaconJob: Electrician 22.00 + 5.00); Ana Lopez, paid 20.00 an hour, 40
 * approved hours on it as Electrician in the week; a draft run of the week. 2.00 under the basic
 * rate; with no fringe plan, the 5.00 fringe is paid as cash in lieu.
 */
export async function underpaidWeek(page: Page, { monday, sunday }: { monday: string; sunday: string }) {
  const courthouse = await davisBaconJob(page, FEDERAL_COURTHOUSE, monday);
  const ana = await hourlyEmployee(page, 'Ana', 'Lopez', '20');
  const run = await electricianWeekRun(page, courthouse, ana.id, { monday, sunday });
  return { job: courthouse.job, runId: run.id as string };
}
