CREATE INDEX "files_reviewed_by_idx" ON "files" USING btree ("reviewed_by") WHERE "files"."reviewed_by" is not null;--> statement-breakpoint
CREATE INDEX "user_package_steps_updated_by_idx" ON "user_package_steps" USING btree ("updated_by") WHERE "user_package_steps"."updated_by" is not null;--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_package_idx" ON "checkout_sessions" USING btree ("user_package_id") WHERE "checkout_sessions"."user_package_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_user_package_idx" ON "payments" USING btree ("user_package_id") WHERE "payments"."user_package_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_checkout_session_idx" ON "payments" USING btree ("checkout_session_id") WHERE "payments"."checkout_session_id" is not null;--> statement-breakpoint
CREATE INDEX "refunds_created_by_idx" ON "refunds" USING btree ("created_by") WHERE "refunds"."created_by" is not null;--> statement-breakpoint
CREATE INDEX "cancellation_links_user_package_idx" ON "cancellation_links" USING btree ("user_package_id");--> statement-breakpoint
CREATE INDEX "consents_checkout_session_idx" ON "consents" USING btree ("checkout_session_id") WHERE "consents"."checkout_session_id" is not null;--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id") WHERE "withdrawals"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "withdrawals_refund_idx" ON "withdrawals" USING btree ("refund_id") WHERE "withdrawals"."refund_id" is not null;--> statement-breakpoint
CREATE INDEX "case_notes_author_idx" ON "case_notes" USING btree ("author_id") WHERE "case_notes"."author_id" is not null;--> statement-breakpoint
CREATE INDEX "appointments_status_changed_by_idx" ON "appointments" USING btree ("status_changed_by") WHERE "appointments"."status_changed_by" is not null;--> statement-breakpoint
CREATE INDEX "notifications_about_user_idx" ON "notifications" USING btree ("about_user_id") WHERE "notifications"."about_user_id" is not null;--> statement-breakpoint
CREATE INDEX "live_events_user_idx" ON "live_events" USING btree ("user_id") WHERE "live_events"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "live_events_case_idx" ON "live_events" USING btree ("case_id") WHERE "live_events"."case_id" is not null;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_length_limit" CHECK ("appointments"."ends_at" <= "appointments"."starts_at" + interval '1 day');