CREATE SEQUENCE "public"."audit_revision" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."team_revision" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."staff_appointment_revision" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."inbox_revision" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Decision 102. The staff inbox, the audit log's pages, the console's appointment pages and the team page are kept
-- in each process under these numbers (messages/inbox-answers.ts, staff/audit-answers.ts,
-- appointments/staff-answers.ts, staff/team-answers.ts). Deferred like slot_revision (0025): the next value is taken as
-- the change commits, so a process that reads the number afterwards builds from rows that include it.
-- One function for the four numbers: the trigger names its sequence.
CREATE FUNCTION "bump_revision_sequence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval(TG_ARGV[0]::regclass);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A conversation starts or stops waiting, is read by the staff side (the unread count), or goes with its customer.
CREATE CONSTRAINT TRIGGER "conversations_inbox_revision_write" AFTER INSERT OR DELETE ON "conversations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_revision_sequence"('inbox_revision');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "conversations_inbox_revision_update" AFTER UPDATE ON "conversations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."customer_id", OLD."waiting_since", OLD."staff_read_at")
    IS DISTINCT FROM (NEW."customer_id", NEW."waiting_since", NEW."staff_read_at"))
  EXECUTE FUNCTION "bump_revision_sequence"('inbox_revision');
--> statement-breakpoint
-- The last message and the unread count; `mailed_at` (the unread-mail job) is not shown.
CREATE CONSTRAINT TRIGGER "messages_inbox_revision_write" AFTER INSERT OR DELETE ON "messages"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_revision_sequence"('inbox_revision');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "messages_inbox_revision_update" AFTER UPDATE ON "messages"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."conversation_id", OLD."sender", OLD."body", OLD."created_at")
    IS DISTINCT FROM (NEW."conversation_id", NEW."sender", NEW."body", NEW."created_at"))
  EXECUTE FUNCTION "bump_revision_sequence"('inbox_revision');
--> statement-breakpoint
-- The customer's and the advisor's names, whose inbox a case is in (the assignment), and who is a customer.
-- Sign-ins and every other column of `users` change nothing the inbox shows.
CREATE CONSTRAINT TRIGGER "users_inbox_revision" AFTER UPDATE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."first_name", OLD."last_name", OLD."assigned_advisor_id", OLD."role")
    IS DISTINCT FROM (NEW."first_name", NEW."last_name", NEW."assigned_advisor_id", NEW."role"))
  EXECUTE FUNCTION "bump_revision_sequence"('inbox_revision');
--> statement-breakpoint
-- Every audit row (the API only inserts; an update or delete by hand is covered too).
CREATE CONSTRAINT TRIGGER "audit_log_audit_revision" AFTER INSERT OR UPDATE OR DELETE ON "audit_log"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_revision_sequence"('audit_revision');
--> statement-breakpoint
-- The names a page shows are read at display time (decision 033): the actor's and every account a row names.
CREATE CONSTRAINT TRIGGER "users_audit_revision_name" AFTER UPDATE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."first_name", OLD."last_name") IS DISTINCT FROM (NEW."first_name", NEW."last_name"))
  EXECUTE FUNCTION "bump_revision_sequence"('audit_revision');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_audit_revision_delete" AFTER DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_revision_sequence"('audit_revision');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "appointments_staff_revision_write" AFTER INSERT OR DELETE ON "appointments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_revision_sequence"('staff_appointment_revision');
--> statement-breakpoint
-- Everything the console's list shows or selects by; reminders and status bookkeeping are not shown.
CREATE CONSTRAINT TRIGGER "appointments_staff_revision_update" AFTER UPDATE ON "appointments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."user_id", OLD."advisor_id", OLD."type", OLD."status", OLD."meeting_type", OLD."starts_at", OLD."ends_at",
      OLD."notes", OLD."meeting_url")
    IS DISTINCT FROM (NEW."user_id", NEW."advisor_id", NEW."type", NEW."status", NEW."meeting_type", NEW."starts_at",
      NEW."ends_at", NEW."notes", NEW."meeting_url"))
  EXECUTE FUNCTION "bump_revision_sequence"('staff_appointment_revision');
--> statement-breakpoint
-- The names shown, and the assignment that puts a customer's meetings on an advisor's list.
CREATE CONSTRAINT TRIGGER "users_staff_appointment_revision" AFTER UPDATE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."first_name", OLD."last_name", OLD."assigned_advisor_id")
    IS DISTINCT FROM (NEW."first_name", NEW."last_name", NEW."assigned_advisor_id"))
  EXECUTE FUNCTION "bump_revision_sequence"('staff_appointment_revision');
--> statement-breakpoint
-- The team page: staff accounts (a sign-in's time is shown too) and their case counts. Customers' rows never bump it.
CREATE CONSTRAINT TRIGGER "users_team_revision_insert" AFTER INSERT ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."role" <> 'customer')
  EXECUTE FUNCTION "bump_revision_sequence"('team_revision');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_team_revision_update" AFTER UPDATE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."role" <> 'customer' OR NEW."role" <> 'customer')
    AND (OLD."email", OLD."first_name", OLD."last_name", OLD."role", OLD."deactivated_at", OLD."password_hash",
      OLD."created_at", OLD."last_login_at")
    IS DISTINCT FROM (NEW."email", NEW."first_name", NEW."last_name", NEW."role", NEW."deactivated_at",
      NEW."password_hash", NEW."created_at", NEW."last_login_at"))
  EXECUTE FUNCTION "bump_revision_sequence"('team_revision');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_team_revision_delete" AFTER DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."role" <> 'customer')
  EXECUTE FUNCTION "bump_revision_sequence"('team_revision');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "advisor_case_counts_team_revision" AFTER INSERT OR UPDATE OR DELETE ON "advisor_case_counts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_revision_sequence"('team_revision');
