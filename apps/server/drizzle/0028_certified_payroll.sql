CREATE TABLE "apprentice_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"classification" text NOT NULL,
	"ratio_apprentices" integer DEFAULT 1 NOT NULL,
	"ratio_journeyworkers" integer DEFAULT 1 NOT NULL,
	"levels" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apprentice_programs_ratio" CHECK ("apprentice_programs"."ratio_apprentices" > 0 and "apprentice_programs"."ratio_journeyworkers" > 0)
);
--> statement-breakpoint
CREATE TABLE "certified_payroll_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"week_ending" date NOT NULL,
	"payroll_number" integer NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"amends_id" uuid,
	"is_final" boolean DEFAULT false NOT NULL,
	"is_no_work" boolean DEFAULT false NOT NULL,
	"layout" text DEFAULT 'revised' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"content" jsonb,
	"changes" jsonb,
	"remarks" text,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fringe_payment" text DEFAULT 'plans' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"signer_user_id" uuid,
	"signer_name" text,
	"signer_title" text,
	"signed_at" timestamp with time zone,
	"submitted_on" date,
	"submitted_to" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certified_payroll_reports_number" CHECK ("certified_payroll_reports"."payroll_number" > 0 and "certified_payroll_reports"."revision" >= 0),
	CONSTRAINT "certified_payroll_reports_amends" CHECK (("certified_payroll_reports"."revision" = 0) = ("certified_payroll_reports"."amends_id" is null)),
	CONSTRAINT "certified_payroll_reports_signed" CHECK ("certified_payroll_reports"."status" not in ('signed', 'submitted') or ("certified_payroll_reports"."signed_at" is not null and "certified_payroll_reports"."content" is not null and "certified_payroll_reports"."signer_name" is not null))
);
--> statement-breakpoint
CREATE TABLE "certified_restitutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"week_ending" date NOT NULL,
	"classification" text NOT NULL,
	"underpaid_cents" bigint NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"paid_in_run_id" uuid,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certified_restitutions_amounts" CHECK ("certified_restitutions"."underpaid_cents" > 0 and "certified_restitutions"."paid_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "certifying_officers" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certifying_officers_pkey" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "employee_apprenticeships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"registered_on" date NOT NULL,
	"ended_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_apprenticeships_level" CHECK ("employee_apprenticeships"."level" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "employee_fringe_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"plan_name" text NOT NULL,
	"method" text NOT NULL,
	"rate_per_hour" numeric(12, 4),
	"annual_amount_cents" bigint,
	"annual_hours" integer DEFAULT 2080 NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_fringe_plans_method" CHECK (("employee_fringe_plans"."method" = 'per_hour' and "employee_fringe_plans"."rate_per_hour" is not null and "employee_fringe_plans"."rate_per_hour" >= 0)
        or ("employee_fringe_plans"."method" = 'annual' and "employee_fringe_plans"."annual_amount_cents" is not null and "employee_fringe_plans"."annual_amount_cents" >= 0)),
	CONSTRAINT "employee_fringe_plans_hours" CHECK ("employee_fringe_plans"."annual_hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "job_compliance_viewers" (
	"organization_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_compliance_viewers_pkey" PRIMARY KEY("organization_id","job_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "prevailing_wage_jobs" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"wage_law" text NOT NULL,
	"awarding_agency" text NOT NULL,
	"contract_number" text DEFAULT '' NOT NULL,
	"agency_project_number" text DEFAULT '' NOT NULL,
	"project_location" text DEFAULT '' NOT NULL,
	"is_prime" boolean DEFAULT true NOT NULL,
	"prime_contractor_name" text,
	"prime_contractor_address" text,
	"wh347_layout" text DEFAULT 'revised' NOT NULL,
	"wants_no_work_weeks" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prevailing_wage_jobs_prime" CHECK ("prevailing_wage_jobs"."is_prime" or ("prevailing_wage_jobs"."prime_contractor_name" is not null and char_length("prevailing_wage_jobs"."prime_contractor_name") > 0))
);
--> statement-breakpoint
CREATE TABLE "subcontractor_certified_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"week_ending" date NOT NULL,
	"payroll_number" text,
	"is_no_work" boolean DEFAULT false NOT NULL,
	"document_id" uuid,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wage_determination_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"determination_id" uuid NOT NULL,
	"classification" text NOT NULL,
	"basic_rate" numeric(12, 4) NOT NULL,
	"fringe_rate" numeric(12, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wage_determination_classes_rates" CHECK ("wage_determination_classes"."basic_rate" > 0 and "wage_determination_classes"."fringe_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wage_determinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"wd_number" text NOT NULL,
	"modification" integer DEFAULT 0 NOT NULL,
	"modification_date" date NOT NULL,
	"effective_from" date NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wage_determinations_modification" CHECK ("wage_determinations"."modification" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payroll_run_earnings" ADD COLUMN "week_ending" date;--> statement-breakpoint
ALTER TABLE "payroll_run_earnings" ADD COLUMN "classification" text;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "wage_class_id" uuid;--> statement-breakpoint
ALTER TABLE "apprentice_programs" ADD CONSTRAINT "apprentice_programs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_payroll_reports" ADD CONSTRAINT "certified_payroll_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_payroll_reports" ADD CONSTRAINT "certified_payroll_reports_reviewed_by_profiles_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_payroll_reports" ADD CONSTRAINT "certified_payroll_reports_signer_user_id_profiles_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_payroll_reports" ADD CONSTRAINT "certified_payroll_reports_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_payroll_reports" ADD CONSTRAINT "certified_payroll_reports_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_restitutions" ADD CONSTRAINT "certified_restitutions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_restitutions" ADD CONSTRAINT "certified_restitutions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_restitutions" ADD CONSTRAINT "certified_restitutions_paid_in_run_id_payroll_runs_id_fk" FOREIGN KEY ("paid_in_run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_restitutions" ADD CONSTRAINT "certified_restitutions_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_restitutions" ADD CONSTRAINT "certified_restitutions_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifying_officers" ADD CONSTRAINT "certifying_officers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifying_officers" ADD CONSTRAINT "certifying_officers_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_apprenticeships" ADD CONSTRAINT "employee_apprenticeships_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_apprenticeships" ADD CONSTRAINT "employee_apprenticeships_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_apprenticeships" ADD CONSTRAINT "employee_apprenticeships_program_id_apprentice_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."apprentice_programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_fringe_plans" ADD CONSTRAINT "employee_fringe_plans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_fringe_plans" ADD CONSTRAINT "employee_fringe_plans_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_compliance_viewers" ADD CONSTRAINT "job_compliance_viewers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_compliance_viewers" ADD CONSTRAINT "job_compliance_viewers_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_compliance_viewers" ADD CONSTRAINT "job_compliance_viewers_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prevailing_wage_jobs" ADD CONSTRAINT "prevailing_wage_jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prevailing_wage_jobs" ADD CONSTRAINT "prevailing_wage_jobs_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcontractor_certified_reports" ADD CONSTRAINT "subcontractor_certified_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcontractor_certified_reports" ADD CONSTRAINT "subcontractor_certified_reports_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcontractor_certified_reports" ADD CONSTRAINT "subcontractor_certified_reports_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcontractor_certified_reports" ADD CONSTRAINT "subcontractor_certified_reports_uploaded_by_profiles_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcontractor_certified_reports" ADD CONSTRAINT "subcontractor_certified_reports_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_determination_classes" ADD CONSTRAINT "wage_determination_classes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_determination_classes" ADD CONSTRAINT "wage_determination_classes_determination_id_wage_determinations_id_fk" FOREIGN KEY ("determination_id") REFERENCES "public"."wage_determinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_determinations" ADD CONSTRAINT "wage_determinations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_determinations" ADD CONSTRAINT "wage_determinations_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_determinations" ADD CONSTRAINT "wage_determinations_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "apprentice_programs_name_key" ON "apprentice_programs" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "certified_payroll_reports_key" ON "certified_payroll_reports" USING btree ("organization_id","job_id","payroll_number","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "certified_payroll_reports_week_key" ON "certified_payroll_reports" USING btree ("organization_id","job_id","week_ending","revision");--> statement-breakpoint
CREATE INDEX "certified_payroll_reports_job_idx" ON "certified_payroll_reports" USING btree ("organization_id","job_id","week_ending");--> statement-breakpoint
CREATE INDEX "certified_restitutions_job_idx" ON "certified_restitutions" USING btree ("organization_id","job_id","week_ending");--> statement-breakpoint
CREATE INDEX "employee_apprenticeships_employee_idx" ON "employee_apprenticeships" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_fringe_plans_employee_idx" ON "employee_fringe_plans" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subcontractor_certified_reports_key" ON "subcontractor_certified_reports" USING btree ("organization_id","job_id","vendor_id","week_ending");--> statement-breakpoint
CREATE UNIQUE INDEX "wage_determination_classes_key" ON "wage_determination_classes" USING btree ("determination_id",lower("classification"));--> statement-breakpoint
CREATE UNIQUE INDEX "wage_determinations_key" ON "wage_determinations" USING btree ("organization_id","job_id","wd_number","modification");--> statement-breakpoint
CREATE INDEX "wage_determinations_job_idx" ON "wage_determinations" USING btree ("organization_id","job_id","effective_from");