-- documents is a tenant table: app_user sees and writes only its organization's rows. A document is
-- never changed in place (a new file is a new row), so app_user gets no UPDATE.
--> statement-breakpoint
ALTER TABLE documents ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY documents_tenant ON documents TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON TABLE documents TO app_user;
