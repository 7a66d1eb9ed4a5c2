#!/usr/bin/env node
// Payroll at size (issue 21, item 11): 500 hourly employees × 5 days × 3 approved time lines (7,500
// lines, 42.5 hours a week each, so every check has weekly overtime) on 20 jobs, seeded straight into
// the database with the server stopped. Then, through the API of the built server:
//   - saving a 30-person crew week (crew entry: 30 people × 5 days, one request), 5 different weeks;
//   - a regular weekly run: create, calculate (the preview of 500 checks), approve, post (one entry).
// Targets: crew week < 500 ms, preview < 3 s and posting < 5 s on the embedded database.
// Usage: node bench/payroll.mjs [--employees 500 --keep-data yes]
// PostgreSQL: scripts/with-postgres.sh sh -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL node bench/payroll.mjs'
// Writes bench/results/payroll-<database>.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiClient,
  freePort,
  openSeedDatabase,
  parseArgs,
  postgresDatabase,
  signIn,
  signUpCompany,
  startServer,
  stop,
  writeResults,
} from './lib.mjs';

const args = parseArgs();
const employees = Number(args.employees ?? 500);
const keep = args['keep-data'] === 'yes';
const email = 'bench-payroll@example.com';
const password = 'bench-password-1';

/** Week of Monday 2026-03-02 … Friday 2026-03-06 (the company's workweek starts on Monday). */
const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];

const SEED_SQL = (org) => `
begin;
insert into customers (organization_id, customer_number, name) values ('${org}', 'C-BNCH', 'Bench Owner');
insert into projects (organization_id, customer_id, project_number, project_name, client_name, status)
select '${org}', c.id, 'J-26-' || lpad(g::text, 3, '0'), 'Bench job ' || g, c.name, 'active'
from customers c cross join generate_series(1, 20) g where c.organization_id = '${org}';
insert into standard_cost_codes (organization_id, code, description) values ('${org}', '31-0000', 'Concrete');
insert into standard_cost_codes (organization_id, code, description)
select '${org}', '31-' || lpad((c * 100)::text, 4, '0'), 'Concrete work ' || c from generate_series(1, 3) c;
insert into job_budget_lines (organization_id, job_id, cost_code_id, cost_category_id, original_cents)
select '${org}', p.id, cc.id, k.id, 10000000
from projects p cross join standard_cost_codes cc
join cost_categories k on k.organization_id = '${org}' and k.code = 'L'
where p.organization_id = '${org}' and cc.organization_id = '${org}' and not cc.is_parent;
update payroll_settings set default_work_state = 'TX', workweek_start_day = 1 where organization_id = '${org}';
insert into workers_comp_classes (organization_id, state, class_code, description, rate_per_100)
values ('${org}', 'TX', '5403', 'Carpentry', '6.5000');

create temp table bench_people on commit drop as
select g as n, gen_random_uuid() as user_id from generate_series(1, ${employees}) g;
insert into auth.users (id, email, email_confirmed_at)
select user_id, 'worker' || n || '@bench.test', now() from bench_people;
insert into profiles (id, first_name, last_name, full_name, email)
select user_id, 'Worker', 'No' || n, 'Worker No' || n, 'worker' || n || '@bench.test' from bench_people;
insert into employees (user_id, organization_id, job_title, employment_status)
select user_id, '${org}', 'Carpenter', 'active' from bench_people;
insert into user_roles (user_id, organization_id, role)
select user_id, '${org}', 'field_employee' from bench_people;
insert into employee_pay_profiles (employee_id, organization_id, pay_type, pay_frequency, default_classification,
  workers_comp_class_code, home_state, w4_version, filing_status, w4_step2)
select e.id, '${org}', 'hourly', 'weekly', 'Carpenter', '5403', 'TX', '2020',
  (array['single', 'married_jointly', 'head_of_household'])[1 + p.n % 3], p.n % 7 = 0
from employees e join bench_people p on p.user_id = e.user_id;
insert into employee_pay_rates (organization_id, employee_id, classification, hourly_rate, is_default)
select '${org}', e.id, 'Carpenter', (28 + p.n % 20 + (p.n * 37 % 100) / 100.0)::numeric(12, 4), true
from employees e join bench_people p on p.user_id = e.user_id;

-- 3 lines a day: 3.00 + 3.00 + 2.50 hours on three cost codes of the person's job (42.50 a week).
insert into time_entries (organization_id, employee_id, work_date, job_id, cost_code_id, pay_type, hours,
  classification, workers_comp_class, work_state, status, approved_at)
select '${org}', e.id, d::date, j.id, cc.id, 'REG', case when cc.code = '31-0300' then 2.5 else 3 end,
  'Carpenter', '5403', 'TX', 'approved', now()
from employees e join bench_people p on p.user_id = e.user_id
join projects j on j.organization_id = '${org}' and j.project_number = 'J-26-' || lpad((1 + p.n % 20)::text, 3, '0')
cross join (values ${WEEK.map((d) => `('${d}')`).join(', ')}) as w(d)
join standard_cost_codes cc on cc.organization_id = '${org}' and not cc.is_parent;
commit;
`;

