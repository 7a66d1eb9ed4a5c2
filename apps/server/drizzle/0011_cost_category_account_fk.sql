ALTER TABLE "cost_categories" DROP CONSTRAINT "cost_categories_gl_account_fk";
--> statement-breakpoint
ALTER TABLE "cost_categories" ADD CONSTRAINT "cost_categories_gl_account_fk" FOREIGN KEY ("organization_id","gl_account_id") REFERENCES "public"."chart_of_accounts"("organization_id","id") ON DELETE no action ON UPDATE no action;