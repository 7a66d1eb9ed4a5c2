-- Departments are a tenant table: app_user sees and writes only its organization's rows.
ALTER TABLE departments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY departments_tenant ON departments TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE departments TO app_user;
--> statement-breakpoint
-- Every company starts with the system departments (src/modules/organizations/starting-data.ts gives
-- them to new companies); existing companies get them here.
INSERT INTO departments (organization_id, name, department_code, description, is_system)
SELECT o.id, d.name, d.code, d.description, true
FROM organizations o
CROSS JOIN (VALUES
  ('Administration', 'ADMIN', 'Office, accounting and management staff'),
  ('Field Operations', 'FIELD', 'Crews working on job sites')
) AS d(name, code, description)
WHERE NOT o.is_internal
ON CONFLICT DO NOTHING;
