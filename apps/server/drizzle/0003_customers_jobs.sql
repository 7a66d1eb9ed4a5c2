CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"customer_number" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(customer_number || chr(10) || name || chr(10) || coalesce(email, '') || chr(10) || coalesce(city, ''))) STORED NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "customers_number_format" CHECK ("customers"."customer_number" ~ '^C-[A-Z0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "job_number_counters" (
	"organization_id" uuid NOT NULL,
	"year_suffix" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "job_number_counters_pkey" PRIMARY KEY("organization_id","year_suffix"),
	CONSTRAINT "job_number_counters_year_format" CHECK ("job_number_counters"."year_suffix" ~ '^[0-9]{2}$'),
	CONSTRAINT "job_number_counters_positive" CHECK ("job_number_counters"."last_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"project_number" text NOT NULL,
	"number_year" text GENERATED ALWAYS AS (split_part(project_number, '-', 2)) STORED NOT NULL,
	"number_seq" integer GENERATED ALWAYS AS (split_part(project_number, '-', 3)::integer) STORED NOT NULL,
	"project_name" text NOT NULL,
	"client_name" text NOT NULL,
	"start_date" date,
	"estimated_completion_date" date,
	"budget_cents" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(project_number || chr(10) || project_name || chr(10) || client_name)) STORED NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_number_format" CHECK ("projects"."project_number" ~ '^J-[0-9]{2}-[0-9]{3,}$'),
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('active', 'completed', 'on-hold', 'cancelled')),
	CONSTRAINT "projects_budget_non_negative" CHECK ("projects"."budget_cents" >= 0),
	CONSTRAINT "projects_dates_in_order" CHECK ("projects"."estimated_completion_date" is null or "projects"."start_date" is null or "projects"."estimated_completion_date" >= "projects"."start_date")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_number_counters" ADD CONSTRAINT "job_number_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_same_org_fk" FOREIGN KEY ("organization_id","customer_id") REFERENCES "public"."customers"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_org_number_key" ON "customers" USING btree ("organization_id","customer_number");--> statement-breakpoint
CREATE INDEX "customers_org_active_number_idx" ON "customers" USING btree ("organization_id","is_active","customer_number");--> statement-breakpoint
CREATE INDEX "customers_org_search_idx" ON "customers" USING gin ("organization_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "projects_org_number_key" ON "projects" USING btree ("organization_id","project_number");--> statement-breakpoint
CREATE INDEX "projects_org_number_order_idx" ON "projects" USING btree ("organization_id","number_year","number_seq");--> statement-breakpoint
CREATE INDEX "projects_org_customer_idx" ON "projects" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE INDEX "projects_org_status_idx" ON "projects" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "projects_org_search_idx" ON "projects" USING gin ("organization_id","search_text" gin_trgm_ops);