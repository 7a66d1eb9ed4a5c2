CREATE TABLE "bank_opening_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"gl_account_id" uuid NOT NULL,
	"run_id" uuid,
	"kind" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"payee" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"encoding" text,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_files_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "import_files_name_length" CHECK (char_length("import_files"."file_name") between 1 and 255)
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"organization_id" uuid NOT NULL,
	"source" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_run_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"natural_key" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"cutover_date" date,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"stages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"progress" jsonb,
	"preview" jsonb,
	"errors" jsonb,
	"error_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"report" jsonb,
	"verified" boolean,
	"on_behalf" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previewed_at" timestamp with time zone,
	"imported_at" timestamp with time zone,
	"rolled_back_at" timestamp with time zone,
	"rolled_back_by" uuid,
	CONSTRAINT "import_runs_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
CREATE TABLE "job_cost_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"run_id" uuid,
	"job_id" uuid NOT NULL,
	"cost_code_id" uuid NOT NULL,
	"cost_category_id" uuid NOT NULL,
	"as_of" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_applications" ADD COLUMN "source_number" text;--> statement-breakpoint
ALTER TABLE "bank_opening_items" ADD CONSTRAINT "bank_opening_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_opening_items" ADD CONSTRAINT "bank_opening_items_line_fk" FOREIGN KEY ("entry_id","line_number") REFERENCES "public"."journal_lines"("entry_id","line_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_opening_items" ADD CONSTRAINT "bank_opening_items_account_fk" FOREIGN KEY ("organization_id","gl_account_id") REFERENCES "public"."chart_of_accounts"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_opening_items" ADD CONSTRAINT "bank_opening_items_run_fk" FOREIGN KEY ("organization_id","run_id") REFERENCES "public"."import_runs"("organization_id","id") ON DELETE SET NULL ("run_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_run_fk" FOREIGN KEY ("organization_id","run_id") REFERENCES "public"."import_runs"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_run_records" ADD CONSTRAINT "import_run_records_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_run_records" ADD CONSTRAINT "import_run_records_run_fk" FOREIGN KEY ("organization_id","run_id") REFERENCES "public"."import_runs"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_rolled_back_by_profiles_id_fk" FOREIGN KEY ("rolled_back_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cost_history" ADD CONSTRAINT "job_cost_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cost_history" ADD CONSTRAINT "job_cost_history_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cost_history" ADD CONSTRAINT "job_cost_history_cost_code_fk" FOREIGN KEY ("organization_id","cost_code_id") REFERENCES "public"."standard_cost_codes"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cost_history" ADD CONSTRAINT "job_cost_history_category_fk" FOREIGN KEY ("organization_id","cost_category_id") REFERENCES "public"."cost_categories"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_cost_history" ADD CONSTRAINT "job_cost_history_run_fk" FOREIGN KEY ("organization_id","run_id") REFERENCES "public"."import_runs"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_opening_items_line_key" ON "bank_opening_items" USING btree ("entry_id","line_number");--> statement-breakpoint
CREATE INDEX "bank_opening_items_account_idx" ON "bank_opening_items" USING btree ("organization_id","gl_account_id");--> statement-breakpoint
CREATE INDEX "import_files_run_idx" ON "import_files" USING btree ("organization_id","run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "import_mappings_org_source_key" ON "import_mappings" USING btree ("organization_id","source");--> statement-breakpoint
CREATE INDEX "import_run_records_run_idx" ON "import_run_records" USING btree ("organization_id","run_id","entity_type");--> statement-breakpoint
CREATE INDEX "import_run_records_entity_idx" ON "import_run_records" USING btree ("organization_id","entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "import_runs_org_created_idx" ON "import_runs" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "import_runs_one_busy_key" ON "import_runs" USING btree ("organization_id") WHERE "import_runs"."status" in ('previewing', 'importing');--> statement-breakpoint
CREATE UNIQUE INDEX "job_cost_history_key" ON "job_cost_history" USING btree ("organization_id","job_id","cost_code_id","cost_category_id","as_of");