-- Time and payroll (issue 21): tenant tables under row-level security, the job's superintendent, the
-- payroll accounts and settings every company starts with.
ALTER TABLE projects ADD CONSTRAINT projects_superintendent_same_org_fk
  FOREIGN KEY (organization_id, superintendent_id) REFERENCES public.employees (organization_id, user_id)
  ON DELETE SET NULL (superintendent_id);
--> statement-breakpoint
CREATE INDEX projects_org_superintendent_idx ON projects (organization_id, superintendent_id)
  WHERE superintendent_id IS NOT NULL;
--> statement-breakpoint
ALTER TABLE time_entries ADD CONSTRAINT time_entries_run_fk
  FOREIGN KEY (organization_id, payroll_run_id) REFERENCES public.payroll_runs (organization_id, id)
  ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE employees ADD CONSTRAINT employees_org_id_key UNIQUE (organization_id, id);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'payroll_settings', 'overtime_rules', 'workers_comp_classes', 'fringe_rates', 'employee_pay_profiles',
    'employee_pay_rates', 'employee_state_withholdings', 'employee_deductions', 'employee_bank_accounts',
    'crews', 'crew_members', 'time_entries', 'payroll_runs', 'payroll_run_earnings', 'payroll_checks',
    'payroll_check_lines', 'payroll_liability_payments', 'ach_files'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY %I ON %I TO app_user USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id())',
      t || '_tenant', t);
  END LOOP;
END
$$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE overtime_rules, workers_comp_classes, fringe_rates,
  employee_pay_profiles, employee_pay_rates, employee_state_withholdings, employee_deductions,
  employee_bank_accounts, crews, crew_members, time_entries, payroll_runs, payroll_run_earnings,
  payroll_checks, payroll_check_lines TO app_user;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON TABLE payroll_settings, payroll_liability_payments TO app_user;
--> statement-breakpoint
-- A NACHA file once made is kept as it was.
GRANT SELECT, INSERT ON TABLE ach_files TO app_user;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE payroll_check_lines_id_seq TO app_user;
--> statement-breakpoint
-- Tax parameters: every company reads the built-in rows (no company) and its own; writes only its own.
ALTER TABLE tax_parameters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tax_parameters_read ON tax_parameters FOR SELECT TO app_user
  USING (organization_id IS NULL OR organization_id = public.app_org_id());
--> statement-breakpoint
CREATE POLICY tax_parameters_write ON tax_parameters FOR INSERT TO app_user
  WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
CREATE POLICY tax_parameters_update ON tax_parameters FOR UPDATE TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
CREATE POLICY tax_parameters_delete ON tax_parameters FOR DELETE TO app_user
  USING (organization_id = public.app_org_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE tax_parameters TO app_user;
--> statement-breakpoint
-- The payroll accounts and settings of a company (called with the rest of its starting data).
CREATE OR REPLACE FUNCTION public.insert_payroll_starting_data(org_id uuid) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY INVOKER AS $$
BEGIN
  INSERT INTO public.chart_of_accounts (organization_id, account_number, account_name, account_type, normal_balance, system_key, description)
  SELECT org_id, a.num, a.name, 'liability', 'credit', a.key, a.description
  FROM (VALUES
    ('2205', 'Net Pay Clearing', 'net_pay_clearing', 'Net pay owed to employees until the direct deposit or checks clear'),
    ('2215', 'Federal Income Tax Withheld', 'federal_withholding_payable', 'Federal income tax withheld from employees'),
    ('2220', 'FICA Payable', 'fica_payable', 'Social Security and Medicare withheld and the employer''s share'),
    ('2225', 'State Income Tax Withheld', 'state_withholding_payable', 'State and local income tax withheld from employees'),
    ('2230', 'Payroll Deductions Payable', 'deductions_payable', 'Retirement, benefits, dues and garnishments withheld'),
    ('2235', 'Fringe Benefits Payable', 'fringes_payable', 'Union and benefit fund contributions owed'),
    ('2240', 'Workers'' Compensation Accrued', 'workers_comp_payable', 'Workers'' compensation premium accrued on payroll')
  ) AS a(num, name, key, description)
  ON CONFLICT DO NOTHING;

  INSERT INTO public.chart_of_accounts (organization_id, account_number, account_name, account_type, normal_balance, system_key, description)
  VALUES (org_id, '6150', 'Overhead - Payroll Taxes and Benefits', 'expense', 'debit', 'overhead_payroll_burden',
    'Employer taxes, workers'' compensation and benefits on office and shop wages')
  ON CONFLICT DO NOTHING;

  INSERT INTO public.payroll_settings (organization_id) VALUES (org_id) ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.insert_payroll_starting_data(uuid) TO app_user;
--> statement-breakpoint
SELECT public.insert_payroll_starting_data(o.id) FROM organizations o WHERE NOT o.is_internal;
