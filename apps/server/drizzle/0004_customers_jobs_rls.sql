-- Customers, jobs (projects) and the job-number counters are tenant tables: app_user sees and writes
-- only the rows of the organization set for the transaction (public.app_org_id()).
ALTER TABLE customers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY customers_tenant ON customers TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE projects ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY projects_tenant ON projects TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE job_number_counters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY job_number_counters_tenant ON job_number_counters TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE customers, projects, job_number_counters TO app_user;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;
--> statement-breakpoint
-- The spec's RPC: hands out the next job number J-YY-NNN of an organization and year. The counter row
-- stays locked until the caller's transaction ends, so concurrent saves queue for it, a rolled-back save
-- gives its number back, and no number is handed out twice. Past 999 it keeps counting (J-26-1000).
-- SECURITY INVOKER: under app_user the counters' policy refuses any organization but the caller's.
CREATE OR REPLACE FUNCTION public.generate_job_number(org_id uuid, year_suffix text) RETURNS text
LANGUAGE sql VOLATILE SECURITY INVOKER AS $$
  INSERT INTO public.job_number_counters AS c (organization_id, year_suffix, last_value)
  VALUES ($1, $2, 1)
  ON CONFLICT (organization_id, year_suffix) DO UPDATE SET last_value = c.last_value + 1
  RETURNING 'J-' || c.year_suffix || '-' || lpad(c.last_value::text, greatest(3, length(c.last_value::text)), '0')
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.generate_job_number(uuid, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.generate_job_number(uuid, text) TO app_user;
