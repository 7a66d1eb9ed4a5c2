ALTER TABLE "auth"."users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth"."users" ADD COLUMN "email_change" text;--> statement-breakpoint
ALTER TABLE "auth"."users" ADD COLUMN "email_change_sent_at" timestamp with time zone;