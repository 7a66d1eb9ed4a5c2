CREATE TABLE "contract_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"description" text NOT NULL,
	"original_cents" bigint NOT NULL,
	"cost_code_id" uuid,
	"added_by_change_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_lines_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "contract_lines_original_non_negative" CHECK ("contract_lines"."original_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_change_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"change_order_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"kind" text NOT NULL,
	"contract_line_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"cost_code_id" uuid,
	"cost_category_id" uuid,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "customer_change_order_lines_target" CHECK (("customer_change_order_lines"."kind" = 'contract' and "customer_change_order_lines"."cost_category_id" is null)
        or ("customer_change_order_lines"."kind" = 'budget' and "customer_change_order_lines"."contract_line_id" is null and "customer_change_order_lines"."cost_code_id" is not null and "customer_change_order_lines"."cost_category_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "customer_change_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"change_order_number" integer NOT NULL,
	"change_order_date" date NOT NULL,
	"customer_reference" text,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_change_orders_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"receipt_date" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"amount_cents" bigint NOT NULL,
	"deposit_account_id" uuid NOT NULL,
	"memo" text,
	"journal_entry_id" uuid,
	"void_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_receipts_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "customer_receipts_amount_positive" CHECK ("customer_receipts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "job_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"original_contract_cents" bigint NOT NULL,
	"billing_method" text DEFAULT 'progress' NOT NULL,
	"retainage_work_bps" integer DEFAULT 1000 NOT NULL,
	"retainage_stored_bps" integer DEFAULT 1000 NOT NULL,
	"step_down_threshold_bps" integer,
	"step_down_work_bps" integer,
	"retainage_cap_bps" integer,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_contracts_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "job_contracts_original_non_negative" CHECK ("job_contracts"."original_contract_cents" >= 0),
	CONSTRAINT "job_contracts_bps_range" CHECK ("job_contracts"."retainage_work_bps" between 0 and 10000 and "job_contracts"."retainage_stored_bps" between 0 and 10000
        and coalesce("job_contracts"."step_down_threshold_bps", 0) between 0 and 10000 and coalesce("job_contracts"."step_down_work_bps", 0) between 0 and 10000
        and coalesce("job_contracts"."retainage_cap_bps", 0) between 0 and 10000),
	CONSTRAINT "job_contracts_step_down_pair" CHECK (("job_contracts"."step_down_threshold_bps" is null) = ("job_contracts"."step_down_work_bps" is null))
);
--> statement-breakpoint
CREATE TABLE "pay_application_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"contract_line_id" uuid NOT NULL,
	"scheduled_cents" bigint NOT NULL,
	"previous_work_cents" bigint DEFAULT 0 NOT NULL,
	"this_period_cents" bigint DEFAULT 0 NOT NULL,
	"stored_cents" bigint DEFAULT 0 NOT NULL,
	"retainage_cents" bigint DEFAULT 0 NOT NULL,
	"retainage_override_cents" bigint,
	"override_reason" text,
	CONSTRAINT "pay_application_lines_stored_non_negative" CHECK ("pay_application_lines"."stored_cents" >= 0),
	CONSTRAINT "pay_application_lines_override_reason" CHECK ("pay_application_lines"."retainage_override_cents" is null or coalesce(char_length("pay_application_lines"."override_reason"), 0) > 0)
);
--> statement-breakpoint
CREATE TABLE "pay_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"application_number" integer NOT NULL,
	"kind" text DEFAULT 'progress' NOT NULL,
	"period_from" date,
	"period_to" date NOT NULL,
	"application_date" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"original_contract_cents" bigint DEFAULT 0 NOT NULL,
	"net_change_orders_cents" bigint DEFAULT 0 NOT NULL,
	"completed_and_stored_cents" bigint DEFAULT 0 NOT NULL,
	"retainage_work_cents" bigint DEFAULT 0 NOT NULL,
	"retainage_stored_cents" bigint DEFAULT 0 NOT NULL,
	"previous_certificates_cents" bigint DEFAULT 0 NOT NULL,
	"current_due_cents" bigint DEFAULT 0 NOT NULL,
	"period_gross_cents" bigint DEFAULT 0 NOT NULL,
	"period_retainage_cents" bigint DEFAULT 0 NOT NULL,
	"overbilling_reason" text,
	"journal_entry_id" uuid,
	"void_entry_id" uuid,
	"submitted_at" timestamp with time zone,
	"submitted_by" uuid,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_applications_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "receipt_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"receipt_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "receipt_applications_amount_positive" CHECK ("receipt_applications"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "contract_lines" ADD CONSTRAINT "contract_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_lines" ADD CONSTRAINT "contract_lines_contract_fk" FOREIGN KEY ("organization_id","contract_id") REFERENCES "public"."job_contracts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_lines" ADD CONSTRAINT "contract_lines_cost_code_fk" FOREIGN KEY ("organization_id","cost_code_id") REFERENCES "public"."standard_cost_codes"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_change_order_lines" ADD CONSTRAINT "customer_change_order_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_change_order_lines" ADD CONSTRAINT "customer_change_order_lines_change_order_fk" FOREIGN KEY ("organization_id","change_order_id") REFERENCES "public"."customer_change_orders"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_change_order_lines" ADD CONSTRAINT "customer_change_order_lines_contract_line_fk" FOREIGN KEY ("organization_id","contract_line_id") REFERENCES "public"."contract_lines"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_change_order_lines" ADD CONSTRAINT "customer_change_order_lines_cost_code_fk" FOREIGN KEY ("organization_id","cost_code_id") REFERENCES "public"."standard_cost_codes"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_change_order_lines" ADD CONSTRAINT "customer_change_order_lines_cost_category_fk" FOREIGN KEY ("organization_id","cost_category_id") REFERENCES "public"."cost_categories"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_change_orders" ADD CONSTRAINT "customer_change_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_change_orders" ADD CONSTRAINT "customer_change_orders_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_change_orders" ADD CONSTRAINT "customer_change_orders_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_change_orders" ADD CONSTRAINT "customer_change_orders_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD CONSTRAINT "customer_receipts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD CONSTRAINT "customer_receipts_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD CONSTRAINT "customer_receipts_customer_fk" FOREIGN KEY ("organization_id","customer_id") REFERENCES "public"."customers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD CONSTRAINT "customer_receipts_account_fk" FOREIGN KEY ("organization_id","deposit_account_id") REFERENCES "public"."chart_of_accounts"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD CONSTRAINT "customer_receipts_entry_fk" FOREIGN KEY ("organization_id","journal_entry_id") REFERENCES "public"."journal_entries"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contracts" ADD CONSTRAINT "job_contracts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contracts" ADD CONSTRAINT "job_contracts_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contracts" ADD CONSTRAINT "job_contracts_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_application_lines" ADD CONSTRAINT "pay_application_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_application_lines" ADD CONSTRAINT "pay_application_lines_application_fk" FOREIGN KEY ("organization_id","application_id") REFERENCES "public"."pay_applications"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_application_lines" ADD CONSTRAINT "pay_application_lines_contract_line_fk" FOREIGN KEY ("organization_id","contract_line_id") REFERENCES "public"."contract_lines"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_applications" ADD CONSTRAINT "pay_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_applications" ADD CONSTRAINT "pay_applications_submitted_by_profiles_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_applications" ADD CONSTRAINT "pay_applications_approved_by_profiles_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_applications" ADD CONSTRAINT "pay_applications_voided_by_profiles_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_applications" ADD CONSTRAINT "pay_applications_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_applications" ADD CONSTRAINT "pay_applications_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_applications" ADD CONSTRAINT "pay_applications_customer_fk" FOREIGN KEY ("organization_id","customer_id") REFERENCES "public"."customers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_applications" ADD CONSTRAINT "pay_applications_entry_fk" FOREIGN KEY ("organization_id","journal_entry_id") REFERENCES "public"."journal_entries"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_applications" ADD CONSTRAINT "pay_applications_void_entry_fk" FOREIGN KEY ("organization_id","void_entry_id") REFERENCES "public"."journal_entries"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_applications" ADD CONSTRAINT "receipt_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_applications" ADD CONSTRAINT "receipt_applications_receipt_fk" FOREIGN KEY ("organization_id","receipt_id") REFERENCES "public"."customer_receipts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_applications" ADD CONSTRAINT "receipt_applications_application_fk" FOREIGN KEY ("organization_id","application_id") REFERENCES "public"."pay_applications"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_lines_number_key" ON "contract_lines" USING btree ("organization_id","contract_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_change_order_lines_number_key" ON "customer_change_order_lines" USING btree ("organization_id","change_order_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_change_orders_number_key" ON "customer_change_orders" USING btree ("organization_id","job_id","change_order_number");--> statement-breakpoint
CREATE INDEX "customer_change_orders_org_status_idx" ON "customer_change_orders" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "customer_receipts_org_customer_idx" ON "customer_receipts" USING btree ("organization_id","customer_id","receipt_date");--> statement-breakpoint
CREATE UNIQUE INDEX "job_contracts_job_key" ON "job_contracts" USING btree ("organization_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_application_lines_key" ON "pay_application_lines" USING btree ("organization_id","application_id","contract_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_applications_number_key" ON "pay_applications" USING btree ("organization_id","job_id","application_number");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_applications_one_draft_key" ON "pay_applications" USING btree ("organization_id","job_id") WHERE "pay_applications"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "pay_applications_org_customer_idx" ON "pay_applications" USING btree ("organization_id","customer_id","status");--> statement-breakpoint
CREATE INDEX "pay_applications_org_status_idx" ON "pay_applications" USING btree ("organization_id","status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_applications_key" ON "receipt_applications" USING btree ("organization_id","receipt_id","application_id");--> statement-breakpoint
CREATE INDEX "receipt_applications_application_idx" ON "receipt_applications" USING btree ("organization_id","application_id");