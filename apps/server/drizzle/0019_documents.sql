CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"job_id" uuid,
	"vendor_id" uuid,
	"customer_id" uuid,
	"source_type" text,
	"source_id" uuid,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_org_id_key" UNIQUE("organization_id","id"),
	CONSTRAINT "documents_kind_valid" CHECK ("documents"."kind" in ('upload', 'generated')),
	CONSTRAINT "documents_content_type_valid" CHECK ("documents"."content_type" in ('application/pdf', 'image/png', 'image/jpeg')),
	CONSTRAINT "documents_size_positive" CHECK ("documents"."size_bytes" > 0),
	CONSTRAINT "documents_file_name_length" CHECK (char_length("documents"."file_name") between 1 and 200),
	CONSTRAINT "documents_source_pair" CHECK (("documents"."source_type" is null) = ("documents"."source_id" is null))
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_job_fk" FOREIGN KEY ("organization_id","job_id") REFERENCES "public"."projects"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_vendor_fk" FOREIGN KEY ("organization_id","vendor_id") REFERENCES "public"."vendors"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_fk" FOREIGN KEY ("organization_id","customer_id") REFERENCES "public"."customers"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_storage_key" ON "documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "documents_org_job_idx" ON "documents" USING btree ("organization_id","job_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_org_vendor_idx" ON "documents" USING btree ("organization_id","vendor_id");--> statement-breakpoint
CREATE INDEX "documents_org_source_idx" ON "documents" USING btree ("organization_id","source_type","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_generated_source_key" ON "documents" USING btree ("organization_id","source_type","source_id") WHERE "documents"."kind" = 'generated';--> statement-breakpoint
CREATE INDEX "documents_org_file_name_search_idx" ON "documents" USING gin ("organization_id","file_name" gin_trgm_ops);