CREATE TABLE "commitment_counters" (
	"organization_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commitment_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"commitment_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"cost_code_id" uuid NOT NULL,
	"cost_category_id" uuid NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"original_cents" bigint NOT NULL,
	"added_by_change_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commitment_lines_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "commitment_lines_original_non_negative" CHECK ("commitment_lines"."original_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"commitment_number" text NOT NULL,
	"description" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"retainage_bps" integer DEFAULT 0 NOT NULL,
	"scope" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"issued_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	"executed_by" uuid,
	"closed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commitments_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "commitments_retainage_range" CHECK ("commitments"."retainage_bps" between 0 and 10000),
	CONSTRAINT "commitments_dates_in_order" CHECK ("commitments"."end_date" is null or "commitments"."start_date" is null or "commitments"."end_date" >= "commitments"."start_date")
);
--> statement-breakpoint
CREATE TABLE "job_budget_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"cost_code_id" uuid NOT NULL,
	"cost_category_id" uuid NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"original_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_budget_lines_original_non_negative" CHECK ("job_budget_lines"."original_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_change_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"change_order_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"commitment_line_id" uuid,
	"cost_code_id" uuid,
	"cost_category_id" uuid,
	"description" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "vendor_change_order_lines_target" CHECK ("vendor_change_order_lines"."commitment_line_id" is not null or ("vendor_change_order_lines"."cost_code_id" is not null and "vendor_change_order_lines"."cost_category_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "vendor_change_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"commitment_id" uuid NOT NULL,
	"change_order_number" integer NOT NULL,
	"change_order_date" date NOT NULL,
	"description" text NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_change_orders_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "vendor_insurance_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"carrier" text NOT NULL,
	"policy_number" text NOT NULL,
	"each_occurrence_cents" bigint,
	"aggregate_cents" bigint,
	"effective_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"file_path" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_insurance_dates_in_order" CHECK ("vendor_insurance_certificates"."expiry_date" >= "vendor_insurance_certificates"."effective_date"),
	CONSTRAINT "vendor_insurance_limits_non_negative" CHECK (coalesce("vendor_insurance_certificates"."each_occurrence_cents", 0) >= 0 and coalesce("vendor_insurance_certificates"."aggregate_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"vendor_number" text NOT NULL,
	"name" text NOT NULL,
	"vendor_type" text NOT NULL,
	"contact_person" text,
	"email" text,
	"phone" text,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"tax_id" text,
	"is_1099" boolean DEFAULT false NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"default_cost_category_id" uuid,
	"notes" text,
	"license_number" text,
	"license_expiry" date,
	"w9_path" text,
	"w9_received_on" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(vendor_number || chr(10) || name || chr(10) || coalesce(contact_person, '') || chr(10) || coalesce(email, '') || chr(10) || coalesce(city, ''))) STORED NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "vendors_number_format" CHECK ("vendors"."vendor_number" ~ '^V-[A-Z0-9]{4}$'),
	CONSTRAINT "vendors_payment_terms_range" CHECK ("vendors"."payment_terms_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "default_retainage_bps" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "compliance_blocks_commitments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commitment_counters" ADD CONSTRAINT "commitment_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_lines" ADD CONSTRAINT "commitment_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_lines" ADD CONSTRAINT "commitment_lines_commitment_fk" FOREIGN KEY ("organization_id","commitment_id") REFERENCES "public"."commitments"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_lines" ADD CONSTRAINT "commitment_lines_cost_code_fk" FOREIGN KEY ("organization_id","cost_code_id") REFERENCES "public"."standard_cost_codes"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_lines" ADD CONSTRAINT "commitment_lines_cost_category_fk" FOREIGN KEY ("organization_id","cost_category_id") REFERENCES "public"."cost_categories"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_executed_by_profiles_id_fk" FOREIGN KEY ("executed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_voided_by_profiles_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_vendor_fk" FOREIGN KEY ("organization_id","vendor_id") REFERENCES "public"."vendors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_budget_lines" ADD CONSTRAINT "job_budget_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_budget_lines" ADD CONSTRAINT "job_budget_lines_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_budget_lines" ADD CONSTRAINT "job_budget_lines_cost_code_fk" FOREIGN KEY ("organization_id","cost_code_id") REFERENCES "public"."standard_cost_codes"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_budget_lines" ADD CONSTRAINT "job_budget_lines_cost_category_fk" FOREIGN KEY ("organization_id","cost_category_id") REFERENCES "public"."cost_categories"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_change_order_lines" ADD CONSTRAINT "vendor_change_order_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_change_order_lines" ADD CONSTRAINT "vendor_change_order_lines_change_order_fk" FOREIGN KEY ("organization_id","change_order_id") REFERENCES "public"."vendor_change_orders"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_change_order_lines" ADD CONSTRAINT "vendor_change_order_lines_commitment_line_fk" FOREIGN KEY ("organization_id","commitment_line_id") REFERENCES "public"."commitment_lines"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_change_order_lines" ADD CONSTRAINT "vendor_change_order_lines_cost_code_fk" FOREIGN KEY ("organization_id","cost_code_id") REFERENCES "public"."standard_cost_codes"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_change_order_lines" ADD CONSTRAINT "vendor_change_order_lines_cost_category_fk" FOREIGN KEY ("organization_id","cost_category_id") REFERENCES "public"."cost_categories"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_change_orders" ADD CONSTRAINT "vendor_change_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_change_orders" ADD CONSTRAINT "vendor_change_orders_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_change_orders" ADD CONSTRAINT "vendor_change_orders_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_change_orders" ADD CONSTRAINT "vendor_change_orders_commitment_fk" FOREIGN KEY ("organization_id","commitment_id") REFERENCES "public"."commitments"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_insurance_certificates" ADD CONSTRAINT "vendor_insurance_certificates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_insurance_certificates" ADD CONSTRAINT "vendor_insurance_certificates_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_insurance_certificates" ADD CONSTRAINT "vendor_insurance_vendor_fk" FOREIGN KEY ("organization_id","vendor_id") REFERENCES "public"."vendors"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_default_cost_category_fk" FOREIGN KEY ("organization_id","default_cost_category_id") REFERENCES "public"."cost_categories"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commitment_counters_key" ON "commitment_counters" USING btree ("organization_id","job_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "commitment_lines_number_key" ON "commitment_lines" USING btree ("organization_id","commitment_id","line_number");--> statement-breakpoint
CREATE INDEX "commitment_lines_org_code_idx" ON "commitment_lines" USING btree ("organization_id","cost_code_id","cost_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commitments_org_number_key" ON "commitments" USING btree ("organization_id","commitment_number");--> statement-breakpoint
CREATE INDEX "commitments_org_job_idx" ON "commitments" USING btree ("organization_id","job_id","kind");--> statement-breakpoint
CREATE INDEX "commitments_org_vendor_idx" ON "commitments" USING btree ("organization_id","vendor_id");--> statement-breakpoint
CREATE INDEX "commitments_org_status_idx" ON "commitments" USING btree ("organization_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "job_budget_lines_job_code_category_key" ON "job_budget_lines" USING btree ("organization_id","job_id","cost_code_id","cost_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_change_order_lines_number_key" ON "vendor_change_order_lines" USING btree ("organization_id","change_order_id","line_number");--> statement-breakpoint
CREATE INDEX "vendor_change_order_lines_commitment_line_idx" ON "vendor_change_order_lines" USING btree ("organization_id","commitment_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_change_orders_number_key" ON "vendor_change_orders" USING btree ("organization_id","commitment_id","change_order_number");--> statement-breakpoint
CREATE INDEX "vendor_change_orders_org_status_idx" ON "vendor_change_orders" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "vendor_insurance_org_vendor_idx" ON "vendor_insurance_certificates" USING btree ("organization_id","vendor_id","kind");--> statement-breakpoint
CREATE INDEX "vendor_insurance_org_expiry_idx" ON "vendor_insurance_certificates" USING btree ("organization_id","expiry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_org_number_key" ON "vendors" USING btree ("organization_id","vendor_number");--> statement-breakpoint
CREATE INDEX "vendors_org_active_number_idx" ON "vendors" USING btree ("organization_id","is_active","vendor_number");--> statement-breakpoint
CREATE INDEX "vendors_org_search_idx" ON "vendors" USING gin ("organization_id","search_text" gin_trgm_ops);