-- package_revisions numbers the versions of what GET /api/user-packages shows (decision 061; the same design as
-- 0013): deferred to commit, in a table of its own, so no transaction waits on a user's row for it.
CREATE TABLE "package_revisions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rev" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_revisions" ADD CONSTRAINT "package_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;

--> statement-breakpoint
-- Whose list a changed row is in: the package's owner; a step's package's owner; every owner of a catalog entry
-- (its name is in their list). Only users that still exist get a number.
CREATE FUNCTION "bump_package_rev"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  owners uuid[];
BEGIN
  IF TG_TABLE_NAME = 'user_packages' THEN
    owners := ARRAY[(old_row ->> 'user_id')::uuid, (new_row ->> 'user_id')::uuid];
  ELSIF TG_TABLE_NAME = 'user_package_steps' THEN
    SELECT array_agg("user_id") INTO owners FROM "user_packages"
      WHERE "id" IN ((old_row ->> 'user_package_id')::uuid, (new_row ->> 'user_package_id')::uuid);
  ELSE
    SELECT array_agg(DISTINCT "user_id") INTO owners FROM "user_packages"
      WHERE "package_id" IN ((old_row ->> 'id')::uuid, (new_row ->> 'id')::uuid);
  END IF;
  INSERT INTO "package_revisions" ("user_id", "rev")
    SELECT "id", 1 FROM "users" WHERE "id" = ANY (owners) ORDER BY "id"
    ON CONFLICT ("user_id") DO UPDATE SET "rev" = "package_revisions"."rev" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_packages_rev" AFTER INSERT OR UPDATE OR DELETE ON "user_packages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_package_rev"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_package_steps_rev" AFTER INSERT OR UPDATE OR DELETE ON "user_package_steps" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_package_rev"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "packages_rev" AFTER UPDATE OR DELETE ON "packages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_package_rev"();
