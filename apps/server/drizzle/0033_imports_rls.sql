-- Imports (issue 24): tenant tables under row-level security.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'import_runs', 'import_files', 'import_run_records', 'import_mappings', 'bank_opening_items', 'job_cost_history'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY %I ON %I TO app_user USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id())',
      t || '_tenant', t);
  END LOOP;
END
$$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE import_runs, import_files, import_run_records, import_mappings,
  bank_opening_items, job_cost_history TO app_user;
