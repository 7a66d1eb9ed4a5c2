ALTER TABLE "ap_invoices" ADD COLUMN "posted_on" date;--> statement-breakpoint
-- Posted invoices take their posting entry's date.
UPDATE "ap_invoices" i SET "posted_on" = e."entry_date"
FROM "journal_entries" e
WHERE e."organization_id" = i."organization_id" AND e."id" = i."journal_entry_id";--> statement-breakpoint
ALTER TABLE "ap_invoices" ADD CONSTRAINT "ap_invoices_posted_on_with_entry" CHECK (("ap_invoices"."journal_entry_id" is null) = ("ap_invoices"."posted_on" is null));
