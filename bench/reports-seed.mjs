// The seed of bench/reports.mjs: one company's books over five years written straight into the database
// (as its owner, the server stopped) in set-based statements (INSERT … SELECT generate_series), through the
// ledger's own triggers (entry numbers, balance check at commit, account and job-cost period balances):
//   master data — a chart of ≈90 accounts, 16 divisions × 8 cost codes, customers, vendors, jobs;
//   jobs        — each with 50 budget lines (10 cost codes × 5 categories), a contract of 10 lines
//                 (one per code: its budget + 18 %), an approved customer change order (contract and
//                 budget), a pending one on every fifth job, 3 subcontracts and a purchase order of 10
//                 lines each (counted: issued or executed);
//   payables    — vendor invoices of 1–3 lines (10 % overhead, 40 % direct job cost, 50 % against a
//                 commitment, subcontracts withholding 10 % retainage): the last 40 days entered,
//                 approved or posted and unpaid, older ones posted and paid (one payment each, half of
//                 one in 200 paid, one in 200 left open), one in 100 voided before posting; retainage
//                 held on invoices of a quarter released a year later per vendor and paid;
//   billing     — pay applications every ≈6 months per job (8 % of the schedule each; the last ones
//                 draft, submitted or approved and open; the others approved and paid by a receipt);
//   the rest of the ledger — four-line entries up to the number of lines asked: payroll to jobs (labour
//                 on two jobs' cost codes), payroll liabilities paid, overhead, other income, equipment and
//                 other job cost;
//   WIP         — estimates of cost to complete for every third job, the last four month ends.
// Every document that is posted has its entry (source_type, source_id, journal_entry_id), so the
// subledgers tie to the control accounts as the modules would leave them.
// Every job runs over the whole five years so that the WIP schedule lists all of them (the worst case).

/** The seeded books run from START through END (the as-of dates of the measurements). */
export const START = '2022-01-01';
export const END = '2026-11-20';
const DAYS = Math.round((Date.parse(END) - Date.parse(START)) / 86_400_000);

/** The size of one company's books. */
export const MAIN_COMPANY = { jobs: 500, customers: 150, vendors: 300, invoices: 50_000, appsPerJob: 10 };
export const OTHER_COMPANY = {
  jobs: 10,
  customers: 10,
  vendors: 30,
  invoices: 600,
  appsPerJob: 10,
  lines: 10_000,
};

const q = (s) => `'${s}'`;
const u = (id) => `'${id}'::uuid`;

const DROP_SQL = `drop table if exists b_acc, b_jobs, b_codes, b_vendors, b_overhead, b_pairs, b_cl, b_commit, b_cline,
  b_inv, b_inv_lines, b_entries, b_pay, b_rel, b_rel_lines, b_rpay, b_app, b_app_lines, b_app_sums, b_rcpt;`;

