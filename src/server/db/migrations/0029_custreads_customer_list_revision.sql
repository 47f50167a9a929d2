CREATE TABLE "customer_list_revisions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rev" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_list_revisions" ADD CONSTRAINT "customer_list_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- customer_list_revisions numbers the versions of what three customer reads show (customer-lists/kept.ts, decision
-- 103): GET /api/documents (first page: the documents, whether each was sent with a message, the counts per
-- category), GET /api/payments (charges, their package's name, refunds) and GET /api/appointments (with the
-- advisor's name). As in 0013/0014/0027, triggers bump it, not the application, so every write path (uploads,
-- reviews, checkout, webhooks, refunds, booking, staff changes, jobs, a hand-written SQL fix) is covered in the same
-- transaction; deferred to commit. Whose lists a changed row is on, by table; only users that still exist get a number.
CREATE FUNCTION "bump_customer_list_rev"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  owners uuid[];
BEGIN
  IF TG_TABLE_NAME = 'files' THEN
    owners := ARRAY[(old_row ->> 'owner_id')::uuid, (new_row ->> 'owner_id')::uuid];
  ELSIF TG_TABLE_NAME = 'appointments' THEN
    owners := ARRAY[(old_row ->> 'user_id')::uuid, (new_row ->> 'user_id')::uuid];
  ELSIF TG_TABLE_NAME = 'message_attachments' THEN
    -- "Sent with a message" on the documents page.
    SELECT array_agg("owner_id") INTO owners FROM "files"
      WHERE "id" IN ((old_row ->> 'file_id')::uuid, (new_row ->> 'file_id')::uuid);
  ELSIF TG_TABLE_NAME = 'refunds' THEN
    SELECT array_agg("user_id") INTO owners FROM "payments"
      WHERE "id" IN ((old_row ->> 'payment_id')::uuid, (new_row ->> 'payment_id')::uuid);
  ELSIF TG_TABLE_NAME = 'packages' THEN
    -- A catalog name shown for a charge that kept no name of its own: every buyer of the package (rare: a catalog edit).
    SELECT array_agg(DISTINCT "user_id") INTO owners FROM "payments" WHERE "package_id" = (new_row ->> 'id')::uuid;
  ELSE
    -- An advisor whose name changed: every customer with an appointment with them shows it.
    SELECT array_agg(DISTINCT "user_id") INTO owners FROM "appointments" WHERE "advisor_id" = (new_row ->> 'id')::uuid;
  END IF;
  INSERT INTO "customer_list_revisions" ("user_id", "rev")
    SELECT "id", 1 FROM "users" WHERE "id" = ANY (owners) ORDER BY "id"
    ON CONFLICT ("user_id") DO UPDATE SET "rev" = "customer_list_revisions"."rev" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "files_customer_list_rev" AFTER INSERT OR DELETE ON "files" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_customer_list_rev"();
--> statement-breakpoint
-- Only what a document's answer shows (documents/view.ts), not the storage bookkeeping.
CREATE CONSTRAINT TRIGGER "files_customer_list_rev_update" AFTER UPDATE ON "files" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.owner_id, OLD.purpose, OLD.title, OLD.original_name, OLD.size, OLD.mime, OLD.kind, OLD.created_at, OLD.language, OLD.plan_item, OLD.review_status, OLD.rejection_reason, OLD.reviewed_at, OLD.sent_by_staff)
    IS DISTINCT FROM (NEW.owner_id, NEW.purpose, NEW.title, NEW.original_name, NEW.size, NEW.mime, NEW.kind, NEW.created_at, NEW.language, NEW.plan_item, NEW.review_status, NEW.rejection_reason, NEW.reviewed_at, NEW.sent_by_staff))
  EXECUTE FUNCTION "bump_customer_list_rev"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "message_attachments_customer_list_rev" AFTER INSERT OR UPDATE OR DELETE ON "message_attachments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_customer_list_rev"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "refunds_customer_list_rev" AFTER INSERT OR UPDATE OR DELETE ON "refunds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_customer_list_rev"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "packages_customer_list_rev" AFTER UPDATE ON "packages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.text IS DISTINCT FROM NEW.text) EXECUTE FUNCTION "bump_customer_list_rev"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "appointments_customer_list_rev" AFTER INSERT OR DELETE ON "appointments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_customer_list_rev"();
--> statement-breakpoint
-- Only what the customer's answer shows (appointments/view.ts), not the reminder's claim or the .ics sequence.
CREATE CONSTRAINT TRIGGER "appointments_customer_list_rev_update" AFTER UPDATE ON "appointments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.user_id, OLD.advisor_id, OLD.type, OLD.meeting_type, OLD.status, OLD.starts_at, OLD.ends_at, OLD.notes, OLD.meeting_url, OLD.created_at)
    IS DISTINCT FROM (NEW.user_id, NEW.advisor_id, NEW.type, NEW.meeting_type, NEW.status, NEW.starts_at, NEW.ends_at, NEW.notes, NEW.meeting_url, NEW.created_at))
  EXECUTE FUNCTION "bump_customer_list_rev"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_customer_list_rev_advisor" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name) IS DISTINCT FROM (NEW.first_name, NEW.last_name))
  EXECUTE FUNCTION "bump_customer_list_rev"();
--> statement-breakpoint
-- Payments and the notifications' first page (with the unread count) under the same number. Statement triggers with
-- transition tables, not row triggers: "mark all read" for the heavy customer of the 100k bench updates thousands of
-- rows in one statement, and the renewal job inserts a thousand users' payments and notifications in one (100,000 in
-- a run); each statement bumps each user once. A payment's user_id changes only to null when the account goes.
-- Not deferred (constraint triggers are per row), but in the same transaction: the number and the rows commit together.
CREATE FUNCTION "bump_customer_list_rev_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "customer_list_revisions" ("user_id", "rev")
    SELECT "id", 1 FROM "users" WHERE "id" IN (SELECT "user_id" FROM "changed_rows") ORDER BY "id"
    ON CONFLICT ("user_id") DO UPDATE SET "rev" = "customer_list_revisions"."rev" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_customer_list_rev_insert" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_customer_list_rev_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "notifications_customer_list_rev_update" AFTER UPDATE ON "notifications" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_customer_list_rev_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "notifications_customer_list_rev_delete" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_customer_list_rev_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "payments_customer_list_rev_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_customer_list_rev_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "payments_customer_list_rev_update" AFTER UPDATE ON "payments" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_customer_list_rev_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "payments_customer_list_rev_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_customer_list_rev_of_rows"();
