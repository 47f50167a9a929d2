CREATE TABLE "catalog_state" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"duration_months" integer,
	"sort_order" integer NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"text" jsonb NOT NULL,
	"process_steps" jsonb NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_package_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_package_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"title" jsonb NOT NULL,
	"required" boolean NOT NULL,
	"status" text NOT NULL,
	"completed_at" timestamp with time zone,
	"notes" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"checkout_session_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"stripe_subscription_id" text,
	"status" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"term_end_date" timestamp with time zone,
	"price_cents" integer NOT NULL,
	"auto_renew" boolean NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"locale" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"package_id" uuid NOT NULL,
	"user_package_id" uuid,
	"checkout_session_id" uuid,
	"provider" text NOT NULL,
	"provider_ref" text,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"failure_code" text,
	"receipt_number" text,
	"customer_name" text,
	"customer_email" text,
	"package_name" jsonb,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "review_status" text DEFAULT 'pending_review' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "user_package_steps" ADD CONSTRAINT "user_package_steps_user_package_id_user_packages_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_package_steps" ADD CONSTRAINT "user_package_steps_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packages" ADD CONSTRAINT "user_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packages" ADD CONSTRAINT "user_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_package_id_user_packages_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_package_steps_key_idx" ON "user_package_steps" USING btree ("user_package_id","key");--> statement-breakpoint
CREATE INDEX "user_packages_user_idx" ON "user_packages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_packages_due_idx" ON "user_packages" USING btree ("status","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "user_packages_checkout_idx" ON "user_packages" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_packages_subscription_idx" ON "user_packages" USING btree ("stripe_subscription_id") WHERE "user_packages"."stripe_subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "checkout_sessions_open_idx" ON "checkout_sessions" USING btree ("user_id","package_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_provider_idx" ON "checkout_sessions" USING btree ("provider_session_id") WHERE "checkout_sessions"."provider_session_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_idx" ON "payments" USING btree ("receipt_number") WHERE "payments"."receipt_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider_ref") WHERE "payments"."status" = 'succeeded' and "payments"."provider_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_session_paid_idx" ON "payments" USING btree ("checkout_session_id") WHERE "payments"."status" = 'succeeded' and "payments"."kind" = 'purchase';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_period_paid_idx" ON "payments" USING btree ("user_package_id","period_start") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;