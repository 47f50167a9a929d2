CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"credit_note_number" text NOT NULL,
	"provider_ref" text,
	"kept_package" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_credit_note_number_unique" UNIQUE("credit_note_number"),
	CONSTRAINT "refunds_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "cancellation_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_package_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text_version" text NOT NULL,
	"checkout_session_id" uuid,
	"given_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_package_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contract_number" text NOT NULL,
	"refund_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_packages" ADD COLUMN "contract_number" text;--> statement-breakpoint
ALTER TABLE "user_packages" ADD COLUMN "monthly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_packages" ADD COLUMN "scheduled_package_id" uuid;--> statement-breakpoint
ALTER TABLE "user_packages" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "purpose" text DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "user_package_id" uuid;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "start_early_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_links" ADD CONSTRAINT "cancellation_links_user_package_id_user_packages_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_package_id_user_packages_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_ref_idx" ON "refunds" USING btree ("provider_ref") WHERE "refunds"."provider_ref" is not null;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","given_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_package_idx" ON "withdrawals" USING btree ("user_package_id");--> statement-breakpoint
ALTER TABLE "user_packages" ADD CONSTRAINT "user_packages_scheduled_package_id_packages_id_fk" FOREIGN KEY ("scheduled_package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_package_id_user_packages_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill (decision 074): the type of each bought package, the contract number (the purchase's receipt number).
UPDATE "user_packages" SET "monthly" = true FROM "packages"
  WHERE "packages"."id" = "user_packages"."package_id" AND "packages"."type" = 'monthly';--> statement-breakpoint
UPDATE "user_packages" SET "contract_number" = "payments"."receipt_number" FROM "payments"
  WHERE "payments"."checkout_session_id" = "user_packages"."checkout_session_id" AND "payments"."kind" = 'purchase'
    AND "payments"."receipt_number" IS NOT NULL;--> statement-breakpoint
-- A customer who bought two monthly packages before this rule keeps the newest running and stops renewing the
-- others (they run out at their paid end, as a cancellation would): the index below needs one active at a time, so
-- the older ones become 'cancelled' now, their paid time already counted in the newest package's case.
UPDATE "user_packages" AS "u" SET "status" = 'cancelled', "auto_renew" = false, "updated_at" = now()
  WHERE "u"."status" = 'active' AND "u"."monthly" AND EXISTS (
    SELECT 1 FROM "user_packages" AS "n" WHERE "n"."user_id" = "u"."user_id" AND "n"."status" = 'active'
      AND "n"."monthly" AND ("n"."created_at", "n"."id") > ("u"."created_at", "u"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_packages_one_monthly_idx" ON "user_packages" USING btree ("user_id") WHERE "user_packages"."status" = 'active' and "user_packages"."monthly";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_limit" CHECK ("payments"."refunded_cents" between 0 and "payments"."amount_cents");