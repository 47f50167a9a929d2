CREATE TABLE "cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_package_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"reason" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contract_number" text NOT NULL,
	"requested_end_on" date,
	"ends_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL,
	"decision" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
ALTER TABLE "user_packages" ADD COLUMN "cancel_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cancellation_links" ADD COLUMN "declaration" jsonb;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_user_package_id_user_packages_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellations_pending_idx" ON "cancellations" USING btree ("decision","received_at");