/** Accounts, cost codes, customers, vendors, jobs; the session's helper tables (temp, dropped at the end). */
export function masterSql(org, p) {
  const nsub = Math.floor((p.vendors * 40) / 100);
  const nsup = Math.floor((p.vendors * 47) / 100);
  return `
begin;
insert into chart_of_accounts (organization_id, account_number, account_name, account_type, normal_balance, is_cash)
select ${u(org)}, a.num, a.name, a.type, a.bal, a.cash from (values
  ('1010', 'Cash - Payroll', 'asset', 'debit', true),
  ('1020', 'Cash - Money Market', 'asset', 'debit', true),
  ('1300', 'Prepaid Expenses', 'asset', 'debit', false),
  ('1400', 'Materials Inventory', 'asset', 'debit', false),
  ('1600', 'Vehicles', 'asset', 'debit', false),
  ('1650', 'Accumulated Depreciation - Vehicles', 'asset', 'credit', false),
  ('2300', 'Accrued Expenses', 'liability', 'credit', false),
  ('2400', 'Line of Credit', 'liability', 'credit', false),
  ('2500', 'Equipment Notes Payable', 'liability', 'credit', false),
  ('4100', 'Time and Material Revenue', 'revenue', 'credit', false),
  ('4200', 'Service Revenue', 'revenue', 'credit', false),
  ('4900', 'Other Income', 'revenue', 'credit', false)
) a(num, name, type, bal, cash)
union all
select ${u(org)}, (6500 + g * 10)::text,
  'Overhead - ' || (array['Travel','Telephone','Software','Legal','Accounting','Advertising','Bank Fees','Dues','Training','Small Tools','Fuel','Repairs'])[1 + g % 12] || ' ' || (1 + g / 12),
  'expense', 'debit', false
from generate_series(0, 47) g
on conflict do nothing;

insert into standard_cost_codes (organization_id, code, description)
select ${u(org)}, lpad(d::text, 2, '0') || '-0000', 'Division ' || d from generate_series(1, 16) d
union all
select ${u(org)}, lpad(d::text, 2, '0') || '-' || lpad((c * 100)::text, 4, '0'), 'Division ' || d || ' work ' || c
from generate_series(1, 16) d cross join generate_series(1, 8) c
on conflict do nothing;

insert into customers (organization_id, customer_number, name, email, city, state)
select ${u(org)}, 'C-' || lpad(upper(to_hex(g)), 4, '0'),
  (array['Summit','Harbor','Granite','Cedar','Riverside','Pinnacle','Oakmont','Lakeside','Northgate','Meridian'])[1 + g % 10] || ' ' ||
  (array['Developments','Holdings','Properties','Partners','Health','Schools','Logistics','Hotels'])[1 + (g / 10) % 8] || ' ' || g,
  'ap' || g || '@owner.example', 'Austin', 'TX'
from generate_series(1, ${p.customers}) g
on conflict do nothing;

insert into vendors (organization_id, vendor_number, name, vendor_type, payment_terms_days, is_1099)
select ${u(org)}, 'V-' || lpad(upper(to_hex(g)), 4, '0'),
  case when g <= ${nsub} then (array['Apex','Lone Star','Hill Country','Capital','Gulf'])[1 + g % 5] || ' ' ||
         (array['Drywall','Electric','Plumbing','Mechanical','Concrete','Roofing','Steel','Glazing'])[1 + (g / 5) % 8] || ' ' || g
       when g <= ${nsub + nsup} then (array['Builders Supply','Lumber Yard','Ready Mix','Equipment Rental','Hardware'])[1 + g % 5] || ' ' || g
       else (array['Insurance Agency','Law Office','CPA Firm','IT Services'])[1 + g % 4] || ' ' || g end,
  case when g <= ${nsub} then 'subcontractor' when g <= ${nsub + nsup} then 'supplier' else 'service_provider' end,
  30, g % 3 = 0
from generate_series(1, ${p.vendors}) g;

insert into projects (organization_id, customer_id, project_number, project_name, client_name, start_date,
  estimated_completion_date, status)
select ${u(org)}, c.id, 'J-22-' || lpad(g::text, 3, '0'),
  (array['Medical Office','School Addition','Warehouse','Retail Center','Hotel Renovation','Parking Garage','Office Tower','Fire Station'])[1 + g % 8] || ' ' || g,
  c.name, (date ${q(START)} + make_interval(months => g % 6))::date,
  (date ${q(START)} + make_interval(months => g % 6 + 60))::date,
  case when g % 20 = 0 then 'completed' when g % 20 = 7 then 'on-hold' else 'active' end
from generate_series(1, ${p.jobs}) g
join customers c on c.organization_id = ${u(org)} and c.customer_number = 'C-' || lpad(upper(to_hex(1 + g % ${p.customers})), 4, '0');

insert into job_number_counters (organization_id, year_suffix, last_value)
values (${u(org)}, '22', ${p.jobs})
on conflict (organization_id, year_suffix) do update set last_value = greatest(job_number_counters.last_value, excluded.last_value);
commit;

${DROP_SQL}

create temp table b_acc as
select
  (array_agg(id) filter (where system_key = 'cash'))[1] as cash,
  (array_agg(id) filter (where account_number = '1020'))[1] as cash2,
  (array_agg(id) filter (where system_key = 'accounts_receivable'))[1] as ar,
  (array_agg(id) filter (where system_key = 'retainage_receivable'))[1] as rr,
  (array_agg(id) filter (where system_key = 'accounts_payable'))[1] as ap,
  (array_agg(id) filter (where system_key = 'retainage_payable'))[1] as rp,
  (array_agg(id) filter (where system_key = 'payroll_liabilities'))[1] as pl,
  (array_agg(id) filter (where system_key = 'payroll_taxes_payable'))[1] as pt,
  (array_agg(id) filter (where account_number = '2300'))[1] as accrued,
  (array_agg(id) filter (where system_key = 'contract_revenue'))[1] as revenue,
  (array_agg(id) filter (where account_number = '4100'))[1] as tm_revenue,
  (array_agg(id) filter (where account_number = '4900'))[1] as other_income
from chart_of_accounts where organization_id = ${u(org)};

create temp table b_jobs as
select row_number() over (order by project_number)::int as n, id, customer_id, project_number, start_date
from projects where organization_id = ${u(org)} and project_number like 'J-22-%';

create temp table b_codes as
select (row_number() over (order by code) - 1)::int as i, id from standard_cost_codes
where organization_id = ${u(org)} and not is_parent and code ~ '^[0-9]{2}-0[1-8]00$';

create temp table b_vendors as
select row_number() over (order by vendor_number)::int as n, id from vendors where organization_id = ${u(org)};

create temp table b_overhead as
select (row_number() over (order by account_number) - 1)::int as i, id from chart_of_accounts
where organization_id = ${u(org)} and account_type = 'expense' and account_number >= '6000';

-- A job's 50 budget pairs: 10 of the 128 codes (13 is prime to 128: distinct) × the 5 categories.
create temp table b_pairs as
select j.n as job_n, j.id as job_id, ci, c.id as code_id, k.code as cat, k.id as cat_id, k.gl_account_id as gl,
  2000000 + ((j.n::bigint * 31 + (ci * 5 + k.ord) * 7919) % 61) * 100000 as budget
from b_jobs j cross join generate_series(0, 9) ci
join b_codes c on c.i = (j.n * 7 + ci * 13) % 128
cross join (select code, id, gl_account_id, row_number() over (order by code)::int as ord from cost_categories
            where organization_id = ${u(org)} and code in ('L','M','S','E','O')) k;
create index on b_pairs (job_n, ci, cat);
analyze b_acc, b_jobs, b_codes, b_vendors, b_overhead, b_pairs;
`;
}

