CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"gl_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"last_four" text,
	"routing_number" text,
	"opening_balance_cents" bigint DEFAULT 0 NOT NULL,
	"opening_balance_date" date,
	"csv_profile" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "bank_accounts_last_four" CHECK ("bank_accounts"."last_four" is null or "bank_accounts"."last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "bank_accounts_routing" CHECK ("bank_accounts"."routing_number" is null or "bank_accounts"."routing_number" ~ '^[0-9]{9}$'),
	CONSTRAINT "bank_accounts_name_length" CHECK (char_length("bank_accounts"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "bank_match_items" (
	"organization_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "bank_match_items_pkey" PRIMARY KEY("entry_id","line_number")
);
--> statement-breakpoint
CREATE TABLE "bank_match_lines" (
	"organization_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"statement_line_id" uuid NOT NULL,
	CONSTRAINT "bank_match_lines_pkey" PRIMARY KEY("statement_line_id")
);
--> statement-breakpoint
CREATE TABLE "bank_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reconciliation_id" uuid,
	"rule_id" uuid,
	"created_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_matches_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "bank_reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"statement_date" date NOT NULL,
	"beginning_balance_cents" bigint NOT NULL,
	"ending_balance_cents" bigint NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"import_id" uuid,
	"adjustment_entry_id" uuid,
	"adjustment_reason" text,
	"report" jsonb,
	"finished_by" uuid,
	"finished_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_reconciliations_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "bank_reconciliations_finished" CHECK ("bank_reconciliations"."status" <> 'finished' or ("bank_reconciliations"."finished_at" is not null and "bank_reconciliations"."report" is not null))
);
--> statement-breakpoint
CREATE TABLE "bank_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"bank_account_id" uuid,
	"name" text NOT NULL,
	"text_contains" text NOT NULL,
	"direction" text DEFAULT 'any' NOT NULL,
	"account_id" uuid NOT NULL,
	"job_id" uuid,
	"cost_code_id" uuid,
	"cost_category_id" uuid,
	"memo" text DEFAULT '' NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_rules_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "bank_rules_job_cost_all_or_none" CHECK (num_nonnulls("bank_rules"."job_id", "bank_rules"."cost_code_id", "bank_rules"."cost_category_id") in (0, 3)),
	CONSTRAINT "bank_rules_text" CHECK (char_length("bank_rules"."text_contains") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "bank_statement_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"format" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"file_bytes" "bytea",
	"file_sha256" text,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"encoding" text,
	"period_start" date,
	"period_end" date,
	"opening_balance_cents" bigint,
	"closing_balance_cents" bigint,
	"line_count" integer DEFAULT 0 NOT NULL,
	"new_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_imports_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"import_id" uuid,
	"posted_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"check_number" text,
	"bank_reference" text,
	"payee" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"raw" text DEFAULT '' NOT NULL,
	"occurrence" integer DEFAULT 1 NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "bank_statement_lines_amount" CHECK ("bank_statement_lines"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_type_check";--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_gl_account_fk" FOREIGN KEY ("organization_id","gl_account_id") REFERENCES "public"."chart_of_accounts"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match_items" ADD CONSTRAINT "bank_match_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match_items" ADD CONSTRAINT "bank_match_items_match_fk" FOREIGN KEY ("organization_id","match_id") REFERENCES "public"."bank_matches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match_items" ADD CONSTRAINT "bank_match_items_line_fk" FOREIGN KEY ("entry_id","line_number") REFERENCES "public"."journal_lines"("entry_id","line_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match_lines" ADD CONSTRAINT "bank_match_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match_lines" ADD CONSTRAINT "bank_match_lines_match_fk" FOREIGN KEY ("organization_id","match_id") REFERENCES "public"."bank_matches"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match_lines" ADD CONSTRAINT "bank_match_lines_line_fk" FOREIGN KEY ("organization_id","statement_line_id") REFERENCES "public"."bank_statement_lines"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_account_fk" FOREIGN KEY ("organization_id","bank_account_id") REFERENCES "public"."bank_accounts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_reconciliation_fk" FOREIGN KEY ("organization_id","reconciliation_id") REFERENCES "public"."bank_reconciliations"("organization_id","id") ON DELETE SET NULL ("reconciliation_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_rule_fk" FOREIGN KEY ("organization_id","rule_id") REFERENCES "public"."bank_rules"("organization_id","id") ON DELETE SET NULL ("rule_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_created_entry_fk" FOREIGN KEY ("organization_id","created_entry_id") REFERENCES "public"."journal_entries"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_finished_by_profiles_id_fk" FOREIGN KEY ("finished_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_account_fk" FOREIGN KEY ("organization_id","bank_account_id") REFERENCES "public"."bank_accounts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_import_fk" FOREIGN KEY ("organization_id","import_id") REFERENCES "public"."bank_statement_imports"("organization_id","id") ON DELETE SET NULL ("import_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliations" ADD CONSTRAINT "bank_reconciliations_adjustment_fk" FOREIGN KEY ("organization_id","adjustment_entry_id") REFERENCES "public"."journal_entries"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_account_fk" FOREIGN KEY ("organization_id","bank_account_id") REFERENCES "public"."bank_accounts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_gl_account_fk" FOREIGN KEY ("organization_id","account_id") REFERENCES "public"."chart_of_accounts"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_cost_code_fk" FOREIGN KEY ("organization_id","cost_code_id") REFERENCES "public"."standard_cost_codes"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_cost_category_fk" FOREIGN KEY ("organization_id","cost_category_id") REFERENCES "public"."cost_categories"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_account_fk" FOREIGN KEY ("organization_id","bank_account_id") REFERENCES "public"."bank_accounts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_account_fk" FOREIGN KEY ("organization_id","bank_account_id") REFERENCES "public"."bank_accounts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_import_fk" FOREIGN KEY ("organization_id","import_id") REFERENCES "public"."bank_statement_imports"("organization_id","id") ON DELETE SET NULL ("import_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_org_gl_account_key" ON "bank_accounts" USING btree ("organization_id","gl_account_id");--> statement-breakpoint
CREATE INDEX "bank_match_items_match_idx" ON "bank_match_items" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "bank_match_lines_match_idx" ON "bank_match_lines" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "bank_matches_account_idx" ON "bank_matches" USING btree ("organization_id","bank_account_id","reconciliation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_reconciliations_one_open" ON "bank_reconciliations" USING btree ("organization_id","bank_account_id") WHERE "bank_reconciliations"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "bank_reconciliations_account_date_idx" ON "bank_reconciliations" USING btree ("organization_id","bank_account_id","statement_date");--> statement-breakpoint
CREATE INDEX "bank_statement_imports_account_idx" ON "bank_statement_imports" USING btree ("organization_id","bank_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_dedupe_key" ON "bank_statement_lines" USING btree ("organization_id","bank_account_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_account_date_idx" ON "bank_statement_lines" USING btree ("organization_id","bank_account_id","posted_date");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_type_check" CHECK ("journal_entries"."source_type" in ('manual', 'opening', 'reversal', 'ap_invoice', 'ap_payment', 'ar_invoice', 'ar_receipt', 'retainage_release', 'payroll', 'wip', 'import', 'bank'));