-- Certified payroll (issue 22): tenant tables under row-level security; a time line's wage class belongs
-- to the line's company; a cash-in-lieu earning names its week and classification.
ALTER TABLE wage_determination_classes ADD CONSTRAINT wage_determination_classes_org_id_key UNIQUE (organization_id, id);
--> statement-breakpoint
ALTER TABLE time_entries ADD CONSTRAINT time_entries_wage_class_fk
  FOREIGN KEY (organization_id, wage_class_id) REFERENCES public.wage_determination_classes (organization_id, id)
  ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE payroll_run_earnings ADD CONSTRAINT payroll_run_earnings_cash_in_lieu
  CHECK (kind <> 'cash_in_lieu' OR (week_ending IS NOT NULL AND classification IS NOT NULL));
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'prevailing_wage_jobs', 'wage_determinations', 'wage_determination_classes', 'apprentice_programs',
    'employee_apprenticeships', 'employee_fringe_plans', 'certifying_officers', 'job_compliance_viewers',
    'certified_payroll_reports', 'subcontractor_certified_reports', 'certified_restitutions'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY %I ON %I TO app_user USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id())',
      t || '_tenant', t);
  END LOOP;
END
$$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE prevailing_wage_jobs, wage_determinations,
  wage_determination_classes, apprentice_programs, employee_apprenticeships, employee_fringe_plans,
  certifying_officers, job_compliance_viewers, subcontractor_certified_reports, certified_restitutions TO app_user;
--> statement-breakpoint
-- A report is never deleted once made (drafts are regenerated in place; signed ones are frozen).
GRANT SELECT, INSERT, UPDATE ON TABLE certified_payroll_reports TO app_user;
--> statement-breakpoint
-- The database keeps a signed report as signed: its content, week, number and signature cannot change;
-- only its submission (date, to whom) may be recorded.
CREATE OR REPLACE FUNCTION public.certified_report_frozen() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('signed', 'submitted') AND (
    NEW.content IS DISTINCT FROM OLD.content OR NEW.week_ending IS DISTINCT FROM OLD.week_ending
    OR NEW.payroll_number IS DISTINCT FROM OLD.payroll_number OR NEW.revision IS DISTINCT FROM OLD.revision
    OR NEW.signer_name IS DISTINCT FROM OLD.signer_name OR NEW.signed_at IS DISTINCT FROM OLD.signed_at
    OR NEW.remarks IS DISTINCT FROM OLD.remarks OR NEW.exceptions IS DISTINCT FROM OLD.exceptions
    OR NEW.is_final IS DISTINCT FROM OLD.is_final OR NEW.job_id IS DISTINCT FROM OLD.job_id
    OR NEW.status NOT IN ('signed', 'submitted')
  ) THEN
    RAISE EXCEPTION 'A signed certified payroll report cannot change; make an amended report'
      USING ERRCODE = 'CP001';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER certified_payroll_reports_frozen BEFORE UPDATE ON certified_payroll_reports
  FOR EACH ROW EXECUTE FUNCTION public.certified_report_frozen();
