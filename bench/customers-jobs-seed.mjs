// The customers-and-jobs seed shared by bench/customers-jobs.mjs and bench/request-path.mjs: 10,000
// customers and 50,000 jobs in the benchmark's organization, 100 other organizations with 100 customers
// and 200 jobs each, inserted as owner with INSERT … SELECT generate_series while the server is stopped.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** The seed, as owner: plain multi-row INSERT … SELECT generate_series. */
export const SEED_SQL = (orgId) => `
insert into organizations (name) select 'Other Builders ' || g from generate_series(1, 100) g;

insert into customers (organization_id, customer_number, name, email, city)
select o.id, 'C-' || lpad(upper(to_hex(g)), 4, '0'), 'Other customer ' || g, 'c' || g || '@other.test', 'Elsewhere'
from organizations o cross join generate_series(1, 100) g
where o.name like 'Other Builders %';

insert into projects (organization_id, customer_id, project_number, project_name, client_name, status)
select s.organization_id, s.id, 'J-25-' || lpad(s.n::text, 3, '0'), 'Other job ' || s.n, s.name, 'active'
from (
  select c.organization_id, c.id, c.name,
    row_number() over (partition by c.organization_id order by c.customer_number, g) as n
  from customers c cross join generate_series(1, 2) g
  where c.organization_id <> '${orgId}'
) s;

insert into customers (organization_id, customer_number, name, email, phone, address, city, state, zip, is_active)
select '${orgId}', 'C-' || lpad(upper(to_hex(g)), 4, '0'),
  (array['Acme','Summit','Harbor','Pine','Cedar','Granite','Oak','River','Maple','Stone'])[1 + g % 10] || ' ' ||
  (array['Homes','Builders','Group','Estates','Partners','Holdings','Properties','Developments'])[1 + (g / 10) % 8] || ' ' || g,
  'office' || g || '@example.com', '555-' || lpad((g % 10000)::text, 4, '0'), g || ' Main Street',
  (array['Austin','Dallas','Houston','El Paso','Waco','Plano','Irving','Frisco','Tyler','Odessa'])[1 + (g / 7) % 10],
  'TX', lpad((70000 + g)::text, 5, '0'), g % 10 <> 0
from generate_series(1, 10000) g;

insert into projects (organization_id, customer_id, project_number, project_name, client_name, start_date,
  estimated_completion_date, budget_cents, status)
select '${orgId}', c.id, 'J-' || lpad((1 + (g - 1) / 2000)::text, 2, '0') || '-' || lpad((1 + (g - 1) % 2000)::text, greatest(3, length((1 + (g - 1) % 2000)::text)), '0'),
  (array['Remodel','Addition','New Build','Roof','Kitchen','Warehouse','Office Fit-out','Parking Lot'])[1 + g % 8] || ' ' || g,
  c.name, date '2001-01-01' + (g / 2000) * 365 + g % 300, date '2001-01-01' + (g / 2000) * 365 + g % 300 + 90,
  (g::bigint * 7919) % 100000000,
  (array['active','active','active','completed','on-hold','cancelled'])[1 + g % 6]
from generate_series(1, 50000) g
join customers c on c.organization_id = '${orgId}' and c.customer_number = 'C-' || lpad(upper(to_hex(1 + g % 10000)), 4, '0');

insert into job_number_counters (organization_id, year_suffix, last_value)
select '${orgId}', lpad(y::text, 2, '0'), 2000 from generate_series(1, 25) y;

analyze;
`;

const COUNT_SQL = `select
  (select count(*)::int from customers) as customers, (select count(*)::int from projects) as jobs,
  (select count(*)::int from organizations) as organizations`;

export async function seedCustomersAndJobs({ dataDir, databaseUrl }) {
  const t0 = performance.now();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const org = await client.query('select organization_id from user_roles limit 1');
      await client.query(SEED_SQL(org.rows[0].organization_id));
      return { ms: Math.round(performance.now() - t0), ...(await client.query(COUNT_SQL)).rows[0] };
    } finally {
      await client.end();
    }
  }
  // The server's extensions (apps/server/src/db/client.ts PGLITE_EXTENSIONS): the search indexes need them.
  const db = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm, btree_gin } });
  try {
    const org = await db.query('select organization_id from user_roles limit 1');
    await db.exec(SEED_SQL(org.rows[0].organization_id));
    return { ms: Math.round(performance.now() - t0), ...(await db.query(COUNT_SQL)).rows[0] };
  } finally {
    await db.close();
  }
}
