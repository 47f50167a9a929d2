CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text NOT NULL,
	"title" text,
	"language" text,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sort_order" integer NOT NULL,
	"school" text NOT NULL,
	"department" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"still_studying" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sort_order" integer NOT NULL,
	"language" text NOT NULL,
	"level" text NOT NULL,
	"certificate" text
);
--> statement-breakpoint
CREATE TABLE "onboarding" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sort_order" integer NOT NULL,
	"company" text NOT NULL,
	"position" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"still_working" boolean DEFAULT false NOT NULL,
	"description" text
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_entries" ADD CONSTRAINT "education_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "language_entries" ADD CONSTRAINT "language_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding" ADD CONSTRAINT "onboarding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_entries" ADD CONSTRAINT "work_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_purpose_idx" ON "files" USING btree ("owner_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "files_single_per_owner_idx" ON "files" USING btree ("owner_id","purpose") WHERE "files"."purpose" in ('cv', 'avatar');--> statement-breakpoint
CREATE INDEX "education_entries_user_idx" ON "education_entries" USING btree ("user_id","sort_order");--> statement-breakpoint
CREATE INDEX "language_entries_user_idx" ON "language_entries" USING btree ("user_id","sort_order");--> statement-breakpoint
CREATE INDEX "work_entries_user_idx" ON "work_entries" USING btree ("user_id","sort_order");