/** Budgets, contracts, change orders and commitments of every job. */
export function jobsSql(org, p) {
  const nsub = Math.floor((p.vendors * 40) / 100);
  const nsup = Math.floor((p.vendors * 47) / 100);
  return `
begin;
insert into job_budget_lines (organization_id, job_id, cost_code_id, cost_category_id, description, original_cents)
select ${u(org)}, job_id, code_id, cat_id, 'Budget ' || cat, budget from b_pairs;

update projects x set budget_cents = s.total
from (select job_id, sum(budget) as total from b_pairs group by 1) s
where x.organization_id = ${u(org)} and x.id = s.job_id;

-- The schedule of values: one line per cost code, its budget + 18 %.
create temp table b_cl as
select job_n, job_id, ci + 1 as l, code_id, sum(budget) * 118 / 100 as amount, gen_random_uuid() as id
from b_pairs group by job_n, job_id, ci, code_id;

insert into job_contracts (organization_id, job_id, original_contract_cents, billing_method, retainage_work_bps,
  retainage_stored_bps, payment_terms_days)
select ${u(org)}, job_id, sum(amount), 'progress', 1000, 1000, 30 from b_cl group by job_id;

insert into contract_lines (id, organization_id, contract_id, line_number, description, original_cents, cost_code_id)
select l.id, ${u(org)}, c.id, l.l, 'Schedule line ' || l.l, l.amount, l.code_id
from b_cl l join job_contracts c on c.organization_id = ${u(org)} and c.job_id = l.job_id;

-- Customer change orders: an approved one on every job before its first billing (+5 % of its first
-- schedule line, +85 % of that to the budget of its first code's labour), a pending one on every fifth.
insert into customer_change_orders (organization_id, job_id, change_order_number, change_order_date, description,
  status, decided_at)
select ${u(org)}, j.id, 1, j.start_date + 10, 'Owner requested changes', 'approved', j.start_date + 12
from b_jobs j
union all
select ${u(org)}, j.id, 2, date ${q(END)} - 30, 'Pending owner changes', 'pending', null
from b_jobs j where j.n % 5 = 0;

insert into customer_change_order_lines (organization_id, change_order_id, line_number, kind, contract_line_id,
  description, cost_code_id, cost_category_id, amount_cents)
select ${u(org)}, o.id, 1, 'contract', l.id, 'Added scope', null, null,
  l.amount * (case o.change_order_number when 1 then 5 else 2 end) / 100
from customer_change_orders o
join b_jobs j on j.id = o.job_id
join b_cl l on l.job_n = j.n and l.l = 1
where o.organization_id = ${u(org)}
union all
select ${u(org)}, o.id, 2, 'budget', null, 'Added scope cost', p.code_id, p.cat_id,
  l.amount * (case o.change_order_number when 1 then 5 else 2 end) / 100 * 85 / 100
from customer_change_orders o
join b_jobs j on j.id = o.job_id
join b_cl l on l.job_n = j.n and l.l = 1
join b_pairs p on p.job_n = j.n and p.ci = 0 and p.cat = 'L'
where o.organization_id = ${u(org)};

-- Three subcontracts (category S, 10 % retainage) and a purchase order (M) per job, 10 lines each.
create temp table b_commit as
select j.n as job_n, c, gen_random_uuid() as id, j.id as job_id, j.project_number, j.start_date,
  v.id as vendor_id, case when c <= 3 then 1000 else 0 end as rbps, case when c <= 3 then 'S' else 'M' end as cat
from b_jobs j cross join generate_series(1, 4) c
join b_vendors v on v.n = case when c <= 3 then 1 + ((j.n * 3 + c) % ${nsub}) else ${nsub} + 1 + (j.n % ${nsup}) end;

insert into commitments (id, organization_id, job_id, vendor_id, kind, commitment_number, description, start_date,
  retainage_bps, status, issued_at, executed_at)
select id, ${u(org)}, job_id, vendor_id, case when c <= 3 then 'subcontract' else 'purchase_order' end,
  project_number || case when c <= 3 then '-SC-0' || c else '-PO-01' end,
  case when c <= 3 then 'Subcontract ' || c else 'Materials' end, start_date, rbps,
  case when c % 2 = 0 then 'issued' else 'executed' end, start_date + 5, case when c % 2 = 1 then start_date + 9 end
from b_commit;

insert into commitment_counters (organization_id, job_id, kind, last_value)
select ${u(org)}, id, 'subcontract', 3 from b_jobs
union all select ${u(org)}, id, 'purchase_order', 1 from b_jobs;

create temp table b_cline as
select m.id as commitment_id, m.job_n, l, gen_random_uuid() as id, p.job_id, p.code_id, p.cat_id, p.gl,
  p.budget * case when m.c <= 3 then 25 else 80 end / 100 as amount
from b_commit m cross join generate_series(1, 10) l
join b_pairs p on p.job_n = m.job_n and p.ci = l - 1 and p.cat = m.cat;

insert into commitment_lines (id, organization_id, commitment_id, line_number, cost_code_id, cost_category_id,
  description, original_cents)
select id, ${u(org)}, commitment_id, l, code_id, cat_id, 'Scope line ' || l, amount from b_cline;
commit;
create index on b_commit (job_n, c);
create index on b_cline (commitment_id, l);
analyze b_cl, b_commit, b_cline;
`;
}

