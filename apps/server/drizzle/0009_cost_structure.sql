CREATE TABLE "chart_of_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"account_type" text NOT NULL,
	"normal_balance" text NOT NULL,
	"system_key" text,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chart_of_accounts_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "chart_of_accounts_number_format" CHECK ("chart_of_accounts"."account_number" ~ '^[0-9]{3,10}(-[0-9]{1,6})?$')
);
--> statement-breakpoint
CREATE TABLE "cost_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"gl_account_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_categories_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "cost_categories_code_format" CHECK ("cost_categories"."code" ~ '^[A-Z]{1,2}$'),
	CONSTRAINT "cost_categories_description_length" CHECK (char_length("cost_categories"."description") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "standard_cost_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_parent" boolean GENERATED ALWAYS AS (right(code, 5) = '-0000') STORED NOT NULL,
	"parent_code" text GENERATED ALWAYS AS (case when right(code, 5) = '-0000' then null else left(code, 2) || '-0000' end) STORED,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standard_cost_codes_org_code_key" UNIQUE("organization_id","code"),
	CONSTRAINT "standard_cost_codes_code_format" CHECK ("standard_cost_codes"."code" ~ '^[0-9]{2}-[0-9]{4}$'),
	CONSTRAINT "standard_cost_codes_description_length" CHECK (char_length("standard_cost_codes"."description") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"job_title" text,
	"hire_date" date,
	"department_id" uuid,
	"employment_status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_org_user_key" UNIQUE("organization_id","user_id"),
	CONSTRAINT "employees_job_title_length" CHECK ("employees"."job_title" is null or char_length("employees"."job_title") <= 100)
);
--> statement-breakpoint
ALTER TABLE "chart_of_accounts" ADD CONSTRAINT "chart_of_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_categories" ADD CONSTRAINT "cost_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_categories" ADD CONSTRAINT "cost_categories_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_categories" ADD CONSTRAINT "cost_categories_gl_account_fk" FOREIGN KEY ("organization_id","gl_account_id") REFERENCES "public"."chart_of_accounts"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_cost_codes" ADD CONSTRAINT "standard_cost_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_cost_codes" ADD CONSTRAINT "standard_cost_codes_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chart_of_accounts_org_number_key" ON "chart_of_accounts" USING btree ("organization_id","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "chart_of_accounts_org_system_key" ON "chart_of_accounts" USING btree ("organization_id","system_key") WHERE "chart_of_accounts"."system_key" is not null;--> statement-breakpoint
CREATE INDEX "chart_of_accounts_org_active_idx" ON "chart_of_accounts" USING btree ("organization_id","is_active","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_categories_org_code_key" ON "cost_categories" USING btree ("organization_id","code");--> statement-breakpoint
CREATE INDEX "standard_cost_codes_org_parent_idx" ON "standard_cost_codes" USING btree ("organization_id","parent_code");--> statement-breakpoint
CREATE INDEX "employees_org_created_idx" ON "employees" USING btree ("organization_id","created_at");