-- Bank reconciliation (issue 23): tenant tables under row-level security, and the database's own guard
-- of what a finished reconciliation cleared: a match, its statement lines and book items, and the
-- statement lines themselves cannot change or go once their reconciliation is finished (RC001); a
-- finished reconciliation cannot change except the undo of the account's latest one (RC002); a book
-- item must be a journal line on the bank account's own GL account, at its own amount (RC003).
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'bank_accounts', 'bank_statement_imports', 'bank_statement_lines', 'bank_rules',
    'bank_reconciliations', 'bank_matches', 'bank_match_lines', 'bank_match_items'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY %I ON %I TO app_user USING (organization_id = public.app_org_id()) WITH CHECK (organization_id = public.app_org_id())',
      t || '_tenant', t);
  END LOOP;
END
$$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE bank_accounts, bank_statement_imports, bank_statement_lines,
  bank_rules, bank_reconciliations, bank_matches, bank_match_lines, bank_match_items TO app_user;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.bank_match_locked(match uuid) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT EXISTS (
    SELECT 1 FROM bank_matches m JOIN bank_reconciliations r ON r.id = m.reconciliation_id
    WHERE m.id = match AND r.status = 'finished'
  )
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.bank_match_guard() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'DELETE' AND ledger_company_gone(OLD.organization_id) THEN RETURN OLD; END IF;
  IF OLD.reconciliation_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM bank_reconciliations r WHERE r.id = OLD.reconciliation_id AND r.status = 'finished'
  ) THEN
    RAISE EXCEPTION USING ERRCODE = 'RC001',
      MESSAGE = 'This item is cleared in a finished reconciliation and cannot change: undo that reconciliation first';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bank_matches_guard BEFORE UPDATE OR DELETE ON bank_matches
  FOR EACH ROW EXECUTE FUNCTION public.bank_match_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.bank_match_part_guard() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  gl uuid;
  line_account uuid;
  line_amount bigint;
BEGIN
  IF TG_OP = 'DELETE' AND ledger_company_gone(OLD.organization_id) THEN RETURN OLD; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND bank_match_locked(OLD.match_id) THEN
    RAISE EXCEPTION USING ERRCODE = 'RC001',
      MESSAGE = 'This item is cleared in a finished reconciliation and cannot change: undo that reconciliation first';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  IF bank_match_locked(NEW.match_id) THEN
    RAISE EXCEPTION USING ERRCODE = 'RC001',
      MESSAGE = 'This match is in a finished reconciliation and cannot change: undo that reconciliation first';
  END IF;
  IF TG_TABLE_NAME = 'bank_match_items' THEN
    SELECT a.gl_account_id INTO gl
      FROM bank_matches m JOIN bank_accounts a ON a.id = m.bank_account_id WHERE m.id = NEW.match_id;
    SELECT l.account_id, l.debit_cents - l.credit_cents INTO line_account, line_amount
      FROM journal_lines l WHERE l.entry_id = NEW.entry_id AND l.line_number = NEW.line_number;
    IF line_account IS DISTINCT FROM gl OR line_amount IS DISTINCT FROM NEW.amount_cents THEN
      RAISE EXCEPTION USING ERRCODE = 'RC003',
        MESSAGE = 'A book item must be a journal line on the bank account''s own ledger account, at its amount';
    END IF;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bank_match_lines_guard BEFORE INSERT OR UPDATE OR DELETE ON bank_match_lines
  FOR EACH ROW EXECUTE FUNCTION public.bank_match_part_guard();
--> statement-breakpoint
CREATE TRIGGER bank_match_items_guard BEFORE INSERT OR UPDATE OR DELETE ON bank_match_items
  FOR EACH ROW EXECUTE FUNCTION public.bank_match_part_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.bank_statement_line_guard() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'DELETE' AND ledger_company_gone(OLD.organization_id) THEN RETURN OLD; END IF;
  IF EXISTS (
    SELECT 1 FROM bank_match_lines ml WHERE ml.statement_line_id = OLD.id AND bank_match_locked(ml.match_id)
  ) THEN
    RAISE EXCEPTION USING ERRCODE = 'RC001',
      MESSAGE = 'This statement line is cleared in a finished reconciliation and cannot change: undo that reconciliation first';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bank_statement_lines_guard BEFORE UPDATE OR DELETE ON bank_statement_lines
  FOR EACH ROW EXECUTE FUNCTION public.bank_statement_line_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.bank_reconciliation_guard() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF ledger_company_gone(OLD.organization_id) OR OLD.status <> 'finished' THEN RETURN OLD; END IF;
    RAISE EXCEPTION USING ERRCODE = 'RC002', MESSAGE = 'A finished reconciliation cannot be deleted';
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'finished' THEN
    -- The only change to a finished reconciliation: the undo of the account's latest one.
    IF NEW.status <> 'in_progress'
      OR NEW.statement_date IS DISTINCT FROM OLD.statement_date
      OR NEW.bank_account_id IS DISTINCT FROM OLD.bank_account_id
      OR NEW.beginning_balance_cents IS DISTINCT FROM OLD.beginning_balance_cents
      OR EXISTS (
        SELECT 1 FROM bank_reconciliations r
        WHERE r.bank_account_id = OLD.bank_account_id AND r.id <> OLD.id AND r.status = 'finished'
          AND r.statement_date > OLD.statement_date
      ) THEN
      RAISE EXCEPTION USING ERRCODE = 'RC002',
        MESSAGE = 'A finished reconciliation cannot change; only the latest one can be undone';
    END IF;
  END IF;
  IF NEW.status = 'finished' AND EXISTS (
    SELECT 1 FROM bank_reconciliations r
    WHERE r.bank_account_id = NEW.bank_account_id AND r.id <> NEW.id AND r.status = 'finished'
      AND r.statement_date >= NEW.statement_date
  ) THEN
    RAISE EXCEPTION USING ERRCODE = 'RC002',
      MESSAGE = 'Statement periods cannot overlap: a later statement of this account is already reconciled';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bank_reconciliations_guard BEFORE INSERT OR UPDATE OR DELETE ON bank_reconciliations
  FOR EACH ROW EXECUTE FUNCTION public.bank_reconciliation_guard();