/** Vendor invoices and their lines (the documents; their entries come in batches). */
export function invoicesSql(org, p, overheadCount) {
  const n = p.invoices;
  const nsub = Math.floor((p.vendors * 40) / 100);
  const nsup = Math.floor((p.vendors * 47) / 100);
  const nsvc = p.vendors - nsub - nsup;
  return `
create temp table b_inv as
select i, gen_random_uuid() as id, d, d + 30 as due, cls, job_n, c, nlines, st,
  case when cls = 0 then ${nsub + nsup} + 1 + i % ${nsvc} when cls <= 4 then ${nsub} + 1 + i % ${nsup} end as vendor_n,
  case when st = 'posted' and d <= date ${q(END)} - 40 and i % 200 <> 7
       then case when i % 200 = 11 then 'half' else 'full' end end as paid,
  null::uuid as vendor_id, 0::bigint as gross, 0::bigint as ret
from (
  select i, d, i % 10 as cls, 1 + ((i / 10)::bigint * 7919 % ${p.jobs})::int as job_n, 1 + i % 4 as c,
    1 + (i * 13) % 3 as nlines,
    case when d > date ${q(END)} - 40
           then case (i / 10) % 10 when 1 then 'entered' when 2 then 'approved' else 'posted' end
         when i % 100 = 3 then 'void' else 'posted' end as st
  from (select i, date ${q(START)} + ((i - 1)::bigint * ${DAYS} / ${n})::int as d
        from generate_series(1, ${n}) i) x
) y;

update b_inv b set vendor_id = v.id from b_vendors v where v.n = b.vendor_n;
update b_inv b set vendor_id = m.vendor_id from b_commit m where b.cls >= 5 and m.job_n = b.job_n and m.c = b.c;
create index on b_inv (id);
create index on b_inv (i);

create temp table b_inv_lines as
select v.id as inv_id, v.i, l.l,
  case when v.cls = 0 then 'overhead' when v.cls <= 4 then 'job_cost' else 'commitment' end as kind,
  coalesce(p.job_id, cl.job_id) as job_id, coalesce(p.code_id, cl.code_id) as code_id,
  coalesce(p.cat_id, cl.cat_id) as cat_id, coalesce(p.gl, cl.gl, oh.id) as account_id, oh.id as expense_id,
  cm.id as commitment_id, cl.id as commitment_line_id, cm.rbps,
  10000 + ((v.i::bigint * 104729 + l.l * 7919) % 490001) as amount
from b_inv v
cross join lateral generate_series(1, v.nlines) l(l)
left join b_overhead oh on v.cls = 0 and oh.i = (v.i * 7 + l.l) % ${overheadCount}
left join b_pairs p on v.cls between 1 and 4 and p.job_n = v.job_n and p.ci = (v.i / ${10 * p.jobs} + v.i + l.l * 3) % 10
  and p.cat = (array['M','E','O'])[1 + (v.i + l.l) % 3]
left join b_commit cm on v.cls >= 5 and cm.job_n = v.job_n and cm.c = v.c
left join b_cline cl on cl.commitment_id = cm.id and cl.l = 1 + (v.i / ${10 * p.jobs} + v.i / 3 + l.l * 3) % 10;
create index on b_inv_lines (inv_id);

update b_inv b set gross = s.gross, ret = s.ret
from (select inv_id, sum(amount) as gross, sum(coalesce(amount * rbps / 10000, 0)) as ret
      from b_inv_lines group by 1) s
where s.inv_id = b.id;
analyze b_inv, b_inv_lines;

begin;
insert into ap_invoices (id, organization_id, vendor_id, invoice_number, invoice_date, due_date, received_date,
  description, status, gross_cents, retainage_cents, net_cents, approved_at, posted_at, voided_at, void_reason,
  created_at, updated_at)
select id, ${u(org)}, vendor_id, 'INV-' || lpad(i::text, 6, '0'), d, due, d + 2,
  'Bench invoice ' || i, st, gross, ret, gross - ret,
  case when st in ('approved', 'posted') then (d + 3)::timestamptz end,
  case when st = 'posted' then (d + 4)::timestamptz end,
  case when st = 'void' then (d + 5)::timestamptz end,
  case when st = 'void' then 'Duplicate of another invoice' end,
  (d + 2)::timestamptz, (d + 4)::timestamptz
from b_inv;

insert into ap_invoice_lines (organization_id, invoice_id, line_number, kind, commitment_id, commitment_line_id,
  job_id, cost_code_id, cost_category_id, expense_account_id, description, amount_cents, retainage_bps, retainage_cents)
select ${u(org)}, inv_id, l, kind, commitment_id, commitment_line_id,
  case when kind <> 'overhead' then job_id end, case when kind <> 'overhead' then code_id end,
  case when kind <> 'overhead' then cat_id end, expense_id, 'Line ' || l, amount,
  case when kind = 'commitment' then rbps end, coalesce(amount * rbps / 10000, 0)
from b_inv_lines;
commit;
create temp table b_entries (source_id uuid, entry_id uuid, entry_date date, entry_number text);
`;
}

/** Entries of `sourceType` for the rows of `selectSql` (id, date, memo), kept in b_entries. */
function entriesFor(org, sourceType, selectSql) {
  return `
truncate b_entries;
with e as (
  insert into journal_entries (organization_id, entry_number, entry_year, entry_seq, entry_date, memo, source_type,
    source_id, created_txid)
  select ${u(org)}, '', 0, 0, s.d, s.memo, '${sourceType}', s.id, 0 from (${selectSql}) s
  returning id, source_id, entry_date, entry_number
)
insert into b_entries select source_id, id, entry_date, entry_number from e;
`;
}

const LINE_COLUMNS = `(organization_id, entry_id, line_number, entry_date, entry_number, account_id, debit_cents,
  credit_cents, memo, job_id, cost_code_id, cost_category_id, customer_id)`;

