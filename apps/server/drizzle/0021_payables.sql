CREATE TABLE "ap_invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"kind" text NOT NULL,
	"commitment_id" uuid,
	"commitment_line_id" uuid,
	"job_id" uuid,
	"cost_code_id" uuid,
	"cost_category_id" uuid,
	"expense_account_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"retainage_bps" integer,
	"retainage_cents" bigint DEFAULT 0 NOT NULL,
	"retainage_override_reason" text,
	CONSTRAINT "ap_invoice_lines_line_number_positive" CHECK ("ap_invoice_lines"."line_number" > 0),
	CONSTRAINT "ap_invoice_lines_kind_target" CHECK (("ap_invoice_lines"."kind" = 'commitment' and "ap_invoice_lines"."commitment_id" is not null and "ap_invoice_lines"."commitment_line_id" is not null
          and num_nonnulls("ap_invoice_lines"."job_id", "ap_invoice_lines"."cost_code_id", "ap_invoice_lines"."cost_category_id") = 3 and "ap_invoice_lines"."expense_account_id" is null)
        or ("ap_invoice_lines"."kind" = 'job_cost' and "ap_invoice_lines"."commitment_id" is null and "ap_invoice_lines"."commitment_line_id" is null
          and num_nonnulls("ap_invoice_lines"."job_id", "ap_invoice_lines"."cost_code_id", "ap_invoice_lines"."cost_category_id") = 3 and "ap_invoice_lines"."expense_account_id" is null)
        or ("ap_invoice_lines"."kind" = 'overhead' and "ap_invoice_lines"."commitment_id" is null and "ap_invoice_lines"."commitment_line_id" is null
          and num_nonnulls("ap_invoice_lines"."job_id", "ap_invoice_lines"."cost_code_id", "ap_invoice_lines"."cost_category_id") = 0 and "ap_invoice_lines"."expense_account_id" is not null)),
	CONSTRAINT "ap_invoice_lines_amount_positive" CHECK ("ap_invoice_lines"."amount_cents" > 0),
	CONSTRAINT "ap_invoice_lines_retainage_range" CHECK ("ap_invoice_lines"."retainage_cents" between 0 and "ap_invoice_lines"."amount_cents"
        and ("ap_invoice_lines"."retainage_bps" is null or "ap_invoice_lines"."retainage_bps" between 0 and 10000)),
	CONSTRAINT "ap_invoice_lines_description_length" CHECK (char_length("ap_invoice_lines"."description") <= 500),
	CONSTRAINT "ap_invoice_lines_reason_length" CHECK ("ap_invoice_lines"."retainage_override_reason" is null or char_length("ap_invoice_lines"."retainage_override_reason") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "ap_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"received_date" date,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'entered' NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"retainage_cents" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"document_id" uuid,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"posted_by" uuid,
	"posted_at" timestamp with time zone,
	"journal_entry_id" uuid,
	"void_entry_id" uuid,
	"voided_by" uuid,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"search_text" text GENERATED ALWAYS AS (lower(invoice_number || chr(10) || description)) STORED NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ap_invoices_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "ap_invoices_status_valid" CHECK ("ap_invoices"."status" in ('entered', 'approved', 'posted', 'void')),
	CONSTRAINT "ap_invoices_number_length" CHECK (char_length("ap_invoices"."invoice_number") between 1 and 50),
	CONSTRAINT "ap_invoices_description_length" CHECK (char_length("ap_invoices"."description") <= 500),
	CONSTRAINT "ap_invoices_due_after_invoice" CHECK ("ap_invoices"."due_date" >= "ap_invoices"."invoice_date"),
	CONSTRAINT "ap_invoices_totals" CHECK ("ap_invoices"."gross_cents" = "ap_invoices"."retainage_cents" + "ap_invoices"."net_cents"),
	CONSTRAINT "ap_invoices_amounts_non_negative" CHECK ("ap_invoices"."gross_cents" >= 0 and "ap_invoices"."retainage_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ap_payment_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"release_id" uuid,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "ap_payment_applications_amount_positive" CHECK ("ap_payment_applications"."amount_cents" > 0),
	CONSTRAINT "ap_payment_applications_kind_release" CHECK (("ap_payment_applications"."kind" = 'invoice' and "ap_payment_applications"."release_id" is null) or ("ap_payment_applications"."kind" = 'retainage' and "ap_payment_applications"."release_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ap_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"payment_date" date NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"method" text NOT NULL,
	"check_number" text,
	"reference" text,
	"amount_cents" bigint NOT NULL,
	"memo" text,
	"status" text DEFAULT 'posted' NOT NULL,
	"journal_entry_id" uuid,
	"void_entry_id" uuid,
	"voided_by" uuid,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ap_payments_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "ap_payments_status_valid" CHECK ("ap_payments"."status" in ('posted', 'void')),
	CONSTRAINT "ap_payments_amount_positive" CHECK ("ap_payments"."amount_cents" > 0),
	CONSTRAINT "ap_payments_method_reference" CHECK (("ap_payments"."method" = 'check' and coalesce(char_length("ap_payments"."check_number"), 0) between 1 and 20)
        or ("ap_payments"."method" in ('ach', 'wire') and "ap_payments"."check_number" is null
          and coalesce(char_length("ap_payments"."reference"), 0) between 1 and 100))
);
--> statement-breakpoint
CREATE TABLE "ap_retainage_release_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"release_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "ap_retainage_release_lines_amount_positive" CHECK ("ap_retainage_release_lines"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "ap_retainage_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"commitment_id" uuid,
	"release_date" date NOT NULL,
	"due_date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'posted' NOT NULL,
	"journal_entry_id" uuid,
	"void_entry_id" uuid,
	"voided_by" uuid,
	"voided_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ap_retainage_releases_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "ap_retainage_releases_status_valid" CHECK ("ap_retainage_releases"."status" in ('posted', 'void')),
	CONSTRAINT "ap_retainage_releases_amount_positive" CHECK ("ap_retainage_releases"."amount_cents" > 0),
	CONSTRAINT "ap_retainage_releases_due_after_release" CHECK ("ap_retainage_releases"."due_date" >= "ap_retainage_releases"."release_date")
);
--> statement-breakpoint
CREATE TABLE "lien_waivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"commitment_id" uuid,
	"payment_id" uuid,
	"invoice_id" uuid,
	"release_id" uuid,
	"condition" text NOT NULL,
	"scope" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"amount_cents" bigint,
	"through_date" date,
	"jurisdiction" text,
	"document_id" uuid,
	"notes" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" uuid,
	"received_on" date,
	"received_by" uuid,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lien_waivers_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "lien_waivers_condition_valid" CHECK ("lien_waivers"."condition" in ('conditional', 'unconditional')),
	CONSTRAINT "lien_waivers_scope_valid" CHECK ("lien_waivers"."scope" in ('progress', 'final')),
	CONSTRAINT "lien_waivers_status_valid" CHECK ("lien_waivers"."status" in ('requested', 'received', 'verified')),
	CONSTRAINT "lien_waivers_amount_non_negative" CHECK ("lien_waivers"."amount_cents" is null or "lien_waivers"."amount_cents" >= 0),
	CONSTRAINT "lien_waivers_received_dated" CHECK ("lien_waivers"."status" = 'requested' or "lien_waivers"."received_on" is not null),
	CONSTRAINT "lien_waivers_jurisdiction_format" CHECK ("lien_waivers"."jurisdiction" is null or "lien_waivers"."jurisdiction" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "project_manager_id" uuid;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "ap_approver" text DEFAULT 'office' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "compliance_blocks_payables" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "require_conditional_waiver" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "require_final_waiver_for_release" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ap_invoice_lines" ADD CONSTRAINT "ap_invoice_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoice_lines" ADD CONSTRAINT "ap_invoice_lines_invoice_fk" FOREIGN KEY ("organization_id","invoice_id") REFERENCES "public"."ap_invoices"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_lines" ADD CONSTRAINT "commitment_lines_org_commitment_id_key" UNIQUE("organization_id","commitment_id","id");--> statement-breakpoint
ALTER TABLE "ap_invoice_lines" ADD CONSTRAINT "ap_invoice_lines_commitment_line_fk" FOREIGN KEY ("organization_id","commitment_id","commitment_line_id") REFERENCES "public"."commitment_lines"("organization_id","commitment_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoice_lines" ADD CONSTRAINT "ap_invoice_lines_commitment_fk" FOREIGN KEY ("organization_id","commitment_id") REFERENCES "public"."commitments"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoice_lines" ADD CONSTRAINT "ap_invoice_lines_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoice_lines" ADD CONSTRAINT "ap_invoice_lines_cost_code_fk" FOREIGN KEY ("organization_id","cost_code_id") REFERENCES "public"."standard_cost_codes"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoice_lines" ADD CONSTRAINT "ap_invoice_lines_cost_category_fk" FOREIGN KEY ("organization_id","cost_category_id") REFERENCES "public"."cost_categories"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoice_lines" ADD CONSTRAINT "ap_invoice_lines_expense_account_fk" FOREIGN KEY ("organization_id","expense_account_id") REFERENCES "public"."chart_of_accounts"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoices" ADD CONSTRAINT "ap_invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoices" ADD CONSTRAINT "ap_invoices_approved_by_profiles_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoices" ADD CONSTRAINT "ap_invoices_posted_by_profiles_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoices" ADD CONSTRAINT "ap_invoices_voided_by_profiles_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoices" ADD CONSTRAINT "ap_invoices_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoices" ADD CONSTRAINT "ap_invoices_vendor_fk" FOREIGN KEY ("organization_id","vendor_id") REFERENCES "public"."vendors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoices" ADD CONSTRAINT "ap_invoices_entry_fk" FOREIGN KEY ("organization_id","journal_entry_id") REFERENCES "public"."journal_entries"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_invoices" ADD CONSTRAINT "ap_invoices_void_entry_fk" FOREIGN KEY ("organization_id","void_entry_id") REFERENCES "public"."journal_entries"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_payment_applications" ADD CONSTRAINT "ap_payment_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_payment_applications" ADD CONSTRAINT "ap_payment_applications_payment_fk" FOREIGN KEY ("organization_id","payment_id") REFERENCES "public"."ap_payments"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_payment_applications" ADD CONSTRAINT "ap_payment_applications_invoice_fk" FOREIGN KEY ("organization_id","invoice_id") REFERENCES "public"."ap_invoices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_payment_applications" ADD CONSTRAINT "ap_payment_applications_release_fk" FOREIGN KEY ("organization_id","release_id") REFERENCES "public"."ap_retainage_releases"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_payments" ADD CONSTRAINT "ap_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_payments" ADD CONSTRAINT "ap_payments_voided_by_profiles_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_payments" ADD CONSTRAINT "ap_payments_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_payments" ADD CONSTRAINT "ap_payments_vendor_fk" FOREIGN KEY ("organization_id","vendor_id") REFERENCES "public"."vendors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_payments" ADD CONSTRAINT "ap_payments_bank_account_fk" FOREIGN KEY ("organization_id","bank_account_id") REFERENCES "public"."chart_of_accounts"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_payments" ADD CONSTRAINT "ap_payments_entry_fk" FOREIGN KEY ("organization_id","journal_entry_id") REFERENCES "public"."journal_entries"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_payments" ADD CONSTRAINT "ap_payments_void_entry_fk" FOREIGN KEY ("organization_id","void_entry_id") REFERENCES "public"."journal_entries"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_retainage_release_lines" ADD CONSTRAINT "ap_retainage_release_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_retainage_release_lines" ADD CONSTRAINT "ap_retainage_release_lines_release_fk" FOREIGN KEY ("organization_id","release_id") REFERENCES "public"."ap_retainage_releases"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_retainage_release_lines" ADD CONSTRAINT "ap_retainage_release_lines_invoice_fk" FOREIGN KEY ("organization_id","invoice_id") REFERENCES "public"."ap_invoices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_retainage_releases" ADD CONSTRAINT "ap_retainage_releases_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_retainage_releases" ADD CONSTRAINT "ap_retainage_releases_voided_by_profiles_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_retainage_releases" ADD CONSTRAINT "ap_retainage_releases_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_retainage_releases" ADD CONSTRAINT "ap_retainage_releases_vendor_fk" FOREIGN KEY ("organization_id","vendor_id") REFERENCES "public"."vendors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_retainage_releases" ADD CONSTRAINT "ap_retainage_releases_commitment_fk" FOREIGN KEY ("organization_id","commitment_id") REFERENCES "public"."commitments"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_retainage_releases" ADD CONSTRAINT "ap_retainage_releases_entry_fk" FOREIGN KEY ("organization_id","journal_entry_id") REFERENCES "public"."journal_entries"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ap_retainage_releases" ADD CONSTRAINT "ap_retainage_releases_void_entry_fk" FOREIGN KEY ("organization_id","void_entry_id") REFERENCES "public"."journal_entries"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_requested_by_profiles_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_received_by_profiles_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_verified_by_profiles_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_vendor_fk" FOREIGN KEY ("organization_id","vendor_id") REFERENCES "public"."vendors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_commitment_fk" FOREIGN KEY ("organization_id","commitment_id") REFERENCES "public"."commitments"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_payment_fk" FOREIGN KEY ("organization_id","payment_id") REFERENCES "public"."ap_payments"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_invoice_fk" FOREIGN KEY ("organization_id","invoice_id") REFERENCES "public"."ap_invoices"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lien_waivers" ADD CONSTRAINT "lien_waivers_release_fk" FOREIGN KEY ("organization_id","release_id") REFERENCES "public"."ap_retainage_releases"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ap_invoice_lines_number_key" ON "ap_invoice_lines" USING btree ("organization_id","invoice_id","line_number");--> statement-breakpoint
CREATE INDEX "ap_invoice_lines_commitment_line_idx" ON "ap_invoice_lines" USING btree ("organization_id","commitment_line_id") WHERE "ap_invoice_lines"."commitment_line_id" is not null;--> statement-breakpoint
CREATE INDEX "ap_invoice_lines_commitment_idx" ON "ap_invoice_lines" USING btree ("organization_id","commitment_id") WHERE "ap_invoice_lines"."commitment_id" is not null;--> statement-breakpoint
CREATE INDEX "ap_invoice_lines_job_cost_idx" ON "ap_invoice_lines" USING btree ("organization_id","job_id","cost_code_id","cost_category_id") WHERE "ap_invoice_lines"."job_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ap_invoices_vendor_number_key" ON "ap_invoices" USING btree ("organization_id","vendor_id",lower("invoice_number")) WHERE "ap_invoices"."status" <> 'void';--> statement-breakpoint
CREATE INDEX "ap_invoices_org_status_due_idx" ON "ap_invoices" USING btree ("organization_id","status","due_date");--> statement-breakpoint
CREATE INDEX "ap_invoices_org_vendor_date_idx" ON "ap_invoices" USING btree ("organization_id","vendor_id","invoice_date");--> statement-breakpoint
CREATE INDEX "ap_invoices_org_created_idx" ON "ap_invoices" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "ap_invoices_org_search_idx" ON "ap_invoices" USING gin ("organization_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "ap_payment_applications_invoice_key" ON "ap_payment_applications" USING btree ("organization_id","payment_id","invoice_id") WHERE "ap_payment_applications"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "ap_payment_applications_retainage_key" ON "ap_payment_applications" USING btree ("organization_id","payment_id","release_id","invoice_id") WHERE "ap_payment_applications"."kind" = 'retainage';--> statement-breakpoint
CREATE INDEX "ap_payment_applications_invoice_idx" ON "ap_payment_applications" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "ap_payment_applications_release_idx" ON "ap_payment_applications" USING btree ("organization_id","release_id") WHERE "ap_payment_applications"."release_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ap_payments_check_number_key" ON "ap_payments" USING btree ("organization_id","bank_account_id","check_number") WHERE "ap_payments"."method" = 'check';--> statement-breakpoint
CREATE INDEX "ap_payments_org_vendor_date_idx" ON "ap_payments" USING btree ("organization_id","vendor_id","payment_date");--> statement-breakpoint
CREATE INDEX "ap_payments_org_date_idx" ON "ap_payments" USING btree ("organization_id","payment_date");--> statement-breakpoint
CREATE INDEX "ap_payments_org_bank_idx" ON "ap_payments" USING btree ("organization_id","bank_account_id","payment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "ap_retainage_release_lines_key" ON "ap_retainage_release_lines" USING btree ("organization_id","release_id","invoice_id");--> statement-breakpoint
CREATE INDEX "ap_retainage_release_lines_invoice_idx" ON "ap_retainage_release_lines" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "ap_retainage_releases_org_vendor_idx" ON "ap_retainage_releases" USING btree ("organization_id","vendor_id","release_date");--> statement-breakpoint
CREATE INDEX "ap_retainage_releases_org_commitment_idx" ON "ap_retainage_releases" USING btree ("organization_id","commitment_id") WHERE "ap_retainage_releases"."commitment_id" is not null;--> statement-breakpoint
CREATE INDEX "lien_waivers_org_vendor_idx" ON "lien_waivers" USING btree ("organization_id","vendor_id","status");--> statement-breakpoint
CREATE INDEX "lien_waivers_org_job_idx" ON "lien_waivers" USING btree ("organization_id","job_id","status");--> statement-breakpoint
CREATE INDEX "lien_waivers_org_commitment_idx" ON "lien_waivers" USING btree ("organization_id","commitment_id") WHERE "lien_waivers"."commitment_id" is not null;--> statement-breakpoint
CREATE INDEX "lien_waivers_org_payment_idx" ON "lien_waivers" USING btree ("organization_id","payment_id") WHERE "lien_waivers"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "lien_waivers_org_invoice_idx" ON "lien_waivers" USING btree ("organization_id","invoice_id") WHERE "lien_waivers"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "projects_org_manager_idx" ON "projects" USING btree ("organization_id","project_manager_id") WHERE "projects"."project_manager_id" is not null;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_ap_approver_valid" CHECK ("organizations"."ap_approver" in ('project_manager', 'office'));