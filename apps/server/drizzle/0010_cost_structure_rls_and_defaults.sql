-- Chart of accounts, cost codes, cost categories and employees are tenant tables.
ALTER TABLE chart_of_accounts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY chart_of_accounts_tenant ON chart_of_accounts TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE standard_cost_codes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY standard_cost_codes_tenant ON standard_cost_codes TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE cost_categories ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY cost_categories_tenant ON cost_categories TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE employees ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY employees_tenant ON employees TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE chart_of_accounts, standard_cost_codes, cost_categories, employees TO app_user;
--> statement-breakpoint
-- A child cost code needs its parent (XX-0000) in the same company, and a parent with children cannot be
-- deleted. Deferred to commit: one save may add a parent and its children, or delete them, in any order.
ALTER TABLE standard_cost_codes ADD CONSTRAINT standard_cost_codes_parent_fk
  FOREIGN KEY (organization_id, parent_code) REFERENCES standard_cost_codes (organization_id, code)
  ON DELETE NO ACTION ON UPDATE NO ACTION DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- What every company starts with, in one place: the system departments, a construction chart of
-- accounts (system_key marks the control accounts later modules post to) and the cost categories
-- L, M, S, E, O mapped to their job-cost accounts. Idempotent. Called by new companies
-- (src/modules/organizations/starting-data.ts) and below for the existing ones.
CREATE OR REPLACE FUNCTION public.insert_starting_data(org_id uuid, actor_id uuid) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY INVOKER AS $$
BEGIN
  INSERT INTO public.departments (organization_id, name, department_code, description, is_system, created_by)
  SELECT org_id, d.name, d.code, d.description, true, actor_id
  FROM (VALUES
    ('Administration', 'ADMIN', 'Office, accounting and management staff'),
    ('Field Operations', 'FIELD', 'Crews working on job sites')
  ) AS d(name, code, description)
  WHERE NOT EXISTS (SELECT 1 FROM public.departments x WHERE x.organization_id = org_id AND lower(x.name) = lower(d.name));

  INSERT INTO public.chart_of_accounts (organization_id, account_number, account_name, account_type, normal_balance, system_key, description)
  SELECT org_id, a.num, a.name, a.type, a.balance, a.key, a.description
  FROM (VALUES
    ('1000', 'Cash - Operating', 'asset', 'debit', 'cash', 'The operating bank account'),
    ('1100', 'Accounts Receivable', 'asset', 'debit', 'accounts_receivable', 'Progress billings owed by customers, net of retainage'),
    ('1150', 'Retainage Receivable', 'asset', 'debit', 'retainage_receivable', 'Retainage withheld by customers, collected at completion'),
    ('1200', 'Costs and Estimated Earnings in Excess of Billings', 'asset', 'debit', 'underbillings', 'Under-billings from the WIP schedule'),
    ('1500', 'Construction Equipment', 'asset', 'debit', 'equipment', 'Owned equipment at cost'),
    ('1550', 'Accumulated Depreciation - Equipment', 'asset', 'credit', 'accumulated_depreciation', 'Contra-asset to construction equipment'),
    ('2000', 'Accounts Payable', 'liability', 'credit', 'accounts_payable', 'Vendor and subcontractor invoices owed, net of retainage'),
    ('2050', 'Retainage Payable', 'liability', 'credit', 'retainage_payable', 'Retainage withheld from subcontractors'),
    ('2100', 'Billings in Excess of Costs and Estimated Earnings', 'liability', 'credit', 'overbillings', 'Over-billings from the WIP schedule'),
    ('2200', 'Payroll Liabilities', 'liability', 'credit', 'payroll_liabilities', 'Net pay and withholdings not yet paid'),
    ('2210', 'Payroll Taxes Payable', 'liability', 'credit', 'payroll_taxes_payable', 'Employer payroll taxes owed'),
    ('3000', 'Owner''s Equity', 'equity', 'credit', 'owners_equity', 'Capital contributed by the owners'),
    ('3900', 'Retained Earnings', 'equity', 'credit', 'retained_earnings', 'Earnings kept in the business'),
    ('4000', 'Contract Revenue', 'revenue', 'credit', 'contract_revenue', 'Revenue earned on construction contracts'),
    ('5000', 'Job Costs - Labor', 'expense', 'debit', 'job_cost_labor', 'Field labor charged to jobs'),
    ('5050', 'Job Costs - Labor Burden', 'expense', 'debit', 'job_cost_burden', 'Payroll taxes and benefits on job labor'),
    ('5100', 'Job Costs - Material', 'expense', 'debit', 'job_cost_material', 'Materials bought for jobs'),
    ('5200', 'Job Costs - Subcontract', 'expense', 'debit', 'job_cost_subcontract', 'Subcontractor work on jobs'),
    ('5300', 'Job Costs - Equipment', 'expense', 'debit', 'job_cost_equipment', 'Equipment rented or used on jobs'),
    ('5400', 'Job Costs - Other', 'expense', 'debit', 'job_cost_other', 'Permits, fees and other job costs'),
    ('6000', 'Overhead - General and Administrative', 'expense', 'debit', 'overhead', 'Company costs not charged to a job'),
    ('6100', 'Overhead - Office Salaries', 'expense', 'debit', 'overhead_salaries', 'Office and management wages'),
    ('6200', 'Overhead - Rent and Utilities', 'expense', 'debit', 'overhead_rent', 'Office and yard rent and utilities'),
    ('6300', 'Overhead - Insurance', 'expense', 'debit', 'overhead_insurance', 'General liability and other company insurance'),
    ('6400', 'Depreciation Expense', 'expense', 'debit', 'depreciation_expense', 'Depreciation of equipment and vehicles')
  ) AS a(num, name, type, balance, key, description)
  ON CONFLICT DO NOTHING;

  INSERT INTO public.cost_categories (organization_id, code, description, gl_account_id, created_by)
  SELECT org_id, c.code, c.description, coa.id, actor_id
  FROM (VALUES
    ('L', 'Labor', 'job_cost_labor'),
    ('M', 'Material', 'job_cost_material'),
    ('S', 'Subcontract', 'job_cost_subcontract'),
    ('E', 'Equipment', 'job_cost_equipment'),
    ('O', 'Other', 'job_cost_other')
  ) AS c(code, description, key)
  JOIN public.chart_of_accounts coa ON coa.organization_id = org_id AND coa.system_key = c.key
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.insert_starting_data(uuid, uuid) TO app_user;
--> statement-breakpoint
SELECT public.insert_starting_data(o.id, NULL) FROM organizations o WHERE NOT o.is_internal;
