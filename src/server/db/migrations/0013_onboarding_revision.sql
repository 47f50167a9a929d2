-- onboarding_revisions numbers the versions of what GET /api/onboarding/current-step shows, so a kept answer is
-- served after one primary-key read (onboarding/status-answers.ts, decision 061). Triggers bump it, not the
-- application: every path that changes these rows (the wizard, profile edits, uploads, staff, jobs, a hand-written
-- SQL fix) is covered, in the same transaction as the change.
-- The triggers are deferred to commit and write their own table, never `users`: a transaction that locked a user's
-- row (lockOwner) and then waits for a file row could otherwise deadlock with a staff review of that file.
CREATE TABLE "onboarding_revisions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rev" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_revisions" ADD CONSTRAINT "onboarding_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;

--> statement-breakpoint
-- The owner's revision (and the previous owner's, should a row move), for rows that name their owner in the column
-- TG_ARGV[0]. Only for users that still exist: an account deleted in the same transaction has nothing to keep.
CREATE FUNCTION "bump_onboarding_rev"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_owner uuid;
  new_owner uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_owner := to_jsonb(OLD) ->> TG_ARGV[0]; END IF;
  IF TG_OP <> 'DELETE' THEN new_owner := to_jsonb(NEW) ->> TG_ARGV[0]; END IF;
  INSERT INTO "onboarding_revisions" ("user_id", "rev")
    SELECT "id", 1 FROM "users" WHERE "id" IN (old_owner, new_owner)
    ON CONFLICT ("user_id") DO UPDATE SET "rev" = "onboarding_revisions"."rev" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_onboarding_rev" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.birth_date, OLD.gender, OLD.marital_status, OLD.phone, OLD.onboarding_completed)
    IS DISTINCT FROM (NEW.birth_date, NEW.gender, NEW.marital_status, NEW.phone, NEW.onboarding_completed))
  EXECUTE FUNCTION "bump_onboarding_rev"('id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "onboarding_rev" AFTER INSERT OR UPDATE OR DELETE ON "onboarding" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_onboarding_rev"('user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "education_entries_rev" AFTER INSERT OR UPDATE OR DELETE ON "education_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_onboarding_rev"('user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "work_entries_rev" AFTER INSERT OR UPDATE OR DELETE ON "work_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_onboarding_rev"('user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "language_entries_rev" AFTER INSERT OR UPDATE OR DELETE ON "language_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_onboarding_rev"('user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "files_onboarding_rev" AFTER INSERT OR UPDATE OR DELETE ON "files" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_onboarding_rev"('owner_id');
