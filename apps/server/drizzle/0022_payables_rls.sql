-- Payables tables are tenant tables: app_user sees and writes only its organization's rows.
--> statement-breakpoint
ALTER TABLE ap_invoices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY ap_invoices_tenant ON ap_invoices TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE ap_invoice_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY ap_invoice_lines_tenant ON ap_invoice_lines TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE ap_payments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY ap_payments_tenant ON ap_payments TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE ap_payment_applications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY ap_payment_applications_tenant ON ap_payment_applications TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE ap_retainage_releases ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY ap_retainage_releases_tenant ON ap_retainage_releases TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE ap_retainage_release_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY ap_retainage_release_lines_tenant ON ap_retainage_release_lines TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE lien_waivers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY lien_waivers_tenant ON lien_waivers TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE ap_invoices, ap_invoice_lines, ap_payments, ap_payment_applications, ap_retainage_releases, ap_retainage_release_lines, lien_waivers TO app_user;
--> statement-breakpoint
-- An invoice's scan and a waiver's signed copy are documents of the same company. Deleting the
-- document clears the link and nothing else (SET NULL of that one column, PostgreSQL 15+; drizzle
-- cannot declare a column list, so these foreign keys live here and not in schema/payables.ts).
ALTER TABLE ap_invoices ADD CONSTRAINT ap_invoices_document_fk
  FOREIGN KEY (organization_id, document_id) REFERENCES public.documents (organization_id, id)
  ON DELETE SET NULL (document_id);
--> statement-breakpoint
ALTER TABLE lien_waivers ADD CONSTRAINT lien_waivers_document_fk
  FOREIGN KEY (organization_id, document_id) REFERENCES public.documents (organization_id, id)
  ON DELETE SET NULL (document_id);
--> statement-breakpoint
-- A job's project manager is an employee of the job's company; when that employee row goes, the job
-- simply has no project manager (SET NULL of that one column).
ALTER TABLE projects ADD CONSTRAINT projects_project_manager_fk
  FOREIGN KEY (organization_id, project_manager_id) REFERENCES public.employees (organization_id, user_id)
  ON DELETE SET NULL (project_manager_id);