/** The posting of invoices i in [from, to]: Dr each line, Cr AP the net, Cr retainage payable. */
export function invoiceEntriesSql(org, from, to) {
  return `
begin;
${entriesFor(org, 'ap_invoice', `select id, d, 'Invoice INV-' || lpad(i::text, 6, '0') as memo from b_inv where st = 'posted' and i between ${from} and ${to} order by i`)}
update ap_invoices x set journal_entry_id = b.entry_id, posted_on = b.entry_date from b_entries b
where x.organization_id = ${u(org)} and x.id = b.source_id;
insert into journal_lines ${LINE_COLUMNS}
select ${u(org)}, b.entry_id, l.l, b.entry_date, b.entry_number, l.account_id, l.amount, 0, 'Invoice line ' || l.l,
  case when l.kind <> 'overhead' then l.job_id end, case when l.kind <> 'overhead' then l.code_id end,
  case when l.kind <> 'overhead' then l.cat_id end, null::uuid
from b_entries b join b_inv_lines l on l.inv_id = b.source_id
union all
select ${u(org)}, b.entry_id, v.nlines + 1, b.entry_date, b.entry_number, a.ap, 0, v.gross - v.ret, 'Amount due', null::uuid, null::uuid, null::uuid, null::uuid
from b_entries b join b_inv v on v.id = b.source_id cross join b_acc a
union all
select ${u(org)}, b.entry_id, v.nlines + 2, b.entry_date, b.entry_number, a.rp, 0, v.ret, 'Retainage held', null::uuid, null::uuid, null::uuid, null::uuid
from b_entries b join b_inv v on v.id = b.source_id cross join b_acc a where v.ret > 0;
commit;
`;
}

/** One payment per paid invoice (half the net of one in 200), and the retainage releases. */
export function paymentsSql(org) {
  return `
create temp table b_pay as
select gen_random_uuid() as id, i, v.id as invoice_id, v.vendor_id, v.due - (i % 7) as d,
  case when paid = 'half' then (gross - ret) / 2 else gross - ret end as amount,
  case when i % 3 = 0 then 'ach' else 'check' end as method
from b_inv v where paid is not null;
create index on b_pay (i);

-- Retainage of a vendor's invoices of a quarter, released a year later (when that is 60 days before END).
create temp table b_rel as
select gen_random_uuid() as id, row_number() over (order by vendor_id, q)::int as n, vendor_id,
  (q + interval '1 year')::date + 14 as d, sum(ret) as amount
from (select vendor_id, date_trunc('quarter', d)::date as q, ret from b_inv
      where st = 'posted' and ret > 0 and date_trunc('quarter', d) + interval '1 year 60 days' <= date ${q(END)}) x
group by vendor_id, q;
create temp table b_rel_lines as
select r.id as release_id, v.id as invoice_id, v.ret as amount
from b_rel r join b_inv v on v.vendor_id = r.vendor_id and v.st = 'posted' and v.ret > 0
  and (date_trunc('quarter', v.d) + interval '1 year')::date + 14 = r.d;
create temp table b_rpay as
select gen_random_uuid() as id, r.id as release_id, r.n, r.vendor_id, r.d + 28 as d, r.amount from b_rel r;
analyze b_pay, b_rel, b_rel_lines, b_rpay;

begin;
insert into ap_payments (id, organization_id, vendor_id, payment_date, bank_account_id, method, check_number,
  reference, amount_cents, memo, status, created_at, updated_at)
select p.id, ${u(org)}, p.vendor_id, p.d, a.cash, p.method,
  case when p.method = 'check' then (100000 + p.i)::text end,
  case when p.method = 'ach' then 'ACH-' || p.i end, p.amount, 'Payment of INV-' || lpad(p.i::text, 6, '0'),
  'posted', p.d::timestamptz, p.d::timestamptz
from b_pay p cross join b_acc a
union all
select p.id, ${u(org)}, p.vendor_id, p.d, a.cash, 'ach', null, 'ACH-R-' || p.n, p.amount, 'Retainage release payment',
  'posted', p.d::timestamptz, p.d::timestamptz
from b_rpay p cross join b_acc a;

insert into ap_retainage_releases (id, organization_id, vendor_id, release_date, due_date, description, amount_cents,
  status, created_at)
select id, ${u(org)}, vendor_id, d, d + 30, 'Retainage released', amount, 'posted', d::timestamptz from b_rel;
insert into ap_retainage_release_lines (organization_id, release_id, invoice_id, amount_cents)
select ${u(org)}, release_id, invoice_id, amount from b_rel_lines;
insert into ap_payment_applications (organization_id, payment_id, invoice_id, kind, release_id, amount_cents)
select ${u(org)}, id, invoice_id, 'invoice', null, amount from b_pay
union all
select ${u(org)}, p.id, l.invoice_id, 'retainage', l.release_id, l.amount
from b_rpay p join b_rel_lines l on l.release_id = p.release_id;

commit;

begin;
${entriesFor(org, 'retainage_release', `select id, d, 'Retainage released' as memo from b_rel`)}
update ap_retainage_releases x set journal_entry_id = b.entry_id from b_entries b
where x.organization_id = ${u(org)} and x.id = b.source_id;
insert into journal_lines ${LINE_COLUMNS}
select ${u(org)}, b.entry_id, 1, b.entry_date, b.entry_number, a.rp, r.amount, 0, 'Retainage released', null::uuid, null::uuid, null::uuid, null::uuid
from b_entries b join b_rel r on r.id = b.source_id cross join b_acc a
union all
select ${u(org)}, b.entry_id, 2, b.entry_date, b.entry_number, a.ap, 0, r.amount, 'Retainage payable now', null::uuid, null::uuid, null::uuid, null::uuid
from b_entries b join b_rel r on r.id = b.source_id cross join b_acc a;
commit;
`;
}