async function timed(fn) {
  const started = performance.now();
  const value = await fn();
  return { ms: Math.round(performance.now() - started), value };
}

const pgDb = process.env.BENCH_DATABASE_URL ? await postgresDatabase(process.env.BENCH_DATABASE_URL) : null;
const databaseUrl = pgDb?.url;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-payroll-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const api = apiClient(base);

let server = (await startServer({ port, dataDir, databaseUrl })).child;
let token = await signUpCompany(base, {
  email,
  password,
  fullName: 'Bench Payroll',
  companyName: 'Bench Payroll Co',
});
const me = await api(token, 'GET', '/api/v1/me');
const org = me.organization?.id ?? me.organization_id ?? me.profile?.organization_id;
if (!org) throw new Error(`no organization in /me: ${JSON.stringify(me).slice(0, 300)}`);
await stop(server);

const seedStarted = performance.now();
const seed = await openSeedDatabase({ dataDir, databaseUrl });
await seed.exec(SEED_SQL(org));
const [{ lines }] = await seed.query(
  `select count(*)::int as lines from time_entries where organization_id = '${org}' and status = 'approved'`,
);
await seed.close();
const seedMs = Math.round(performance.now() - seedStarted);
console.log(`seeded ${employees} employees, ${lines} approved time lines in ${seedMs} ms`);

server = (await startServer({ port, dataDir, databaseUrl })).child;
token = await signIn(base, { email, password });

// Crew weeks: 30 people × 5 days on one job and cost code, weeks after the seeded one.
const options = await api(token, 'GET', '/api/v1/time-entries/options');
const people = options.employees.slice(0, 30).map((e) => e.id ?? e.employee_id);
const job = options.jobs[0];
const costCode = job.cost_codes?.[0] ?? job.costCodes?.[0];
const crewWeeks = [];
for (let w = 1; w <= 5; w++) {
  const monday = new Date(Date.UTC(2026, 2, 2 + 7 * w));
  const dates = [0, 1, 2, 3, 4].map((d) =>
    new Date(monday.getTime() + d * 86_400_000).toISOString().slice(0, 10),
  );
  const { ms } = await timed(() =>
    api(token, 'POST', '/api/v1/time-entries/crew-entry', {
      crew_id: null,
      employee_ids: people,
      job_id: job.id,
      cost_code_id: costCode.id,
      pay_type: 'REG',
      dates,
      hours: '8',
      work_state: 'TX',
      exceptions: [],
    }),
  );
  crewWeeks.push(ms);
}
console.log(`crew week (30 people × 5 days): ${crewWeeks.join(', ')} ms`);

const cash = await api(token, 'GET', '/api/v1/payroll/cash-accounts');
const cashId = (cash.items ?? cash)[0].id;
const run = await api(token, 'POST', '/api/v1/payroll/runs', {
  kind: 'regular',
  pay_frequency: 'weekly',
  period_start: '2026-03-02',
  period_end: '2026-03-08',
  check_date: '2026-03-13',
  cash_account_id: cashId,
});
const calculate = await timed(() => api(token, 'POST', `/api/v1/payroll/runs/${run.id}/calculate`, {}));
const recalculate = await timed(() => api(token, 'POST', `/api/v1/payroll/runs/${run.id}/calculate`, {}));
console.log(
  `preview (calculate ${calculate.value.checks?.length ?? '?'} checks): ${calculate.ms} ms; again ${recalculate.ms} ms`,
);
const approve = await timed(() => api(token, 'POST', `/api/v1/payroll/runs/${run.id}/approve`, {}));
const post = await timed(() => api(token, 'POST', `/api/v1/payroll/runs/${run.id}/post`, {}));
console.log(`approve ${approve.ms} ms; post ${post.ms} ms (status ${post.value.status})`);

const results = {
  database: databaseUrl ? 'postgresql' : 'pglite',
  employees,
  timeLines: lines,
  seedMs,
  crewWeekMs: crewWeeks,
  calculateMs: calculate.ms,
  recalculateMs: recalculate.ms,
  approveMs: approve.ms,
  postMs: post.ms,
  gross: post.value.gross_cents,
  net: post.value.net_cents,
};
writeResults(`payroll-${results.database}`, results);
await stop(server);
if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
if (pgDb && !keep) await pgDb.drop();
