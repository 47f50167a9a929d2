-- Decision 100: a writer of many packages at once (the renewal batch) bumps their owners' package revisions itself,
-- in one statement at the end of its transaction, instead of one deferred trigger call per row at commit (≈ 0.3 s
-- for a batch of 1,000 on the 100k bench). It says so with the transaction-local setting `portal.package_revs =
-- 'by-caller'`; the trigger's WHEN is evaluated as the row changes, so a skipped row queues no deferred event at
-- all. Every other writer is unchanged (the setting is unset there).
DROP TRIGGER IF EXISTS "user_packages_rev" ON "user_packages";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_packages_rev" AFTER INSERT OR UPDATE OR DELETE ON "user_packages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('portal.package_revs', true) IS DISTINCT FROM 'by-caller') EXECUTE FUNCTION "bump_package_rev"();
