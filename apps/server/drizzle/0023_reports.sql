CREATE TABLE "report_preferences" (
	"organization_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"report_key" text NOT NULL,
	"params" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_preferences_pkey" PRIMARY KEY("organization_id","person_id","report_key"),
	CONSTRAINT "report_preferences_key_format" CHECK ("report_preferences"."report_key" ~ '^[a-z][a-z0-9-]{0,63}$'),
	CONSTRAINT "report_preferences_params_size" CHECK (octet_length("report_preferences"."params"::text) <= 8192)
);
--> statement-breakpoint
CREATE TABLE "wip_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'posted' NOT NULL,
	"entry_id" uuid NOT NULL,
	"reversal_entry_id" uuid NOT NULL,
	"over_billings_cents" bigint NOT NULL,
	"under_billings_cents" bigint NOT NULL,
	"jobs" jsonb NOT NULL,
	"posted_by" uuid,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_by" uuid,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "wip_adjustments_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "wip_adjustments_amounts" CHECK ("wip_adjustments"."over_billings_cents" >= 0 and "wip_adjustments"."under_billings_cents" >= 0),
	CONSTRAINT "wip_adjustments_withdrawn_stamp" CHECK (("wip_adjustments"."status" = 'withdrawn') = ("wip_adjustments"."withdrawn_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "wip_estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"period_end" date NOT NULL,
	"cost_to_complete_cents" bigint NOT NULL,
	"note" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wip_estimates_cost_to_complete_range" CHECK ("wip_estimates"."cost_to_complete_cents" between 0 and 99999999999999),
	CONSTRAINT "wip_estimates_period_end_is_month_end" CHECK ("wip_estimates"."period_end" = (date_trunc('month', "wip_estimates"."period_end") + interval '1 month - 1 day')::date),
	CONSTRAINT "wip_estimates_note_length" CHECK (char_length("wip_estimates"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "report_preferences" ADD CONSTRAINT "report_preferences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_preferences" ADD CONSTRAINT "report_preferences_person_id_profiles_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wip_adjustments" ADD CONSTRAINT "wip_adjustments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wip_adjustments" ADD CONSTRAINT "wip_adjustments_posted_by_profiles_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wip_adjustments" ADD CONSTRAINT "wip_adjustments_withdrawn_by_profiles_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wip_adjustments" ADD CONSTRAINT "wip_adjustments_entry_fk" FOREIGN KEY ("organization_id","entry_id") REFERENCES "public"."journal_entries"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wip_adjustments" ADD CONSTRAINT "wip_adjustments_reversal_entry_fk" FOREIGN KEY ("organization_id","reversal_entry_id") REFERENCES "public"."journal_entries"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wip_estimates" ADD CONSTRAINT "wip_estimates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wip_estimates" ADD CONSTRAINT "wip_estimates_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wip_estimates" ADD CONSTRAINT "wip_estimates_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wip_adjustments_org_period_posted_key" ON "wip_adjustments" USING btree ("organization_id","period_end") WHERE "wip_adjustments"."status" = 'posted';--> statement-breakpoint
CREATE INDEX "wip_adjustments_org_period_idx" ON "wip_adjustments" USING btree ("organization_id","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "wip_estimates_org_job_period_key" ON "wip_estimates" USING btree ("organization_id","job_id","period_end");--> statement-breakpoint
CREATE INDEX "wip_estimates_org_period_idx" ON "wip_estimates" USING btree ("organization_id","period_end");