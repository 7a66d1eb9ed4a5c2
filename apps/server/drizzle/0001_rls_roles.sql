-- The application role: requests that touch tenant data run as this non-owner role inside their
-- transaction (SET LOCAL ROLE app_user), so row-level security applies as a second wall.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN
    CREATE ROLE app_user NOLOGIN;
  END IF;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'app_user', 'MEMBER') THEN
    EXECUTE format('GRANT app_user TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app_user;
--> statement-breakpoint
REVOKE ALL ON SCHEMA auth FROM app_user;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO app_user;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user;
--> statement-breakpoint
REVOKE ALL ON TABLE dev_outbox FROM app_user;
--> statement-breakpoint
-- The tenant and the user of the current request, set with set_config(..., true) per transaction.
-- A missing setting yields NULL, which matches no row.
CREATE OR REPLACE FUNCTION public.app_org_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.org_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.app_user_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
ALTER TABLE organizations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY organizations_tenant ON organizations TO app_user
  USING (id = public.app_org_id()) WITH CHECK (id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE user_roles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_roles_read ON user_roles FOR SELECT TO app_user
  USING (organization_id = public.app_org_id() OR user_id = public.app_user_id());
--> statement-breakpoint
CREATE POLICY user_roles_insert ON user_roles FOR INSERT TO app_user
  WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
CREATE POLICY user_roles_update ON user_roles FOR UPDATE TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
CREATE POLICY user_roles_delete ON user_roles FOR DELETE TO app_user
  USING (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY profiles_read ON profiles FOR SELECT TO app_user
  USING (
    id = public.app_user_id()
    OR EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = profiles.id AND ur.organization_id = public.app_org_id())
  );
--> statement-breakpoint
CREATE POLICY profiles_update_self ON profiles FOR UPDATE TO app_user
  USING (id = public.app_user_id()) WITH CHECK (id = public.app_user_id());
--> statement-breakpoint
ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY audit_log_read ON audit_log FOR SELECT TO app_user
  USING (organization_id = public.app_org_id());
--> statement-breakpoint
CREATE POLICY audit_log_insert ON audit_log FOR INSERT TO app_user
  WITH CHECK (organization_id IS NULL OR organization_id = public.app_org_id());
--> statement-breakpoint
-- A person sees the organizations they belong to (their own role records), e.g. on their profile.
CREATE POLICY organizations_member_read ON organizations FOR SELECT TO app_user
  USING (id IN (SELECT ur.organization_id FROM user_roles ur WHERE ur.user_id = public.app_user_id()));
