DROP INDEX "import_runs_one_busy_key";--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "rollback" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "import_runs_one_busy_key" ON "import_runs" USING btree ("organization_id") WHERE "import_runs"."status" in ('previewing', 'importing', 'rolling_back');