-- Job cost tables are tenant tables: app_user sees and writes only its organization's rows.
--> statement-breakpoint
ALTER TABLE vendors ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY vendors_tenant ON vendors TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE vendor_insurance_certificates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY vendor_insurance_certificates_tenant ON vendor_insurance_certificates TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE job_budget_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY job_budget_lines_tenant ON job_budget_lines TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE commitments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY commitments_tenant ON commitments TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE commitment_counters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY commitment_counters_tenant ON commitment_counters TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE commitment_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY commitment_lines_tenant ON commitment_lines TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE vendor_change_orders ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY vendor_change_orders_tenant ON vendor_change_orders TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE vendor_change_order_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY vendor_change_order_lines_tenant ON vendor_change_order_lines TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE vendors, vendor_insurance_certificates, job_budget_lines, commitments, commitment_counters, commitment_lines, vendor_change_orders, vendor_change_order_lines TO app_user;
--> statement-breakpoint
-- The next commitment number of a job and kind: J-26-001-SC-01, J-26-001-PO-01 (past 99 it keeps
-- counting: -SC-100). The counter row stays locked until the caller's transaction ends, so concurrent
-- saves queue, a rolled-back save gives its number back, and no number is handed out twice.
-- SECURITY INVOKER: under app_user the policies refuse another organization's job or counters.
CREATE OR REPLACE FUNCTION public.generate_commitment_number(org_id uuid, job uuid, commitment_kind text) RETURNS text
LANGUAGE plpgsql VOLATILE SECURITY INVOKER AS $$
DECLARE
  job_number text;
  n integer;
BEGIN
  SELECT project_number INTO job_number FROM public.projects WHERE organization_id = org_id AND id = job;
  IF job_number IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'P0002', MESSAGE = 'Job not found';
  END IF;
  INSERT INTO public.commitment_counters AS c (organization_id, job_id, kind, last_value)
  VALUES (org_id, job, commitment_kind, 1)
  ON CONFLICT (organization_id, job_id, kind) DO UPDATE SET last_value = c.last_value + 1
  RETURNING last_value INTO n;
  RETURN job_number || CASE WHEN commitment_kind = 'subcontract' THEN '-SC-' ELSE '-PO-' END || lpad(n::text, 2, '0');
END
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.generate_commitment_number(uuid, uuid, text) TO app_user;