/** The posting of payments (invoice payments i in [from, to], or the release payments): Dr AP, Cr cash. */
export function paymentEntriesSql(org, table, where) {
  return `
begin;
${entriesFor(org, 'ap_payment', `select id, d, 'Vendor payment' as memo from ${table} where ${where}`)}
update ap_payments x set journal_entry_id = b.entry_id from b_entries b
where x.organization_id = ${u(org)} and x.id = b.source_id;
insert into journal_lines ${LINE_COLUMNS}
select ${u(org)}, b.entry_id, 1, b.entry_date, b.entry_number, a.ap, p.amount, 0, 'Vendor payment', null::uuid, null::uuid, null::uuid, null::uuid
from b_entries b join ${table} p on p.id = b.source_id cross join b_acc a
union all
select ${u(org)}, b.entry_id, 2, b.entry_date, b.entry_number, a.cash, 0, p.amount, 'Vendor payment', null::uuid, null::uuid, null::uuid, null::uuid
from b_entries b join ${table} p on p.id = b.source_id cross join b_acc a;
commit;
`;
}

/** Pay applications with their continuation sheets, their postings, the receipts that paid them. */
export function billingSql(org, p) {
  const apps = p.appsPerJob;
  return `
create temp table b_app as
select j.n as job_n, k, gen_random_uuid() as id, j.id as job_id, j.customer_id, j.project_number, pt,
  case
    when k = ${apps} and pt > date ${q(END)} - 45 then (array['draft','submitted','approved'])[1 + (j.n / 6) % 3]
    when k >= ${apps - 1} and j.n % 4 = 0 then 'approved'
    when pt + 30 + j.n % 20 > date ${q(END)} then 'approved'
    else 'paid' end as st,
  800 * k * 10 / ${apps} as pct_bps
from b_jobs j cross join generate_series(1, ${apps}) k
cross join lateral (select ((date ${q(START)} + make_interval(months => (k - 1) * 58 / ${apps} + j.n % 6 + 1))::date - 1) as pt) x;

create temp table b_app_lines as
select a.id as app_id, a.job_n, a.k, l.id as contract_line_id, s.scheduled,
  s.scheduled * (a.pct_bps - 800 * 10 / ${apps}) / 10000 as previous,
  s.scheduled * a.pct_bps / 10000 - s.scheduled * (a.pct_bps - 800 * 10 / ${apps}) / 10000 as this_period
from b_app a
join b_cl l on l.job_n = a.job_n
cross join lateral (select l.amount + case when l.l = 1 then l.amount * 5 / 100 else 0 end as scheduled) s;

create temp table b_app_sums as
select a.*, s.gross, s.ret, s.todate, s.gross - s.ret as due,
  sum(s.ret) over (partition by a.job_n order by a.k) as ret_to_date,
  coalesce(sum(s.gross - s.ret) over (partition by a.job_n order by a.k rows between unbounded preceding and 1 preceding), 0) as previous_due,
  s.contract, s.changes
from b_app a
join (select l.app_id, sum(l.this_period) as gross, sum(l.this_period / 10) as ret, sum(l.previous + l.this_period) as todate,
        sum(c.amount) as contract, sum(l.scheduled - c.amount) as changes
      from b_app_lines l join b_cl c on c.id = l.contract_line_id group by 1) s on s.app_id = a.id;
analyze b_app, b_app_lines, b_app_sums;

begin;
insert into pay_applications (id, organization_id, job_id, customer_id, application_number, kind, period_from, period_to,
  application_date, due_date, status, original_contract_cents, net_change_orders_cents, completed_and_stored_cents,
  retainage_work_cents, retainage_stored_cents, previous_certificates_cents, current_due_cents, period_gross_cents,
  period_retainage_cents, submitted_at, approved_at, created_at, updated_at)
select id, ${u(org)}, job_id, customer_id, k, 'progress', date_trunc('month', pt)::date, pt, pt, pt + 30, st,
  contract, changes, todate, ret_to_date, 0, previous_due, due, gross, ret,
  case when st <> 'draft' then pt::timestamptz end, case when st in ('approved', 'paid') then (pt + 2)::timestamptz end,
  pt::timestamptz, pt::timestamptz
from b_app_sums;

insert into pay_application_lines (organization_id, application_id, contract_line_id, scheduled_cents, previous_work_cents,
  this_period_cents, stored_cents, retainage_cents)
select ${u(org)}, app_id, contract_line_id, scheduled, previous, this_period, 0, this_period / 10 from b_app_lines;
commit;

begin;
${entriesFor(org, 'ar_invoice', `select id, pt as d, project_number || ' Application ' || k as memo from b_app_sums where st in ('approved', 'paid') order by pt`)}
update pay_applications x set journal_entry_id = b.entry_id from b_entries b
where x.organization_id = ${u(org)} and x.id = b.source_id;
insert into journal_lines ${LINE_COLUMNS}
select ${u(org)}, b.entry_id, 1, b.entry_date, b.entry_number, a.ar, s.due, 0, 'Amount due', null::uuid, null::uuid, null::uuid, s.customer_id
from b_entries b join b_app_sums s on s.id = b.source_id cross join b_acc a where s.due > 0
union all
select ${u(org)}, b.entry_id, 2, b.entry_date, b.entry_number, a.rr, s.ret, 0, 'Retainage', null::uuid, null::uuid, null::uuid, s.customer_id
from b_entries b join b_app_sums s on s.id = b.source_id cross join b_acc a where s.ret > 0
union all
select ${u(org)}, b.entry_id, 3, b.entry_date, b.entry_number, a.revenue, 0, s.gross, 'Contract revenue', null::uuid, null::uuid, null::uuid, null::uuid
from b_entries b join b_app_sums s on s.id = b.source_id cross join b_acc a where s.gross > 0;
commit;

create temp table b_rcpt as
select gen_random_uuid() as id, s.id as app_id, s.customer_id, s.pt + 30 + s.job_n % 20 as d, s.due as amount,
  s.project_number || '-' || s.k as ref
from b_app_sums s where s.st = 'paid' and s.due > 0;

begin;
insert into customer_receipts (id, organization_id, customer_id, receipt_date, method, reference, amount_cents,
  deposit_account_id, memo, created_at)
select r.id, ${u(org)}, r.customer_id, r.d, 'check', 'CHK ' || r.ref, r.amount, a.cash, 'Payment ' || r.ref, r.d::timestamptz
from b_rcpt r cross join b_acc a;
insert into receipt_applications (organization_id, receipt_id, application_id, amount_cents)
select ${u(org)}, id, app_id, amount from b_rcpt;
${entriesFor(org, 'ar_receipt', `select id, d, 'Receipt ' || ref as memo from b_rcpt order by d`)}
update customer_receipts x set journal_entry_id = b.entry_id from b_entries b
where x.organization_id = ${u(org)} and x.id = b.source_id;
insert into journal_lines ${LINE_COLUMNS}
select ${u(org)}, b.entry_id, 1, b.entry_date, b.entry_number, a.cash, r.amount, 0, 'Receipt', null::uuid, null::uuid, null::uuid, r.customer_id
from b_entries b join b_rcpt r on r.id = b.source_id cross join b_acc a
union all
select ${u(org)}, b.entry_id, 2, b.entry_date, b.entry_number, a.ar, 0, r.amount, 'Receipt', null::uuid, null::uuid, null::uuid, r.customer_id
from b_entries b join b_rcpt r on r.id = b.source_id cross join b_acc a;
commit;
`;
}

