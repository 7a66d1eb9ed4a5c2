CREATE TABLE "ach_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"run_id" uuid,
	"purpose" text NOT NULL,
	"effective_date" date NOT NULL,
	"file_id_modifier" text NOT NULL,
	"entry_count" integer NOT NULL,
	"entry_hash" text NOT NULL,
	"total_credit_cents" bigint NOT NULL,
	"total_debit_cents" bigint NOT NULL,
	"content" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ach_files_modifier" CHECK ("ach_files"."file_id_modifier" ~ '^[A-Z0-9]$')
);
--> statement-breakpoint
CREATE TABLE "crew_members" (
	"crew_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	CONSTRAINT "crew_members_pkey" PRIMARY KEY("crew_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "crews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"foreman_employee_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crews_name_length" CHECK (char_length("crews"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "employee_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"routing_number" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_last4" text NOT NULL,
	"account_type" text NOT NULL,
	"split_method" text NOT NULL,
	"amount_cents" bigint,
	"percent" numeric(7, 4),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"prenote_status" text DEFAULT 'pending' NOT NULL,
	"prenote_sent_on" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_bank_accounts_routing" CHECK ("employee_bank_accounts"."routing_number" ~ '^[0-9]{9}$'),
	CONSTRAINT "employee_bank_accounts_last4" CHECK ("employee_bank_accounts"."account_last4" ~ '^[0-9A-Za-z]{1,4}$'),
	CONSTRAINT "employee_bank_accounts_split" CHECK (("employee_bank_accounts"."split_method" = 'amount' and "employee_bank_accounts"."amount_cents" is not null and "employee_bank_accounts"."amount_cents" > 0)
        or ("employee_bank_accounts"."split_method" = 'percent' and "employee_bank_accounts"."percent" is not null and "employee_bank_accounts"."percent" > 0 and "employee_bank_accounts"."percent" <= 100)
        or ("employee_bank_accounts"."split_method" = 'remainder'))
);
--> statement-breakpoint
CREATE TABLE "employee_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"payee" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint,
	"percent" numeric(7, 4),
	"annual_limit_cents" bigint,
	"max_percent_of_disposable" numeric(7, 4),
	"priority" integer DEFAULT 100 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_deductions_method" CHECK (("employee_deductions"."method" = 'amount' and "employee_deductions"."amount_cents" is not null and "employee_deductions"."amount_cents" >= 0)
        or ("employee_deductions"."method" = 'percent' and "employee_deductions"."percent" is not null and "employee_deductions"."percent" between 0 and 100))
);
--> statement-breakpoint
CREATE TABLE "employee_pay_profiles" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"pay_type" text DEFAULT 'hourly' NOT NULL,
	"pay_frequency" text DEFAULT 'weekly' NOT NULL,
	"salary_annual_cents" bigint,
	"flsa_exempt" boolean DEFAULT false NOT NULL,
	"default_classification" text,
	"workers_comp_class_code" text,
	"home_state" text,
	"union_local" text,
	"is_overhead" boolean DEFAULT false NOT NULL,
	"w4_version" text,
	"filing_status" text,
	"w4_step2" boolean DEFAULT false NOT NULL,
	"w4_step3_cents" bigint DEFAULT 0 NOT NULL,
	"w4_step4a_cents" bigint DEFAULT 0 NOT NULL,
	"w4_step4b_cents" bigint DEFAULT 0 NOT NULL,
	"w4_step4c_cents" bigint DEFAULT 0 NOT NULL,
	"w4_allowances" integer,
	"w4_exempt" boolean DEFAULT false NOT NULL,
	"ssn_encrypted" text,
	"ssn_last4" text,
	"payment_method" text DEFAULT 'check' NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_pay_profiles_org_employee_key" UNIQUE("organization_id","employee_id"),
	CONSTRAINT "employee_pay_profiles_home_state" CHECK ("employee_pay_profiles"."home_state" is null or "employee_pay_profiles"."home_state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "employee_pay_profiles_ssn_last4" CHECK ("employee_pay_profiles"."ssn_last4" is null or "employee_pay_profiles"."ssn_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "employee_pay_profiles_salary" CHECK (("employee_pay_profiles"."pay_type" = 'salary') = ("employee_pay_profiles"."salary_annual_cents" is not null) and coalesce("employee_pay_profiles"."salary_annual_cents", 0) >= 0),
	CONSTRAINT "employee_pay_profiles_w4_amounts" CHECK ("employee_pay_profiles"."w4_step3_cents" >= 0 and "employee_pay_profiles"."w4_step4a_cents" >= 0 and "employee_pay_profiles"."w4_step4b_cents" >= 0 and "employee_pay_profiles"."w4_step4c_cents" >= 0),
	CONSTRAINT "employee_pay_profiles_allowances" CHECK ("employee_pay_profiles"."w4_allowances" is null or "employee_pay_profiles"."w4_allowances" between 0 and 99)
);
--> statement-breakpoint
CREATE TABLE "employee_pay_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"classification" text NOT NULL,
	"hourly_rate" numeric(12, 4) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_pay_rates_positive" CHECK ("employee_pay_rates"."hourly_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "employee_state_withholdings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"state" text NOT NULL,
	"filing_status" text DEFAULT 'single' NOT NULL,
	"allowances" integer DEFAULT 0 NOT NULL,
	"additional_cents" bigint DEFAULT 0 NOT NULL,
	"exempt" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_state_withholdings_state" CHECK ("employee_state_withholdings"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "employee_state_withholdings_amounts" CHECK ("employee_state_withholdings"."allowances" >= 0 and "employee_state_withholdings"."additional_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fringe_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"union_local" text NOT NULL,
	"classification" text NOT NULL,
	"fund" text NOT NULL,
	"fund_name" text DEFAULT '' NOT NULL,
	"rate_per_hour" numeric(12, 4) NOT NULL,
	"taxable" boolean DEFAULT false NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fringe_rates_rate_non_negative" CHECK ("fringe_rates"."rate_per_hour" >= 0)
);
--> statement-breakpoint
CREATE TABLE "overtime_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"jurisdiction" text,
	"union_local" text,
	"rules" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_rules_code_length" CHECK (char_length("overtime_rules"."code") between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "payroll_check_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"check_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"check_date" date NOT NULL,
	"line_type" text NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"jurisdiction" text,
	"job_id" uuid,
	"cost_code_id" uuid,
	"time_entry_id" uuid,
	"work_date" date,
	"hours" numeric(7, 2),
	"rate" numeric(12, 4),
	"amount_cents" bigint NOT NULL,
	"premium_cents" bigint DEFAULT 0 NOT NULL,
	"taxable_wages_cents" bigint,
	"deduction_id" uuid
);
--> statement-breakpoint
CREATE TABLE "payroll_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"check_date" date NOT NULL,
	"check_number" text,
	"payment_method" text NOT NULL,
	"hours" numeric(7, 2) DEFAULT '0' NOT NULL,
	"gross_cents" bigint NOT NULL,
	"employee_taxes_cents" bigint NOT NULL,
	"deductions_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"employer_taxes_cents" bigint NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_checks_net" CHECK ("payroll_checks"."net_cents" = "payroll_checks"."gross_cents" - "payroll_checks"."employee_taxes_cents" - "payroll_checks"."deductions_cents")
);
--> statement-breakpoint
CREATE TABLE "payroll_liability_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"cash_account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payee" text NOT NULL,
	"reference" text,
	"memo" text,
	"amount_cents" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"period_start" date,
	"period_end" date,
	"journal_entry_id" uuid NOT NULL,
	"void_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_liability_payments_positive" CHECK ("payroll_liability_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_run_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"job_id" uuid,
	"cost_code_id" uuid,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_run_earnings_positive" CHECK ("payroll_run_earnings"."amount_cents" > 0),
	CONSTRAINT "payroll_run_earnings_job_code" CHECK (("payroll_run_earnings"."job_id" is null) = ("payroll_run_earnings"."cost_code_id" is null))
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"run_number" integer NOT NULL,
	"kind" text DEFAULT 'regular' NOT NULL,
	"pay_frequency" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"check_date" date NOT NULL,
	"cash_account_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"memo" text,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"employee_taxes_cents" bigint DEFAULT 0 NOT NULL,
	"deductions_cents" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"employer_taxes_cents" bigint DEFAULT 0 NOT NULL,
	"calculated_at" timestamp with time zone,
	"journal_entry_id" uuid,
	"void_entry_id" uuid,
	"settlement_entry_id" uuid,
	"void_reason" text,
	"created_by" uuid,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"posted_by" uuid,
	"posted_at" timestamp with time zone,
	"voided_by" uuid,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_runs_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "payroll_runs_period_order" CHECK ("payroll_runs"."period_end" >= "payroll_runs"."period_start"),
	CONSTRAINT "payroll_runs_posted_entry" CHECK (("payroll_runs"."status" in ('posted', 'voided')) = ("payroll_runs"."journal_entry_id" is not null)),
	CONSTRAINT "payroll_runs_voided_entry" CHECK (("payroll_runs"."status" = 'voided') = ("payroll_runs"."void_entry_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payroll_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"workweek_start_day" smallint DEFAULT 1 NOT NULL,
	"overtime_allocation" text DEFAULT 'pro_rata' NOT NULL,
	"overtime_premium_to" text DEFAULT 'job' NOT NULL,
	"burden_method" text DEFAULT 'actual' NOT NULL,
	"burden_rate_percent" numeric(9, 4),
	"default_pay_frequency" text DEFAULT 'weekly' NOT NULL,
	"default_work_state" text,
	"federal_ein" text,
	"ach_immediate_destination" text,
	"ach_destination_name" text,
	"ach_immediate_origin" text,
	"ach_origin_name" text,
	"ach_company_name" text,
	"ach_company_id" text,
	"ach_odfi_routing" text,
	"ach_balanced" boolean DEFAULT false NOT NULL,
	"ach_offset_routing" text,
	"ach_offset_account_encrypted" text,
	"ach_offset_account_last4" text,
	"next_check_number" integer DEFAULT 1001 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_settings_workweek_day" CHECK ("payroll_settings"."workweek_start_day" between 0 and 6),
	CONSTRAINT "payroll_settings_state_format" CHECK ("payroll_settings"."default_work_state" is null or "payroll_settings"."default_work_state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "payroll_settings_next_check_positive" CHECK ("payroll_settings"."next_check_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_parameters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"jurisdiction" text NOT NULL,
	"tax" text NOT NULL,
	"effective_year" integer NOT NULL,
	"params" jsonb NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_parameters_jurisdiction" CHECK ("tax_parameters"."jurisdiction" ~ '^(US|[A-Z]{2})$'),
	CONSTRAINT "tax_parameters_year" CHECK ("tax_parameters"."effective_year" between 2000 and 2100),
	CONSTRAINT "tax_parameters_tax" CHECK ("tax_parameters"."tax" ~ '^[a-z][a-z0-9_]{0,39}$')
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"job_id" uuid,
	"cost_code_id" uuid,
	"pay_type" text DEFAULT 'REG' NOT NULL,
	"hours" numeric(7, 2) NOT NULL,
	"classification" text,
	"workers_comp_class" text,
	"work_state" text,
	"union_local" text,
	"note" text,
	"status" text DEFAULT 'entered' NOT NULL,
	"rejection_reason" text,
	"crew_id" uuid,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"payroll_run_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_hours_quarter" CHECK ("time_entries"."hours" > 0 and "time_entries"."hours" <= 24 and mod("time_entries"."hours" * 4, 1) = 0),
	CONSTRAINT "time_entries_job_code" CHECK (("time_entries"."job_id" is null) = ("time_entries"."cost_code_id" is null)),
	CONSTRAINT "time_entries_state" CHECK ("time_entries"."work_state" is null or "time_entries"."work_state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "time_entries_rejected_reason" CHECK ("time_entries"."status" <> 'rejected' or "time_entries"."rejection_reason" is not null),
	CONSTRAINT "time_entries_locked_run" CHECK (("time_entries"."status" = 'locked') = ("time_entries"."payroll_run_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "workers_comp_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"state" text NOT NULL,
	"class_code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rate_per_100" numeric(10, 4) NOT NULL,
	"excludes_overtime_premium" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workers_comp_classes_state_format" CHECK ("workers_comp_classes"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "workers_comp_classes_rate_non_negative" CHECK ("workers_comp_classes"."rate_per_100" >= 0)
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "superintendent_id" uuid;--> statement-breakpoint
ALTER TABLE "ach_files" ADD CONSTRAINT "ach_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_files" ADD CONSTRAINT "ach_files_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_files" ADD CONSTRAINT "ach_files_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_foreman_employee_id_employees_id_fk" FOREIGN KEY ("foreman_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_bank_accounts" ADD CONSTRAINT "employee_bank_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_bank_accounts" ADD CONSTRAINT "employee_bank_accounts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_deductions" ADD CONSTRAINT "employee_deductions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_deductions" ADD CONSTRAINT "employee_deductions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_profiles" ADD CONSTRAINT "employee_pay_profiles_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_profiles" ADD CONSTRAINT "employee_pay_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_profiles" ADD CONSTRAINT "employee_pay_profiles_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_rates" ADD CONSTRAINT "employee_pay_rates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_pay_rates" ADD CONSTRAINT "employee_pay_rates_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_state_withholdings" ADD CONSTRAINT "employee_state_withholdings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_state_withholdings" ADD CONSTRAINT "employee_state_withholdings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fringe_rates" ADD CONSTRAINT "fringe_rates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_rules" ADD CONSTRAINT "overtime_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_check_lines" ADD CONSTRAINT "payroll_check_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_check_lines" ADD CONSTRAINT "payroll_check_lines_check_id_payroll_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."payroll_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_check_lines" ADD CONSTRAINT "payroll_check_lines_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_checks" ADD CONSTRAINT "payroll_checks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_checks" ADD CONSTRAINT "payroll_checks_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_checks" ADD CONSTRAINT "payroll_checks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_liability_payments" ADD CONSTRAINT "payroll_liability_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_liability_payments" ADD CONSTRAINT "payroll_liability_payments_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_liability_payments" ADD CONSTRAINT "payroll_liability_payments_void_entry_id_journal_entries_id_fk" FOREIGN KEY ("void_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_liability_payments" ADD CONSTRAINT "payroll_liability_payments_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_liability_payments" ADD CONSTRAINT "payroll_liability_payments_cash_fk" FOREIGN KEY ("organization_id","cash_account_id") REFERENCES "public"."chart_of_accounts"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_earnings" ADD CONSTRAINT "payroll_run_earnings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_earnings" ADD CONSTRAINT "payroll_run_earnings_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_earnings" ADD CONSTRAINT "payroll_run_earnings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_void_entry_id_journal_entries_id_fk" FOREIGN KEY ("void_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_settlement_entry_id_journal_entries_id_fk" FOREIGN KEY ("settlement_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_approved_by_profiles_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_posted_by_profiles_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_voided_by_profiles_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_cash_account_fk" FOREIGN KEY ("organization_id","cash_account_id") REFERENCES "public"."chart_of_accounts"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_parameters" ADD CONSTRAINT "tax_parameters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_parameters" ADD CONSTRAINT "tax_parameters_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_submitted_by_profiles_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_approved_by_profiles_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_cost_code_fk" FOREIGN KEY ("organization_id","cost_code_id") REFERENCES "public"."standard_cost_codes"("organization_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers_comp_classes" ADD CONSTRAINT "workers_comp_classes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ach_files_org_created_idx" ON "ach_files" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crews_org_name_key" ON "crews" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "employee_bank_accounts_employee_idx" ON "employee_bank_accounts" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_bank_accounts_one_remainder" ON "employee_bank_accounts" USING btree ("organization_id","employee_id") WHERE "employee_bank_accounts"."split_method" = 'remainder' and "employee_bank_accounts"."is_active";--> statement-breakpoint
CREATE INDEX "employee_deductions_employee_idx" ON "employee_deductions" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_pay_rates_key" ON "employee_pay_rates" USING btree ("organization_id","employee_id","classification");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_pay_rates_one_default" ON "employee_pay_rates" USING btree ("organization_id","employee_id") WHERE "employee_pay_rates"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "employee_state_withholdings_key" ON "employee_state_withholdings" USING btree ("organization_id","employee_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "fringe_rates_key" ON "fringe_rates" USING btree ("organization_id","union_local","classification","fund","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "overtime_rules_org_code_key" ON "overtime_rules" USING btree ("organization_id","code");--> statement-breakpoint
CREATE INDEX "payroll_check_lines_check_idx" ON "payroll_check_lines" USING btree ("check_id");--> statement-breakpoint
CREATE INDEX "payroll_check_lines_org_date_idx" ON "payroll_check_lines" USING btree ("organization_id","check_date","line_type");--> statement-breakpoint
CREATE INDEX "payroll_check_lines_employee_idx" ON "payroll_check_lines" USING btree ("organization_id","employee_id","check_date");--> statement-breakpoint
CREATE INDEX "payroll_check_lines_job_idx" ON "payroll_check_lines" USING btree ("organization_id","job_id","cost_code_id") WHERE "payroll_check_lines"."job_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_checks_run_employee_key" ON "payroll_checks" USING btree ("run_id","employee_id");--> statement-breakpoint
CREATE INDEX "payroll_checks_employee_date_idx" ON "payroll_checks" USING btree ("organization_id","employee_id","check_date");--> statement-breakpoint
CREATE INDEX "payroll_liability_payments_org_date_idx" ON "payroll_liability_payments" USING btree ("organization_id","paid_on");--> statement-breakpoint
CREATE INDEX "payroll_run_earnings_run_idx" ON "payroll_run_earnings" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_org_number_key" ON "payroll_runs" USING btree ("organization_id","run_number");--> statement-breakpoint
CREATE INDEX "payroll_runs_org_check_date_idx" ON "payroll_runs" USING btree ("organization_id","check_date");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_parameters_key" ON "tax_parameters" USING btree (coalesce("organization_id", '00000000-0000-0000-0000-000000000000'::uuid),"jurisdiction","tax","effective_year");--> statement-breakpoint
CREATE INDEX "time_entries_employee_date_idx" ON "time_entries" USING btree ("organization_id","employee_id","work_date");--> statement-breakpoint
CREATE INDEX "time_entries_job_date_idx" ON "time_entries" USING btree ("organization_id","job_id","work_date");--> statement-breakpoint
CREATE INDEX "time_entries_status_date_idx" ON "time_entries" USING btree ("organization_id","status","work_date");--> statement-breakpoint
CREATE INDEX "time_entries_run_idx" ON "time_entries" USING btree ("payroll_run_id") WHERE "time_entries"."payroll_run_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "workers_comp_classes_org_state_code_key" ON "workers_comp_classes" USING btree ("organization_id","state","class_code");