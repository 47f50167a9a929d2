CREATE SEQUENCE "public"."case_list_revision" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "case_revisions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rev" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_revisions" ADD CONSTRAINT "case_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 106, the staff case list (cases/list-answers.ts): its pages are kept in each process under
-- case_list_revision, advanced by the deferred triggers of 0030's "bump_revision_sequence" at the commit of every
-- change a page shows, filters or sorts by (cases/list.ts, columns.ts, filters.ts, plan/progress.ts). Only the
-- columns the list reads: a customer's sign-in, a reminder sent or a password set bump nothing.
-- Customers come and go (and a deleted advisor's customers lose their advisor through the foreign key, an update).
CREATE CONSTRAINT TRIGGER "users_case_list_revision_write" AFTER INSERT OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_revision_sequence"('case_list_revision');
--> statement-breakpoint
-- Shown (names, e-mail, onboarding, registration), filtered and searched (role, advisor; search_text follows the
-- names and the e-mail), and an advisor's name beside each of their customers.
CREATE CONSTRAINT TRIGGER "users_case_list_revision_update" AFTER UPDATE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."first_name", OLD."last_name", OLD."email", OLD."onboarding_completed", OLD."created_at",
      OLD."assigned_advisor_id", OLD."role")
    IS DISTINCT FROM (NEW."first_name", NEW."last_name", NEW."email", NEW."onboarding_completed", NEW."created_at",
      NEW."assigned_advisor_id", NEW."role"))
  EXECUTE FUNCTION "bump_revision_sequence"('case_list_revision');
--> statement-breakpoint
-- Documents waiting (count and filter) and the plan's documents.
CREATE CONSTRAINT TRIGGER "files_case_list_revision_write" AFTER INSERT OR DELETE ON "files"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_revision_sequence"('case_list_revision');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "files_case_list_revision_update" AFTER UPDATE ON "files"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."owner_id", OLD."purpose", OLD."review_status", OLD."plan_item")
    IS DISTINCT FROM (NEW."owner_id", NEW."purpose", NEW."review_status", NEW."plan_item"))
  EXECUTE FUNCTION "bump_revision_sequence"('case_list_revision');
--> statement-breakpoint
-- The active package (name, filter) and its next step. user_packages by statement, not per row: the renewal batch
-- updates a thousand packages in one statement (decision 100) — one number for it, and none when only end dates
-- moved. Not deferred (a statement trigger cannot be), so the number moves before the rows commit; the kept pages'
-- 2 s age bounds what a build in between keeps (decision 102).
CREATE FUNCTION "bump_case_list_revision_of_packages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Two IFs: the transition tables exist only for the update's trigger, and one expression would plan both parts.
  -- EXCEPT, not a join on id: the planner knows nothing of transition tables and chose a nested loop, quadratic in
  -- the rows (75 ms for a renewal batch of 1,000, minutes for 100,000); EXCEPT hashes both sides once (decision 106).
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT "id", "user_id", "package_id", "status", "created_at" FROM "old_rows"
      EXCEPT SELECT "id", "user_id", "package_id", "status", "created_at" FROM "new_rows"
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM nextval('case_list_revision');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_packages_case_list_revision_insert" AFTER INSERT ON "user_packages"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_case_list_revision_of_packages"();
--> statement-breakpoint
CREATE TRIGGER "user_packages_case_list_revision_update" AFTER UPDATE ON "user_packages"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_case_list_revision_of_packages"();
--> statement-breakpoint
CREATE TRIGGER "user_packages_case_list_revision_delete" AFTER DELETE ON "user_packages"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_case_list_revision_of_packages"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "packages_case_list_revision" AFTER UPDATE ON "packages"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."text" IS DISTINCT FROM NEW."text")
  EXECUTE FUNCTION "bump_revision_sequence"('case_list_revision');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_package_steps_case_list_revision_write" AFTER INSERT OR DELETE ON "user_package_steps"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_revision_sequence"('case_list_revision');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_package_steps_case_list_revision_update" AFTER UPDATE ON "user_package_steps"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."user_package_id", OLD."position", OLD."title", OLD."status")
    IS DISTINCT FROM (NEW."user_package_id", NEW."position", NEW."title", NEW."status"))
  EXECUTE FUNCTION "bump_revision_sequence"('case_list_revision');
