-- Billing tables are tenant tables: app_user sees and writes only its organization's rows.
--> statement-breakpoint
ALTER TABLE job_contracts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY job_contracts_tenant ON job_contracts TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE contract_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY contract_lines_tenant ON contract_lines TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE customer_change_orders ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY customer_change_orders_tenant ON customer_change_orders TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE customer_change_order_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY customer_change_order_lines_tenant ON customer_change_order_lines TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE pay_applications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY pay_applications_tenant ON pay_applications TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE pay_application_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY pay_application_lines_tenant ON pay_application_lines TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE customer_receipts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY customer_receipts_tenant ON customer_receipts TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE receipt_applications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY receipt_applications_tenant ON receipt_applications TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE job_contracts, contract_lines, customer_change_orders, customer_change_order_lines, pay_applications, pay_application_lines, customer_receipts, receipt_applications TO app_user;
