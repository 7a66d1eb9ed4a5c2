-- The general ledger's rules, enforced by the database so that no code path can get around them
-- (docs/decisions/011-ledger-enforced-by-the-database.md):
--   * an entry balances and has at least two lines (checked once per entry, at commit);
--   * posted entries and lines never change (only the reversal link is set, once) and are deleted
--     only with their company;
--   * lines may be added only by the transaction that created their entry;
--   * no entry is dated on or before the company's books_closed_through date;
--   * manual and opening entries never touch subledger control accounts;
--   * entry numbers JE-YYYY-NNNNNN come from a counter row: gapless per company and year;
--   * period balances (account x month, job x cost code x category x month) are kept in the posting
--     statement itself.
-- Errors carry SQLSTATE GL001..GL005, which lib/db-errors.ts turns into 4xx answers.
CREATE INDEX journal_lines_account_idx ON journal_lines
  (organization_id, account_id, entry_date, entry_number, line_number) INCLUDE (debit_cents, credit_cents);
--> statement-breakpoint
-- The trial balance's partial month: every account's lines between the month's first day and the date.
CREATE INDEX journal_lines_date_idx ON journal_lines
  (organization_id, entry_date) INCLUDE (account_id, debit_cents, credit_cents);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.journal_entry_before_insert() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  closed date;
  seq integer;
BEGIN
  SELECT books_closed_through INTO closed FROM organizations WHERE id = NEW.organization_id;
  IF closed IS NOT NULL AND NEW.entry_date <= closed THEN
    RAISE EXCEPTION USING ERRCODE = 'GL003',
      MESSAGE = format('The books are closed through %s: choose a later date', closed);
  END IF;
  INSERT INTO journal_entry_counters AS c (organization_id, year, last_number)
  VALUES (NEW.organization_id, extract(year FROM NEW.entry_date)::integer, 1)
  ON CONFLICT (organization_id, year) DO UPDATE SET last_number = c.last_number + 1
  RETURNING last_number INTO seq;
  NEW.entry_year := extract(year FROM NEW.entry_date)::integer;
  NEW.entry_seq := seq;
  NEW.entry_number := 'JE-' || NEW.entry_year || '-' || lpad(seq::text, 6, '0');
  NEW.created_txid := txid_current();
  NEW.posted_at := now();
  NEW.reversed_by_id := NULL;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_before_insert BEFORE INSERT ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION public.journal_entry_before_insert();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.journal_entry_check_balance() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  n integer;
  dr bigint;
  cr bigint;
BEGIN
  SELECT count(*), coalesce(sum(debit_cents), 0), coalesce(sum(credit_cents), 0) INTO n, dr, cr
  FROM journal_lines WHERE entry_id = NEW.id;
  IF n < 2 THEN
    RAISE EXCEPTION USING ERRCODE = 'GL001',
      MESSAGE = format('Journal entry %s needs at least two lines', NEW.entry_number);
  END IF;
  IF dr <> cr THEN
    RAISE EXCEPTION USING ERRCODE = 'GL001',
      MESSAGE = format('Journal entry %s does not balance: debits %s, credits %s (cents)', NEW.entry_number, dr, cr);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.journal_entry_check_balance();
--> statement-breakpoint
-- Whether the company of a ledger row is being deleted (the one case where posted rows go away).
CREATE OR REPLACE FUNCTION public.ledger_company_gone(org uuid) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT NOT EXISTS (SELECT 1 FROM organizations WHERE id = org)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.journal_entry_guard() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF ledger_company_gone(OLD.organization_id) THEN RETURN OLD; END IF;
    RAISE EXCEPTION USING ERRCODE = 'GL002',
      MESSAGE = 'A posted journal entry cannot be deleted: reverse it instead';
  END IF;
  IF (to_jsonb(NEW) - 'reversed_by_id') IS DISTINCT FROM (to_jsonb(OLD) - 'reversed_by_id')
     OR OLD.reversed_by_id IS NOT NULL OR NEW.reversed_by_id IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'GL002',
      MESSAGE = 'A posted journal entry cannot be changed: reverse it instead';
  END IF;
  IF NOT EXISTS (SELECT 1 FROM journal_entries r
                 WHERE r.id = NEW.reversed_by_id AND r.organization_id = NEW.organization_id
                   AND r.reverses_id = NEW.id) THEN
    RAISE EXCEPTION USING ERRCODE = 'GL002',
      MESSAGE = 'An entry can be marked reversed only by the entry that reverses it';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_guard BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION public.journal_entry_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.journal_line_guard() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'DELETE' AND ledger_company_gone(OLD.organization_id) THEN RETURN OLD; END IF;
  RAISE EXCEPTION USING ERRCODE = 'GL002',
    MESSAGE = 'A posted journal line cannot be changed or deleted: reverse the entry instead';
