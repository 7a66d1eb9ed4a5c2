-- Targets of the composite foreign keys below first: a line's job and cost code belong to its company.
ALTER TABLE "standard_cost_codes" ADD CONSTRAINT "standard_cost_codes_org_id_key" UNIQUE("organization_id","id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_org_id_key" UNIQUE("organization_id","id");--> statement-breakpoint
CREATE TABLE "account_period_balances" (
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"period_month" date NOT NULL,
	"debit_cents" bigint DEFAULT 0 NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_period_balances_pkey" PRIMARY KEY("organization_id","account_id","period_month")
);
--> statement-breakpoint
CREATE TABLE "job_cost_period_balances" (
	"organization_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"cost_code_id" uuid NOT NULL,
	"cost_category_id" uuid NOT NULL,
	"period_month" date NOT NULL,
	"debit_cents" bigint DEFAULT 0 NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "job_cost_period_balances_pkey" PRIMARY KEY("organization_id","job_id","cost_code_id","cost_category_id","period_month")
);
--> statement-breakpoint
CREATE TABLE "journal_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"entry_number" text NOT NULL,
	"entry_year" integer NOT NULL,
	"entry_seq" integer NOT NULL,
	"entry_date" date NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"source_type" text NOT NULL,
	"source_id" uuid,
	"reverses_id" uuid,
	"reversed_by_id" uuid,
	"posted_by" uuid,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_txid" bigint NOT NULL,
	CONSTRAINT "journal_entries_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "journal_entries_org_id_date_number_key" UNIQUE("organization_id","id","entry_date","entry_number"),
	CONSTRAINT "journal_entries_source_type_check" CHECK ("journal_entries"."source_type" in ('manual', 'opening', 'reversal', 'ap_invoice', 'ap_payment', 'ar_invoice', 'ar_receipt', 'retainage_release', 'payroll', 'wip', 'import')),
	CONSTRAINT "journal_entries_memo_length" CHECK (char_length("journal_entries"."memo") <= 500)
);
--> statement-breakpoint
CREATE TABLE "journal_entry_counters" (
	"organization_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "journal_entry_counters_pkey" PRIMARY KEY("organization_id","year")
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"organization_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"entry_date" date NOT NULL,
	"entry_number" text NOT NULL,
	"account_id" uuid NOT NULL,
	"debit_cents" bigint DEFAULT 0 NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	"memo" text,
	"job_id" uuid,
	"cost_code_id" uuid,
	"cost_category_id" uuid,
	"customer_id" uuid,
	CONSTRAINT "journal_lines_pkey" PRIMARY KEY("entry_id","line_number"),
	CONSTRAINT "journal_lines_one_sided" CHECK (("journal_lines"."debit_cents" > 0 and "journal_lines"."credit_cents" = 0) or ("journal_lines"."credit_cents" > 0 and "journal_lines"."debit_cents" = 0)),
	CONSTRAINT "journal_lines_job_cost_all_or_none" CHECK (num_nonnulls("journal_lines"."job_id", "journal_lines"."cost_code_id", "journal_lines"."cost_category_id") in (0, 3)),
	CONSTRAINT "journal_lines_line_number_positive" CHECK ("journal_lines"."line_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_period_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"action" text NOT NULL,
	"closed_through" date,
	"previous_closed_through" date,
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_period_events_action_check" CHECK ("ledger_period_events"."action" in ('close', 'reopen'))
);
--> statement-breakpoint
ALTER TABLE "chart_of_accounts" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "chart_of_accounts" ADD COLUMN "is_cash" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "books_closed_through" date;--> statement-breakpoint
ALTER TABLE "account_period_balances" ADD CONSTRAINT "account_period_balances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_period_balances" ADD CONSTRAINT "account_period_balances_account_fk" FOREIGN KEY ("organization_id","account_id") REFERENCES "public"."chart_of_accounts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cost_period_balances" ADD CONSTRAINT "job_cost_period_balances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_drafts" ADD CONSTRAINT "journal_drafts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_drafts" ADD CONSTRAINT "journal_drafts_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_posted_by_profiles_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reverses_fk" FOREIGN KEY ("organization_id","reverses_id") REFERENCES "public"."journal_entries"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reversed_by_fk" FOREIGN KEY ("organization_id","reversed_by_id") REFERENCES "public"."journal_entries"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entry_counters" ADD CONSTRAINT "journal_entry_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_fk" FOREIGN KEY ("organization_id","entry_id","entry_date","entry_number") REFERENCES "public"."journal_entries"("organization_id","id","entry_date","entry_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_fk" FOREIGN KEY ("organization_id","account_id") REFERENCES "public"."chart_of_accounts"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_cost_code_fk" FOREIGN KEY ("organization_id","cost_code_id") REFERENCES "public"."standard_cost_codes"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_cost_category_fk" FOREIGN KEY ("organization_id","cost_category_id") REFERENCES "public"."cost_categories"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_customer_fk" FOREIGN KEY ("organization_id","customer_id") REFERENCES "public"."customers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_period_events" ADD CONSTRAINT "ledger_period_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_period_events" ADD CONSTRAINT "ledger_period_events_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_drafts_org_date_idx" ON "journal_drafts" USING btree ("organization_id","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_org_number_key" ON "journal_entries" USING btree ("organization_id","entry_number");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_org_reverses_key" ON "journal_entries" USING btree ("organization_id","reverses_id") WHERE "journal_entries"."reverses_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_entries_org_date_idx" ON "journal_entries" USING btree ("organization_id","entry_date","entry_number");--> statement-breakpoint
CREATE INDEX "journal_entries_org_source_idx" ON "journal_entries" USING btree ("organization_id","source_type","source_id");--> statement-breakpoint
CREATE INDEX "journal_lines_job_idx" ON "journal_lines" USING btree ("organization_id","job_id","cost_code_id","cost_category_id","entry_date") WHERE "journal_lines"."job_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_period_events_org_idx" ON "ledger_period_events" USING btree ("organization_id","created_at");--> statement-breakpoint
ALTER TABLE "chart_of_accounts" ADD CONSTRAINT "chart_of_accounts_parent_fk" FOREIGN KEY ("organization_id","parent_id") REFERENCES "public"."chart_of_accounts"("organization_id","id") ON DELETE no action ON UPDATE no action;