/**
 * Entries g in [from, to] of `total` four-line entries spread over the five years (g % 10: 0–5 payroll
 * to two jobs' labour, 6–7 payroll liabilities paid, 8 overhead or other income, 9 equipment and other
 * job cost). The entry number g is kept in the memo ('… #g') to find its lines' figures.
 */
export function fillerSql(org, p, from, to, total, overheadCount) {
  return `
begin;
truncate b_entries;
with e as (
  insert into journal_entries (organization_id, entry_number, entry_year, entry_seq, entry_date, memo, source_type, created_txid)
  select ${u(org)}, '', 0, 0, date ${q(START)} + ((g - 1)::bigint * ${DAYS} / ${total})::int,
    (case when g % 10 <= 5 then 'Payroll' when g % 10 <= 7 then 'Payroll liabilities paid'
          when g % 10 = 8 then 'Overhead' else 'Equipment and other job cost' end) || ' #' || g,
    case when g % 10 <= 5 then 'payroll' else 'manual' end, 0
  from generate_series(${from}, ${to}) g
  returning id, memo, entry_date, entry_number
)
insert into b_entries select null, id, entry_date, entry_number || '#' || split_part(memo, '#', 2) from e;

with f as (
  select b.entry_id, b.entry_date, split_part(b.entry_number, '#', 1) as entry_number, x.g, x.grp,
    50000 + (x.g::bigint * 7919) % 450001 as a, 50000 + (x.g::bigint * 104729) % 450001 as b,
    1 + ((x.g / 10)::bigint * 31) % ${p.jobs} as n1, ((x.g / ${10 * p.jobs}) * 7 + x.g) % 10 as ci1,
    1 + ((x.g / 10)::bigint * 104729 + 17) % ${p.jobs} as n2, ((x.g / ${10 * p.jobs}) * 3 + x.g / 3) % 10 as ci2
  from b_entries b
  cross join lateral (select split_part(b.entry_number, '#', 2)::int as g) g0
  cross join lateral (select g0.g, case when g0.g % 10 <= 5 then 'P' when g0.g % 10 <= 7 then 'L'
      when g0.g % 10 = 8 and (g0.g / 10) % 5 = 0 then 'I' when g0.g % 10 = 8 then 'O' else 'J' end as grp) x
)
insert into journal_lines ${LINE_COLUMNS}
select ${u(org)}, f.entry_id, v.n, f.entry_date, f.entry_number, v.account_id, v.debit, v.credit, null,
  v.job_id, v.code_id, v.cat_id, null::uuid
from f
cross join b_acc a
left join b_pairs p1 on f.grp in ('P', 'J') and p1.job_n = f.n1 and p1.ci = f.ci1 and p1.cat = case f.grp when 'P' then 'L' else 'E' end
left join b_pairs p2 on f.grp in ('P', 'J') and p2.job_n = f.n2 and p2.ci = f.ci2 and p2.cat = case f.grp when 'P' then 'L' else 'O' end
left join b_overhead o1 on f.grp = 'O' and o1.i = (f.g * 7) % ${overheadCount}
left join b_overhead o2 on f.grp = 'O' and o2.i = (f.g * 11 + 3) % ${overheadCount}
cross join lateral (values
  (1, case f.grp when 'P' then p1.gl when 'J' then p1.gl when 'L' then a.pl when 'I' then a.cash else o1.id end,
      case f.grp when 'L' then (f.a + f.b) * 12 / 5 else f.a end, 0::bigint, p1.job_id, p1.code_id, p1.cat_id),
  (2, case f.grp when 'P' then p2.gl when 'J' then p2.gl when 'L' then a.pt when 'I' then a.cash2 else o2.id end,
      case f.grp when 'L' then (f.a + f.b) * 3 / 5 else f.b end, 0::bigint, p2.job_id, p2.code_id, p2.cat_id),
  (3, case f.grp when 'P' then a.pl when 'I' then a.tm_revenue else a.cash end, 0::bigint,
      case f.grp when 'P' then (f.a + f.b) - (f.a + f.b) / 5 when 'L' then (f.a + f.b) * 12 / 5 else f.a end, null, null, null),
  (4, case f.grp when 'P' then a.pt when 'L' then a.cash when 'I' then a.other_income else a.accrued end, 0::bigint,
      case f.grp when 'P' then (f.a + f.b) / 5 when 'L' then (f.a + f.b) * 3 / 5 else f.b end, null, null, null)
) v(n, account_id, debit, credit, job_id, code_id, cat_id);
commit;
`;
}

