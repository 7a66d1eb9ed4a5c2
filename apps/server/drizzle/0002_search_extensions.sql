-- "Contains, ignoring case" search (customers, jobs, later vendors…) is served by trigram GIN indexes;
-- btree_gin lets such an index start with organization_id, so a search stays inside one organization's
-- entries however many organizations share the database. Both are trusted contrib extensions
-- (PostgreSQL 13+: the database owner may create them); PGlite loads them from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
