-- Decision 107: the renewal batch inserts a thousand payments and a thousand notifications of the same thousand
-- customers; each statement's trigger (migration 0029) bumped those customers' list revisions again — two upserts of
-- 1,000 rows a batch, ≈ 14 ms each of the batch's ≈ 210 ms in PostgreSQL on the 100k bench. A writer that bumps the
-- revisions itself says so with the transaction-local setting `portal.customer_list_revs = 'by-caller'` (as
-- `portal.package_revs` in migration 0028) and bumps every customer it wrote for once, at its end, with their package
-- revisions. Only the inserts skip: every other writer, and every update or delete, is unchanged.
DROP TRIGGER IF EXISTS "notifications_customer_list_rev_insert" ON "notifications";
--> statement-breakpoint
CREATE TRIGGER "notifications_customer_list_rev_insert" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT WHEN (current_setting('portal.customer_list_revs', true) IS DISTINCT FROM 'by-caller') EXECUTE FUNCTION "bump_customer_list_rev_of_rows"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "payments_customer_list_rev_insert" ON "payments";
--> statement-breakpoint
CREATE TRIGGER "payments_customer_list_rev_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT WHEN (current_setting('portal.customer_list_revs', true) IS DISTINCT FROM 'by-caller') EXECUTE FUNCTION "bump_customer_list_rev_of_rows"();