--> statement-breakpoint
-- The next appointment (its passing by the clock alone is the kept page's own expiry, not a write).
CREATE CONSTRAINT TRIGGER "appointments_case_list_revision_write" AFTER INSERT OR DELETE ON "appointments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_revision_sequence"('case_list_revision');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "appointments_case_list_revision_update" AFTER UPDATE ON "appointments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."user_id", OLD."status", OLD."starts_at", OLD."ends_at")
    IS DISTINCT FROM (NEW."user_id", NEW."status", NEW."starts_at", NEW."ends_at"))
  EXECUTE FUNCTION "bump_revision_sequence"('case_list_revision');
--> statement-breakpoint
-- The plan's progress: the route and the stored items (waived, the advisor's own).
CREATE CONSTRAINT TRIGGER "case_plans_case_list_revision" AFTER INSERT OR UPDATE OR DELETE ON "case_plans"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_revision_sequence"('case_list_revision');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "case_plan_items_case_list_revision_write" AFTER INSERT OR DELETE ON "case_plan_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_revision_sequence"('case_list_revision');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "case_plan_items_case_list_revision_update" AFTER UPDATE ON "case_plan_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."user_id", OLD."item_key", OLD."waived", OLD."title" IS NULL)
    IS DISTINCT FROM (NEW."user_id", NEW."item_key", NEW."waived", NEW."title" IS NULL))
  EXECUTE FUNCTION "bump_revision_sequence"('case_list_revision');
--> statement-breakpoint
-- Decision 106, the case page (cases/detail-answers.ts): kept per customer under the customer's numbers that already
-- cover its parts — onboarding_revisions (the wizard's answers, 0013), package_revisions (packages and steps, 0014
-- and 0028, which the renewal batch bumps itself), customer_list_revisions (documents and appointments with their
-- advisors' names, 0029) — and this table for the rest: the customer's own row (profile), the assigned advisor's
-- name, the support messages and the saved checks. Whose page a changed row is on, by table; deferred to commit.
CREATE FUNCTION "bump_case_rev"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  owners uuid[];
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    -- The customer themself; and for a renamed staff member every customer of theirs, whose page shows the name (not
    -- for a staff member's sign-in: that would rewrite 2,000 numbers).
    IF 'customer' IN (old_row ->> 'role', new_row ->> 'role') THEN
      owners := ARRAY[(new_row ->> 'id')::uuid];
    END IF;
    IF (old_row ->> 'first_name', old_row ->> 'last_name') IS DISTINCT FROM (new_row ->> 'first_name', new_row ->> 'last_name') THEN
      owners := owners || ARRAY(SELECT "id" FROM "users" WHERE "assigned_advisor_id" = (new_row ->> 'id')::uuid);
    END IF;
  ELSE
    owners := ARRAY[(old_row ->> 'user_id')::uuid, (new_row ->> 'user_id')::uuid];
  END IF;
  INSERT INTO "case_revisions" ("user_id", "rev")
    SELECT "id", 1 FROM "users" WHERE "id" = ANY (owners) ORDER BY "id"
    ON CONFLICT ("user_id") DO UPDATE SET "rev" = "case_revisions"."rev" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Any column but the sessions' epoch: the profile shows most of the row (the last sign-in too), the assignment and
-- the names.
CREATE CONSTRAINT TRIGGER "users_case_rev" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'session_epoch') IS DISTINCT FROM (to_jsonb(NEW) - 'session_epoch'))
  EXECUTE FUNCTION "bump_case_rev"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "support_messages_case_rev" AFTER INSERT OR UPDATE OR DELETE ON "support_messages"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_case_rev"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "eligibility_checks_case_rev" AFTER INSERT OR UPDATE OR DELETE ON "eligibility_checks"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_case_rev"();
