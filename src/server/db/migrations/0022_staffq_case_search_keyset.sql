-- The case search's trigram index (decision 088); PGlite loads the extension too (db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "users_assigned_advisor_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(first_name || ' ' || last_name || ' ' || email, 'İIıŞşĞğÇçÖöÜüÄäÂâÀàÁáÃãÅåÉéÈèÊêËëÎîÍíÌìÏïÔôÓóÒòÕõÛûÚúÙùÑñABCDEFGHJKLMNOPQRSTUVWXYZ', 'iiissggccoouuaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooouuuuuunnabcdefghjklmnopqrstuvwxyz')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "files_pending_review_idx" ON "files" USING btree ("owner_id") WHERE "files"."review_status" = 'pending_review';--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "appointments_start_idx" ON "appointments" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "users_assigned_advisor_idx" ON "users" USING btree ("assigned_advisor_id","created_at","id");