CREATE SEQUENCE "public"."slot_revision" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "advisor_case_counts" (
	"advisor_id" uuid PRIMARY KEY NOT NULL,
	"cases" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advisor_case_counts" ADD CONSTRAINT "advisor_case_counts_advisor_id_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 096. Each staff member's number of customers, kept by the transaction that changes an assignment: the
-- team page read 90,000 index entries (with heap visits wherever a page was not all-visible) on every visit.
-- Deferred to commit, and writing a table of their own, like the revision triggers of 0013: a transaction holds a
-- count's row lock only while it commits, never while it waits for something else.
CREATE FUNCTION "count_advisor_cases"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."assigned_advisor_id" IS NOT NULL THEN
    UPDATE "advisor_case_counts" SET "cases" = "cases" - 1 WHERE "advisor_id" = OLD."assigned_advisor_id";
  END IF;
  -- Only for a staff member who still exists: one deleted in the same transaction took its count along.
  IF TG_OP <> 'DELETE' AND NEW."assigned_advisor_id" IS NOT NULL THEN
    INSERT INTO "advisor_case_counts" ("advisor_id", "cases")
      SELECT "id", 1 FROM "users" WHERE "id" = NEW."assigned_advisor_id"
      ON CONFLICT ("advisor_id") DO UPDATE SET "cases" = "advisor_case_counts"."cases" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_case_count_insert" AFTER INSERT ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."assigned_advisor_id" IS NOT NULL) EXECUTE FUNCTION "count_advisor_cases"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_case_count_update" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."assigned_advisor_id" IS DISTINCT FROM NEW."assigned_advisor_id") EXECUTE FUNCTION "count_advisor_cases"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_case_count_delete" AFTER DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."assigned_advisor_id" IS NOT NULL) EXECUTE FUNCTION "count_advisor_cases"();
--> statement-breakpoint
INSERT INTO "advisor_case_counts" ("advisor_id", "cases")
  SELECT "assigned_advisor_id", count(*) FROM "users" WHERE "assigned_advisor_id" IS NOT NULL GROUP BY 1;
--> statement-breakpoint
-- The free-slot boards' number (appointments/slot-board.ts): the next value at the commit of anything that moves a
-- slot. Deferred, so the number changes as the change becomes visible; a process that reads the number in the
-- instant between keeps a board that is one change old until the next change or its age limit.
CREATE FUNCTION "bump_slot_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('slot_revision');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "appointments_slot_revision_write" AFTER INSERT OR DELETE ON "appointments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_slot_revision"();
--> statement-breakpoint
-- Reminders and notes change appointments too; only the advisor, the time and the status move a slot.
CREATE CONSTRAINT TRIGGER "appointments_slot_revision_update" AFTER UPDATE ON "appointments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."advisor_id", OLD."starts_at", OLD."ends_at", OLD."status")
    IS DISTINCT FROM (NEW."advisor_id", NEW."starts_at", NEW."ends_at", NEW."status"))
  EXECUTE FUNCTION "bump_slot_revision"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "advisor_schedules_slot_revision" AFTER INSERT OR UPDATE OR DELETE ON "advisor_schedules"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_slot_revision"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "advisor_working_hours_slot_revision" AFTER INSERT OR UPDATE OR DELETE ON "advisor_working_hours"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_slot_revision"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "advisor_days_off_slot_revision" AFTER INSERT OR UPDATE OR DELETE ON "advisor_days_off"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_slot_revision"();
--> statement-breakpoint
-- Who is offered, under which name (search.ts: working staff with a schedule, status active): staff rows only.
-- Sign-ins change `users` all the time and move no slot.
CREATE CONSTRAINT TRIGGER "users_slot_revision" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."role" <> 'customer' OR NEW."role" <> 'customer')
    AND (OLD."role", OLD."status", OLD."deactivated_at", OLD."password_hash", OLD."first_name", OLD."last_name")
    IS DISTINCT FROM (NEW."role", NEW."status", NEW."deactivated_at", NEW."password_hash", NEW."first_name", NEW."last_name"))
  EXECUTE FUNCTION "bump_slot_revision"();