/** Every third job's estimate of cost to complete at the last four month ends: revised budget + 3 % − cost. */
function estimatesSql(org) {
  const ends = [];
  const d = new Date(`${END.slice(0, 7)}-01T00:00:00Z`);
  for (let i = 0; i < 4; i++) {
    d.setUTCDate(0); // the last day of the month before
    ends.push(d.toISOString().slice(0, 10));
    d.setUTCDate(1);
  }
  return `
insert into wip_estimates (organization_id, job_id, period_end, cost_to_complete_cents, note)
select ${u(org)}, j.id, e.pe::date,
  greatest(0, (select sum(budget) from b_pairs p where p.job_n = j.n) * 103 / 100
    - coalesce((select sum(debit_cents - credit_cents) from job_cost_period_balances c
                where c.organization_id = ${u(org)} and c.job_id = j.id and c.period_month <= e.pe::date), 0)),
  'Project manager''s estimate'
from b_jobs j cross join (values ${ends.map((e) => `('${e}')`).join(', ')}) e(pe)
where j.n % 3 = 0;
`;
}

/**
 * Seeds one company's books (organization `org`, its chart and cost categories already there) with
 * `p` (MAIN_COMPANY or OTHER_COMPANY and `lines`, the journal lines wanted in all). `db` is
 * openSeedDatabase's connection; `log` reports progress.
 */
export async function seedCompany(db, org, p, log = () => {}) {
  const lineCount = async () =>
    Number((await db.query(`select count(*) as n from journal_lines where organization_id = '${org}'`))[0].n);
  await db.exec(masterSql(org, p));
  const overheadCount = Number((await db.query('select count(*) as n from b_overhead'))[0].n);
  await db.exec(jobsSql(org, p));
  log('master data, budgets, contracts, commitments');
  await db.exec(invoicesSql(org, p, overheadCount));
  for (let from = 1; from <= p.invoices; from += 10_000) {
    await db.exec(invoiceEntriesSql(org, from, Math.min(p.invoices, from + 9_999)));
    log(`invoices posted through ${Math.min(p.invoices, from + 9_999)}`);
  }
  await db.exec(paymentsSql(org));
  for (let from = 1; from <= p.invoices; from += 10_000)
    await db.exec(paymentEntriesSql(org, 'b_pay', `i between ${from} and ${from + 9_999}`));
  await db.exec(paymentEntriesSql(org, 'b_rpay', 'true'));
  log('payments, retainage releases');
  await db.exec(billingSql(org, p));
  log('pay applications, receipts');
  // The rest of the lines: four-line entries, 50,000 (200,000 lines) per transaction.
  const total = Math.max(0, Math.floor((p.lines - (await lineCount())) / 4));
  for (let from = 1; from <= total; from += 50_000) {
    await db.exec(fillerSql(org, p, from, Math.min(total, from + 49_999), total, overheadCount));
    log(`ledger entries ${Math.min(total, from + 49_999)} of ${total}`);
  }
  await db.exec(estimatesSql(org));
  await db.exec(DROP_SQL);
  return lineCount();
}

/** The 20 other companies (each with its chart and categories), named 'Other Reports n'. */
export const OTHERS_SQL = (count) => `
insert into organizations (name) select 'Other Reports ' || g from generate_series(1, ${count}) g;
select public.insert_starting_data(id, null) from organizations where name like 'Other Reports %';
`;

export const COUNTS_SQL = (org) => `select
  (select count(*)::int from journal_lines where organization_id = '${org}') as lines,
  (select count(*)::int from journal_entries where organization_id = '${org}') as entries,
  (select count(*)::int from journal_lines where organization_id = '${org}' and job_id is not null) as job_cost_lines,
  (select count(*)::int from chart_of_accounts where organization_id = '${org}') as accounts,
  (select count(*)::int from projects where organization_id = '${org}') as jobs,
  (select count(*)::int from job_budget_lines where organization_id = '${org}') as budget_lines,
  (select count(*)::int from commitments where organization_id = '${org}') as commitments,
  (select json_object_agg(status, n) from (select status, count(*)::int as n from ap_invoices
     where organization_id = '${org}' group by 1) s) as ap_invoices,
  (select count(*)::int from ap_payments where organization_id = '${org}') as ap_payments,
  (select count(*)::int from ap_retainage_releases where organization_id = '${org}') as retainage_releases,
  (select json_object_agg(status, n) from (select status, count(*)::int as n from pay_applications
     where organization_id = '${org}' group by 1) s) as pay_applications,
  (select count(*)::int from customer_receipts where organization_id = '${org}') as receipts,
  (select count(*)::int from wip_estimates where organization_id = '${org}') as wip_estimates,
  (select count(*)::int from organizations) as organizations,
  (select count(*)::int from journal_lines) as all_lines`;
