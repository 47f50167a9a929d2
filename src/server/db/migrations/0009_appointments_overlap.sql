-- Hand-written (drizzle-kit cannot express exclusion constraints); see docs/decisions/019.
-- The database itself refuses a second pending/confirmed meeting that overlaps in time for the same advisor or the
-- same customer, whatever the meetings' lengths, so two requests racing for one slot cannot both succeed.
-- btree_gist gives uuid equality a GiST operator class; it is a trusted extension (PostgreSQL 13+) and ships with
-- PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_advisor_no_overlap"
  EXCLUDE USING gist ("advisor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" IN ('pending', 'confirmed'));
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_no_overlap"
  EXCLUDE USING gist ("user_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" IN ('pending', 'confirmed'));
