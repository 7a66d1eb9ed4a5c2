-- Report tables are tenant tables: app_user sees and writes only its organization's rows; a person's
-- remembered report parameters are theirs alone.
ALTER TABLE report_preferences ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY report_preferences_own ON report_preferences TO app_user
  USING (organization_id = public.app_org_id() AND person_id = public.app_user_id())
  WITH CHECK (organization_id = public.app_org_id() AND person_id = public.app_user_id());
--> statement-breakpoint
ALTER TABLE wip_estimates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY wip_estimates_tenant ON wip_estimates TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE wip_adjustments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY wip_adjustments_tenant ON wip_adjustments TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE report_preferences, wip_estimates TO app_user;
--> statement-breakpoint
-- A posted adjustment is withdrawn (status), never deleted.
GRANT SELECT, INSERT, UPDATE ON TABLE wip_adjustments TO app_user;