END
$$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_guard BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION public.journal_line_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.ledger_no_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'GL002', MESSAGE = 'The ledger cannot be truncated';
END
$$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_no_truncate BEFORE TRUNCATE ON journal_lines
  FOR EACH STATEMENT EXECUTE FUNCTION public.ledger_no_truncate();
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION public.ledger_no_truncate();
--> statement-breakpoint
-- Once per INSERT statement (the engine writes all of an entry's lines in one): the lines' entries were
-- created by this transaction, manual entries keep off control accounts, and the period balances
-- take the statement's totals (in key order, so concurrent postings lock balance rows in one order).
CREATE OR REPLACE FUNCTION public.journal_lines_after_insert() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  bad record;
BEGIN
  SELECT e.entry_number INTO bad FROM new_lines l JOIN journal_entries e ON e.id = l.entry_id
  WHERE e.created_txid <> txid_current() LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'GL004',
      MESSAGE = format('Lines cannot be added to %s: it was posted by another transaction', bad.entry_number);
  END IF;

  SELECT e.entry_number, a.account_number INTO bad
  FROM new_lines l
  JOIN journal_entries e ON e.id = l.entry_id
  JOIN chart_of_accounts a ON a.id = l.account_id
  WHERE e.source_type IN ('manual', 'opening')
    AND a.system_key IN ('accounts_receivable', 'retainage_receivable', 'accounts_payable', 'retainage_payable')
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'GL005',
      MESSAGE = 'Accounts receivable, accounts payable and retainage accounts move only through billing, receipts, invoices and payments';
  END IF;

  INSERT INTO account_period_balances AS b (organization_id, account_id, period_month, debit_cents, credit_cents)
  SELECT organization_id, account_id, date_trunc('month', entry_date)::date, sum(debit_cents), sum(credit_cents)
  FROM new_lines
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (organization_id, account_id, period_month) DO UPDATE
    SET debit_cents = b.debit_cents + excluded.debit_cents, credit_cents = b.credit_cents + excluded.credit_cents;

  INSERT INTO job_cost_period_balances AS b
    (organization_id, job_id, cost_code_id, cost_category_id, period_month, debit_cents, credit_cents)
  SELECT organization_id, job_id, cost_code_id, cost_category_id, date_trunc('month', entry_date)::date,
         sum(debit_cents), sum(credit_cents)
  FROM new_lines
  WHERE job_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (organization_id, job_id, cost_code_id, cost_category_id, period_month) DO UPDATE
    SET debit_cents = b.debit_cents + excluded.debit_cents, credit_cents = b.credit_cents + excluded.credit_cents;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_after_insert AFTER INSERT ON journal_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION public.journal_lines_after_insert();
--> statement-breakpoint
ALTER TABLE journal_entries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY journal_entries_tenant ON journal_entries TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE journal_lines ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY journal_lines_tenant ON journal_lines TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE account_period_balances ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY account_period_balances_tenant ON account_period_balances FOR SELECT TO app_user
  USING (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE job_cost_period_balances ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY job_cost_period_balances_tenant ON job_cost_period_balances FOR SELECT TO app_user
  USING (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE journal_entry_counters ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE journal_drafts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY journal_drafts_tenant ON journal_drafts TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
ALTER TABLE ledger_period_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY ledger_period_events_tenant ON ledger_period_events TO app_user
  USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id());
--> statement-breakpoint
REVOKE ALL ON TABLE journal_entries, journal_lines, account_period_balances, job_cost_period_balances,
  journal_entry_counters, journal_drafts, ledger_period_events FROM app_user;
--> statement-breakpoint
GRANT SELECT, INSERT ON TABLE journal_entries, journal_lines, ledger_period_events TO app_user;
--> statement-breakpoint
GRANT UPDATE (reversed_by_id) ON TABLE journal_entries TO app_user;
--> statement-breakpoint
GRANT SELECT ON TABLE account_period_balances, job_cost_period_balances TO app_user;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE journal_drafts TO app_user;
--> statement-breakpoint
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
    ('3950', 'Opening Balance Equity', 'equity', 'credit', 'opening_balance_equity', 'The other side of the opening balances entered when the books start'),
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

  UPDATE public.chart_of_accounts SET is_cash = true
  WHERE organization_id = org_id AND system_key = 'cash' AND NOT is_cash;

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
SELECT public.insert_starting_data(o.id, NULL) FROM organizations o WHERE NOT o.is_internal;
