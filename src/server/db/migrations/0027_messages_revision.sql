CREATE TABLE "message_revisions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rev" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_revisions" ADD CONSTRAINT "message_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- message_revisions numbers the versions of what GET /api/messages (first page) shows: the newest messages with their
-- attachments' names, sizes and types, the unread count, the staff side's read marker and the assigned advisor's name
-- and photo (messages/first-page-answers.ts, decision 098). As in 0013/0014, triggers bump it, not the application,
-- so every write path (customer and staff posts, staff uploads, read marks, deletion, anonymisation, reassignment, a
-- hand-written SQL fix) is covered in the same transaction; deferred to commit, in a table of its own.
-- Whose page a changed row is on, by table; only users that still exist get a number.
CREATE FUNCTION "bump_message_rev"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  owners uuid[];
BEGIN
  IF TG_TABLE_NAME = 'conversations' THEN
    owners := ARRAY[(old_row ->> 'customer_id')::uuid, (new_row ->> 'customer_id')::uuid];
  ELSIF TG_TABLE_NAME = 'messages' THEN
    SELECT array_agg("customer_id") INTO owners FROM "conversations"
      WHERE "id" IN ((old_row ->> 'conversation_id')::uuid, (new_row ->> 'conversation_id')::uuid);
  ELSIF TG_TABLE_NAME = 'message_attachments' THEN
    SELECT array_agg(c."customer_id") INTO owners FROM "messages" m JOIN "conversations" c ON c."id" = m."conversation_id"
      WHERE m."id" IN ((old_row ->> 'message_id')::uuid, (new_row ->> 'message_id')::uuid);
  ELSIF TG_TABLE_NAME = 'files' THEN
    SELECT array_agg(DISTINCT c."customer_id") INTO owners FROM "message_attachments" a
      JOIN "messages" m ON m."id" = a."message_id" JOIN "conversations" c ON c."id" = m."conversation_id"
      WHERE a."file_id" = (new_row ->> 'id')::uuid;
  ELSIF TG_ARGV[0] = 'assigned' THEN
    -- A customer whose advisor changed.
    owners := ARRAY[(new_row ->> 'id')::uuid];
  ELSE
    -- An advisor whose name or photo changed: every customer assigned to them shows it.
    SELECT array_agg("id") INTO owners FROM "users" WHERE "assigned_advisor_id" = (new_row ->> 'id')::uuid;
  END IF;
  INSERT INTO "message_revisions" ("user_id", "rev")
    SELECT "id", 1 FROM "users" WHERE "id" = ANY (owners) ORDER BY "id"
    ON CONFLICT ("user_id") DO UPDATE SET "rev" = "message_revisions"."rev" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "conversations_message_rev" AFTER INSERT OR DELETE ON "conversations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_message_rev"();
--> statement-breakpoint
-- Not for the mail and inbox clocks (customer_mailed_at, waiting_since, …): the page does not show them.
CREATE CONSTRAINT TRIGGER "conversations_message_rev_update" AFTER UPDATE ON "conversations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.customer_id, OLD.customer_read_at, OLD.staff_read_at) IS DISTINCT FROM (NEW.customer_id, NEW.customer_read_at, NEW.staff_read_at))
  EXECUTE FUNCTION "bump_message_rev"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "messages_message_rev" AFTER INSERT OR DELETE ON "messages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_message_rev"();
--> statement-breakpoint
-- Not for mailed_at (the unread-mail job marks every message it mailed about).
CREATE CONSTRAINT TRIGGER "messages_message_rev_update" AFTER UPDATE ON "messages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.conversation_id, OLD.sender, OLD.staff_name, OLD.body, OLD.created_at) IS DISTINCT FROM (NEW.conversation_id, NEW.sender, NEW.staff_name, NEW.body, NEW.created_at))
  EXECUTE FUNCTION "bump_message_rev"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "message_attachments_message_rev" AFTER INSERT OR UPDATE OR DELETE ON "message_attachments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_message_rev"();
--> statement-breakpoint
-- An attached file's shown name, size or type (a deleted file removes its attachment rows, which bump on their own).
CREATE CONSTRAINT TRIGGER "files_message_rev" AFTER UPDATE ON "files" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.title, OLD.original_name, OLD.size, OLD.mime) IS DISTINCT FROM (NEW.title, NEW.original_name, NEW.size, NEW.mime))
  EXECUTE FUNCTION "bump_message_rev"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_message_rev_assigned" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.assigned_advisor_id IS DISTINCT FROM NEW.assigned_advisor_id)
  EXECUTE FUNCTION "bump_message_rev"('assigned');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_message_rev_advisor" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.avatar_file_id) IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.avatar_file_id))
  EXECUTE FUNCTION "bump_message_rev"('advisor');
